/** Parity cases of the options family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const optionsCases: ParityCases = {
  'options.expirations': [
    { argv: ['options', 'expirations', 'BRK.B'], path: '/v1/stocks/BRK.B/options/expirations' },
    { argv: ['options', 'expirations', 'SMPLD'], path: '/v1/stocks/SMPLD/options/expirations' },
  ],
  'options.chain': [
    { argv: ['options', 'chain', 'AAPL', '--type', 'put', '--min-strike', '200', '--max-strike', '240', '--limit', '3'], path: '/v1/stocks/AAPL/options/chain?type=put&minStrike=200&maxStrike=240&limit=3' },
    { argv: ['options', 'chain', 'BRK-A'], path: '/v1/stocks/BRK-A/options/chain' },
    { argv: ['options', 'chain', 'SPY', '--limit', '501'], path: '/v1/stocks/SPY/options/chain?limit=501' },
  ],
  'options.contract': [
    { argv: ['options', 'contract', 'ZZZZ', '--symbol', 'ZZZZ261218C00100000'], path: '/v1/stocks/ZZZZ/options/contract?symbol=ZZZZ261218C00100000' },
  ],
};
