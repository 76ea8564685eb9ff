/**
 * Tables of the filing store. The list: one row per document, its id whole (it is what `fds filings read`
 * takes), the filing date, ticker, and the type's label with the 8-K items in one column, so all of it fits
 * 80 columns. The document: one row of what it is and where it comes from.
 */
import { count, text } from './format';
import type { Row } from './layout';
import { column, computed, countColumn, SELF, textColumn, type TableSpec } from './spec';

const items = (v: unknown): string => (Array.isArray(v) && v.length > 0 ? v.map(text).join(' ') : '');

const typeLabel = (row: Row): string => text(row.form ?? row.documentTypeName);

/** `8-K 2.02 9.01`: the type's label and the items. */
const typeAndItems = (row: Row): string => [text(row.documentTypeName), items(row.itemNumbers)].filter((part) => part !== '').join(' ');

export const filingList: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('filedDate', 'Filed', 1),
    textColumn('ticker', 'Ticker', 1),
    computed('documentTypeName', 'Type, items', 1, typeAndItems, 'left'),
    textColumn('id', 'Id', 1),
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
  // A one-row table shows nothing above itself: what the document is goes under it.
  below: (body) => [
    `${text(body.companyName)}, CIK ${text(body.cik)}: ${text(body.chunkCount)} passages for search.`,
    ...(typeof body.url === 'string' ? [`On EDGAR: ${body.url}`] : []),
    `Read it: fds filings read ${text(body.id)}`,
  ],
  says: ['id', 'companyName', 'url', 'documentType', 'documentTypeName', 'cik', 'documentName', 'chunkCount'],
};
