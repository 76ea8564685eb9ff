/** Prose of the manual about the buyback and at-the-market reads: the fields and rules beyond the options and the request. */
import { ATM_LOOKBACK_MONTHS, EXPIRY_WARNING_DAYS, FISCAL_YEAR_DAYS, HISTORY_QUARTERS, HISTORY_YEARS, QUARTER_DAYS, AMOUNT_CONCEPTS, SHARES_CONCEPTS, AUTHORIZED_CONCEPT, REMAINING_CONCEPT } from '../../src/engine/buybacks/rules';
import { para, type Section } from './roff';

export const filingsSections: readonly Section[] = [
  {
    title: 'BUYBACK PROGRAMS',
    body: para(
      'fds filings buybacks TICKER answers a company\'s share repurchase programs and what it bought back. The ticker is '
        + 'known when the store holds it as a listing, as SEC\'s ticker link (fds ingest sec-tickers) or in a program record; '
        + 'any other is 404 (exit 3). A known ticker with nothing on file answers 200 with empty programs and history and '
        + 'null figures.',
      'Sources: the company\'s XBRL facts (fds ingest company-facts), read under its CIK (SEC\'s newest link of the ticker, '
        + `else its newest insider issuer record), and program records extracted from filings elsewhere (fds ingest buyback-programs). `
        + `The facts used are ${AUTHORIZED_CONCEPT} and ${REMAINING_CONCEPT} (instants), and for repurchases ${SHARES_CONCEPTS.join(' then ')} `
        + `(shares) and ${AMOUNT_CONCEPTS.join(' then ')} (dollars), each period's figure from the first concept in that order `
        + 'that tags it, from the newest filing that does.',
      'Fields: ticker, companyName, cik (null when the listing links to no CIK); authorizedAmount, authorizedUnit (USD or '
        + 'shares), authorizedAsOf, remainingAuthorizedAmount, remainingAuthorizedUnit, programExpires and '
        + 'dollarsAreCombinedEquity (the dollar authorization covers common and other equity together) are those of the '
        + 'newest program by asOfDate. A null remaining amount means not disclosed, never zero.',
      'programs[]: newest asOfDate first, an extracted record first on a tie. Each has origin (xbrl: the figures at the '
        + 'newest balance-sheet date that tags either the authorized or the remaining amount, one entry; extracted: one entry '
        + 'per program record, by announcement date, authorized amount and unit, as of its newest record), announcedDate, '
        + 'authorizedAmount, authorizedUnit, remainingAuthorizedAmount, remainingAuthorizedUnit, asOfDate, expires, '
        + 'dollarsAreCombinedEquity and source {form, filedDate, accession, url} (an xbrl source links to the EDGAR folder '
        + 'of the filing).',
      `annualHistory[] (fiscal years: duration facts of ${FISCAL_YEAR_DAYS.min} to ${FISCAL_YEAR_DAYS.max} days, newest ${HISTORY_YEARS}) and `
        + `quarterlyHistory[] (quarters: ${QUARTER_DAYS.min} to ${QUARTER_DAYS.max} days, newest ${HISTORY_QUARTERS}), newest first. Each row has `
        + 'fiscalYear and fiscalPeriod as the first filing to report the period labels them (FY; Q1, Q2, Q3, and Q4 for a '
        + 'quarter first reported in the annual report), periodStart, periodEnd, sharesRepurchased, amountRepurchasedUsd '
        + '(each null when no filing tags it), averagePriceUsd (amount ÷ shares, two decimals) and source. A fourth quarter '
        + 'appears only when a filing tags it: it is never derived as the year less three quarters.',
      'yearToDate{}: fiscalYear, periodStart (the day after the newest fiscal year on file ends), periodEnd, '
        + 'sharesRepurchased, amountRepurchasedUsd and source of the longest period starting that day (a 10-Q tags the year '
        + 'to date beside its quarter). Every field is null when no fiscal year is on file; only periodStart is set while '
        + 'the new year has no report yet.',
    ),
  },
  {
    title: 'AT-THE-MARKET PROGRAMS',
    body: para(
      'fds filings atm TICKER answers the at-the-market equity programs (equity distribution or sales agreements) stated '
        + 'in the company\'s own 8-K, 10-Q, 10-K and 424B5 filings, from records extracted from them (fds ingest '
        + `atm-programs). Only filings of the last ${ATM_LOOKBACK_MONTHS} months count, filed from lookbackStartDate through today; a program `
        + 'none of them states is left out. Unknown ticker: 404 (exit 3).',
      'Fields: ticker, companyName, lookbackStartDate and programs[], newest establishedDate first. Each program: '
        + 'establishedDate (the agreement\'s date, which identifies it), capacityUsd (the aggregate offering price, as the '
        + 'newest filing states it), cumulativeSoldUsd and soldAsOf (the sold figure measured last; null when none is '
        + 'disclosed), remainingUsd (capacity − sold, never below 0), utilization (sold ÷ capacity as a fraction, 0.25 is a '
        + 'quarter used, 4 decimals; null without a sold figure), expirationDate (the newest filing stating one; null when '
        + `none does), isExpired (the expiration date is before today), expiresWithin90Days (not expired, and it falls today or `
        + `within the next ${EXPIRY_WARNING_DAYS} days) and sources[] {form, filedDate, accession, url}, newest filed first.`,
      'An empty programs list is a successful answer (200, exit 0): nothing was captured from the filings on file, which is '
        + 'not proof that the company has no program. A request that failed answers the error envelope {error: {code, '
        + 'message, status}} instead (exit 3 for an unknown ticker, 2 for a malformed one), never an empty list.',
    ),
  },
];
