/**
 * `cftc.positions`: a tracked contract's weekly reports in a window, newest first. An untracked market
 * code is 404 even if reports of it were ever stored; a tracked one with no report in the window is an
 * empty page.
 */
import { notFound } from '../../core/errors';
import type { IsoDate } from '../../core/dates';
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import type { PositionPage, PositionRow } from './schemas';
import { trackedContract } from './universe';
import { lastYearWindow } from '../windows';

export interface PositionsParams {
  marketCode: string;
  startDate?: IsoDate | undefined;
  endDate?: IsoDate | undefined;
  limit: number;
  offset: number;
}

const PAGE = `
SELECT report_date AS "reportDate", open_interest AS "openInterest", comm_long AS "commLong", comm_short AS "commShort",
       noncomm_long AS "nonCommLong", noncomm_short AS "nonCommShort", noncomm_spreads AS "nonCommSpreads"
FROM cftc_positions
WHERE market_code = ? AND report_date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
ORDER BY report_date DESC
LIMIT ? OFFSET ?`;

/** The 404 of a market code outside the tracked set. */
export const unknownMarketCode = (code: string) =>
  notFound(`Unknown contract market code '${code.trim()}': it is not one of the tracked contracts (see /v1/cftc/contracts).`);

export async function listPositions(ctx: EngineContext, p: PositionsParams): Promise<PositionPage> {
  const contract = trackedContract(p.marketCode);
  if (!contract) throw unknownMarketCode(p.marketCode);
  const window = lastYearWindow(ctx.clock, p);
  const rows = await ctx.store.all<PositionRow>(PAGE, [contract.marketCode, window.startDate, window.endDate, p.limit + 1, p.offset]);
  return pageFromProbe(rows, p.limit, p.offset);
}
