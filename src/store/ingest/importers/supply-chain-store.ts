/**
 * Storing annual reports and their supply-chain statements, shared by the `sec-10k` and
 * `supply-chain-statements` importers: a report replaces the statements stored for it (its filer, form and
 * fiscal period) whole, and a report stored already with the same fields and statements is left as it is,
 * so re-ingesting a file changes nothing.
 */
import type { StoredStatement } from '../../../engine/supply-chain/statement';
import { replaceSample, WHOLE_KEYS, type ReplacedSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { Provenance } from '../load';

export interface ReportRow {
  cik: number;
  ticker: string | null;
  name: string;
  form: string;
  periodEnd: string;
  fiscalYear: number | null;
  filedDate: string | null;
  accession: string | null;
  filingUrl: string | null;
}

/** A statement to store, as `supply_chain_statements` keeps it. */
export type StatementRow = StoredStatement;

const REPORT_FIELDS = `ticker, name, fiscal_year AS "fiscalYear", CAST(filed_date AS VARCHAR) AS "filedDate", accession, filing_url AS "filingUrl"`;
const STATEMENT_FIELDS = `side, counterparty, counterparty_ticker AS "counterpartyTicker", role, quote, percent, percent_floor AS "percentFloor", basis, period`;
const KEY = 'cik = ? AND form = ? AND period_end = CAST(? AS DATE)';

const STATEMENT_TYPE = JSON.stringify([
  { side: 'VARCHAR', counterparty: 'VARCHAR', counterpartyTicker: 'VARCHAR', role: 'VARCHAR', quote: 'VARCHAR', percent: 'DOUBLE', percentFloor: 'BOOLEAN', basis: 'VARCHAR', period: 'VARCHAR' },
]);

/** The report's stored fields and statements, as comparable text; null when it is not stored. */
async function storedAs(tx: WriteTx, report: ReportRow): Promise<string | null> {
  const key = [report.cik, report.form, report.periodEnd];
  const stored = await tx.one(`SELECT ${REPORT_FIELDS} FROM annual_reports WHERE ${KEY}`, key);
  if (stored === undefined) return null;
  const statements = await tx.all(`SELECT ${STATEMENT_FIELDS} FROM supply_chain_statements WHERE ${KEY} ORDER BY position`, key);
  return JSON.stringify([stored, statements]);
}

const comparable = (report: ReportRow, statements: readonly StatementRow[]): string =>
  JSON.stringify([
    { ticker: report.ticker, name: report.name, fiscalYear: report.fiscalYear, filedDate: report.filedDate, accession: report.accession, filingUrl: report.filingUrl },
    statements.map((s) => ({ side: s.side, counterparty: s.counterparty, counterpartyTicker: s.counterpartyTicker, role: s.role, quote: s.quote, percent: s.percent, percentFloor: s.percentFloor, basis: s.basis, period: s.period })),
  ]);

/** Removes the synthetic statement graph before a real file's reports go in (see `sample-keys.ts`). */
export const replaceSampleStatements = (tx: WriteTx): Promise<ReplacedSample[]> =>
  replaceSample(tx, 'supply-chain', 'SELECT ? AS key', [WHOLE_KEYS.supplyChain]);

/**
 * Stores `report` with `statements` in reading order, replacing what was stored for it; returns the
 * statements added (0 when the report was stored already exactly so, and nothing was written).
 */
export async function storeReport(tx: WriteTx, report: ReportRow, statements: readonly StatementRow[], provenance: Provenance): Promise<number> {
  if ((await storedAs(tx, report)) === comparable(report, statements)) return 0;
  const key = [report.cik, report.form, report.periodEnd];
  await tx.run(`DELETE FROM supply_chain_statements WHERE ${KEY}`, key);
  await tx.run(`DELETE FROM annual_reports WHERE ${KEY}`, key);
  await tx.run(
    'INSERT INTO annual_reports VALUES (?, ?, ?, ?, CAST(? AS DATE), ?, CAST(? AS DATE), ?, ?, ?, \'ingest\', ?, CAST(? AS TIMESTAMP))',
    [report.cik, report.ticker, report.name, report.form, report.periodEnd, report.fiscalYear, report.filedDate, report.accession, report.filingUrl, statements.length, provenance.file, provenance.capturedAt],
  );
  if (statements.length === 0) return 0;
  return tx.run(
    `INSERT INTO supply_chain_statements
     SELECT ?, ?, CAST(? AS DATE), CAST(s.n AS INTEGER), s.side, s.counterparty, s.counterpartyTicker, s.role, s.quote, s.percent, s.percentFloor, s.basis, s.period,
            'ingest', ?, CAST(? AS TIMESTAMP)
     FROM (SELECT *, row_number() OVER () AS n FROM (SELECT unnest(from_json(CAST(? AS JSON), '${STATEMENT_TYPE}'), recursive := true))) AS s
     ORDER BY s.n`,
    [...key, provenance.file, provenance.capturedAt, JSON.stringify(statements)],
  );
}
