/** Parity cases of the supply-chain operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const supplyChainCases: ParityCases = {
  'supplyChain.read': [
    { argv: ['supply-chain', 'NVDA'], path: '/v1/stocks/NVDA/supply-chain' },
    { argv: ['supply-chain', 'nvda', '--side', 'customers', '--quantified-only', '--lens', 'dependsOn', '--limit', '2'], path: '/v1/stocks/nvda/supply-chain?side=customers&quantifiedOnly=true&lens=dependsOn&limit=2' },
    { argv: ['supply-chain', 'XLON:VOD'], path: '/v1/stocks/XLON%3AVOD/supply-chain' },
    { argv: ['supply-chain', 'KO'], path: '/v1/stocks/KO/supply-chain' },
    { argv: ['supply-chain', 'ZZZZ'], path: '/v1/stocks/ZZZZ/supply-chain' },
    { argv: ['supply-chain', 'NVDA', '--limit', '501'], path: '/v1/stocks/NVDA/supply-chain?limit=501' },
  ],
  'supplyChain.overlap': [
    { argv: ['supply-chain', 'overlap', 'NVDA'], path: '/v1/stocks/NVDA/supply-chain/overlap' },
    { argv: ['supply-chain', 'overlap', 'NVDA', '--vs', 'AVGO', '--limit', '1'], path: '/v1/stocks/NVDA/supply-chain/overlap?vs=AVGO&limit=1' },
    { argv: ['supply-chain', 'overlap', 'NVDA', '--vs', 'KO'], path: '/v1/stocks/NVDA/supply-chain/overlap?vs=KO' },
  ],
};
