/** Hand-written gauge rows for engine tests on an empty store: every expectation is computed from these. */
import type { Store } from '../../../src/store/store';

export interface PutCallInput {
  type: string;
  date: string;
  calls: number;
  puts: number;
  ratio: number;
}

export async function insertPutCall(store: Store, rows: readonly PutCallInput[]): Promise<void> {
  await store.write(async (tx) => {
    for (const r of rows) {
      await tx.run(
        "INSERT INTO put_call_ratios VALUES (?, CAST(? AS DATE), ?, ?, ?, ?, 'test', NULL, TIMESTAMP '2026-11-21 00:00:00')",
        [r.type, r.date, r.calls, r.puts, r.calls + r.puts, r.ratio],
      );
    }
  });
}

export async function insertVix(store: Store, rows: readonly [date: string, open: number, high: number, low: number, close: number][]): Promise<void> {
  await store.write(async (tx) => {
    for (const [date, open, high, low, close] of rows) {
      await tx.run("INSERT INTO vix_daily VALUES (CAST(? AS DATE), ?, ?, ?, ?, 'test', NULL, TIMESTAMP '2026-11-21 00:00:00')", [
        date, open, high, low, close,
      ]);
    }
  });
}
