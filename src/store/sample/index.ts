import type { Clock } from '../../core/clock';
import type { IsoDate } from '../../core/dates';
import type { Store } from '../store';

export interface SampleOptions {
  asOf: IsoDate;
  clock: Clock;
}

/** Generates the synthetic sample capture set deterministically from `asOf` and loads it. */
export async function loadSample(_store: Store, _options: SampleOptions): Promise<void> {
  throw new Error('sample generator not written yet');
}
