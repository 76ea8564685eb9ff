/** Prose of the manual about the stock profile and the stock screener: where each figure comes from. */
import { DIVIDEND_DAYS, PRICE_DAYS, SCREENER_LIMIT, VOLUME_SESSIONS } from '../../src/engine/stocks/screener-fields';
import { para, terms, type Section } from './roff';

export const profileSections: readonly Section[] = [
  {
    title: 'WHERE THE FIGURES COME FROM',
    body: terms([
      ['exchange', "A non-US listing's own market identifier code; for a US listing the code of the exchange SEC's ticker file names (fds ingest sec-tickers), else the one a tracking fund's newest holdings row names (XNAS, XNYS, XASE, ARCX, BATS). A name no code is known for is given as written."],
      ['sector', "As a tracking fund's newest holdings row classifies the listing (fds ingest index-holdings); null when no fund holding of it states one."],
      ['industry', "The title of SEC's Standard Industrial Classification of the company's CIK (Semiconductors & Related Devices), as the newest fds ingest sec-submissions file of the company gives it; null until one is ingested (the sample set has none)."],
      ['cik', "SEC's newest link of the ticker, else an insider issuer record (Form 4)."],
      ['isin', "A verified European listing's ISIN, else the one an N-PORT-P holding of the ticker states; null otherwise. It is never derived from a CUSIP."],
      ['sharesOutstanding', "The listing's own count: its exchange record (an insider issuer record) when stored, else the company's newest dei:EntityCommonStockSharesOutstanding (fds ingest company-facts), but only when the company has no other US stock listing, because companyfacts do not tell share classes apart. Restated onto today's split basis. The short squeeze scores and the screener use the same count."],
      ['marketCap', 'sharesOutstanding × the newest settled close (marketCapDate), in the listing currency; null when either is missing.'],
      ['listingDate', 'The first stored bar: the closest date the store knows to the listing date, not the listing date itself.'],
    ]),
  },
  {
    title: 'ERRORS',
    body: para('A ticker without a listing row or a bar is 404; a request without a ticker is 400 naming it.'),
  },
];

export const screenerSections: readonly Section[] = [
  {
    title: 'THE FIGURES',
    body: terms([
      ['universe', 'Every active US stock listing (ETFs and listings outside the US are not screened).'],
      ['price', `The newest settled close with positive volume in the ${PRICE_DAYS} days ending on vintages.priceDate, the newest settled US session.`],
      ['marketCap', "The listing's share count × price; the count is the profile's sharesOutstanding (see fds-profile(1))."],
      ['volume', `Average daily volume over the ${VOLUME_SESSIONS} trading sessions ending on vintages.priceDate, counting the sessions with a bar.`],
      ['shortInterestPercent, daysToCover', "FINRA short interest at vintages.shortInterestSettlementDate, the newest settlement published by today that the store holds (as fds short snapshot reads it): the position, restated onto today's split basis, as a percent of the share count (the squeeze scores' shortInterestPercentOfShares × 100), and FINRA's days to cover (999.99 is a capped real reading; the zero-volume placeholder is null)."],
      ['dividendYieldPercent', `Cash dividends in US dollars with an ex-date in the ${DIVIDEND_DAYS} days ending on vintages.priceDate, as declared, ÷ price. 0 when none is stored for the window, which says the store holds none, not that none was paid.`],
      ['revenueGrowthPercent, grossMarginPercent', "From the company's SEC company facts: its newest fiscal year (a duration of 350 to 380 days) tagging revenue, against the fiscal year ending 350 to 380 days before it; gross profit ÷ that year's revenue. The company's figures, so every share class of it shows the same."],
      ['institutionalOwnershipPercent', "Shares 13F filers report holding in the listing's CUSIPs at vintages.thirteenFQuarterEnd (the newest stored quarter whose 45-day filing window has closed), restated onto today's split basis, ÷ the share count. Null when no CUSIP map names the listing; 0 when one does and no filer holds it."],
    ]),
  },
  {
    title: 'FILTERS, ORDER AND PAGES',
    body: para(
      'Each figure has a min and a max parameter (minMarketCap, maxMarketCap, …); both bounds are inclusive, percent '
        + 'fields are percents (14.2 means 14.2%), and a bound on a figure leaves out every listing whose figure is null. '
        + 'sector matches the funds\' sector name without case. A min above its max is a 400 naming the min; an unknown '
        + 'parameter is a 400 naming it and listing the supported ones.',
      'sort names a figure, ticker or name (default marketCap), order is asc or desc (default desc); nulls sort last '
        + `and ties go by ticker. page is 1-based; limit defaults to ${SCREENER_LIMIT.default}, at most ${SCREENER_LIMIT.max}. totalCount counts every listing `
        + 'passing, totalPages the pages of limit rows they fill; a page past the last is empty.',
      'The table shows ticker, price and market cap at any width, then short interest and days to cover, yield and '
        + 'volume, growth and margin, ownership, sector and name as the width allows, naming what it leaves out; --json '
        + 'has every field.',
    ),
  },
];
