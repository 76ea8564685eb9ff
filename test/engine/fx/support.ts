/** Writes official rates straight into `fx_rates` for lookup tests (source 'test'). */
import type { Store } from '../../../src/store/store';

/** Inserts [date, currency, per_euro text] rows. */
export async function insertRates(store: Store, rows: readonly [string, string, string][]): Promise<void> {
  await store.write(async (tx) => {
    for (const [date, currency, perEuro] of rows) {
      await tx.run(
        `INSERT INTO fx_rates VALUES (CAST(? AS DATE), ?, CAST(? AS DECIMAL(38, 12)), 'test', NULL, TIMESTAMP '2026-11-21 00:00:00')`,
        [date, currency, perEuro],
      );
    }
  });
}
