/**
 * One engine function for every indicator: read the listing's bar history once, compute the indicator
 * over all of it, keep the rows in the date window that have enough history, newest first, rounded, and
 * page them.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { pageWithTotal } from '../../core/params';
import type { EngineContext } from '../context';
import { companyNameOf } from '../listings/company-name';
import { currencyField, listingPriceUnit, type PriceUnit } from '../prices/price-currency';
import { roundDerived } from '../prices/rounding';
import type { TickerPageParams } from '../prices/query-params';
import { barHistory, type DatedBar } from './bars';
import type { IndicatorDefinition } from './definitions';
import { DEFAULT_WINDOW_DAYS, type IndicatorResult, type IndicatorWindow } from './schemas';


export interface IndicatorRequest extends TickerPageParams {
  /** The indicator's own parameters, validated and with defaults applied. */
  settings: Record<string, number>;
}

/**
 * The window of returned rows: the requested dates, else the newest bar as the end and the
 * `DEFAULT_WINDOW_DAYS` ending there as the start. Depends only on the store, never on the clock.
 */
export function resolveWindow(bars: readonly DatedBar[], p: { startDate?: IsoDate | undefined; endDate?: IsoDate | undefined }): IndicatorWindow {
  // barHistory only returns an empty list when an endDate bounded it, so one of the two is set.
  const endDate = p.endDate ?? bars.at(-1)!.date;
  return { startDate: p.startDate ?? addDays(endDate, 1 - DEFAULT_WINDOW_DAYS), endDate };
}

/**
 * Bars in the major unit their listing's prices are answered in (pence become pounds), so every
 * price-valued indicator is in that unit too; oscillators are ratios and come out the same either way.
 */
function inMajorUnit(bars: DatedBar[], unit: PriceUnit): DatedBar[] {
  if (unit.currency === undefined) return bars;
  const { toMajor } = unit;
  return bars.map((b) => ({ date: b.date, high: toMajor(b.high), low: toMajor(b.low), close: toMajor(b.close) }));
}

const roundValues = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, roundDerived(value)]));

/** Runs indicator `def` for a listing. 404 for an unknown ticker or a listing without readings. */
export async function indicatorSeries(ctx: EngineContext, def: IndicatorDefinition, p: IndicatorRequest): Promise<IndicatorResult> {
  const ticker = p.ticker.key;
  const [stored, unit] = await Promise.all([barHistory(ctx, ticker, p.endDate), listingPriceUnit(ctx, ticker)]);
  const bars = inMajorUnit(stored, unit);
  const labelled = def.pricedValues ? currencyField(unit) : {};
  const window = resolveWindow(bars, p);
  const values = def.compute(bars, p.settings);
  const rows: IndicatorResult['data'] = [];
  for (let i = bars.length - 1; i >= 0; i--) {
    const bar = bars[i]!;
    if (bar.date < window.startDate) break;
    const value = values[i];
    if (value) rows.push({ date: bar.date, ...roundValues(value), ...labelled });
  }
  return {
    ticker,
    companyName: await companyNameOf(ctx, ticker),
    indicator: def.indicator,
    parameters: p.settings,
    window,
    ...pageWithTotal(rows.slice(p.offset, p.offset + p.limit), p.limit, p.offset, rows.length),
  };
}
