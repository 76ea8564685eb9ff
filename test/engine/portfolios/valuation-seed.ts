/**
 * Hand-written rows for valuation tests: listings, bars, official rates, portfolios, lots and watches,
 * inserted with parameterised SQL into an empty store, so every expected number is computed by hand from
 * values the test states.
 */
import { randomUUID } from 'node:crypto';
import type { ReachedPortfolio } from '../../../src/engine/portfolios/access';
import type { Store } from '../../../src/store/store';

const PROVENANCE = "'test', NULL, TIMESTAMP '2026-11-21 00:00:00'";

export interface SeedListing {
  ticker: string;
  currency?: string;
  name?: string;
}

/** A listing; `XLON:VOD` gets mic XLON and symbol VOD. */
export async function seedListing(store: Store, l: SeedListing): Promise<void> {
  const [mic, symbol] = l.ticker.includes(':') ? l.ticker.split(':') : [null, l.ticker];
  await store.write((tx) =>
    tx.run(`INSERT INTO listings VALUES (?, ?, ?, ?, ?, 'Stock', ?, TRUE, ${PROVENANCE})`, [
      l.ticker, mic ?? null, symbol ?? l.ticker, l.name ?? `${l.ticker} Test Corp`, l.name ?? `${l.ticker} Test Corp`, l.currency ?? 'USD',
    ]),
  );
}

/** A daily bar with open = high = low = close. */
export async function seedBar(store: Store, ticker: string, date: string, close: number, volume = 1_000_000): Promise<void> {
  await store.write((tx) =>
    tx.run(`INSERT INTO prices VALUES (?, CAST(? AS DATE), ?, ?, ?, ?, ?, ?, ${PROVENANCE})`, [ticker, date, close, close, close, close, close, volume]),
  );
}

/** An official ECB rate: `perEuro` units of `currency` per 1 EUR on `date`. */
export async function seedRate(store: Store, date: string, currency: string, perEuro: string): Promise<void> {
  await store.write((tx) =>
    tx.run(`INSERT INTO fx_rates VALUES (CAST(? AS DATE), ?, CAST(? AS DECIMAL(38, 12)), ${PROVENANCE})`, [date, currency, perEuro]),
  );
}

/** A portfolio owned by the local account, reached as its owner. */
export async function seedPortfolio(store: Store, currency = 'USD', name = 'Test portfolio'): Promise<ReachedPortfolio> {
  const id = randomUUID();
  const createdAt = '2026-01-02T00:00:00.000Z';
  await store.write((tx) =>
    tx.run("INSERT INTO portfolios VALUES (?, 'local', ?, ?, CAST(? AS TIMESTAMP))", [id, name, currency, '2026-01-02 00:00:00']),
  );
  return { portfolio: { id, accountId: 'local', name, currency, createdAt }, access: 'Owner', sharedBy: null };
}

export interface SeedLot {
  ticker: string;
  occ?: string;
  quantity: string;
  cost: string;
  acquired: string;
  fxRate?: string;
  closed?: string;
  closePrice?: string;
  note?: string;
}

let seq = 0;

/** A lot (open unless `closed` is given); returns its id. */
export async function seedLot(store: Store, portfolioId: string, l: SeedLot): Promise<string> {
  const id = randomUUID();
  seq++;
  await store.write((tx) =>
    tx.run(
      `INSERT INTO lots (id, portfolio_id, instrument_kind, ticker, occ_ticker, quantity, cost_per_unit, acquired_date, fx_rate, note,
        closed_date, close_price_per_unit, split_from, created_at, seq)
       VALUES (?, ?, ?, ?, ?, CAST(? AS DECIMAL(38, 12)), CAST(? AS DECIMAL(38, 12)), CAST(? AS DATE), CAST(? AS DECIMAL(38, 12)), ?,
        CAST(? AS DATE), CAST(? AS DECIMAL(38, 12)), NULL, TIMESTAMP '2026-11-01 00:00:00', ?)`,
      [
        id, portfolioId, l.occ === undefined ? 'Stock' : 'Option', l.ticker, l.occ ?? null, l.quantity, l.cost, l.acquired, l.fxRate ?? null,
        l.note ?? null, l.closed ?? null, l.closePrice ?? null, seq,
      ],
    ),
  );
  return id;
}

/** A watch of a stock (or of an option contract when `occ` is given); returns its id. */
export async function seedWatch(store: Store, portfolioId: string, ticker: string, occ?: string): Promise<string> {
  const id = randomUUID();
  seq++;
  // Watches list in the order they were added: each one a second after the previous.
  await store.write((tx) =>
    tx.run("INSERT INTO watches VALUES (?, ?, ?, ?, ?, TIMESTAMP '2026-11-01 00:00:00' + to_seconds(?))", [
      id, portfolioId, occ === undefined ? 'Stock' : 'Option', ticker, occ ?? null, seq,
    ]),
  );
  return id;
}
