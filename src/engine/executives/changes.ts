/**
 * `executives.changes`: a stock's executive and director changes, read from the Item 5.02 text of its stored
 * 8-Ks when asked (`./extract.ts`). Read, not stored: a company's 5.02 filings are few and short, the rules
 * run in well under a millisecond a filing, and a reading made now always follows the stored text and the
 * rules as they are, with nothing to keep in step when a document is replaced or a rule improves.
 *
 * The filings read are the stock's 8-Ks and 8-K/As listing item 5.02, filed in the date window; the answer
 * says how many and the filing dates they span, so an empty list means "none in these filings". A ticker
 * the store does not know is 404, as on the filing list.
 */
import { pageWithTotal } from '../../core/params';
import type { SqlValue } from '../../store/store';
import type { EngineContext } from '../context';
import { requireKnownTicker } from '../filings/list';
import { DOCUMENT_TICKER, filedWithin } from '../filings/rows';
import { extractChanges } from './extract';
import type { ExecutiveChangeParams } from './params';
import type { ExecutiveChange, ExecutiveChangePage } from './schemas';

/** The item whose text is read. */
export const EXECUTIVE_ITEM = '5.02';

interface FilingRow {
  id: string;
  filedDate: string;
  form: string;
  url: string | null;
  companyName: string | null;
}

interface LineRow {
  id: string;
  lineNumber: number;
  text: string;
}

/** The stock's 5.02 8-Ks in the window (alias `d`), as a WHERE clause and its values. */
function filingsWhere(p: ExecutiveChangeParams): { where: string; params: SqlValue[] } {
  const where = ["d.document_type = 'EightK'", 'list_contains(d.item_numbers, ?)', `${DOCUMENT_TICKER} = ?`];
  const params: SqlValue[] = [EXECUTIVE_ITEM, p.ticker.key];
  filedWithin(p, where, params);
  return { where: where.join(' AND '), params };
}

export async function executiveChanges(ctx: EngineContext, p: ExecutiveChangeParams): Promise<ExecutiveChangePage> {
  const { where, params } = filingsWhere(p);
  const filings = await ctx.store.all<FilingRow>(
    `SELECT CAST(d.document_id AS VARCHAR) AS id, CAST(d.filed_date AS VARCHAR) AS "filedDate", d.form, d.url, d.company_name AS "companyName"
     FROM filing_documents d WHERE ${where} ORDER BY d.filed_date DESC, d.document_id`,
    params,
  );
  if (filings.length === 0) await requireKnownTicker(ctx, p.ticker.key);
  const lines = await ctx.store.all<LineRow>(
    `SELECT CAST(l.document_id AS VARCHAR) AS id, l.line_number AS "lineNumber", l.text
     FROM filing_lines l JOIN filing_documents d USING (document_id) WHERE ${where} ORDER BY l.document_id, l.line_number`,
    params,
  );
  const byFiling = new Map<string, LineRow[]>();
  for (const line of lines) {
    const list = byFiling.get(line.id);
    if (list === undefined) byFiling.set(line.id, [line]);
    else list.push(line);
  }
  const rows: ExecutiveChange[] = filings.flatMap((f) =>
    extractChanges(byFiling.get(f.id) ?? [], f.companyName)
      .filter((c) => p.action === undefined || c.action === p.action)
      .map((c) => ({
        filedDate: f.filedDate,
        personName: c.personName,
        role: c.role,
        roleText: c.roleText,
        action: c.action,
        effectiveDate: c.effectiveDate,
        disclosure: c.disclosure,
        form: f.form,
        filingUrl: f.url,
        documentId: f.id,
        lineNumber: c.lineNumber,
      })),
  );
  const dates = filings.map((f) => f.filedDate);
  return {
    ticker: p.ticker.key,
    coverage: {
      processedFilingCount: filings.length,
      coverageStartDate: dates.at(-1) ?? null,
      coverageEndDate: dates[0] ?? null,
    },
    ...pageWithTotal(rows.slice(p.offset, p.offset + p.limit), p.limit, p.offset, rows.length),
  };
}
