/**
 * `fda.catalysts`: announced advisory-committee meetings overlapping a date window, soonest first. A
 * meeting spanning several days (meetingDate..endDate) is included when any of its days lies in the
 * window. Not paged: at most `limit` rows, no offset.
 */
import type { EngineContext } from '../context';
import type { CatalystList, CatalystRow } from './schemas';
import { catalystWindow, type CatalystWindowParams } from './window';

export interface CatalystParams extends CatalystWindowParams {
  limit: number;
}

const LIST = `
SELECT meeting_date AS "meetingDate", end_date AS "endDate", title, center,
       catalyst_type AS "catalystType", source_url AS "sourceUrl"
FROM fda_catalysts
WHERE meeting_date <= CAST(? AS DATE) AND end_date >= CAST(? AS DATE)
ORDER BY meeting_date, title
LIMIT ?`;

export async function listCatalysts(ctx: EngineContext, p: CatalystParams): Promise<CatalystList> {
  const { start, end } = catalystWindow(ctx.clock, p);
  const data = await ctx.store.all<CatalystRow>(LIST, [end, start, p.limit]);
  return { data };
}
