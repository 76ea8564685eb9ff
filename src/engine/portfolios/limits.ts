/**
 * Limits of Portfolio rule 13, checked inside the write transaction that would exceed them: writes are
 * serialised on the one writer connection, so a count read in the transaction is exact under parallel
 * requests (no two adds can both see 199).
 */
import { invalidParameter } from '../../core/errors';
import type { WriteTx } from '../../store/store';

export const MAX_PORTFOLIOS_PER_ACCOUNT = 10;
/** Every lot row counts, open or closed: a partial close adds a row (the closed part). */
export const MAX_LOTS_PER_PORTFOLIO = 200;
export const MAX_WATCHES_PER_PORTFOLIO = 200;

async function countOf(tx: WriteTx, sql: string, key: string): Promise<number> {
  const row = await tx.one<{ n: number }>(sql, [key]);
  return row?.n ?? 0;
}

/** Refuses an eleventh portfolio of `accountId`. */
export async function checkPortfolioRoom(tx: WriteTx, accountId: string): Promise<void> {
  const held = await countOf(tx, 'SELECT count(*) AS n FROM portfolios WHERE account_id = ?', accountId);
  if (held >= MAX_PORTFOLIOS_PER_ACCOUNT) {
    throw invalidParameter(`Invalid request: an account holds at most ${MAX_PORTFOLIOS_PER_ACCOUNT} portfolios; delete one before creating another.`);
  }
}

/** Refuses a lot row beyond the 200th of `portfolioId` (open and closed lots both count). */
export async function checkLotRoom(tx: WriteTx, portfolioId: string, adding: string): Promise<void> {
  const held = await countOf(tx, 'SELECT count(*) AS n FROM lots WHERE portfolio_id = ?', portfolioId);
  if (held >= MAX_LOTS_PER_PORTFOLIO) {
    throw invalidParameter(
      `Invalid request: a portfolio holds at most ${MAX_LOTS_PER_PORTFOLIO} lots, open and closed together; ${adding} would exceed it. Remove a lot first.`,
    );
  }
}

/** Refuses a 201st watch of `portfolioId`. */
export async function checkWatchRoom(tx: WriteTx, portfolioId: string): Promise<void> {
  const held = await countOf(tx, 'SELECT count(*) AS n FROM watches WHERE portfolio_id = ?', portfolioId);
  if (held >= MAX_WATCHES_PER_PORTFOLIO) {
    throw invalidParameter(`Invalid request: a portfolio watches at most ${MAX_WATCHES_PER_PORTFOLIO} instruments; remove a watch first.`);
  }
}
