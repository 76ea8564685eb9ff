/**
 * `cftc.latest`: the newest stored report of every tracked contract (optionally one category), with net
 * positions (long minus short). A contract without any stored report still has its row, its report
 * fields null.
 */
import type { EngineContext } from '../context';
import type { LatestPositions } from './schemas';
import { contractRow, TRACKED, TRACKED_CODES, type Category } from './universe';

export interface LatestParams {
  category?: Category | undefined;
}

interface NewestReport {
  marketCode: string;
  reportDate: string;
  openInterest: number;
  commNet: number;
  nonCommNet: number;
}

// The codes arrive as one bound list; arg_max picks each contract's newest report in one scan.
const NEWEST = `
SELECT market_code AS "marketCode",
       max(report_date) AS "reportDate",
       arg_max(open_interest, report_date) AS "openInterest",
       arg_max(comm_long - comm_short, report_date) AS "commNet",
       arg_max(noncomm_long - noncomm_short, report_date) AS "nonCommNet"
FROM cftc_positions
WHERE list_contains(string_split(?, ','), market_code)
GROUP BY market_code`;

export async function latestPositions(ctx: EngineContext, p: LatestParams): Promise<LatestPositions> {
  const contracts = TRACKED.filter((c) => p.category === undefined || c.category === p.category);
  const codes = contracts.length === TRACKED.length ? TRACKED_CODES : contracts.map((c) => c.marketCode);
  const newest = new Map((await ctx.store.all<NewestReport>(NEWEST, [codes.join(',')])).map((r) => [r.marketCode, r]));
  return {
    data: contracts.map((c) => {
      const report = newest.get(c.marketCode);
      return {
        ...contractRow(c),
        reportDate: report?.reportDate ?? null,
        openInterest: report?.openInterest ?? null,
        commNet: report?.commNet ?? null,
        nonCommNet: report?.nonCommNet ?? null,
      };
    }),
  };
}
