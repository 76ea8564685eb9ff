/**
 * `institutions.superInvestors`: the curated roster (`./roster.ts`) with each firm's newest stored 13F
 * quarter: its value, positions and change from the quarter before. A firm whose newest stored quarter is
 * older than the newest quarter whose filing deadline has passed (or with none stored) is stale.
 */
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { filingDeadline, previousQuarterEnd } from './quarters';
import { SUPER_INVESTORS } from './roster';
import type { SuperInvestors } from './schemas';
import { changePercent } from './stock';

const NEWEST = `
SELECT r.filer_cik AS cik, CAST(r.report_date AS VARCHAR) AS "asOf", r.total_value AS value, r.position_count AS positions
FROM thirteenf_reports r
WHERE r.filer_cik IN (SELECT unnest(CAST(? AS VARCHAR[])))
QUALIFY row_number() OVER (PARTITION BY r.filer_cik ORDER BY r.report_date DESC) = 1`;

/** The newest quarter end whose filing deadline has passed by `today`. */
function newestDueQuarter(today: string): string {
  let quarter = previousQuarterEnd(`${String(Number(today.slice(0, 4)) + 1)}-03-31`);
  while (filingDeadline(quarter) >= today) quarter = previousQuarterEnd(quarter);
  return quarter;
}

export async function superInvestors(ctx: EngineContext): Promise<SuperInvestors> {
  const ciks = SUPER_INVESTORS.map((m) => m.cik);
  const newest = await ctx.store.all<{ cik: string; asOf: string; value: number; positions: number }>(NEWEST, [`[${ciks.join(',')}]`]);
  const previous = await ctx.store.all<{ cik: string; d: string; value: number }>(
    `SELECT filer_cik AS cik, CAST(report_date AS VARCHAR) AS d, total_value AS value FROM thirteenf_reports
     WHERE filer_cik IN (SELECT unnest(CAST(? AS VARCHAR[])))`,
    [`[${ciks.join(',')}]`],
  );
  const valueAt = new Map(previous.map((row) => [`${row.cik}:${row.d}`, row.value]));
  const byCik = new Map(newest.map((row) => [row.cik, row]));
  const due = newestDueQuarter(todayInNewYork(ctx.clock));
  return {
    data: SUPER_INVESTORS.map((manager) => {
      const row = byCik.get(manager.cik);
      if (row === undefined) return { ...manager, portfolioValue: null, positionCount: null, qoqChangePercent: null, asOf: null, isStale: true };
      const before = valueAt.get(`${manager.cik}:${previousQuarterEnd(row.asOf)}`) ?? null;
      return {
        ...manager, portfolioValue: row.value, positionCount: row.positions, qoqChangePercent: changePercent(row.value, before), asOf: row.asOf,
        isStale: row.asOf < due,
      };
    }),
  };
}
