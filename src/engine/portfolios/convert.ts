/**
 * The rates a valuation converts with (Portfolio rules 11–12), looked up in two statements whatever the
 * number of lots:
 *
 * - cost: the lot's own broker rate (`fxRate`, dated its acquired date) or else the official rate on the
 *   acquired date;
 * - closed-lot proceeds: the official rate on the closing date;
 * - value: the latest official rate of each listing currency into the portfolio currency.
 *
 * A missing rate stays null; it is never replaced by another day's or another pair's rate.
 */
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { latestRates, ratesOn, type Rate, type RateRequest } from '../fx/rates';
import { decimalOrNull } from '../money';

/** What a lot needs converted: its currency, dates and optional broker rate (exact text). */
export interface LotToConvert {
  currency: string;
  acquiredDate: IsoDate;
  closedDate: IsoDate | null;
  fxRate: string | null;
}

export interface LotRates {
  purchase: Rate | null;
  /** Null for an open lot, or when no official rate exists on the closing date. */
  close: Rate | null;
}

export interface ConversionPlan {
  /** One entry per lot, in the order given. */
  lots: LotRates[];
  /** Latest official rate of each listing currency into the portfolio currency (null: none stored). */
  latest: Map<string, Rate | null>;
}

/** The broker rate of a lot as a rate from its currency into the portfolio currency, dated its acquired date. */
function brokerRate(lot: LotToConvert, to: string): Rate | null {
  const rate = decimalOrNull(lot.fxRate);
  return rate === null ? null : { from: lot.currency, to, rate, asOf: lot.acquiredDate };
}

/**
 * The rates of `lots` into `portfolioCurrency`, and the latest rate of every currency in `valueCurrencies`.
 * `today` dates the identity rate of the portfolio's own currency.
 */
export async function conversionPlan(
  ctx: EngineContext,
  portfolioCurrency: string,
  lots: readonly LotToConvert[],
  valueCurrencies: readonly string[],
  today: IsoDate,
): Promise<ConversionPlan> {
  const requests: RateRequest[] = [];
  const purchaseIndex: (number | null)[] = [];
  const closeIndex: (number | null)[] = [];
  for (const lot of lots) {
    const official = lot.fxRate === null;
    purchaseIndex.push(official ? requests.push({ from: lot.currency, to: portfolioCurrency, date: lot.acquiredDate }) - 1 : null);
    closeIndex.push(lot.closedDate === null ? null : requests.push({ from: lot.currency, to: portfolioCurrency, date: lot.closedDate }) - 1);
  }
  const currencies = [...new Set(valueCurrencies)];
  const [answers, latest] = await Promise.all([
    ratesOn(ctx, requests),
    latestRates(ctx, currencies.map((from) => ({ from, to: portfolioCurrency })), today),
  ]);
  const at = (index: number | null): Rate | null => (index === null ? null : (answers[index] ?? null));
  return {
    lots: lots.map((lot, i) => ({
      purchase: lot.fxRate === null ? at(purchaseIndex[i] ?? null) : brokerRate(lot, portfolioCurrency),
      close: at(closeIndex[i] ?? null),
    })),
    latest: new Map(currencies.map((c, i) => [c, latest[i] ?? null])),
  };
}
