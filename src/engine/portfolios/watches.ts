/**
 * Watch writes: watch a stock or an option contract (marks only, never part of a total), and stop
 * watching it. At most 200 watches per portfolio, checked in the inserting transaction under the lock of
 * the portfolio's watches; watching an instrument the portfolio already watches is refused (400) with the
 * existing watch's id.
 */
import { randomUUID } from 'node:crypto';
import { invalidParameter, notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { reachablePortfolio, type ReachedPortfolio } from './access';
import { resolveInstrumentFirst } from './instruments';
import { checkWatchRoom, watchesLock } from './limits';
import { InstrumentFields, MarkFields, type AddWatchBody, type WatchRow } from './schemas';
import { valuePortfolio } from './valuation';

const ECHO_MAX = 64;

const watchNotFound = (portfolioId: string, watchId: string) =>
  notFound(`No watch '${watchId.length > ECHO_MAX ? `${watchId.slice(0, ECHO_MAX)}…` : watchId}' in portfolio '${portfolioId}'.`);

const WATCH_ROW_FIELDS = [...Object.keys(InstrumentFields), ...Object.keys(MarkFields)];

/**
 * The watch `watchId` as a fresh valuation shows it: a row of `watching`, or, when the instrument is also
 * held, the identity and mark of the position that carries the watch id (Portfolio rule 14).
 */
async function valuedWatch(ctx: EngineContext, reached: ReachedPortfolio, watchId: string): Promise<WatchRow> {
  const valuation = await valuePortfolio(ctx, reached);
  const listed = valuation.watching.find((row) => row.watchId === watchId);
  if (listed !== undefined) return listed;
  const position = valuation.positions.find((p) => p.watchId === watchId);
  if (position === undefined) throw watchNotFound(reached.portfolio.id, watchId);
  const fields = Object.fromEntries(WATCH_ROW_FIELDS.map((name) => [name, position[name as keyof typeof position]]));
  return { watchId, ...fields } as WatchRow;
}

/** POST /v1/portfolios/{id}/watches → the watch row (201). */
export async function addWatch(ctx: EngineContext, portfolioId: string, body: AddWatchBody): Promise<WatchRow> {
  const watchId = randomUUID();
  const resolved = await resolveInstrumentFirst(ctx, body);
  const reached = await ctx.state.write(async (tx) => {
    // Under the lock of the portfolio's watches, the duplicate check and the count are exact on any replica.
    await tx.lock(watchesLock(portfolioId));
    const reach = await reachablePortfolio(ctx, portfolioId, 'edit', tx);
    const instrument = resolved();
    const existing = await tx.one<{ id: string }>(
      'SELECT id FROM watches WHERE portfolio_id = ? AND ticker = ? AND occ_ticker IS NOT DISTINCT FROM ?',
      [reach.portfolio.id, instrument.ticker, instrument.occTicker],
    );
    if (existing !== undefined) {
      const field = instrument.occTicker === null ? 'ticker' : 'optionContract';
      throw invalidParameter(`Invalid field '${field}': ${instrument.occTicker ?? instrument.ticker} is already watched in this portfolio (watch '${existing.id}').`);
    }
    await checkWatchRoom(tx, reach.portfolio.id);
    await tx.run(
      'INSERT INTO watches (id, portfolio_id, instrument_kind, ticker, occ_ticker, created_at) VALUES (?, ?, ?, ?, ?, CAST(? AS TIMESTAMP))',
      [watchId, reach.portfolio.id, instrument.instrumentKind, instrument.ticker, instrument.occTicker, ctx.clock.now().toISOString()],
    );
    return reach;
  });
  return valuedWatch(ctx, reached, watchId);
}

/** DELETE /v1/portfolios/{id}/watches/{watchId} (204). */
export async function removeWatch(ctx: EngineContext, portfolioId: string, watchId: string): Promise<void> {
  await ctx.state.write(async (tx) => {
    const reach = await reachablePortfolio(ctx, portfolioId, 'edit', tx);
    const removed = await tx.run('DELETE FROM watches WHERE id = ? AND portfolio_id = ?', [watchId, reach.portfolio.id]);
    if (removed === 0) throw watchNotFound(reach.portfolio.id, watchId);
  });
}
