/**
 * Official exchange rates between any two currencies the store has ECB reference rates for. A rate says
 * how many units of `to` one unit of `from` buys. It is never guessed:
 *
 * - on a date: the newest publication day on or before the date on which BOTH currencies are quoted, at
 *   most `MAX_RATE_AGE_DAYS` calendar days before it (the ECB skips TARGET holidays; a longer gap means no
 *   rate, null);
 * - a cross rate goes through the euro on ONE publication day: `per_euro[to] / per_euro[from]`, EUR being
 *   1 by definition on every publication day;
 * - `from === to` is 1 on the asked date, whatever the store holds.
 *
 * Rates are exact decimals (`Decimal`) here; `renderRate` turns one into the response shape.
 */
import { z } from 'zod';
import { addDays, type IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { rateNumber, toDecimal, type Decimal } from '../money';

/** The base of the ECB reference rates: never stored, 1 on every publication day. */
export const BASE_CURRENCY = 'EUR';

/** The oldest a rate may be, in calendar days before the date it is asked for (a long Easter is 4). */
export const MAX_RATE_AGE_DAYS = 7;

/** A rate found in the store: 1 `from` = `rate` `to`, published on `asOf`. */
export interface Rate {
  from: string;
  to: string;
  rate: Decimal;
  /** The publication day the rate is from (the asked date when `from === to`). */
  asOf: IsoDate;
}

/** One lookup of `ratesOn`. */
export interface RateRequest {
  from: string;
  to: string;
  date: IsoDate;
}

/** A rate in a response (`conversionRates`, `purchaseRate`, `closeRate`). */
export const ConversionRate = z.object({
  from: z.string().describe('Currency converted from, ISO code'),
  to: z.string().describe('Currency converted to, ISO code'),
  rate: z.number().describe('Units of `to` for one unit of `from` (official ECB reference rates, crossed through the euro)'),
  asOf: z.string().describe('Publication date of the official rate, yyyy-MM-dd'),
});
export type ConversionRate = z.infer<typeof ConversionRate>;

/** A rate as a response shows it: an official rate as published, a cross rate to 10 decimals. */
export function renderRate(rate: Rate): ConversionRate {
  return { from: rate.from, to: rate.to, rate: rateNumber(rate.rate), asOf: rate.asOf };
}

/** The rate as the inverse direction would give it (1 / rate, same day). */
export function invertRate(rate: Rate): Rate {
  return { from: rate.to, to: rate.from, rate: toDecimal(1).div(rate.rate), asOf: rate.asOf };
}

interface RateRow {
  i: number;
  as_of: IsoDate;
  from_per_euro: string | null;
  to_per_euro: string | null;
}

/**
 * Every request in one statement: the requests travel as one bound JSON parameter (`lo` the oldest day
 * allowed, null for none; `d` the newest), each joined to the publication days of its window that quote
 * its currencies; the newest day quoting both wins.
 */
const RATES = `
WITH requests AS (
  SELECT unnest(from_json(CAST(? AS JSON), '[{"i":"INTEGER","f":"VARCHAR","t":"VARCHAR","lo":"DATE","d":"DATE"}]'), recursive := true)
)
SELECT q.i, x.date AS as_of,
  CAST(max(x.per_euro) FILTER (WHERE x.currency = q.f) AS VARCHAR) AS from_per_euro,
  CAST(max(x.per_euro) FILTER (WHERE x.currency = q.t) AS VARCHAR) AS to_per_euro
FROM requests q
JOIN fx_rates x ON x.currency IN (q.f, q.t) AND x.date <= q.d AND (q.lo IS NULL OR x.date >= q.lo)
GROUP BY q.i, q.f, q.t, x.date
HAVING (q.f = '${BASE_CURRENCY}' OR from_per_euro IS NOT NULL) AND (q.t = '${BASE_CURRENCY}' OR to_per_euro IS NOT NULL)
QUALIFY row_number() OVER (PARTITION BY q.i ORDER BY x.date DESC) = 1`;

/** A lookup between two dates (the oldest null for no bound); same-currency lookups are 1 on `newest`. */
interface Lookup {
  from: string;
  to: string;
  oldest: IsoDate | null;
  newest: IsoDate;
}

/** Answers lookups in order, one statement for all that need the store. */
async function lookUp(ctx: EngineContext, lookups: readonly Lookup[]): Promise<(Rate | null)[]> {
  const answers: (Rate | null)[] = lookups.map((l) => (l.from === l.to ? { from: l.from, to: l.to, rate: toDecimal(1), asOf: l.newest } : null));
  const stored = lookups.flatMap((l, i) => (l.from === l.to ? [] : [{ i, f: l.from, t: l.to, lo: l.oldest, d: l.newest }]));
  if (stored.length === 0) return answers;
  for (const row of await ctx.store.all<RateRow>(RATES, [JSON.stringify(stored)])) {
    const lookup = lookups[row.i];
    if (lookup) answers[row.i] = crossRate(lookup.from, lookup.to, row);
  }
  return answers;
}

/**
 * Units of `to` one `from` buys on one publication day, from both currencies' per-euro rates of that day
 * (exact decimal text as stored): `per_euro[to] / per_euro[from]`, EUR being 1 whatever is given for it.
 */
export function crossThroughEuro(from: string, to: string, fromPerEuro: string | null, toPerEuro: string | null): Decimal {
  const fromRate = from === BASE_CURRENCY ? toDecimal(1) : toDecimal(fromPerEuro);
  const toRate = to === BASE_CURRENCY ? toDecimal(1) : toDecimal(toPerEuro);
  return toRate.div(fromRate);
}

/** The rate of a looked-up row: crossed through the euro on the row's day. */
function crossRate(from: string, to: string, row: RateRow): Rate {
  return { from, to, rate: crossThroughEuro(from, to, row.from_per_euro, row.to_per_euro), asOf: row.as_of };
}

/**
 * Looks up many rates in one statement. The answer has one entry per request, in order: the rate, or null
 * when the store has no publication day quoting both currencies within `MAX_RATE_AGE_DAYS` on or before
 * the date. Same-currency requests are 1 on the asked date without a lookup.
 */
export function ratesOn(ctx: EngineContext, requests: readonly RateRequest[]): Promise<(Rate | null)[]> {
  return lookUp(ctx, requests.map((r) => ({ from: r.from, to: r.to, oldest: addDays(r.date, -MAX_RATE_AGE_DAYS), newest: r.date })));
}

/** The official rate from `from` to `to` on `date` (see `ratesOn`), or null when there is none. */
export async function rateOn(ctx: EngineContext, from: string, to: string, date: IsoDate): Promise<Rate | null> {
  const [rate = null] = await ratesOn(ctx, [{ from, to, date }]);
  return rate;
}

/**
 * The newest official rate of each pair: the newest publication day on or before `today` (New York, from
 * the clock, unless given) quoting both currencies, however old — its `asOf` says how old. Null when the
 * store never quoted both. Same-currency pairs are 1 as of `today`.
 */
export function latestRates(
  ctx: EngineContext,
  pairs: readonly { from: string; to: string }[],
  today: IsoDate = todayInNewYork(ctx.clock),
): Promise<(Rate | null)[]> {
  return lookUp(ctx, pairs.map((p) => ({ from: p.from, to: p.to, oldest: null, newest: today })));
}

/** The newest official rate from `from` to `to` (see `latestRates`), or null when there is none. */
export async function latestRate(ctx: EngineContext, from: string, to: string, today?: IsoDate): Promise<Rate | null> {
  const [rate = null] = await latestRates(ctx, [{ from, to }], today);
  return rate;
}
