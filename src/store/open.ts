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
import { Store } from './store';


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
    else if (ran.includes(FAMILY_TABLES_MIGRATION)) await addFamilySamples(store, options.clock);
    return store;
  } catch (error) {
    store.close();
    throw error;
  }
}

/** The migration that added the tables of the families beyond prices and ticks. */
const FAMILY_TABLES_MIGRATION = 3;

/**
 * A sample store created before the families' tables existed gets their sample parts, for its own as-of
 * date, in the transaction-per-upgrade the migration just made room for. A store without the sample
 * gets nothing.
 */
async function addFamilySamples(store: Store, clock: Clock): Promise<void> {
  const asOf = await sampleAsOf(store);
  if (asOf === null) return;
  const { FAMILY_SAMPLES } = await import('./sample/families');
  await store.write(async (tx) => {
    for (const family of FAMILY_SAMPLES) await family.load(tx, asOf, { capturedAt: clock.now() });
  });
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
