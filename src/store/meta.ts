/**
 * Facts the store keeps about itself (`store_meta`). Kept apart from `open.ts` so that reading them does not
 * load the DuckDB driver or the sample generator: the server, store info and the CLI's table footers ask
 * through whatever connection they already have.
 */
import type { IsoDate } from '../core/dates';
import type { Sql } from './store';

/** The as-of date of the synthetic sample set when the store holds it, else null. */
export async function sampleAsOf(store: Sql): Promise<IsoDate | null> {
  const row = await store.one<{ value: string }>("SELECT value FROM store_meta WHERE key = 'sample_as_of'");
  return row?.value ?? null;
}
