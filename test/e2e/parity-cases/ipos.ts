/** Parity cases of the registration (IPO) operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const iposCases: ParityCases = {
  'ipos.list': [
    { argv: ['ipos', 'list'], path: '/v1/ipos' },
    { argv: ['ipos', 'list', '--status', 'Withdrawn'], path: '/v1/ipos?status=Withdrawn' },
    { argv: ['ipos', 'list', '--filer-type', 'Spac'], path: '/v1/ipos?filerType=Spac' },
    { argv: ['ipos', 'list', '--limit', '2', '--offset', '1'], path: '/v1/ipos?limit=2&offset=1' },
    { argv: ['ipos', 'list', '--limit', '501'], path: '/v1/ipos?limit=501' },
  ],
  'ipos.show': [
    { argv: ['ipos', 'show', '9800001'], path: '/v1/ipos/9800001' },
    { argv: ['ipos', 'show', '0009800005'], path: '/v1/ipos/0009800005' },
    { argv: ['ipos', 'show', '1234567'], path: '/v1/ipos/1234567' },
  ],
};
