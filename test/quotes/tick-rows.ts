/** Hand-written tick rows for quote tests: one parameterised multi-row INSERT per call. */
import type { Store } from '../../src/store/store';

export interface TickInput {
  ticker: string;
  /** ISO-8601 UTC instant of the trade. */
  at: string;
  price: number;
  bid?: number | null;
  ask?: number | null;
  transport?: 'WebSocket' | 'Rest';
}

export function insertTicks(store: Store, ticks: readonly TickInput[]): Promise<void> {
  if (ticks.length === 0) return Promise.resolve();
  const row = '(?, epoch_ms(CAST(? AS BIGINT)), ?, ?, ?, 100, ?, \'test\', NULL, CAST(\'2026-11-01 00:00:00\' AS TIMESTAMP))';
  return store.write(async (tx) => {
    await tx.run(
      `INSERT INTO ticks VALUES ${ticks.map(() => row).join(', ')}`,
      ticks.flatMap((t) => [t.ticker, Date.parse(t.at), t.price, t.bid === undefined ? t.price - 0.01 : t.bid, t.ask === undefined ? t.price + 0.01 : t.ask, t.transport ?? 'WebSocket']),
    );
  });
}
