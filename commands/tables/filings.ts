/**
 * Tables of the filing store. The list: one row per document, its id whole (it is what `fds filings read`
 * takes), the filing date, ticker and form label first. The document: one row of what it is and where it
 * comes from.
 */
import { count, text } from './format';
import type { Row } from './layout';
import { column, computed, countColumn, SELF, textColumn, type TableSpec } from './spec';

const items = (v: unknown): string => (Array.isArray(v) && v.length > 0 ? v.map(text).join(' ') : '');

const typeLabel = (row: Row): string => text(row.form ?? row.documentTypeName);

export const filingList: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('filedDate', 'Filed', 1),
    textColumn('ticker', 'Ticker', 1),
    textColumn('documentTypeName', 'Type', 1),
    textColumn('id', 'Id', 1),
    column('itemNumbers', 'Items', 2, items, 'left'),
    countColumn('lineCount', 'Lines', 3),
    textColumn('reportingForDate', 'For', 4),
    textColumn('companyName', 'Company', 5),
  ],
  says: [],
};

export const filingDocument: TableSpec = {
  rows: SELF,
  columns: [
    textColumn('filedDate', 'Filed', 1),
    textColumn('ticker', 'Ticker', 1),
    computed('form', 'Form', 1, typeLabel, 'left'),
    column('itemNumbers', 'Items', 2, items, 'left'),
    column('lineCount', 'Lines', 2, count),
    textColumn('reportingForDate', 'For', 3),
    textColumn('accession', 'Accession', 4),
  ],
  above: (body) => [`${text(body.companyName)} ${text(body.form)} filed ${text(body.filedDate)}, document ${text(body.id)}.`],
  below: (body) => [
    ...(typeof body.url === 'string' ? [`On EDGAR: ${body.url}`] : []),
    `Read it: fds filings read ${text(body.id)}`,
  ],
  says: ['id', 'companyName', 'url', 'documentType', 'documentTypeName', 'cik', 'documentName', 'chunkCount'],
};
