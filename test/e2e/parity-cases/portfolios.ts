/**
 * Parity cases of the portfolios family's operations (see ../parity.test.ts). Reads of the parity
 * account's own portfolio are remote-only (the server holding the store acts as the local owner, who does
 * not reach it); writes are compared on answers that do not change the store or depend on the caller:
 * refusals (a nonexistent portfolio is 404 to everyone, a bad body 400) and an empty shared list.
 */
import { PORTFOLIO_ID, type ParityCases } from './case';

const NIL = '00000000-0000-0000-0000-000000000000';
const lot = { ticker: 'AAPL', quantity: 1, costPerUnit: 100, acquiredDate: '2026-01-05' };

export const portfoliosCases: ParityCases = {
  'portfolios.list': [{ argv: ['portfolio', 'list'], path: '/v1/portfolios', remoteOnly: true }],
  'portfolios.shared': [{ argv: ['portfolio', 'list', '--shared'], path: '/v1/portfolios/shared' }],
  'portfolios.create': [
    { argv: ['portfolio', 'create', 'x'.repeat(129)], path: '/v1/portfolios', method: 'POST', body: { name: 'x'.repeat(129) } },
    { argv: ['portfolio', 'create', 'Yen', '--currency', 'JPY'], path: '/v1/portfolios', method: 'POST', body: { name: 'Yen', currency: 'JPY' } },
  ],
  'portfolios.get': [
    { argv: ['portfolio', 'show', PORTFOLIO_ID], path: `/v1/portfolios/${PORTFOLIO_ID}`, remoteOnly: true },
    { argv: ['portfolio', 'show', NIL], path: `/v1/portfolios/${NIL}` },
  ],
  'portfolios.delete': [{ argv: ['portfolio', 'delete', NIL], path: `/v1/portfolios/${NIL}`, method: 'DELETE' }],
  'portfolios.lots.add': [
    { argv: ['portfolio', 'add', NIL, 'AAPL', '1', '100', '--date', '2026-01-05'], path: `/v1/portfolios/${NIL}/lots`, method: 'POST', body: lot },
    {
      argv: ['portfolio', 'add', PORTFOLIO_ID, 'AAPL', '1', '-100', '--date', '2026-01-05'],
      path: `/v1/portfolios/${PORTFOLIO_ID}/lots`, method: 'POST', body: { ...lot, costPerUnit: -100 }, remoteOnly: true,
    },
    {
      argv: ['portfolio', 'add', PORTFOLIO_ID, '--option', 'AAPL261030C00220000', '1', '2', '--date', '2026-10-01'],
      path: `/v1/portfolios/${PORTFOLIO_ID}/lots`, method: 'POST',
      body: { optionContract: 'AAPL261030C00220000', quantity: 1, costPerUnit: 2, acquiredDate: '2026-10-01' }, remoteOnly: true,
    },
  ],
  'portfolios.lots.edit': [
    { argv: ['portfolio', 'edit', NIL, NIL, '--note', 'x'], path: `/v1/portfolios/${NIL}/lots/${NIL}`, method: 'PATCH', body: { note: 'x' } },
    { argv: ['portfolio', 'edit', PORTFOLIO_ID, NIL, '--quantity', '2'], path: `/v1/portfolios/${PORTFOLIO_ID}/lots/${NIL}`, method: 'PATCH', body: { quantity: 2 }, remoteOnly: true },
  ],
  'portfolios.lots.close': [
    {
      argv: ['portfolio', 'close', NIL, NIL, '--price', '1', '--date', '2026-02-02'],
      path: `/v1/portfolios/${NIL}/lots/${NIL}/close`, method: 'POST', body: { pricePerUnit: 1, closedDate: '2026-02-02' },
    },
  ],
  'portfolios.lots.remove': [{ argv: ['portfolio', 'remove', NIL, NIL], path: `/v1/portfolios/${NIL}/lots/${NIL}`, method: 'DELETE' }],
  'portfolios.watches.add': [
    { argv: ['portfolio', 'watch', NIL, 'KO'], path: `/v1/portfolios/${NIL}/watches`, method: 'POST', body: { ticker: 'KO' } },
    // MSFT is watched already: 400 naming the existing watch.
    { argv: ['portfolio', 'watch', PORTFOLIO_ID, 'MSFT'], path: `/v1/portfolios/${PORTFOLIO_ID}/watches`, method: 'POST', body: { ticker: 'MSFT' }, remoteOnly: true },
  ],
  'portfolios.watches.remove': [{ argv: ['portfolio', 'unwatch', NIL, NIL], path: `/v1/portfolios/${NIL}/watches/${NIL}`, method: 'DELETE' }],
  'portfolios.shares.set': [
    { argv: ['portfolio', 'share', NIL, NIL, '--access', 'view'], path: `/v1/portfolios/${NIL}/shares/${NIL}`, method: 'PUT', body: { access: 'View' } },
    { argv: ['portfolio', 'share', PORTFOLIO_ID, NIL, '--access', 'edit'], path: `/v1/portfolios/${PORTFOLIO_ID}/shares/${NIL}`, method: 'PUT', body: { access: 'Edit' }, remoteOnly: true },
  ],
  'portfolios.shares.remove': [{ argv: ['portfolio', 'share', NIL, NIL, '--remove'], path: `/v1/portfolios/${NIL}/shares/${NIL}`, method: 'DELETE' }],
};
