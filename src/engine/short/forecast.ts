/**
 * `short.forecast`: a model estimate of a stock's short position at the settlement pending publication
 * (see `forecast-model.ts` for the model and `forecast-accuracy.ts` for how its direction is measured).
 *
 * A settlement is pending from its settlement date until FINRA publishes it (the calendar of
 * `calendar.ts`, against the clock): outside that span there is nothing to estimate and the answer is a
 * 404 saying so, which is the normal state right after a release. Only US operating-company listings are
 * estimated: an ETF (whose short interest moves with creations and redemptions) and a listing outside
 * the US (a secondary listing as far as FINRA is concerned: FINRA reports US listings only) are refused
 * with a 404 naming why, as the index forecast refuses an index it makes no forecast for.
 *
 * The pooled fit needs every stock's history, so one pass computes every stock's pending window at once
 * and keeps it until the next ingest (`ingest-cache.ts`): a forecast after the first is a lookup.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { notFound } from '../../core/errors';
import type { ListingKey } from '../../core/tickers';
import type { Store } from '../../store/store';
import type { EngineContext } from '../context';
import { tradingDaysBetween } from '../market/calendar';
import { unknownTicker } from '../prices/listing';
import { todayInNewYork } from '../windows';
import { latestPublishedSettlement, nextSettlement, pendingSettlement, previousSettlement, type ShortInterestSettlement } from './calendar';
import { estimateWindow, likelyRange, type Estimate } from './forecast-model';
import type { ShortInterestForecast } from './forecast-schemas';
import { calendarWindowsJson, forecastSql, type ForecastRow } from './forecast-sql';
import { keptUntilIngest } from './ingest-cache';

/** Days of data before the starting settlement the fit reads: its year of windows and the one before. */
const HISTORY_DAYS = 400;

export interface ForecastParams {
  ticker: ListingKey;
}

const LISTING = 'SELECT kind, mic FROM listings WHERE ticker = ?';

/** 404 unless `ticker` is a stored US operating-company listing. */
async function requireOperatingCompany(ctx: EngineContext, ticker: string): Promise<void> {
  const listing = await ctx.store.one<{ kind: string; mic: string | null }>(LISTING, [ticker]);
  if (listing === undefined) throw unknownTicker(ticker);
  if (listing.kind !== 'Stock') {
    throw notFound(`${ticker} is an ETF: short-interest forecasts are made for operating-company listings only (an ETF's short interest moves with creations and redemptions).`);
  }
  if (listing.mic !== null) {
    throw notFound(`${ticker} is listed outside the US, a secondary listing for FINRA, which reports short interest of US listings only: short-interest forecasts are made for US operating-company listings only.`);
  }
}

/** The 404 of a day with no settlement pending: normal between a release and the next settlement. */
function nothingPending(today: IsoDate): never {
  const published = latestPublishedSettlement(today);
  const next = nextSettlement(published?.settlementDate ?? today);
  const last = published === null ? '' : ` FINRA published the ${published.settlementDate} settlement on ${published.publicationDate};`;
  const coming = next === null ? '' : ` the next settlement is ${next.settlementDate}, published ${next.publicationDate}.`;
  throw notFound(
    `No short-interest settlement is pending publication on ${today}, so there is nothing to forecast (normal after a release):${last}${coming}`.replace(/:$/, '.'),
  );
}

/** What the note says: always that this is an estimate, and how far to trust it. */
function noteOf(row: ForecastRow, pending: ShortInterestSettlement, estimate: Estimate, tradingDays: number): string {
  const basis = estimate.model === 'line'
    ? `modelled from daily short-sale volume since the ${row.previousSettlementDate} settlement (${row.sessions} of ${tradingDays} sessions captured)`
    : 'modelled from the average change of past settlements (no short-volume relation could be used for this window)';
  const trust = estimate.confidence === 'low' ? ' Confidence is low: the estimated direction is close to a coin flip.' : '';
  return `Estimate, not official FINRA data: ${basis}. FINRA publishes the official figure for ${pending.settlementDate} on `
    + `${pending.publicationDate}, when this forecast is withdrawn. Quote the likely range rather than the central figure.${trust}`;
}

/**
 * Every operating-company stock's inputs for the pending window, by ticker: one pass over the store per
 * pending settlement (and today, the split basis), kept until the next ingest.
 */
function pendingWindows(store: Store, pending: ShortInterestSettlement, previous: ShortInterestSettlement, today: IsoDate): Promise<Map<string, ForecastRow>> {
  return keptUntilIngest(store, 'forecast', `${pending.settlementDate}|${today}`, async () => {
    const rows = await store.all<ForecastRow>(forecastSql('pending'), [
      calendarWindowsJson(), addDays(previous.settlementDate, -HISTORY_DAYS), pending.settlementDate, today,
      JSON.stringify({ s: pending.settlementDate, p: previous.settlementDate }),
    ]);
    return new Map(rows.map((row) => [row.ticker, row]));
  });
}

export async function shortInterestForecast(ctx: EngineContext, p: ForecastParams): Promise<ShortInterestForecast> {
  const ticker = p.ticker.key;
  await requireOperatingCompany(ctx, ticker);
  const today = todayInNewYork(ctx.clock);
  const pending = pendingSettlement(today);
  if (pending === null) nothingPending(today);
  const previous = previousSettlement(pending.settlementDate)!;
  const row = (await pendingWindows(ctx.store, pending, previous, today)).get(ticker);
  if (row?.previous == null) {
    throw notFound(`${ticker} has no published short-interest reading for the ${previous.settlementDate} settlement, so there is no reported position to estimate from.`);
  }
  const tradingDays = tradingDaysBetween(addDays(previous.settlementDate, 1), pending.settlementDate).length;
  const estimate = estimateWindow(row, row, { shift: row.shift, sessions: row.sessions, tradingDays });
  if (estimate === null) {
    throw notFound(`Too little short-interest history is stored to estimate ${ticker}'s ${pending.settlementDate} position: the model needs past settlement-to-settlement changes to size its range.`);
  }
  const range = likelyRange(row.previous, estimate);
  return {
    ticker,
    settlementDate: pending.settlementDate,
    publicationDate: pending.publicationDate,
    previousSettlementDate: previous.settlementDate,
    previousReportedPosition: Math.round(row.previous),
    estimatedShortPosition: Math.round(row.previous * Math.exp(estimate.change)),
    estimatedChangePercent: Math.round(10_000 * Math.expm1(estimate.change)) / 100,
    likelyRangeLow: range.low,
    likelyRangeHigh: range.high,
    confidence: estimate.confidence,
    asOfDate: row.lastSession ?? previous.settlementDate,
    note: noteOf(row, pending, estimate, tradingDays),
  };
}
