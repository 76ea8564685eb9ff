/**
 * What the store knows of a register's captures: when it was last captured (`checkedAt`), the last update
 * its newest export states (`sourceModifiedAt`), and whether that capture is stale. A register with no
 * accepted export is `not_captured`, whatever else the store holds.
 */
import type { EngineContext } from '../context';
import { registerInfo, type Register } from './eu-sources';

export interface RegisterCapture {
  checkedAt: string | null;
  sourceModifiedAt: string | null;
  isStale: boolean;
}

const CAPTURES = `
SELECT register, max(captured_at) AS "checkedAt", arg_max(source_modified_at, captured_at) AS "sourceModifiedAt"
FROM short_exports
WHERE register IN (SELECT unnest(from_json(CAST(? AS JSON), '["VARCHAR"]')))
GROUP BY register`;

/** The capture of each of `registers` (never captured: nulls and stale). */
export async function registerCaptures(ctx: EngineContext, registers: readonly Register[]): Promise<Map<Register, RegisterCapture>> {
  const rows = await ctx.store.all<{ register: Register; checkedAt: string; sourceModifiedAt: string | null }>(CAPTURES, [JSON.stringify(registers)]);
  const found = new Map(rows.map((row) => [row.register, row]));
  const now = ctx.clock.now().getTime();
  return new Map(
    registers.map((register): [Register, RegisterCapture] => {
      const row = found.get(register);
      if (row === undefined) return [register, { checkedAt: null, sourceModifiedAt: null, isStale: true }];
      const isStale = now - Date.parse(row.checkedAt) > registerInfo(register).staleAfterDays * 86_400_000;
      return [register, { checkedAt: row.checkedAt, sourceModifiedAt: row.sourceModifiedAt, isStale }];
    }),
  );
}

/** Percentage points from a figure as the register states it (Ireland states fractions). */
export const pointsSql = (register: Register, column: string): string =>
  registerInfo(register).statedAs === 'fraction' ? `round(${column} * 100, 10)` : column;
