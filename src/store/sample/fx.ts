/**
 * Sample official exchange rates: synthetic ECB-style reference rates (units per 1 EUR) for the eight
 * reporting currencies other than the euro, on every TARGET business day of the three years up to the
 * as-of date. Each rate walks in log space, pulled back towards a plausible level, and is written with the
 * ECB's precision (4 decimals, 5 for GBP). HKD follows USD through its peg (7.80 HKD per USD, ±0.5%);
 * DKK barely moves around its ERM II central rate. Deterministic from the as-of date.
 *
 * Edge cases the rules meet with no extra rows: a weekend or a TARGET holiday (Good Friday, Easter Monday,
 * 1 May, 25–26 December, 1 January) takes the rate of the business day before; a date before the first
 * sample day has no rate (more than 7 days older than any stored one), so a lot bought then has no
 * purchase-date rate; EUR itself is never stored.
 */
import { DuckDBDecimalValue } from '@duckdb/node-api';
import { addDays, type IsoDate } from '../../core/dates';
import { isTargetBusinessDay } from '../../engine/fx/target-calendar';
import { append, dateValue, provenance, timestamp } from './append';
import type { FamilySample } from './family';
import { Random } from './random';

const YEARS_OF_HISTORY = 3;
/** Scale of `fx_rates.per_euro` (DECIMAL(38, 12)): a sample rate is appended as an exact scaled integer. */
const STORED_SCALE = 12;

interface Walk {
  /** Level the walk is pulled back towards, per euro. */
  level: number;
  /** Daily standard deviation of the log rate. */
  volatility: number;
  /** Decimals the ECB publishes the rate with. */
  decimals: number;
}

/** Currencies walking on their own; HKD is derived from USD. Ordered by code, the table's key order. */
const WALKS: Readonly<Record<string, Walk>> = {
  CHF: { level: 0.94, volatility: 0.0035, decimals: 4 },
  CNY: { level: 7.8, volatility: 0.004, decimals: 4 },
  DKK: { level: 7.46, volatility: 0.0002, decimals: 4 },
  GBP: { level: 0.855, volatility: 0.003, decimals: 5 },
  NOK: { level: 11.6, volatility: 0.005, decimals: 4 },
  SEK: { level: 11.2, volatility: 0.0045, decimals: 4 },
  USD: { level: 1.09, volatility: 0.004, decimals: 4 },
};
/** HKD per USD, the peg's centre, and how far the band lets it move. */
const HKD_PER_USD = 7.8;
const HKD_BAND = 0.005;

/** The TARGET business days of the sample history, ascending. */
export function sampleRateDays(asOf: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let date = `${Number(asOf.slice(0, 4)) - YEARS_OF_HISTORY}${asOf.slice(4)}`; date <= asOf; date = addDays(date, 1)) {
    if (isTargetBusinessDay(date)) days.push(date);
  }
  return days;
}

/** One currency's sample: its code, published decimals and unrounded rate per sample day. */
interface RateSeries {
  currency: string;
  decimals: number;
  rates: number[];
}

/** A mean-reverting log walk per currency; HKD follows USD inside its band. Ordered by currency code. */
function walkRates(asOf: IsoDate, days: readonly IsoDate[]): RateSeries[] {
  const series = Object.entries(WALKS).map(([currency, walk]): RateSeries => {
    const random = new Random(`fx|${currency}|${asOf}`);
    const centre = Math.log(walk.level);
    let x = centre;
    const rates = days.map(() => {
      x += 0.02 * (centre - x) + walk.volatility * random.normal();
      return Math.exp(x);
    });
    return { currency, decimals: walk.decimals, rates };
  });
  const usd = series.find((s) => s.currency === 'USD');
  if (usd === undefined) throw new Error('fx sample: HKD needs the USD walk');
  const band = new Random(`fx|HKD|${asOf}`);
  series.push({ currency: 'HKD', decimals: 4, rates: usd.rates.map((rate) => rate * HKD_PER_USD * (1 + HKD_BAND * (2 * band.uniform() - 1))) });
  return series.sort((a, b) => (a.currency < b.currency ? -1 : 1));
}

/** A rate rounded to `decimals` places as the exact DECIMAL(38, 12) the table stores. */
function storedRate(rate: number, decimals: number): DuckDBDecimalValue {
  const units = BigInt(Math.round(rate * 10 ** decimals)) * 10n ** BigInt(STORED_SCALE - decimals);
  return new DuckDBDecimalValue(units, 38, STORED_SCALE);
}

export const fxSample: FamilySample = {
  name: 'fx',
  since: 4,
  load: (tx, asOf, p) => {
    const at = timestamp(p);
    const days = sampleRateDays(asOf);
    const series = walkRates(asOf, days);
    // Appended in key order: by date, then currency.
    return append(tx, 'fx_rates', (a) => {
      days.forEach((date, i) => {
        for (const { currency, decimals, rates } of series) {
          a.appendDate(dateValue(date));
          a.appendVarchar(currency);
          a.appendDecimal(storedRate(rates[i]!, decimals));
          provenance(a, at);
          a.endRow();
        }
      });
    });
  },
};
