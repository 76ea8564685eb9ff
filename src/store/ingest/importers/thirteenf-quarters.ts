/**
 * The quarters of 13F filers as counted (`thirteenf_reports`, `thirteenf_positions`), rebuilt from the
 * filings stored for them whenever one is written (by the `sec-13f` importer and the sample set).
 *
 * Amendments: of a filer's filings for a quarter, the base is the original or the latest RESTATEMENT
 * (highest amendment number, then newest filing date): a restatement replaces the quarter whole. A NEW
 * HOLDINGS amendment numbered after the base adds its entries to it; one numbered before it was
 * superseded by the restatement. With no original or restatement stored, NEW HOLDINGS amendments count
 * on their own.
 *
 * Positions are the counted entries summed per CUSIP and position type: Shares (SH without put or call),
 * Principal (PRN), Call and Put (the option entries, whose shares are the underlying's).
 */
import type { SqlValue, WriteTx } from '../../store';

const KEYS = 'thirteenf_rebuild_keys';

/** The key of a filer's quarter in the sample manifest: CIK, a colon and the report date. */
export const QUARTER_KEY_SQL = (cik: string, date: string): string => `${cik} || ':' || CAST(${date} AS VARCHAR)`;

/** SQL of a position type from an entry's columns. */
const POSITION_TYPE = `CASE WHEN h.put_call IS NOT NULL THEN h.put_call WHEN h.shares_type = 'PRN' THEN 'Principal' ELSE 'Shares' END`;

/**
 * Rebuilds the counted quarters `keys` selects (and the rows of `thirteenf_quarters` of their report dates) (SQL yielding `filer_cik` and `report_date`, with `params`
 * bound): their rows are removed, and written again from the filings stored for them.
 */
export async function rebuildQuarters(tx: WriteTx, keys: string, params: readonly SqlValue[] = []): Promise<void> {
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${KEYS} AS SELECT DISTINCT filer_cik, CAST(report_date AS DATE) AS report_date FROM (${keys})`, params);
  try {
    for (const table of ['thirteenf_positions', 'thirteenf_reports']) {
      await tx.run(`DELETE FROM ${table} t WHERE EXISTS (SELECT 1 FROM ${KEYS} k WHERE k.filer_cik = t.filer_cik AND k.report_date = t.report_date)`);
    }
    await tx.run(`CREATE OR REPLACE TEMP TABLE thirteenf_counted AS
      WITH f AS (SELECT f.* FROM thirteenf_filings f JOIN ${KEYS} k USING (filer_cik, report_date)),
      base AS (
        SELECT * FROM f WHERE coalesce(amendment_type, '') <> 'NEW HOLDINGS'
        QUALIFY row_number() OVER (PARTITION BY filer_cik, report_date
                                   ORDER BY coalesce(amendment_no, 0) DESC, filed_date DESC NULLS LAST, filing_id DESC) = 1)
      SELECT f.*, b.report_type AS base_type
      FROM f LEFT JOIN base b USING (filer_cik, report_date)
      WHERE f.filing_id = b.filing_id
         OR (f.amendment_type = 'NEW HOLDINGS' AND (b.filing_id IS NULL OR coalesce(f.amendment_no, 0) > coalesce(b.amendment_no, 0)))`);
    await tx.run(`INSERT INTO thirteenf_positions
      SELECT c.filer_cik, c.report_date, h.cusip, ${POSITION_TYPE} AS position_type, min(h.issuer_name), sum(h.shares), sum(h.value),
             CASE WHEN bool_and(h.source = 'sample') THEN 'sample' ELSE 'ingest' END, max(h.source_file), max(h.captured_at)
      FROM thirteenf_counted c JOIN thirteenf_holdings h USING (filing_id)
      GROUP BY ALL
      ORDER BY c.report_date, h.cusip, c.filer_cik`);
    await tx.run(`INSERT INTO thirteenf_reports
      WITH counts AS (
        SELECT p.filer_cik, p.report_date, count(*) AS n FROM thirteenf_positions p JOIN ${KEYS} k USING (filer_cik, report_date) GROUP BY ALL),
      values AS (
        SELECT c.filer_cik, c.report_date, sum(h.value) AS v FROM thirteenf_counted c JOIN thirteenf_holdings h USING (filing_id) GROUP BY ALL)
      SELECT c.filer_cik, c.report_date, arg_max(c.filer_name, coalesce(c.filed_date, DATE '1900-01-01')),
             coalesce(any_value(c.base_type), 'HOLDINGS'), max(c.filed_date), count(*), coalesce(any_value(n.n), 0), coalesce(any_value(v.v), 0),
             CASE WHEN bool_and(c.source = 'sample') THEN 'sample' ELSE 'ingest' END, max(c.source_file), max(c.captured_at)
      FROM thirteenf_counted c LEFT JOIN counts n USING (filer_cik, report_date) LEFT JOIN values v USING (filer_cik, report_date)
      GROUP BY c.filer_cik, c.report_date
      ORDER BY c.report_date, c.filer_cik`);
    await tx.run(`DELETE FROM thirteenf_quarters WHERE report_date IN (SELECT report_date FROM ${KEYS})`);
    await tx.run(`INSERT INTO thirteenf_quarters
      SELECT report_date, count(*), CASE WHEN bool_or(source = 'sample') THEN 'sample' ELSE 'ingest' END, max(source_file), max(captured_at)
      FROM thirteenf_reports WHERE report_date IN (SELECT report_date FROM ${KEYS})
      GROUP BY report_date ORDER BY report_date`);
  } finally {
    await tx.run('DROP TABLE IF EXISTS thirteenf_counted');
    await tx.run(`DROP TABLE IF EXISTS ${KEYS}`);
  }
}
