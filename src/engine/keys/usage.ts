/**
 * Persistence of daily request counters (`usage_counters`). The server keeps the live counts in memory
 * and writes them behind; this module only reads and upserts whole counts.
 */
import type { IsoDate } from '../../core/dates';
import type { Store } from '../../store/store';

export interface UsageCount {
  accountId: string;
  day: IsoDate;
  count: number;
}

/** Every account's count for one UTC day. */
export function loadUsage(store: Store, day: IsoDate): Promise<UsageCount[]> {
  return store.all<UsageCount>(
    'SELECT account_id AS "accountId", CAST(day AS VARCHAR) AS day, count FROM usage_counters WHERE day = CAST(? AS DATE)',
    [day],
  );
}

/** Writes the given counts, replacing what is stored for the same account and day, in one transaction. */
export async function saveUsage(store: Store, counts: readonly UsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  await store.write(async (tx) => {
    for (const c of counts) {
      await tx.run(
        `INSERT INTO usage_counters (account_id, day, count) VALUES (?, CAST(? AS DATE), ?)
         ON CONFLICT (account_id, day) DO UPDATE SET count = excluded.count`,
        [c.accountId, c.day, c.count],
      );
    }
  });
}
