/**
 * `fx.rates`: the official exchange rates of a window, read back from the ECB reference rates in the store.
 * One row per ECB publication day and target currency, newest day first, then by target: the units of `to`
 * one `from` buys that day, crossed through the euro on that same day exactly as portfolio conversions are
 * (`crossThroughEuro`; EUR is 1 on every publication day and never stored). A day the ECB did not publish,
 * or on which it did not quote both currencies, has no row: nothing is carried over from another day.
 */
import type { IsoDate } from '../../core/dates';
import { invalidParameter } from '../../core/errors';
import { pageWithTotal } from '../../core/params';
import type { EngineContext } from '../context';
import { rateNumber } from '../money';
import { lastDaysWindow } from '../windows';
import { BASE_CURRENCY, crossThroughEuro } from './rates';
import { FX_RATES_DEFAULT_DAYS, type FxRatePage, type FxRateRow } from './schemas';

export interface FxRatesParams {
  /** Three-letter code, upper case. */
  from: string;
  /** Three-letter codes, upper case; undefined for every currency with rates. */
  to?: readonly string[] | undefined;
  startDate?: IsoDate | undefined;
  endDate?: IsoDate | undefined;
  limit: number;
  offset: number;
}

/**
 * The per-euro rate of every wanted currency and of `from` on each publication day of the window, EUR
 * added at 1 on each of those days. Binds: the wanted codes (one JSON array), the window's first and last
 * day, `from`.
 */
const SELECTED = `
WITH quoted AS (
  SELECT date, currency, per_euro FROM fx_rates WHERE date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
), quoted_with_base AS (
  SELECT date, currency, per_euro FROM quoted
  UNION ALL
  SELECT DISTINCT date, '${BASE_CURRENCY}', CAST(1 AS DECIMAL(38, 12)) FROM quoted
), base AS (
  SELECT date, per_euro FROM quoted_with_base WHERE currency = ?
)
SELECT t.date, t.currency AS to_currency, CAST(b.per_euro AS VARCHAR) AS from_per_euro, CAST(t.per_euro AS VARCHAR) AS to_per_euro
FROM quoted_with_base t
JOIN base b ON b.date = t.date
WHERE t.currency IN (SELECT unnest(from_json(CAST(? AS JSON), '["VARCHAR"]')))`;

const PAGE = `${SELECTED}\nORDER BY t.date DESC, t.currency\nLIMIT ? OFFSET ?`;
const TOTAL = `SELECT count(*) AS total FROM (${SELECTED})`;

/** Every currency with at least one stored rate, in code order. */
const STORED = 'SELECT DISTINCT currency FROM fx_rates ORDER BY currency';

interface SelectedRow {
  date: IsoDate;
  to_currency: string;
  from_per_euro: string;
  to_per_euro: string;
}

/** The 400 of a well-formed code the store has no rates for, listing those it has. */
function noRatesFor(param: 'from' | 'to', code: string, stored: readonly string[]): Error {
  const held = stored.length === 0
    ? `the store holds no official rates yet (load the ECB reference rates with fds ingest fx-rates); only ${BASE_CURRENCY}, the base, is known`
    : `the store has rates for ${stored.join(', ')} and ${BASE_CURRENCY} (the base)`;
  return invalidParameter(`Invalid parameter '${param}': ${code} has no official rates in the store; ${held}.`);
}

export async function listRates(ctx: EngineContext, p: FxRatesParams): Promise<FxRatePage> {
  const stored = (await ctx.store.all<{ currency: string }>(STORED)).map((r) => r.currency);
  const known = new Set([BASE_CURRENCY, ...stored]);
  if (!known.has(p.from)) throw noRatesFor('from', p.from, stored);
  const unknownTarget = p.to?.find((code) => !known.has(code));
  if (unknownTarget !== undefined) throw noRatesFor('to', unknownTarget, stored);
  const targets = p.to ?? [...known].filter((code) => code !== p.from);
  const window = lastDaysWindow(ctx.clock, p, FX_RATES_DEFAULT_DAYS);
  const params = [window.startDate, window.endDate, p.from, JSON.stringify(targets)];
  const [rows, counted] = await Promise.all([
    ctx.store.all<SelectedRow>(PAGE, [...params, p.limit, p.offset]),
    ctx.store.one<{ total: number }>(TOTAL, params),
  ]);
  const data = rows.map((row): FxRateRow => ({
    date: row.date,
    from: p.from,
    to: row.to_currency,
    rate: rateNumber(crossThroughEuro(p.from, row.to_currency, row.from_per_euro, row.to_per_euro)),
  }));
  return pageWithTotal(data, p.limit, p.offset, Number(counted?.total ?? 0));
}
