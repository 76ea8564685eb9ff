/** Parity cases of the filing store's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

/** The sample's TSLA 8-K of an executive departure (items 5.02 and 9.01), as of the sample's date. */
const TSLA_8K = '5ba0804b-784b-516b-9a9d-0aae5f154c5c';
/** The sample's AAPL 10-K/A. */
const AAPL_10KA = '7435e8a7-e5a7-55e4-9473-1f654a7e090e';

export const filingsCases: ParityCases = {
  'filings.list': [
    { argv: ['filings', 'list'], path: '/v1/filings' },
    { argv: ['filings', 'list', '--ticker', 'TSLA', '--document-type', '8-K', '--item-number', '5.02'], path: '/v1/filings?ticker=TSLA&documentType=8-K&itemNumber=5.02' },
    { argv: ['filings', 'list', '--document-type', 'IrNews', '--limit', '3', '--offset', '2'], path: '/v1/filings?documentType=IrNews&limit=3&offset=2' },
    { argv: ['filings', 'list', '--start-date', '2026-08-01', '--end-date', '2026-08-31'], path: '/v1/filings?startDate=2026-08-01&endDate=2026-08-31' },
    { argv: ['filings', 'list', '--offset', '2001'], path: '/v1/filings?offset=2001' },
    { argv: ['filings', 'list', '--ticker', 'ZZZZ'], path: '/v1/filings?ticker=ZZZZ' },
  ],
  // The compatibility route answers what the list with a ticker answers.
  'filings.stock': [
    { argv: ['filings', 'stock', 'AAPL', '--document-type', 'tenk'], path: '/v1/stocks/AAPL/filings?documentType=tenk' },
    { argv: ['filings', 'list', '--ticker', 'AAPL', '--document-type', 'tenk'], path: '/v1/stocks/AAPL/filings?documentType=tenk' },
    { argv: ['filings', 'stock', 'KO'], path: '/v1/stocks/KO/filings' },
    { argv: ['filings', 'stock', 'ZZZZ'], path: '/v1/stocks/ZZZZ/filings' },
  ],
  'filings.document': [
    { argv: ['filings', 'show', AAPL_10KA], path: `/v1/filings/${AAPL_10KA}` },
    { argv: ['filings', 'show', 'not-a-uuid'], path: '/v1/filings/not-a-uuid' },
    { argv: ['filings', 'show', '00000000-0000-4000-8000-000000000000'], path: '/v1/filings/00000000-0000-4000-8000-000000000000' },
  ],
  'filings.lines': [
    { argv: ['filings', 'read', TSLA_8K], path: `/v1/filings/${TSLA_8K}/lines` },
    { argv: ['filings', 'read', TSLA_8K, '--start', '3', '--limit', '2'], path: `/v1/filings/${TSLA_8K}/lines?start=3&limit=2` },
    { argv: ['filings', 'read', TSLA_8K, '--limit', '501'], path: `/v1/filings/${TSLA_8K}/lines?limit=501` },
  ],
  // Search: the query words joined by spaces; --ticker and --document choose the scoped searches.
  'filings.search': [
    { argv: ['filings', 'search', 'chief', 'executive', 'officer', 'step', 'down'], path: '/v1/filings/search?query=chief%20executive%20officer%20step%20down' },
    { argv: ['filings', 'search', 'customer', 'concentration', '--limit', '3', '--max-results-per-company', '1', '--exclude-tickers', 'NVDA,avgo'], path: '/v1/filings/search?query=customer%20concentration&limit=3&maxResultsPerCompany=1&excludeTickers=NVDA,avgo' },
    { argv: ['filings', 'search', 'layoffs', '--document-type', 'IrNews', '--start-date', '2026-01-01'], path: '/v1/filings/search?query=layoffs&documentType=IrNews&startDate=2026-01-01' },
    { argv: ['filings', 'search', 'the', 'of'], path: '/v1/filings/search?query=the%20of' },
    { argv: ['filings', 'search', 'tariffs', '--exclude-tickers', Array.from({ length: 26 }, (_, i) => `T${i}`).join(',')], path: `/v1/filings/search?query=tariffs&excludeTickers=${Array.from({ length: 26 }, (_, i) => `T${i}`).join(',')}` },
  ],
  'filings.stockSearch': [
    { argv: ['filings', 'search', 'workforce', 'reduction', '--ticker', 'MSFT'], path: '/v1/stocks/MSFT/filings/search?query=workforce%20reduction' },
    { argv: ['filings', 'search', 'risk', '--ticker', 'KO'], path: '/v1/stocks/KO/filings/search?query=risk' },
    { argv: ['filings', 'search', 'risk', '--ticker', 'ZZZZ'], path: '/v1/stocks/ZZZZ/filings/search?query=risk' },
  ],
  'filings.documentSearch': [
    { argv: ['filings', 'search', 'successor', 'interim', '--document', TSLA_8K, '--limit', '2'], path: `/v1/filings/${TSLA_8K}/search?query=successor%20interim&limit=2` },
    { argv: ['filings', 'search', 'risk', '--document', '00000000-0000-4000-8000-000000000000'], path: '/v1/filings/00000000-0000-4000-8000-000000000000/search?query=risk' },
  ],
};
