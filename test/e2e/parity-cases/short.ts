/** Parity cases of the short-selling family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const shortCases: ParityCases = {
  'short.euDisclosures': [
    { argv: ['short', 'eu-disclosures', 'XPAR', 'TTE'], path: '/v1/stocks/XPAR/TTE/short-disclosures' },
    {
      argv: ['short', 'eu-disclosures', 'XAMS', 'RAND', '--source', 'AFM-Netherlands-History', '--limit', '1'],
      path: '/v1/stocks/XAMS/RAND/short-disclosures?source=AFM-Netherlands-History&limit=1',
    },
    { argv: ['short', 'eu-disclosures', 'XSTO', 'ERIC-A'], path: '/v1/stocks/XSTO/ERIC-A/short-disclosures' },
    { argv: ['short', 'eu-disclosures', 'XPAR', 'TTE', '--source', 'ESMA'], path: '/v1/stocks/XPAR/TTE/short-disclosures?source=ESMA' },
    { argv: ['short', 'eu-disclosures', 'XPAR', 'NOPE'], path: '/v1/stocks/XPAR/NOPE/short-disclosures' },
  ],
  'short.euAggregates': [
    { argv: ['short', 'eu-aggregates', 'XOSL', 'EQNR'], path: '/v1/stocks/XOSL/EQNR/short-aggregates' },
    { argv: ['short', 'eu-aggregates', 'XLON', 'VOD'], path: '/v1/stocks/XLON/VOD/short-aggregates' },
    { argv: ['short', 'eu-aggregates', 'XCSE', 'NOVO-B', '--limit', '1'], path: '/v1/stocks/XCSE/NOVO-B/short-aggregates?limit=1' },
    { argv: ['short', 'eu-aggregates', 'XOSL', 'EQNR', '--limit', '0'], path: '/v1/stocks/XOSL/EQNR/short-aggregates?limit=0' },
  ],
  'short.forecast': [
    { argv: ['short', 'forecast', 'AAPL'], path: '/v1/stocks/AAPL/short-interest/forecast' },
    { argv: ['short', 'forecast', 'brk.b'], path: '/v1/stocks/brk.b/short-interest/forecast' },
    { argv: ['short', 'forecast', 'SPY'], path: '/v1/stocks/SPY/short-interest/forecast' },
    { argv: ['short', 'forecast', 'XLON:VOD'], path: '/v1/stocks/XLON%3AVOD/short-interest/forecast' },
  ],
  'short.squeeze': [
    { argv: ['short', 'squeeze'], path: '/v1/short-squeeze-scores' },
    {
      argv: ['short', 'squeeze', '--min-market-cap', '500000000000', '--min-dollar-volume', '1000000000', '--limit', '3', '--offset', '1'],
      path: '/v1/short-squeeze-scores?minMarketCap=500000000000&minDollarVolume=1000000000&limit=3&offset=1',
    },
    { argv: ['short', 'squeeze', '--ticker', 'TSLA'], path: '/v1/short-squeeze-scores?ticker=TSLA' },
    { argv: ['short', 'squeeze', '--ticker', 'SPY'], path: '/v1/short-squeeze-scores?ticker=SPY' },
    { argv: ['short', 'squeeze', '--limit', '201'], path: '/v1/short-squeeze-scores?limit=201' },
  ],
};
