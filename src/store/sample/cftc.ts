/**
 * Sample futures positioning reports: synthetic, generated deterministically from the as-of date.
 *
 * Weekly reports dated Tuesdays, about three years back from the as-of date, for the tracked contracts,
 * with plausible magnitudes (open interest tens of thousands to over a million contracts; commercial and
 * non-commercial positions that never exceed it). Edge cases: two tracked contracts have no report at
 * all (their latest row is null), and one stopped reporting months before the as-of date.
 */
import { addDays, weekday, type IsoDate } from '../../core/dates';
import { TRACKED } from '../../engine/cftc/universe';
import { append, dateValue, provenance, timestamp } from './append';
import type { FamilySample } from './family';
import { Random } from './random';

/** Tracked contracts the sample gives no report at all. */
export const SAMPLE_UNREPORTED_CODES: readonly string[] = ['133741', '1170E1'];
/** A tracked contract whose sample reports stop early, and how many weeks before the as-of date. */
export const SAMPLE_STALE = { marketCode: '124603', weeksMissing: 20 } as const;
/** Weekly reports generated per contract (about three years). */
export const SAMPLE_WEEKS = 156;

export interface SampleReport {
  reportDate: IsoDate;
  openInterest: number;
  commLong: number;
  commShort: number;
  nonCommLong: number;
  nonCommShort: number;
  nonCommSpreads: number;
}

/** The newest Tuesday on or before `date`. */
export function lastTuesday(date: IsoDate): IsoDate {
  return addDays(date, -((weekday(date) - 2 + 7) % 7));
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** One contract's weekly reports, oldest first, ending `weeksMissing` weeks before the newest Tuesday. */
export function sampleReports(marketCode: string, asOf: IsoDate, weeksMissing = 0): SampleReport[] {
  const rng = new Random(`cftc|${marketCode}|${asOf}`);
  const newest = lastTuesday(asOf);
  let openInterest = rng.int(40_000, 1_500_000);
  // Shares of open interest, drifting slowly week to week.
  let nonCommLongShare = 0.15 + 0.25 * rng.uniform();
  let nonCommShortShare = 0.1 + 0.25 * rng.uniform();
  const spreadShare = 0.05 + 0.15 * rng.uniform();
  const reports: SampleReport[] = [];
  for (let week = SAMPLE_WEEKS - 1; week >= weeksMissing; week--) {
    openInterest = Math.max(10_000, Math.round(openInterest * (1 + 0.03 * rng.normal())));
    nonCommLongShare = clamp(nonCommLongShare + 0.01 * rng.normal(), 0.05, 0.45);
    nonCommShortShare = clamp(nonCommShortShare + 0.01 * rng.normal(), 0.05, 0.45);
    const nonCommLong = Math.round(openInterest * nonCommLongShare);
    const nonCommShort = Math.round(openInterest * nonCommShortShare);
    const nonCommSpreads = Math.round(openInterest * spreadShare);
    // Commercials hold most of the rest; the remainder is non-reportable.
    const commLong = Math.round((openInterest - nonCommLong - nonCommSpreads) * (0.75 + 0.15 * rng.uniform()));
    const commShort = Math.round((openInterest - nonCommShort - nonCommSpreads) * (0.75 + 0.15 * rng.uniform()));
    reports.push({ reportDate: addDays(newest, -7 * week), openInterest, commLong, commShort, nonCommLong, nonCommShort, nonCommSpreads });
  }
  return reports;
}

export const cftcSample: FamilySample = {
  name: 'cftc',
  since: 3,
  load: (tx, asOf, p) => {
    const at = timestamp(p);
    const reported = TRACKED.filter((c) => !SAMPLE_UNREPORTED_CODES.includes(c.marketCode))
      .map((c) => c.marketCode)
      .sort();
    return append(tx, 'cftc_positions', (a) => {
      for (const code of reported) {
        const missing = code === SAMPLE_STALE.marketCode ? SAMPLE_STALE.weeksMissing : 0;
        for (const r of sampleReports(code, asOf, missing)) {
          a.appendVarchar(code);
          a.appendDate(dateValue(r.reportDate));
          for (const n of [r.openInterest, r.commLong, r.commShort, r.nonCommLong, r.nonCommShort, r.nonCommSpreads]) a.appendBigInt(BigInt(n));
          provenance(a, at);
          a.endRow();
        }
      }
    });
  },
};
