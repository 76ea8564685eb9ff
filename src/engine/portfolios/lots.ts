/**
 * Lot writes: add, edit (a correction, not a sale), close (a sale; a partial close splits the lot) and
 * remove. Each checks reach, limits and the lot's state inside the one transaction that writes, and
 * answers with the lot as a fresh valuation shows it after the commit (Portfolio rules 4–8, 13).
 */
import { randomUUID } from 'node:crypto';
import type { IsoDate } from '../../core/dates';
import { invalidParameter, notFound } from '../../core/errors';
import type { StateTx } from '../../state/state';
import type { EngineContext } from '../context';
import { toDecimal } from '../money';
import { todayInNewYork } from '../windows';
import { reachablePortfolio, type ReachedPortfolio } from './access';
import { checkLotQuantity, resolveInstrumentFirst, type InstrumentKey } from './instruments';
import { checkLotRoom, lotsLock } from './limits';
import type { AddLotBody, CloseLotBody, EditLotBody, Lot } from './schemas';
import { valuePortfolio } from './valuation';

/** A JSON number as the exact decimal text bound into a DECIMAL(38, 12) column (never exponent form). */
const decimalText = (value: number): string => toDecimal(value).toFixed();

const ECHO_MAX = 64;
const shown = (id: string): string => (id.length > ECHO_MAX ? `${id.slice(0, ECHO_MAX)}…` : id);

/** The answer for a lot id that is not a lot of the reached portfolio, whether it exists elsewhere or not. */
const lotNotFound = (portfolioId: string, lotId: string) =>
  notFound(`No lot '${shown(lotId)}' in portfolio '${portfolioId}'; GET /v1/portfolios/${portfolioId} lists its lots.`);

/** Refuses a date after today in New York, naming the field. */
function notInFuture(ctx: EngineContext, field: string, date: IsoDate): void {
  const today = todayInNewYork(ctx.clock);
  if (date > today) throw invalidParameter(`Invalid field '${field}': ${date} is in the future (today in New York is ${today}).`);
}

interface StoredLot {
  id: string;
  instrument_kind: InstrumentKey['instrumentKind'];
  quantity: string;
  acquired_date: IsoDate;
  closed_date: IsoDate | null;
}

const STORED_LOT = `
  SELECT id, instrument_kind, CAST(quantity AS VARCHAR) AS quantity, acquired_date, closed_date
  FROM lots WHERE id = ? AND portfolio_id = ?`;

async function storedLot(tx: StateTx, portfolioId: string, lotId: string): Promise<StoredLot> {
  const row = await tx.one<StoredLot>(STORED_LOT, [lotId, portfolioId]);
  if (row === undefined) throw lotNotFound(portfolioId, lotId);
  return row;
}

function refuseClosed(lot: StoredLot, doing: string): void {
  if (lot.closed_date !== null) {
    throw invalidParameter(`Invalid parameter 'lotId': lot '${lot.id}' was closed on ${lot.closed_date}; a closed lot cannot be ${doing}.`);
  }
}

/** The next sequence number of the portfolio's lots; the caller holds `lotsLock(portfolioId)`. */
async function nextSeq(tx: StateTx, portfolioId: string): Promise<number> {
  const row = await tx.one<{ seq: number }>('SELECT COALESCE(max(seq), 0) + 1 AS seq FROM lots WHERE portfolio_id = ?', [portfolioId]);
  return row?.seq ?? 1;
}

/** The lots `ids` as a valuation of the portfolio shows them right now (after the write committed). */
async function valuedLots(ctx: EngineContext, reached: ReachedPortfolio, ids: readonly string[]): Promise<Lot[]> {
  const valuation = await valuePortfolio(ctx, reached);
  const lots = [...valuation.positions.flatMap((position) => position.lots), ...valuation.closedLots];
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  return ids.map((id) => {
    const lot = byId.get(id);
    // Only a write committed after ours (a parallel removal) can take the lot away this fast.
    if (lot === undefined) throw lotNotFound(reached.portfolio.id, id);
    return lot;
  });
}

