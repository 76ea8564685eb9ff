/**
 * Portfolios as rows: the caller's own and shared lists (unpriced summaries), creation within the
 * account's limit of 10 with a name unique among its own, and deletion by the creator, which removes the
 * portfolio's lots, watches and shares in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { invalidParameter } from '../../core/errors';
import { refusingDuplicates } from '../../state/state';
import type { Sql } from '../../store/store';
import type { EngineContext } from '../context';
import { callerOrganizationValues, ownerAccountOf, reachablePortfolio, requireOwnerAccount } from './access';
import { checkPortfolioRoom, lotsLock, portfoliosLock, watchesLock } from './limits';
import type { CreatePortfolioBody, PortfolioSummary } from './schemas';

interface SummaryRow {
  id: string;
  name: string;
  currency: string;
  openLotCount: number;
  closedLotCount: number;
  createdAtUtc: string;
}

const LOT_COUNTS = `
  SELECT portfolio_id, count(*) FILTER (WHERE closed_date IS NULL) AS open_lots, count(*) FILTER (WHERE closed_date IS NOT NULL) AS closed_lots
  FROM lots GROUP BY portfolio_id`;

const SUMMARY_COLUMNS = `p.id, p.name, p.currency, COALESCE(c.open_lots, 0) AS "openLotCount",
  COALESCE(c.closed_lots, 0) AS "closedLotCount", p.created_at AS "createdAtUtc"`;

const OWN = `
  WITH c AS (${LOT_COUNTS})
  SELECT ${SUMMARY_COLUMNS}
  FROM portfolios p LEFT JOIN c ON c.portfolio_id = p.id
  WHERE p.account_id = ?
  ORDER BY p.created_at, p.name, p.id`;

// Shared with any organization reaching the caller, the caller's own excepted (those are listed as Owner);
// the better of several shares wins, as in `reachablePortfolio`.
const SHARED = `
  WITH c AS (${LOT_COUNTS}),
  s AS (
    SELECT portfolio_id, bool_or(access = 'Edit') AS edit FROM portfolio_shares
    WHERE organization_id IN (SELECT organization_id FROM organization_members WHERE account_id = ? UNION ALL SELECT CAST(? AS VARCHAR))
    GROUP BY portfolio_id)
  SELECT ${SUMMARY_COLUMNS}, CASE WHEN s.edit THEN 'Edit' ELSE 'View' END AS access, COALESCE(a.name, p.account_id) AS "sharedBy"
  FROM portfolios p JOIN s ON s.portfolio_id = p.id
  LEFT JOIN c ON c.portfolio_id = p.id
  LEFT JOIN accounts a ON a.id = p.account_id
  WHERE p.account_id IS DISTINCT FROM CAST(? AS VARCHAR)
  ORDER BY p.created_at, p.name, p.id`;

const BY_ID = `
  WITH c AS (${LOT_COUNTS})
  SELECT ${SUMMARY_COLUMNS}
  FROM portfolios p LEFT JOIN c ON c.portfolio_id = p.id
  WHERE p.id = ?`;

/** GET /v1/portfolios: the caller's own portfolios, oldest first (then by name); an organization key owns none. */
export async function listOwnPortfolios(ctx: EngineContext): Promise<{ data: PortfolioSummary[] }> {
  const account = ownerAccountOf(ctx);
  if (account === null) return { data: [] };
  const rows = await ctx.state.all<SummaryRow>(OWN, [account]);
  return { data: rows.map((row) => ({ ...row, access: 'Owner' as const })) };
}

/** GET /v1/portfolios/shared: portfolios shared with the caller's organizations, with who shared them. */
export async function listSharedPortfolios(ctx: EngineContext): Promise<{ data: PortfolioSummary[] }> {
  const rows = await ctx.state.all<SummaryRow & { access: 'Edit' | 'View'; sharedBy: string }>(SHARED, [
    ...callerOrganizationValues(ctx.caller),
    ownerAccountOf(ctx),
  ]);
  return { data: rows };
}

/** The summary of one portfolio read through `db` (inside a write, its own transaction). */
async function summaryOf(db: Sql, id: string): Promise<SummaryRow> {
  const row = await db.one<SummaryRow>(BY_ID, [id]);
  if (row === undefined) throw new Error(`portfolio ${id} vanished inside its own transaction`);
  return row;
}

/**
 * POST /v1/portfolios: a new empty portfolio of the caller's account. An organization key gets 403; an
 * eleventh portfolio or a name the account already uses gets 400 naming the reason. Both are checked in
 * the inserting transaction under the lock of the account's portfolios, so parallel creations on any
 * number of servers cannot pass them together.
 */
export async function createPortfolio(ctx: EngineContext, body: CreatePortfolioBody): Promise<PortfolioSummary> {
  const account = requireOwnerAccount(ctx);
  const id = randomUUID();
  const nameTaken = () =>
    invalidParameter(`Invalid field 'name': you already have a portfolio named '${body.name}'; names are unique among your portfolios.`);
  const write = () => ctx.state.write(async (tx) => {
    await tx.lock(portfoliosLock(account));
    await checkPortfolioRoom(tx, account);
    const taken = await tx.one('SELECT id FROM portfolios WHERE account_id = ? AND name = ?', [account, body.name]);
    if (taken !== undefined) throw nameTaken();
    await tx.run('INSERT INTO portfolios (id, account_id, name, currency, created_at) VALUES (?, ?, ?, ?, CAST(? AS TIMESTAMP))', [
      id,
      account,
      body.name,
      body.currency ?? 'USD',
      ctx.clock.now().toISOString(),
    ]);
    return summaryOf(tx, id);
  });
  const created = await refusingDuplicates(write, nameTaken);
  return { ...created, access: 'Owner' };
}

/** DELETE /v1/portfolios/{id}: creator only (403 for a shared caller, 404 outside reach); one transaction. */
export async function deletePortfolio(ctx: EngineContext, id: string): Promise<void> {
  await ctx.state.write(async (tx) => {
    // A lot or watch being added meanwhile (on another server) commits first or finds the portfolio gone.
    await tx.lock(lotsLock(id));
    await tx.lock(watchesLock(id));
    const { portfolio } = await reachablePortfolio(ctx, id, 'owner', tx);
    for (const table of ['lots', 'watches', 'portfolio_shares']) {
      await tx.run(`DELETE FROM ${table} WHERE portfolio_id = ?`, [portfolio.id]);
    }
    await tx.run('DELETE FROM portfolios WHERE id = ?', [portfolio.id]);
  });
}
