/**
 * The one place that decides which portfolios a caller reaches and what it may do with them.
 *
 * An account reaches its own portfolios (`Owner`) and those shared with any organization it holds a
 * seat in (`Edit` or `View`, the better of its shares); an organization key owns nothing and reaches
 * only what is shared with its organization; the local CLI is the account `local`. A portfolio outside
 * the caller's reach is reported exactly as a nonexistent one: same status, code and message, found by
 * the same single query whatever the id looks like, so neither the answer nor its cost tells them apart.
 */
import { forbidden, notFound } from '../../core/errors';
import type { Sql, SqlValue } from '../../store/store';
import type { Caller, EngineContext } from '../context';

/** What a caller may do with a portfolio it reaches. */
export type PortfolioAccess = 'Owner' | 'Edit' | 'View';

/** What an operation needs: `read` any reach, `edit` Owner or Edit, `owner` the creator (delete, sharing). */
export type AccessNeed = 'read' | 'edit' | 'owner';

/** A stored portfolio row. */
export interface PortfolioRow {
  id: string;
  /** The owning (creating) account; `local` for the local CLI's owner. */
  accountId: string;
  name: string;
  /** Reporting currency (ISO code). */
  currency: string;
  /** ISO-8601 UTC timestamp. */
  createdAt: string;
}

/** A portfolio the caller reaches, with its access and, when shared, the owner's name. */
export interface ReachedPortfolio {
  portfolio: PortfolioRow;
  access: PortfolioAccess;
  /** Name of the owning account when the portfolio reaches the caller through a share; null for the owner. */
  sharedBy: string | null;
}

/** Longest part of a requested id echoed in a message: a uuid fits, a hostile megabyte does not. */
const ECHO_MAX = 64;

/** The answer to every portfolio id the caller cannot reach, nonexistent or not. */
export function portfolioNotFound(id: string): Error {
  const shown = id.length > ECHO_MAX ? `${id.slice(0, ECHO_MAX)}…` : id;
  return notFound(`No portfolio '${shown}'; list yours with GET /v1/portfolios.`);
}

/** The account a caller acts as: its own id, `local` for the local CLI, null for an organization key (it owns nothing). */
export function ownerAccountOf(ctx: Pick<EngineContext, 'caller'>): string | null {
  return accountIdOf(ctx.caller);
}

function accountIdOf(caller: Caller): string | null {
  return caller.kind === 'organization' ? null : caller.id;
}

/** The account a caller acts as, for writes that create owned rows; an organization key gets 403. */
export function requireOwnerAccount(ctx: Pick<EngineContext, 'caller'>): string {
  const account = ownerAccountOf(ctx);
  if (account === null) throw forbidden('Forbidden: an organization key owns no portfolios; create portfolios with an account key.');
  return account;
}

/**
 * Organizations whose shares reach the caller: the organizations an account holds a seat in, or the
 * organization of an organization key. Ordered by id.
 */
export async function organizationIdsOf(ctx: Pick<EngineContext, 'caller' | 'state'>, db: Sql = ctx.state): Promise<string[]> {
  const { caller } = ctx;
  if (caller.kind === 'organization') return [caller.id];
  const rows = await db.all<{ id: string }>(
    'SELECT organization_id AS id FROM organization_members WHERE account_id = ? ORDER BY organization_id',
    [caller.id],
  );
  return rows.map((r) => r.id);
}

/**
 * The organizations reaching a caller, as SQL over two bound values: members' seats of `?1` (an account,
 * null for an organization key) plus the organization `?2` (null for an account).
 */
const CALLER_ORGANIZATIONS = `
  SELECT organization_id FROM organization_members WHERE account_id = ?
  UNION ALL SELECT CAST(? AS VARCHAR)`;

/** The values bound to `CALLER_ORGANIZATIONS` for a caller. */
export function callerOrganizationValues(caller: Caller): [SqlValue, SqlValue] {
  return caller.kind === 'organization' ? [null, caller.id] : [caller.id, null];
}

// One statement for every id, reachable or not: ownership and shares are joined, never looked up in turn.
const REACH_SQL = `
  SELECT p.id, p.account_id AS "accountId", p.name, p.currency, p.created_at AS "createdAt",
         CASE WHEN p.account_id = CAST(? AS VARCHAR) THEN 'Owner'
              WHEN bool_or(s.access = 'Edit') THEN 'Edit'
              ELSE 'View' END AS access,
         COALESCE(min(a.name), p.account_id) AS "ownerName"
  FROM portfolios p
  LEFT JOIN accounts a ON a.id = p.account_id
  LEFT JOIN portfolio_shares s
    ON s.portfolio_id = p.id AND s.organization_id IN (${CALLER_ORGANIZATIONS})
  WHERE p.id = ? AND (p.account_id = CAST(? AS VARCHAR) OR s.organization_id IS NOT NULL)
  GROUP BY p.id, p.account_id, p.name, p.currency, p.created_at`;

interface ReachRow extends PortfolioRow {
  access: PortfolioAccess;
  ownerName: string;
}

/**
 * The portfolio `id` as the caller reaches it, checked against what the operation needs. Pass the write
 * transaction as `db` when the check guards a change, so access and change happen in one transaction.
 *
 * Throws 404 (the same for unknown, unreachable and malformed ids) or 403 when the caller reaches the
 * portfolio but may not do what `need` asks: `edit` through a `View` share, `owner` as anyone but its
 * creator.
 */
export async function reachablePortfolio(
  ctx: Pick<EngineContext, 'caller' | 'state'>,
  id: string,
  need: AccessNeed,
  db: Sql = ctx.state,
): Promise<ReachedPortfolio> {
  const account = accountIdOf(ctx.caller);
  // An organization key has no account: the NULL it binds equals no owner.
  const row = await db.one<ReachRow>(REACH_SQL, [account, ...callerOrganizationValues(ctx.caller), id, account]);
  if (!row) throw portfolioNotFound(id);
  const { access, ownerName, ...portfolio } = row;
  if (need === 'edit' && access === 'View') {
    throw forbidden(`Forbidden: portfolio '${portfolio.id}' is shared with your organization for viewing only; changes need Edit access.`);
  }
  if (need === 'owner' && access !== 'Owner') {
    throw forbidden(`Forbidden: only the portfolio's creator (${ownerName}) can delete it or change its sharing.`);
  }
  return { portfolio, access, sharedBy: access === 'Owner' ? null : ownerName };
}
