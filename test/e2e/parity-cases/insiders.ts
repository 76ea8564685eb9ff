/** Parity cases of the insiders family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const insidersCases: ParityCases = {
  'insiders.transactions': [
    { argv: ['insiders', 'transactions', 'AAPL', '--limit', '3'], path: '/v1/stocks/AAPL/insider-transactions?limit=3' },
    {
      argv: ['insiders', 'transactions', 'AAPL', '--transaction-type', 'Sale', '--insider-name', 'harper lena', '--start-date', '2026-01-01'],
      path: '/v1/stocks/AAPL/insider-transactions?transactionType=Sale&insiderName=harper%20lena&startDate=2026-01-01',
    },
    { argv: ['insiders', 'transactions', 'ZZZZ'], path: '/v1/stocks/ZZZZ/insider-transactions' },
    { argv: ['insiders', 'transactions', 'AAPL', '--transaction-type', 'Bought'], path: '/v1/stocks/AAPL/insider-transactions?transactionType=Bought' },
  ],
  'insiders.ownership': [
    { argv: ['insiders', 'ownership', 'NVDA'], path: '/v1/stocks/NVDA/insider-ownership' },
    { argv: ['insiders', 'ownership', 'PEP', '--limit', '1', '--offset', '1'], path: '/v1/stocks/PEP/insider-ownership?limit=1&offset=1' },
  ],
  'insiders.proposedSales': [
    { argv: ['insiders', 'proposed-sales', 'AAPL'], path: '/v1/stocks/AAPL/proposed-sales' },
    { argv: ['insiders', 'proposed-sales', 'NVDA', '--end-date', '2026-06-30'], path: '/v1/stocks/NVDA/proposed-sales?endDate=2026-06-30' },
  ],
  'insiders.search': [
    { argv: ['insiders', 'search', 'pat', "o'neil"], path: "/v1/insiders?query=pat%20o'neil" },
    { argv: ['insiders', 'search', 'fischer', '--limit', '1'], path: '/v1/insiders?query=fischer&limit=1' },
  ],
  'insiders.sentiment': [
    { argv: ['insiders', 'sentiment'], path: '/v1/insider-sentiment-scores' },
    { argv: ['insiders', 'sentiment', '--bottom', 'true', '--limit', '3'], path: '/v1/insider-sentiment-scores?bottom=true&limit=3' },
    { argv: ['insiders', 'sentiment', '--min-market-cap', '300000000000', '--cluster-buys-only', 'false'], path: '/v1/insider-sentiment-scores?minMarketCap=300000000000&clusterBuysOnly=false' },
    { argv: ['insiders', 'sentiment', '--ticker', 'KO'], path: '/v1/insider-sentiment-scores?ticker=KO' },
    { argv: ['insiders', 'sentiment', '--ticker', 'PEP'], path: '/v1/insider-sentiment-scores?ticker=PEP' },
  ],
  'insiders.directorTransactions': [
    { argv: ['insiders', 'directors', 'XSTO', 'HM-B', '--limit', '2'], path: '/v1/stocks/XSTO/HM-B/director-transactions?limit=2' },
    { argv: ['insiders', 'directors', 'XSTO', 'ERIC-A'], path: '/v1/stocks/XSTO/ERIC-A/director-transactions' },
    { argv: ['insiders', 'directors', 'XSTO', 'HM-B', '--limit', '0'], path: '/v1/stocks/XSTO/HM-B/director-transactions?limit=0' },
    { argv: ['insiders', 'directors', 'XSTO', 'NOPE'], path: '/v1/stocks/XSTO/NOPE/director-transactions' },
  ],
};
