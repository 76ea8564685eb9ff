/** Prose of the manual about the buyback and at-the-market reads: the fields and rules beyond the options and the request. */
import { ATM_LOOKBACK_MONTHS, EXPIRY_WARNING_DAYS, FISCAL_YEAR_DAYS, HISTORY_QUARTERS, HISTORY_YEARS, QUARTER_DAYS, AMOUNT_CONCEPTS, SHARES_CONCEPTS, AUTHORIZED_CONCEPT, REMAINING_CONCEPT } from '../../src/engine/buybacks/rules';
import { para, type Section } from './roff';

/**
 * The extractors' figures on their hand-labelled set (test/engine/buybacks/labelled-program-sentences.ts),
 * quoted below; the extractor test measures them again and fails when they differ.
 */
export const PROGRAM_EXTRACTION_FIGURES = {
  sentences: 34,
  atm: { expected: 12, extracted: 11, correct: 11 },
  buyback: { expected: 11, extracted: 11, correct: 11 },
} as const;

const percent = (n: number, d: number): string => `${((100 * n) / d).toFixed(1)}%`;
const { sentences: SENTENCES, atm: ATM, buyback: BUYBACK } = PROGRAM_EXTRACTION_FIGURES;

export const filingsSections: readonly Section[] = [
  {
    title: 'BUYBACK PROGRAMS',
    body: para(
      'fds filings buybacks TICKER answers a company\'s share repurchase programs and what it bought back. The ticker is '
        + 'known when the store holds it as a listing, as SEC\'s ticker link (fds ingest sec-tickers) or in a program record; '
        + 'any other is 404 (exit 3). A known ticker with nothing on file answers 200 with empty programs and history and '
        + 'null figures.',
      'Sources: the company\'s XBRL facts (fds ingest company-facts), read under its CIK (SEC\'s newest link of the ticker, '
        + `else its newest insider issuer record), program records read from the company's own filings (fds ingest sec-filing, `
        + `see PROGRAM EXTRACTION) and records extracted elsewhere (fds ingest buyback-programs). `
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
        + 'in the company\'s own 8-K, 10-Q, 10-K and 424B filings, from records read from them (fds ingest sec-filing, see '
        + `PROGRAM EXTRACTION) or extracted elsewhere (fds ingest atm-programs). Only filings of the last ${ATM_LOOKBACK_MONTHS} months count, filed from lookbackStartDate through today; a program `
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
  {
    title: 'PROGRAM EXTRACTION',
    body: para(
      'fds ingest sec-filing FILE reads a company\'s 8-K, 10-Q, 10-K or 424B filing (see fds-ingest(1)) with two '
        + 'deterministic extractors, sentence by sentence: the same filing always yields the same records. The buyback '
        + 'extractor reads an authorization (up to an amount in dollars or shares, the board\'s date when the sentence gives '
        + 'a day, whether it covers more than common stock, its expiry or that it has none) and the amount remaining at a '
        + 'date, with the program\'s size when the sentence names it. The at-the-market extractor reads an agreement\'s date '
        + 'and aggregate offering price, the gross proceeds sold under it to a date (none sold is 0), and its expiry.',
      'Facts are joined across sentences only where the filing leaves no doubt: an amount sold, an expiry or a remaining '
        + 'amount belongs to a program only when the filing states exactly one, and an agreement\'s date and capacity '
        + 'written apart are joined only when the filing writes one of each. It skips rather than guesses: hypotheticals '
        + '("we may enter into"), increases of an authorization (the sentence rarely says whether the amount is the '
        + 'increase or the total), net proceeds, a capacity in shares only, a month without a day, and a "sales agreement" '
        + 'not said to sell the company\'s own shares. Figures no sentence dates are as of the filing date.',
      `Measured on ${SENTENCES} hand-labelled sentences in filing wording, look-alikes included: at-the-market precision `
        + `${percent(ATM.correct, ATM.extracted)} and recall ${percent(ATM.correct, ATM.expected)} (${ATM.correct} of ${ATM.expected} facts); `
        + `buyback precision ${percent(BUYBACK.correct, BUYBACK.extracted)} and recall ${percent(BUYBACK.correct, BUYBACK.expected)} `
        + `(${BUYBACK.correct} of ${BUYBACK.expected}). The rules were written against that set, so these are upper bounds, not a `
        + 'held-out measure; the one known miss is listed in the set. A filing that yields nothing is not evidence that the '
        + 'company has no program.',
    ),
  },
];
