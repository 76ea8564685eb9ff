/** Prose of the manual about the stock profile and the stock screener: where each figure comes from. */
import { para, terms, type Section } from './roff';

export const profileSections: readonly Section[] = [
  {
    title: 'WHERE THE FIGURES COME FROM',
    body: terms([
      ['exchange', "A non-US listing's own market identifier code; for a US listing the code of the exchange SEC's ticker file names (fds ingest sec-tickers), else the one a tracking fund's newest holdings row names (XNAS, XNYS, XASE, ARCX, BATS). A name no code is known for is given as written."],
      ['sector', "As a tracking fund's newest holdings row classifies the listing (fds ingest index-holdings); null when no fund holding of it states one."],
      ['industry', "SEC's industrial classification; the store keeps none yet, so it is null."],
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
