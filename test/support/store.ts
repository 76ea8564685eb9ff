/**
 * Shared test fixture: a private in-memory store loaded with the sample capture set, a pinned clock and an
 * engine context for the local caller. Every engine test starts here so they all see the same data.
 *
 * Generating the sample takes seconds and nearly every engine test file wants the same one, so the test
 * run's global setup (sample-template.ts) generates it once into a file and `sampleStore()` copies that
 * file into a fresh `:memory:` store. Tests of the generator itself use `generatedSampleStore()`.
 */
import { inject } from 'vitest';
import { fixedClock, type Clock } from '../../src/core/clock';
import type { IsoDate } from '../../src/core/dates';
import { LOCAL_CALLER, type EngineContext } from '../../src/engine/context';
import { openStore } from '../../src/store/open';
import { Store } from '../../src/store/store';
import { TEMPLATE_AS_OF, TEMPLATE_NOW } from './sample-template-key';

export interface SampleFixture {
  store: Store;
  clock: Clock;
  ctx: EngineContext;
}

function fixture(store: Store, clock: Clock): SampleFixture {
  return { store, clock, ctx: { store, state: store, clock, caller: LOCAL_CALLER } };
}

/** A `:memory:` store with the sample set as of `asOf`, the clock pinned at `now`. */
export async function sampleStore(asOf: IsoDate = TEMPLATE_AS_OF, now = TEMPLATE_NOW): Promise<SampleFixture> {
  const template = inject('sampleTemplate');
  if (asOf !== TEMPLATE_AS_OF || now !== TEMPLATE_NOW || template === undefined) return generatedSampleStore(asOf, now);
  const store = await Store.open(':memory:');
  try {
    await store.run(`ATTACH '${template.replaceAll("'", "''")}' AS template (READ_ONLY)`);
    await store.run('COPY FROM DATABASE template TO memory');
    await store.run('DETACH template');
  } catch (error) {
    store.close();
    throw error;
  }
  return fixture(store, fixedClock(now));
}

/** A `:memory:` store whose sample set is generated now, never copied: for tests of the generator. */
export async function generatedSampleStore(asOf: IsoDate = TEMPLATE_AS_OF, now = TEMPLATE_NOW): Promise<SampleFixture> {
  const clock = fixedClock(now);
  return fixture(await openStore({ path: ':memory:', clock, asOf }), clock);
}

/** Opens an empty `:memory:` store (migrated, no sample) for tests that write their own rows. */
export async function emptyStore(now = TEMPLATE_NOW): Promise<SampleFixture> {
  const clock = fixedClock(now);
  return fixture(await openStore({ path: ':memory:', clock, sample: false }), clock);
}
