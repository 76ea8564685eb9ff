/**
 * How a stored document reads as a list row: one SQL select list and one conversion, shared by the list and
 * the single-document read. A document stored without a ticker shows the one SEC's ticker links give its
 * CIK now (the first in order), so a link ingested later serves documents ingested before it.
 */
import type { SqlValue } from '../../store/store';
import { DOCUMENT_TYPE_NAMES } from './forms';
import type { FilingRow } from './schemas';

/** The ticker a document row reads with (alias `d` for filing_documents). */
export const DOCUMENT_TICKER = 'coalesce(d.ticker, (SELECT min(t.ticker) FROM sec_tickers t WHERE t.cik = d.cik))';

export const ROW_COLUMNS = `CAST(d.document_id AS VARCHAR) AS id, ${DOCUMENT_TICKER} AS ticker, d.company_name AS "companyName",
  d.document_type AS "documentType", CAST(d.filed_date AS VARCHAR) AS "filedDate", CAST(d.period_date AS VARCHAR) AS "reportingForDate",
  d.item_numbers AS "itemNumbers", d.line_count AS "lineCount"`;

/** Adds the filing-date window (inclusive; alias `d` for filing_documents) to a WHERE clause being built. */
export function filedWithin(window: { startDate?: string | undefined; endDate?: string | undefined }, where: string[], params: SqlValue[]): void {
  if (window.startDate !== undefined) {
    where.push('d.filed_date >= CAST(? AS DATE)');
    params.push(window.startDate);
  }
  if (window.endDate !== undefined) {
    where.push('d.filed_date <= CAST(? AS DATE)');
    params.push(window.endDate);
  }
}

export type StoredRow = Omit<FilingRow, 'documentTypeName'>;

/** The row as the API returns it, fields in the spec's order. */
export function filingRow(row: StoredRow): FilingRow {
  return {
    id: row.id,
    ticker: row.ticker,
    companyName: row.companyName,
    documentType: row.documentType,
    documentTypeName: DOCUMENT_TYPE_NAMES[row.documentType],
    filedDate: row.filedDate,
    reportingForDate: row.reportingForDate,
    itemNumbers: row.itemNumbers,
    lineCount: row.lineCount,
  };
}
