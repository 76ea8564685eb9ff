/**
 * Hand-written option rows for tests that need exact values: a listing, reference contracts, snapshot runs
 * and snapshots inserted with parameterised SQL into a store.
 */
import type { Store } from '../../../src/store/store';

const PROVENANCE = "'test', NULL, TIMESTAMP '2026-11-21 00:00:00'";

export async function seedListing(store: Store, ticker: string, active = true): Promise<void> {
  await store.write((tx) =>
    tx.run(`INSERT INTO listings VALUES (?, NULL, ?, ?, ?, 'Stock', 'USD', ?, ${PROVENANCE})`, [ticker, ticker, `${ticker} Test Corp`, `${ticker} Test Corp`, active]),
  );
}

export interface SeedContract {
  occ: string;
  underlying: string;
  type: 'Call' | 'Put';
  strike: number;
  expiration: string;
  shares?: number;
  active?: boolean;
  asOf?: string;
  style?: string;
}

export async function seedContract(store: Store, c: SeedContract): Promise<void> {
  await store.write((tx) =>
    tx.run(`INSERT INTO option_contracts VALUES (?, ?, ?, ?, ?, CAST(? AS DATE), ?, ?, CAST(? AS TIMESTAMP), ${PROVENANCE})`, [
      c.occ, c.underlying, c.type, c.style ?? 'American', c.strike, c.expiration, c.shares ?? 100, c.active ?? true, c.asOf ?? '2026-11-20 21:15:00',
    ]),
  );
}

export async function seedRun(store: Store, underlying: string, expiration: string, observedAt: string): Promise<void> {
  await store.write((tx) =>
    tx.run(`INSERT INTO option_snapshot_runs VALUES (?, CAST(? AS DATE), CAST(? AS TIMESTAMP), ${PROVENANCE})`, [underlying, expiration, observedAt]),
  );
}

export interface SeedSnapshot {
  occ: string;
  observedAt: string;
  snapshotDate: string | null;
  close: number | null;
  iv: number;
  openInterest: number;
  openInterestDate: string | null;
  delta: number;
  gamma: number;
  theta: number;
  vega: number;
  bid: number | null;
  ask: number | null;
  quoteAsOf: string | null;
}

export async function seedSnapshot(store: Store, s: SeedSnapshot): Promise<void> {
  await store.write((tx) =>
    tx.run(
      `INSERT INTO option_snapshots VALUES (?, CAST(? AS TIMESTAMP), CAST(? AS DATE), ?, ?, ?, ?, 10, ?, ?, ?, CAST(? AS DATE), ?, ?, ?, ?, ?, ?, CAST(? AS TIMESTAMP), ${PROVENANCE})`,
      [
        s.occ, s.observedAt, s.snapshotDate, s.close, s.close, s.close, s.close, s.close, s.iv, s.openInterest, s.openInterestDate,
        s.delta, s.gamma, s.theta, s.vega, s.bid, s.ask, s.quoteAsOf,
      ],
    ),
  );
}

/** A full snapshot row with defaults, overridable field by field. */
export const snapshot = (occ: string, observedAt: string, over: Partial<SeedSnapshot> = {}): SeedSnapshot => ({
  occ, observedAt, snapshotDate: '2026-11-20', close: 4.2, iv: 0.4351, openInterest: 1200, openInterestDate: '2026-11-19',
  delta: 0.5123, gamma: 0.0412, theta: -0.0831, vega: 0.1172, bid: 4.1, ask: 4.3, quoteAsOf: '2026-11-20T20:59:30.000Z', ...over,
});
