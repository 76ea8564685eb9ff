/**
 * Currencies as money is reported in them: the minor unit (decimal places of a rounded amount) and the
 * listing codes that quote in minor units (pence, cents, agorot), converted to major units before any
 * arithmetic with other currencies.
 */
import { toDecimal, type Decimal } from './decimal';

/** The reporting currencies a portfolio can be created in (Portfolio rule 11); USD is the default. */
export const PORTFOLIO_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'DKK', 'NOK', 'SEK', 'CNY', 'HKD'] as const;
export type PortfolioCurrency = (typeof PORTFOLIO_CURRENCIES)[number];

/** Whether a code is one of the nine reporting currencies. */
export function isPortfolioCurrency(code: string): code is PortfolioCurrency {
  return (PORTFOLIO_CURRENCIES as readonly string[]).includes(code);
}

/**
 * ISO 4217 minor units that are not 2. Every currency not listed here (the nine reporting currencies among
 * them) has 2 decimals.
 */
const MINOR_UNITS_OTHER_THAN_TWO: Readonly<Record<string, number>> = {
  JPY: 0, KRW: 0, ISK: 0, CLP: 0, VND: 0, PYG: 0, UGX: 0, XAF: 0, XOF: 0, XPF: 0, KMF: 0, RWF: 0, VUV: 0, GNF: 0, DJF: 0,
  BHD: 3, KWD: 3, OMR: 3, JOD: 3, IQD: 3, LYD: 3, TND: 3,
};

/** Decimal places of a rounded amount in `currency` (its ISO 4217 minor unit). */
export function minorUnits(currency: string): number {
  return MINOR_UNITS_OTHER_THAN_TWO[currency] ?? 2;
}

/**
 * Listing currencies quoted in a hundredth of a currency. Exchanges write pence both as `GBX` and `GBp`
 * (and cents as `ZAC`/`ZAc`); matched exactly, because upper-casing `GBp` would turn pence into pounds.
 */
const HUNDREDTHS: Readonly<Record<string, string>> = {
  GBX: 'GBP', GBp: 'GBP',
  ZAC: 'ZAR', ZAc: 'ZAR',
  ILA: 'ILS', ILa: 'ILS',
};

/** An amount with the currency it is in. */
export interface Money {
  amount: Decimal;
  currency: string;
}

/**
 * The amount in the major unit of its currency (Portfolio rule 10): pence (`GBX`) become pounds ÷ 100,
 * South African cents (`ZAC`) rand, agorot (`ILA`) shekels. Any other currency is returned unchanged.
 * Exact: dividing by 100 only moves the decimal point.
 */
export function majorUnits(amount: Decimal, currency: string): Money {
  const major = HUNDREDTHS[currency];
  return major === undefined ? { amount, currency } : { amount: toDecimal(amount).div(100), currency: major };
}

/** The major-unit code of a listing currency (`GBX` → `GBP`; others unchanged). */
export function majorCurrency(currency: string): string {
  return HUNDREDTHS[currency] ?? currency;
}
