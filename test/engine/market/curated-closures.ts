/**
 * The curated NYSE closures of 2025–2027 as the foundation issue lists them, written out by hand so the
 * tests compare the engine against an independent expectation rather than against its own data file.
 */
import { Store } from '../../../src/store/store';
import { fixedClock } from '../../../src/core/clock';
import { LOCAL_CALLER, type Caller, type EngineContext } from '../../../src/engine/context';

export const FULL_CLOSURES: Readonly<Record<number, readonly string[]>> = {
  2025: [
    '2025-01-01', '2025-01-09', '2025-01-20', '2025-02-17', '2025-04-18', '2025-05-26',
    '2025-06-19', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25',
  ],
  2026: [
    '2026-01-01', '2026-01-19', '2026-02-16', '2026-04-03', '2026-05-25',
    '2026-06-19', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25',
  ],
  2027: [
    '2027-01-01', '2027-01-18', '2027-02-15', '2027-03-26', '2027-05-31',
    '2027-06-18', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-24',
  ],
};

/** Early closes: regular session ends 13:00 ET, after-hours 17:00 ET. */
export const EARLY_CLOSES: Readonly<Record<number, readonly string[]>> = {
  2025: ['2025-07-03', '2025-11-28', '2025-12-24'],
  2026: ['2026-11-27', '2026-12-24'],
  2027: ['2027-11-26'],
};

export const CURATED_YEARS = [2025, 2026, 2027] as const;

/** The one closure no holiday rule produces. */
export const DAY_OF_MOURNING = '2025-01-09';

/**
 * An engine context pinned at `at`. The market engines read only the clock, but the context type carries
 * a store, so a bare in-memory DuckDB stands in for it.
 */
export function contextAt(store: Store, at: string, caller: Caller = LOCAL_CALLER): EngineContext {
  return { store, state: store, clock: fixedClock(at), caller };
}

export const openBareStore = (): Promise<Store> => Store.open(':memory:');
