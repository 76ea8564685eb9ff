/** Parity cases of the buyback and at-the-market operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const buybacksCases: ParityCases = {
  'buybacks.programs': [
    { argv: ['filings', 'buybacks', 'AAPL'], path: '/v1/stocks/AAPL/buyback-programs' },
    { argv: ['filings', 'buybacks', 'msft'], path: '/v1/stocks/msft/buyback-programs' },
    { argv: ['filings', 'buybacks', 'BRK.B'], path: '/v1/stocks/BRK.B/buyback-programs' },
    { argv: ['filings', 'buybacks', 'ZZZZ'], path: '/v1/stocks/ZZZZ/buyback-programs' },
  ],
  'buybacks.atm': [
    { argv: ['filings', 'atm', 'CRCL'], path: '/v1/stocks/CRCL/atm-programs' },
    { argv: ['filings', 'atm', 'AAPL'], path: '/v1/stocks/AAPL/atm-programs' },
    { argv: ['filings', 'atm', 'ZZZZ'], path: '/v1/stocks/ZZZZ/atm-programs' },
  ],
};
