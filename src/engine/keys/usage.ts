/**
 * Persistence of daily request counters (`usage_counters`) on the embedded store. The server keeps the
 * live counts in memory and writes them behind; this module only reads and upserts whole counts. (With a
 * PostgreSQL state store every counted request is one atomic statement instead: `state/pg/usage.ts`.)
 */
import type { IsoDate } from '../../core/dates';
import type { StateStore } from '../../state/state';

export interface UsageCount {
  accountId: string;
  day: IsoDate;
  count: number;
}

/** Every account's count for one UTC day. */
export function loadUsage(store: StateStore, day: IsoDate): Promise<UsageCount[]> {
  return store.all<UsageCount>(
    'SELECT account_id AS "accountId", CAST(day AS VARCHAR) AS day, count FROM usage_counters WHERE day = CAST(? AS DATE)',
    [day],
  );
}

/** Writes the given counts, replacing what is stored for the same account and day, in one transaction. */
export async function saveUsage(store: StateStore, counts: readonly UsageCount[]): Promise<void> {
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