const INSERT_LOT = `
  INSERT INTO lots (id, portfolio_id, instrument_kind, ticker, occ_ticker, quantity, cost_per_unit, acquired_date, fx_rate, note,
    closed_date, close_price_per_unit, split_from, created_at, seq)
  VALUES (?, ?, ?, ?, ?, CAST(? AS DECIMAL(38, 12)), CAST(? AS DECIMAL(38, 12)), CAST(? AS DATE), CAST(? AS DECIMAL(38, 12)), ?,
    NULL, NULL, NULL, CAST(? AS TIMESTAMP), ?)`;

/**
 * The portfolio `portfolioId` as the caller reaches it for a lot write, inside `tx` and under the lock of
 * its lots: every lot write of one portfolio (limit, sequence number, the quantity a close reads) runs
 * one after the other, on any server sharing the state store; a deletion of the portfolio waits too.
 */
async function lotWriteReach(ctx: EngineContext, tx: StateTx, portfolioId: string): Promise<ReachedPortfolio> {
  await tx.lock(lotsLock(portfolioId));
  return reachablePortfolio(ctx, portfolioId, 'edit', tx);
}

/** POST /v1/portfolios/{id}/lots → the new lot (201). */
export async function addLot(ctx: EngineContext, portfolioId: string, body: AddLotBody): Promise<Lot> {
  notInFuture(ctx, 'acquiredDate', body.acquiredDate);
  const lotId = randomUUID();
  const resolved = await resolveInstrumentFirst(ctx, body);
  const reached = await ctx.state.write(async (tx) => {
    const reach = await lotWriteReach(ctx, tx, portfolioId);
    const instrument = resolved();
    checkLotQuantity(instrument.instrumentKind, body.quantity);
    await checkLotRoom(tx, reach.portfolio.id, 'another lot');
    await tx.run(INSERT_LOT, [
      lotId,
      reach.portfolio.id,
      instrument.instrumentKind,
      instrument.ticker,
      instrument.occTicker,
      decimalText(body.quantity),
      decimalText(body.costPerUnit),
      body.acquiredDate,
      body.fxRate === undefined ? null : decimalText(body.fxRate),
      body.note ?? null,
      ctx.clock.now().toISOString(),
      await nextSeq(tx, reach.portfolio.id),
    ]);
    return reach;
  });
  const [lot] = await valuedLots(ctx, reached, [lotId]);
  return lot!;
}

/** Columns an edit may set, with how each value is bound; the names never come from the request. */
const EDITABLE = {
  quantity: { column: 'quantity', cast: 'DECIMAL(38, 12)' },
  costPerUnit: { column: 'cost_per_unit', cast: 'DECIMAL(38, 12)' },
  acquiredDate: { column: 'acquired_date', cast: 'DATE' },
  note: { column: 'note', cast: 'VARCHAR' },
  fxRate: { column: 'fx_rate', cast: 'DECIMAL(38, 12)' },
} as const;

/**
 * PATCH /v1/portfolios/{id}/lots/{lotId}: corrects an open lot in place (same id). Lowering the quantity
 * here is not a sale and records no result (Portfolio rule 8); a closed lot cannot be edited (400).
 */
export async function editLot(ctx: EngineContext, portfolioId: string, lotId: string, body: EditLotBody): Promise<Lot> {
  if (body.acquiredDate !== undefined) notInFuture(ctx, 'acquiredDate', body.acquiredDate);
  const sets: string[] = [];
  const values: (string | null)[] = [];
  for (const [field, { column, cast }] of Object.entries(EDITABLE)) {
    const value = body[field as keyof typeof EDITABLE];
    if (value === undefined) continue;
    sets.push(`${column} = CAST(? AS ${cast})`);
    values.push(value === null ? null : typeof value === 'number' ? decimalText(value) : value);
  }
  const reached = await ctx.state.write(async (tx) => {
    const reach = await lotWriteReach(ctx, tx, portfolioId);
    const lot = await storedLot(tx, reach.portfolio.id, lotId);
    refuseClosed(lot, 'edited (remove it and add it again to correct it)');
    if (body.quantity !== undefined) checkLotQuantity(lot.instrument_kind, body.quantity);
    await tx.run(`UPDATE lots SET ${sets.join(', ')} WHERE id = ?`, [...values, lot.id]);
    return reach;
  });
  const [lot] = await valuedLots(ctx, reached, [lotId]);
  return lot!;
}

