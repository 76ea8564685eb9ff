/**
 * The vocabulary and the pure rules of the buyback and at-the-market (ATM) reads: which XBRL concepts a
 * repurchase figure is taken from and in what order, how a duration fact's length makes it a fiscal year
 * or a quarter, and the ATM program's derived figures (remaining, utilization, expiry flags).
 */
import { addDays, addMonths, daysBetween, type IsoDate } from '../../core/dates';

/** Instant facts of a repurchase authorization. */
export const AUTHORIZED_CONCEPT = 'StockRepurchaseProgramAuthorizedAmount1';
export const REMAINING_CONCEPT = 'StockRepurchaseProgramRemainingAuthorizedRepurchaseAmount1';

/**
 * Duration facts of shares bought back, best first: a period's figure comes from the first concept that
 * has one (the repurchase itself before the treasury-stock movement, which may include other acquisitions).
 */
export const SHARES_CONCEPTS = ['StockRepurchasedDuringPeriodShares', 'TreasuryStockSharesAcquired'] as const;

/**
 * Duration facts of dollars spent on buybacks, best first: the equity-statement value, then the treasury
 * stock cost, then the cash paid in the period (which can lag the trades by the settlement days).
 */
export const AMOUNT_CONCEPTS = ['StockRepurchasedDuringPeriodValue', 'TreasuryStockValueAcquiredCostMethod', 'PaymentsForRepurchaseOfCommonStock'] as const;

/** A duration of this many days (start and end included) is a fiscal year: 52- and 53-week years fit. */
export const FISCAL_YEAR_DAYS = { min: 350, max: 380 } as const;
/** A duration of this many days is a fiscal quarter: 13- and 14-week quarters and calendar quarters fit. */
export const QUARTER_DAYS = { min: 80, max: 100 } as const;
/** The history lengths returned, newest first. */
export const HISTORY_YEARS = 10;
export const HISTORY_QUARTERS = 8;

export type PeriodKind = 'year' | 'quarter' | 'other';

/** What a duration fact from `start` to `end` (both included) covers. */
export function periodKind(start: IsoDate, end: IsoDate): PeriodKind {
  const days = daysBetween(start, end) + 1;
  if (days >= FISCAL_YEAR_DAYS.min && days <= FISCAL_YEAR_DAYS.max) return 'year';
  if (days >= QUARTER_DAYS.min && days <= QUARTER_DAYS.max) return 'quarter';
  return 'other';
}

/** The public EDGAR folder of a filing, from its filer's CIK and its accession number. */
export const edgarFilingUrl = (cik: number, accession: string): string =>
  `https://www.sec.gov/Archives/edgar/data/${cik}/${accession.replaceAll('-', '')}/`;

/** ATM programs are read from the company's own filings of this many months, ending today. */
export const ATM_LOOKBACK_MONTHS = 13;
/** An unexpired ATM program expiring within this many days (today included) is flagged. */
export const EXPIRY_WARNING_DAYS = 90;

/** The earliest filing date an ATM read counts, for `today`. */
export const atmLookbackStart = (today: IsoDate): IsoDate => addMonths(today, -ATM_LOOKBACK_MONTHS);

export interface AtmFigures {
  remainingUsd: number | null;
  utilization: number | null;
  isExpired: boolean;
  expiresWithin90Days: boolean;
}

/**
 * The derived figures of an ATM program: what is left (capacity − sold, never below 0), utilization (sold
 * ÷ capacity, a fraction rounded to 4 decimals), both null while nothing sold is disclosed; expired once
 * the expiration date is before today; expiring soon when it is today or within the next 90 days. A
 * program without an expiration date neither expires nor is flagged.
 */
export function atmFigures(capacityUsd: number, soldUsd: number | null, expirationDate: IsoDate | null, today: IsoDate): AtmFigures {
  const isExpired = expirationDate !== null && expirationDate < today;
  return {
    remainingUsd: soldUsd === null ? null : Math.max(0, capacityUsd - soldUsd),
    utilization: soldUsd === null || capacityUsd <= 0 ? null : Math.round((soldUsd / capacityUsd) * 10_000) / 10_000,
    isExpired,
    expiresWithin90Days: expirationDate !== null && !isExpired && expirationDate <= addDays(today, EXPIRY_WARNING_DAYS),
  };
}
