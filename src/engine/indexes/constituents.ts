/**
 * `indexes.constituents`: the published list of an index, heaviest first, paged. Rows linked to a listing
 * carry its ticker and name; the others keep the fund's own name with `isLinked` false.
 */
import type { EngineContext } from '../context';
import { LINKED_HOLDINGS, publishedList, sourceOf } from './published';
import type { ConstituentRow, Constituents } from './schemas';
import { resolveIndex } from './universe';

export interface ConstituentsParams {
  index: string;
  limit: number;
  offset: number;
}

const PAGE = `
SELECT CAST(row_number() OVER (ORDER BY weight DESC, position) AS INTEGER) AS rank, ticker, name, is_linked AS "isLinked", weight,
       fund_shares AS "fundShares", fund_value_usd AS "fundValueUsd"
FROM (${LINKED_HOLDINGS}) WHERE fund = ? AND as_of_date = CAST(? AS DATE)
ORDER BY rank LIMIT ? OFFSET ?`;

const UNLINKED = `SELECT count(*) FILTER (WHERE NOT is_linked) AS n FROM (${LINKED_HOLDINGS}) WHERE fund = ? AND as_of_date = CAST(? AS DATE)`;

export async function listConstituents(ctx: EngineContext, p: ConstituentsParams): Promise<Constituents> {
  const index = resolveIndex(p.index);
  const list = await publishedList(ctx.store, index);
  const total = list?.holdingCount ?? 0;
  const data = list === null ? [] : await ctx.store.all<ConstituentRow>(PAGE, [list.fund, list.asOfDate, p.limit, p.offset]);
  const unlinked = list === null ? 0 : ((await ctx.store.one<{ n: number }>(UNLINKED, [list.fund, list.asOfDate]))?.n ?? 0);
  return {
    slug: index.slug,
    name: index.name,
    asOfDate: list?.asOfDate ?? null,
    source: list === null ? null : sourceOf(list),
    isDaily: list?.isDaily ?? false,
    constituentCount: total,
    unlinkedCount: unlinked,
    data,
    meta: { limit: p.limit, offset: p.offset, count: data.length, hasMore: p.offset + data.length < total, total },
  };
}
