/**
 * Shared test fixture: a private in-memory store loaded with the sample capture set, a pinned clock and an
 * engine context for the local caller. Every engine test starts here so they all see the same data.
 */
import { fixedClock, type Clock } from '../../src/core/clock';
import type { IsoDate } from '../../src/core/dates';
import { LOCAL_CALLER, type EngineContext } from '../../src/engine/context';
import { openStore } from '../../src/store/open';
import type { Store } from '../../src/store/store';

export interface SampleFixture {
  store: Store;
  clock: Clock;
  ctx: EngineContext;
}

/** Opens a `:memory:` store with the sample set as of `asOf`, the clock pinned at `now`. */
export async function sampleStore(asOf: IsoDate = '2026-11-20', now = '2026-11-21T15:00:00Z'): Promise<SampleFixture> {
  const clock = fixedClock(now);
  const store = await openStore({ path: ':memory:', clock, asOf });
  return { store, clock, ctx: { store, clock, caller: LOCAL_CALLER } };
}

/** Opens an empty `:memory:` store (migrated, no sample) for tests that write their own rows. */
export async function emptyStore(now = '2026-11-21T15:00:00Z'): Promise<SampleFixture> {
  const clock = fixedClock(now);
  const store = await openStore({ path: ':memory:', clock, sample: false });
  return { store, clock, ctx: { store, clock, caller: LOCAL_CALLER } };
}
