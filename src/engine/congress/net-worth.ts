/**
 * `congress.netWorth`: a member's net-worth bands, one per year with an electronically filed annual report,
 * newest first. A year without one has no row: it is not a zero. An unknown member id is 404.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import type { NetWorth, NetWorthRow } from './schemas';

export interface NetWorthParams {
  id: string;
  limit: number;
}

const MEMBER = 'SELECT CAST(member_id AS VARCHAR) AS id, name FROM congress_members WHERE member_id = CAST(? AS UUID)';

const YEARS = `
SELECT year, filed_date AS "filedDate", net_worth_minimum AS "netWorthMinimum", net_worth_maximum AS "netWorthMaximum",
       asset_count AS "assetCount", liability_count AS "liabilityCount"
FROM congress_net_worth WHERE member_id = CAST(? AS UUID)
ORDER BY year DESC, filed_date DESC
LIMIT ?`;

export async function congressNetWorth(ctx: EngineContext, p: NetWorthParams): Promise<NetWorth> {
  const member = await ctx.store.one<{ id: string; name: string }>(MEMBER, [p.id]);
  if (member === undefined) throw notFound(`Unknown member ${p.id}: no member of the roster has this id (see the member search).`);
  const rows = await ctx.store.all<NetWorthRow>(YEARS, [p.id, p.limit + 1]);
  return { memberId: member.id, memberName: member.name, data: rows.slice(0, p.limit), hasMore: rows.length > p.limit };
}
