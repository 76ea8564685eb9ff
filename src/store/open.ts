/**
 * Opening a store for use: create the file if needed, migrate it, and on first use load the synthetic
 * sample capture set so every command works on a fresh machine.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Clock } from '../core/clock';
import { fromUtcDate, type IsoDate } from '../core/dates';
import { sampleAsOf } from './meta';
import { migrate, readSchemaState } from './migrate';
import { rebuildSampleKeys } from './sample-keys';
import { Store } from './store';

/** The migration that created the manifest of sample keys; a sample store upgraded past it gets it filled. */
const SAMPLE_KEYS_MIGRATION = 5;


export interface OpenStoreOptions {
  path: string;
  clock: Clock;
  /** Load the sample set when the store is new (default true). */
  sample?: boolean;
  /** As-of date of the sample set (default: today by the clock). */
  asOf?: IsoDate;
}

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
  const store = await Store.open(options.path);
  try {
    const state = await readSchemaState(store);
    const ran = await migrate(store, options.clock, state);
    if (!(state?.initialized ?? false)) await initializeStore(store, options);
    else if (ran.length > 0) await addFamilySamples(store, options.clock, ran);
    return store;
  } catch (error) {
    store.close();
    throw error;
  }
}

/**
 * A sample store created before a family's tables existed gets that family's sample part, for its own
 * as-of date, once the migration that made room for it (`ran`) has run. A store without the sample gets
 * nothing.
 */
async function addFamilySamples(store: Store, clock: Clock, ran: readonly number[]): Promise<void> {
  const asOf = await sampleAsOf(store);
  if (asOf === null) return;
  const { FAMILY_SAMPLES } = await import('./sample/families');
  const parts = FAMILY_SAMPLES.filter((family) => ran.includes(family.since));
  if (parts.length === 0 && !ran.includes(SAMPLE_KEYS_MIGRATION)) return;
  await store.write(async (tx) => {
    for (const family of parts) await family.load(tx, asOf, { capturedAt: clock.now() });
    await rebuildSampleKeys(tx);
  }, { ingest: true });
}

async function initializeStore(store: Store, options: OpenStoreOptions): Promise<void> {
  // A sample load that committed before a crash (initialized_at is written after it) is not loaded twice.
  if (options.sample !== false && (await sampleAsOf(store)) === null) {
    // Loaded only when a store is created: every other run skips the generator's code.
    const { loadSample } = await import('./sample');
    await loadSample(store, { asOf: options.asOf ?? fromUtcDate(options.clock.now()), clock: options.clock });
  }
  await store.write((tx) =>
    tx.run("INSERT INTO store_meta VALUES ('initialized_at', ?)", [options.clock.now().toISOString()]),
  );
}
