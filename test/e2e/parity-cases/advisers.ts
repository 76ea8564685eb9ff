/** Parity cases of the investment-adviser operations of the funds family (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const advisersCases: ParityCases = {
  'advisers.search': [
    { argv: ['funds', 'advisers', 'search', 'sample', 'capital'], path: '/v1/investment-advisers?query=sample%20capital' },
    { argv: ['funds', 'advisers', 'search', 'lighthouse', '--limit', '1'], path: '/v1/investment-advisers?query=lighthouse&limit=1' },
    { argv: ['funds', 'advisers', 'search', 'sample', '--limit', '501'], path: '/v1/investment-advisers?query=sample&limit=501' },
  ],
  'advisers.profile': [
    { argv: ['funds', 'advisers', 'show', '9900003'], path: '/v1/investment-advisers/9900003' },
    { argv: ['funds', 'advisers', 'show', '9900098'], path: '/v1/investment-advisers/9900098' },
    { argv: ['funds', 'advisers', 'show', 'abc'], path: '/v1/investment-advisers/abc' },
  ],
};