// The closed part of a partial close: a new lot with the original's instrument, cost, date, rate and note.
const SPLIT_OFF = `
  INSERT INTO lots (id, portfolio_id, instrument_kind, ticker, occ_ticker, quantity, cost_per_unit, acquired_date, fx_rate, note,
    closed_date, close_price_per_unit, split_from, created_at, seq)
  SELECT ?, portfolio_id, instrument_kind, ticker, occ_ticker, CAST(? AS DECIMAL(38, 12)), cost_per_unit, acquired_date, fx_rate, note,
    CAST(? AS DATE), CAST(? AS DECIMAL(38, 12)), id, CAST(? AS TIMESTAMP), ?
  FROM lots WHERE id = ?`;

/** Checks the sold quantity against the lot: same sign, at most the lot in magnitude. Returns it as text. */
function soldQuantity(lot: StoredLot, requested: number | undefined): { quantity: string; whole: boolean } {
  const held = toDecimal(lot.quantity);
  if (requested === undefined) return { quantity: lot.quantity, whole: true };
  const sold = toDecimal(requested);
  if (sold.lt(0) !== held.lt(0)) {
    throw invalidParameter(`Invalid field 'quantity': must have the lot's sign (the lot holds ${held.toFixed()}).`);
  }
  if (sold.abs().gt(held.abs())) {
    throw invalidParameter(`Invalid field 'quantity': ${sold.toFixed()} exceeds the lot's ${held.toFixed()}.`);
  }
  return { quantity: sold.toFixed(), whole: sold.eq(held) };
}

/**
 * POST /v1/portfolios/{id}/lots/{lotId}/close: records a sale. The whole lot closes in place; a part
 * splits off as a new closed lot (`split_from` the original) while the open remainder keeps the original
 * id, cost per unit and date. The closed part is still part of the one acquisition it came from, so a
 * partial close is never refused for the 200-lot limit (which counts acquisitions, `./limits.ts`).
 */
export async function closeLot(
  ctx: EngineContext,
  portfolioId: string,
  lotId: string,
  body: CloseLotBody,
): Promise<{ closed: Lot; remainder: Lot | null }> {
  notInFuture(ctx, 'closedDate', body.closedDate);
  const outcome = await ctx.state.write(async (tx) => {
    const reach = await lotWriteReach(ctx, tx, portfolioId);
    const lot = await storedLot(tx, reach.portfolio.id, lotId);
    refuseClosed(lot, 'closed again');
    if (body.closedDate < lot.acquired_date) {
      throw invalidParameter(`Invalid field 'closedDate': ${body.closedDate} is before the lot's acquiredDate ${lot.acquired_date}.`);
    }
    if (body.quantity !== undefined) checkLotQuantity(lot.instrument_kind, body.quantity);
    const sold = soldQuantity(lot, body.quantity);
    const price = decimalText(body.pricePerUnit);
    if (sold.whole) {
      await tx.run('UPDATE lots SET closed_date = CAST(? AS DATE), close_price_per_unit = CAST(? AS DECIMAL(38, 12)) WHERE id = ?', [
        body.closedDate,
        price,
        lot.id,
      ]);
      return { reach, closedId: lot.id, remainderId: null };
    }
    const closedId = randomUUID();
    const seq = await nextSeq(tx, reach.portfolio.id);
    await tx.run(SPLIT_OFF, [closedId, sold.quantity, body.closedDate, price, ctx.clock.now().toISOString(), seq, lot.id]);
    await tx.run('UPDATE lots SET quantity = quantity - CAST(? AS DECIMAL(38, 12)) WHERE id = ?', [sold.quantity, lot.id]);
    return { reach, closedId, remainderId: lot.id };
  });
  const ids = outcome.remainderId === null ? [outcome.closedId] : [outcome.closedId, outcome.remainderId];
  const [closed, remainder] = await valuedLots(ctx, outcome.reach, ids);
  return { closed: closed!, remainder: remainder ?? null };
}

/** DELETE /v1/portfolios/{id}/lots/{lotId}: removes an open or closed lot (204). */
export async function removeLot(ctx: EngineContext, portfolioId: string, lotId: string): Promise<void> {
  await ctx.state.write(async (tx) => {
    const reach = await lotWriteReach(ctx, tx, portfolioId);
    const removed = await tx.run('DELETE FROM lots WHERE id = ? AND portfolio_id = ?', [lotId, reach.portfolio.id]);
    if (removed === 0) throw lotNotFound(reach.portfolio.id, lotId);
  });
}
