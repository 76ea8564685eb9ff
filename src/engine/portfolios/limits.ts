/**
 * Limits of Portfolio rule 13, checked inside the write transaction that would exceed them, under the
 * lock of what they count (`StateTx.lock`): writers of one account's portfolios, or of one portfolio's
 * lots or watches, count one after the other on any number of servers sharing the state store, so a
 * count read in the transaction is exact under parallel requests (no two adds can both see 199). On the
 * embedded store writes are serialised anyway and the lock waits for nothing.
 */
import { invalidParameter } from '../../core/errors';
import type { StateTx } from '../../state/state';

export const MAX_PORTFOLIOS_PER_ACCOUNT = 10;
/**
 * Lots a portfolio holds, counted as acquisitions (Portfolio rule 4: a lot is one acquisition), open and
 * closed alike. The closed part a partial close splits off is part of the acquisition it came from, so a
 * sale is never refused for room; it counts on its own only once that acquisition's remainder is removed.
 */
export const MAX_LOTS_PER_PORTFOLIO = 200;
export const MAX_WATCHES_PER_PORTFOLIO = 200;

/** The lock of an account's portfolios: creating one (limit, unique name) takes it. */
export const portfoliosLock = (accountId: string): string => `portfolios-of:${accountId}`;
/** The lock of a portfolio's lots: adding one (limit, next sequence number) or splitting one takes it. */
export const lotsLock = (portfolioId: string): string => `lots-of:${portfolioId}`;
/** The lock of a portfolio's watches: adding one (limit, no duplicate) takes it. */
export const watchesLock = (portfolioId: string): string => `watches-of:${portfolioId}`;

async function countOf(tx: StateTx, sql: string, key: string): Promise<number> {
  const row = await tx.one<{ n: number }>(sql, [key]);
  return row?.n ?? 0;
}

/** Refuses an eleventh portfolio of `accountId`; the caller holds `portfoliosLock(accountId)`. */
export async function checkPortfolioRoom(tx: StateTx, accountId: string): Promise<void> {
  const held = await countOf(tx, 'SELECT count(*) AS n FROM portfolios WHERE account_id = ?', accountId);
  if (held >= MAX_PORTFOLIOS_PER_ACCOUNT) {
    throw invalidParameter(`Invalid request: an account holds at most ${MAX_PORTFOLIOS_PER_ACCOUNT} portfolios; delete one before creating another.`);
  }
}

// A split-off part names its acquisition in split_from (the remainder keeps that id), so the distinct
// roots are the acquisitions; parts whose remainder was removed still count as that one acquisition.
const ACQUISITIONS = 'SELECT count(DISTINCT coalesce(split_from, id)) AS n FROM lots WHERE portfolio_id = ?';

/**
 * Refuses a lot beyond the 200th acquisition of `portfolioId` (open and closed lots both count); the
 * caller holds `lotsLock(portfolioId)`.
 */
export async function checkLotRoom(tx: StateTx, portfolioId: string, adding: string): Promise<void> {
  const held = await countOf(tx, ACQUISITIONS, portfolioId);
  if (held >= MAX_LOTS_PER_PORTFOLIO) {
    throw invalidParameter(
      `Invalid request: a portfolio holds at most ${MAX_LOTS_PER_PORTFOLIO} lots, open and closed together; ${adding} would exceed it. Remove a lot first.`,
    );
  }
}

/** Refuses a 201st watch of `portfolioId`; the caller holds `watchesLock(portfolioId)`. */
export async function checkWatchRoom(tx: StateTx, portfolioId: string): Promise<void> {
  const held = await countOf(tx, 'SELECT count(*) AS n FROM watches WHERE portfolio_id = ?', portfolioId);
  if (held >= MAX_WATCHES_PER_PORTFOLIO) {
    throw invalidParameter(`Invalid request: a portfolio watches at most ${MAX_WATCHES_PER_PORTFOLIO} instruments; remove a watch first.`);
  }
}
