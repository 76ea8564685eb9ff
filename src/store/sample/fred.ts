/**
 * Sample economic data: synthetic observations of every tracked series at its own frequency over the three
 * years up to the as-of date (a mean-reverting walk around the series' typical level), and the release
 * calendar from 60 days before to 120 days after the as-of date, generated from the publishers' rules.
 * Deterministic from the as-of date.
 *
 * Edge cases the rules need: MEHOINUSA672N has exactly one observation (previous null, change absent) and
 * HQMCB10YR, though tracked, has none (date and value null; ingest the real FRED file to fill it).
 */
import { DuckDBListValue } from '@duckdb/node-api';
import { addDays, weekday, type IsoDate } from '../../core/dates';
import { TRACKED_SERIES, compareText, type SeriesInfo } from '../../engine/fred/catalogue';
import { isFederalBusinessDay } from '../../engine/fred/federal-holidays';
import { scheduledReleases } from '../../engine/fred/releases';
import { isTradingDay } from '../../engine/market/calendar';
import { append, dateValue, provenance, timestamp, type Provenance } from './append';
import type { FamilySample } from './family';
import { Random } from './random';
import type { WriteTx } from '../store';

/** Tracked, never observed in the sample. */
export const SAMPLE_UNOBSERVED_SERIES = 'HQMCB10YR';
/** Observed exactly once in the sample. */
export const SAMPLE_SINGLE_OBSERVATION_SERIES = 'MEHOINUSA672N';

const YEARS_OF_HISTORY = 3;
const RELEASES_BEFORE_DAYS = 60;
const RELEASES_AFTER_DAYS = 120;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Cadence {
  /** True on the dates the series has an observation. */
  observedOn(date: IsoDate): boolean;
  /** Days between a period's date and the day it is published. */
  lagDays: number;
  /** Relative size of one step of the walk. */
  step: number;
}

/** When a series is observed, read from FRED's frequency text. */
function cadenceOf(frequency: string): Cadence {
  if (frequency === 'Daily, 7-Day') return { observedOn: () => true, lagDays: 1, step: 0.004 };
  if (frequency === 'Daily, Close') return { observedOn: isTradingDay, lagDays: 0, step: 0.008 };
  if (frequency.startsWith('Daily')) return { observedOn: isFederalBusinessDay, lagDays: 1, step: 0.005 };
  if (frequency.startsWith('Weekly')) {
    const day = WEEKDAYS.findIndex((name) => frequency.endsWith(name));
    if (day < 0) throw new Error(`fred sample: no weekday in frequency "${frequency}"`);
    return { observedOn: (d) => weekday(d) === day, lagDays: 5, step: 0.01 };
  }
  if (frequency === 'Monthly') return { observedOn: (d) => d.endsWith('-01'), lagDays: 40, step: 0.008 };
  if (frequency === 'Quarterly') return { observedOn: (d) => /-(01|04|07|10)-01$/.test(d), lagDays: 110, step: 0.012 };
  if (frequency === 'Annual') return { observedOn: (d) => d.endsWith('-01-01'), lagDays: 270, step: 0.02 };
  throw new Error(`fred sample: unknown frequency "${frequency}"`);
}

/** Decimal places a value of the series is given with, as FRED gives its kind of units. */
function decimalsOf(series: SeriesInfo): number {
  const level = Math.abs(series.sampleLevel);
  if (series.units.startsWith('Percent') || series.units === 'Number') return series.units === 'Number' ? 0 : 2;
  if (level >= 10_000) return 0;
  if (level >= 1_000) return 1;
  return level >= 10 ? 2 : 4;
}

/** Series whose level may go below zero or near it (spreads, conditions indexes, balances). */
const mayCrossZero = (series: SeriesInfo): boolean => series.category === 'YieldSpreads' || series.sampleLevel <= 0;

export interface SampleObservation {
  date: IsoDate;
  value: number;
}

/** Every calendar day of the sample history, ascending; the same list for every series of one as-of date. */
function historyDays(asOf: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let date = `${Number(asOf.slice(0, 4)) - YEARS_OF_HISTORY}${asOf.slice(4)}`; date <= asOf; date = addDays(date, 1)) days.push(date);
  return days;
}

/** The sample observations of one series up to `asOf`, ascending by date. */
export function sampleObservations(series: SeriesInfo, asOf: IsoDate, days: readonly IsoDate[] = historyDays(asOf)): SampleObservation[] {
  if (series.id === SAMPLE_UNOBSERVED_SERIES) return [];
  const cadence = cadenceOf(series.frequency);
  const random = new Random(`fred|${series.id}|${asOf}`);
  const last = addDays(asOf, -cadence.lagDays);
  const level = series.sampleLevel;
  const scale = series.units.startsWith('Percent') ? Math.max(Math.abs(level), 1) : Math.abs(level);
  const factor = 10 ** decimalsOf(series);
  const out: SampleObservation[] = [];
  let x = level;
  for (const date of days) {
    if (date > last) break;
    if (!cadence.observedOn(date)) continue;
    x += 0.05 * (level - x) + cadence.step * scale * random.normal();
    if (!mayCrossZero(series)) x = Math.max(x, level * 0.2);
    out.push({ date, value: Math.round(x * factor) / factor });
  }
  return series.id === SAMPLE_SINGLE_OBSERVATION_SERIES ? out.slice(-1) : out;
}

function appendObservations(tx: WriteTx, asOf: IsoDate, p: Provenance): Promise<void> {
  const at = timestamp(p);
  const ordered = [...TRACKED_SERIES].sort((a, b) => compareText(a.id, b.id));
  const days = historyDays(asOf);
  return append(tx, 'fred_observations', (a) => {
    for (const series of ordered) {
      for (const o of sampleObservations(series, asOf, days)) {
        a.appendVarchar(series.id);
        a.appendDate(dateValue(o.date));
        a.appendDouble(o.value);
        provenance(a, at);
        a.endRow();
      }
    }
  });
}

function appendReleaseDates(tx: WriteTx, asOf: IsoDate, p: Provenance): Promise<void> {
  const at = timestamp(p);
  const rows = scheduledReleases(addDays(asOf, -RELEASES_BEFORE_DAYS), addDays(asOf, RELEASES_AFTER_DAYS));
  return append(tx, 'fred_release_dates', (a) => {
    for (const r of rows) {
      a.appendDate(dateValue(r.date));
      a.appendVarchar(r.release);
      a.appendVarchar(r.importance);
      a.appendList(new DuckDBListValue([...r.series]));
      provenance(a, at);
      a.endRow();
    }
  });
}

export const fredSample: FamilySample = {
  name: 'fred',
  since: 3,
  load: async (tx, asOf, p) => {
    await appendObservations(tx, asOf, p);
    await appendReleaseDates(tx, asOf, p);
  },
};
