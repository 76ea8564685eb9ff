/**
 * One validation of an option contract: the single-contract route and portfolio lots and watches refuse
 * the same contracts (the route with 404, a portfolio write with 400 naming `optionContract`), and an
 * option position is whole contracts (Portfolio rule 6; "Unknown, inactive or delisted ticker: 404").
 * Sample set, clock 2026-11-21T15:00Z.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lot } from '../../../src/engine/portfolios/schemas';
import { call, callError } from '../../support/invoke';
import type { SampleFixture } from '../../support/store';
import { addLot, createPortfolio, refused, send } from '../portfolios/support';
import { seedContract } from './seed';
import { optionsFixture } from './support';

let fx: SampleFixture;
let portfolioId: string;
let delisted: string;

beforeAll(async () => {
  fx = await optionsFixture();
  portfolioId = (await createPortfolio(fx.ctx, 'Contracts')).id;
  // SMPLD is delisted; its contracts are still stored and have not expired.
  delisted = (await fx.store.one<{ occ_symbol: string }>(
    "SELECT occ_symbol FROM option_contracts WHERE underlying = 'SMPLD' AND expiration_date > DATE '2026-11-21' LIMIT 1",
  ))!.occ_symbol;
  await seedContract(fx.store, { occ: 'AAPL261218C00999000', underlying: 'AAPL', type: 'Call', strike: 999, expiration: '2026-12-18', active: false });
  await seedContract(fx.store, { occ: 'NOLIST261218C00010000', underlying: 'NOLIST', type: 'Call', strike: 10, expiration: '2026-12-18' });
});

describe('the same contracts are refused by the options route and by portfolio lots and watches', () => {
  const cases = () => [
    { what: 'unknown symbol', route: 'AAPL', occ: 'AAPL261127C09990000', detail: 'unknown option contract AAPL261127C09990000' },
    { what: 'expired contract', route: 'AAPL', occ: 'AAPL261030C00220000', detail: 'AAPL261030C00220000 expired on 2026-10-30' },
    { what: 'inactive contract', route: 'AAPL', occ: 'AAPL261218C00999000', detail: 'AAPL261218C00999000 is no longer an active contract' },
    { what: 'delisted underlying', route: 'SMPLD', occ: delisted, detail: `${delisted} is an option on SMPLD, which is not an active listing (inactive or delisted)` },
    { what: 'underlying not a stored listing', route: 'NOLIST', occ: 'NOLIST261218C00010000', detail: 'NOLIST261218C00010000 is an option on NOLIST, which is not a stored listing' },
  ];

  it.each(['unknown symbol', 'expired contract', 'inactive contract', 'delisted underlying', 'underlying not a stored listing'])('%s', async (what) => {
    const c = cases().find((x) => x.what === what)!;
    const route = await callError(fx.ctx, 'options.contract', { ticker: c.route }, { symbol: c.occ });
    expect([route.status, route.code]).toEqual([404, 'not_found']);
    const lot = await refused(fx.ctx, 'portfolios.lots.add', { id: portfolioId }, { optionContract: c.occ, quantity: 1, costPerUnit: 1, acquiredDate: '2026-10-01' });
    expect([lot.status, lot.message]).toEqual([400, `Invalid field 'optionContract': ${c.detail}.`]);
    const watch = await refused(fx.ctx, 'portfolios.watches.add', { id: portfolioId }, { optionContract: c.occ });
    expect([watch.status, watch.message]).toEqual([400, `Invalid field 'optionContract': ${c.detail}.`]);
  });

  it('the route explains a refused symbol in the same words', async () => {
    const error = await callError(fx.ctx, 'options.contract', { ticker: 'AAPL' }, { symbol: 'AAPL261218C00999000' });
    expect(error.message).toBe('AAPL261218C00999000 is no longer an active contract.');
  });

  it('a contract both accept: the route answers it and a lot holds it', async () => {
    const occ = 'AAPL261218C00230000';
    expect((await call<{ contract: { occTicker: string } }>(fx.ctx, 'options.contract', { ticker: 'AAPL' }, { symbol: occ })).contract.occTicker).toBe(occ);
    expect((await addLot(fx.ctx, portfolioId, { optionContract: occ, quantity: 2, costPerUnit: 5, acquiredDate: '2026-11-02' })).occTicker).toBe(occ);
  });

  it('a malformed symbol is 400 on both, with the same rule', async () => {
    const route = await callError(fx.ctx, 'options.contract', { ticker: 'AAPL' }, { symbol: 'AAPL-CALL' });
    expect([route.status, route.message]).toEqual([400, "Invalid parameter 'symbol': must be an OCC option symbol such as AAPL261218C00150000."]);
    const lot = await refused(fx.ctx, 'portfolios.lots.add', { id: portfolioId }, { optionContract: 'AAPL-CALL', quantity: 1, costPerUnit: 1, acquiredDate: '2026-10-01' });
    expect([lot.status, lot.message]).toEqual([400, "Invalid field 'optionContract': must be an OCC option symbol such as AAPL261218C00150000."]);
  });
});

describe('an option position is whole contracts', () => {
  const occ = 'AAPL261218P00230000';
  const wholeNumber = (got: number) => `Invalid field 'quantity': must be a whole number of contracts for an option (got ${got}).`;

  it('adding an option lot of 1.5 contracts is 400 naming quantity; 1.5 shares of a stock are fine', async () => {
    const error = await refused(fx.ctx, 'portfolios.lots.add', { id: portfolioId }, { optionContract: occ, quantity: 1.5, costPerUnit: 4, acquiredDate: '2026-11-02' });
    expect([error.status, error.code, error.message]).toEqual([400, 'invalid_parameter', wholeNumber(1.5)]);
    expect((await addLot(fx.ctx, portfolioId, { ticker: 'AAPL', quantity: 1.5, costPerUnit: 200, acquiredDate: '2026-11-02' })).quantity).toBe(1.5);
  });

  it('editing or partly closing an option lot to a fractional quantity is 400; whole contracts are fine', async () => {
    const lot = await addLot(fx.ctx, portfolioId, { optionContract: occ, quantity: -3, costPerUnit: 4, acquiredDate: '2026-11-02' });
    const edit = await refused(fx.ctx, 'portfolios.lots.edit', { id: portfolioId, lotId: lot.id }, { quantity: -2.5 });
    expect([edit.status, edit.message]).toEqual([400, wholeNumber(-2.5)]);
    const close = await refused(fx.ctx, 'portfolios.lots.close', { id: portfolioId, lotId: lot.id }, { quantity: -0.5, pricePerUnit: 3, closedDate: '2026-11-20' });
    expect([close.status, close.message]).toEqual([400, wholeNumber(-0.5)]);
    const closed = await send<{ closed: Lot; remainder: Lot | null }>(fx.ctx, 'portfolios.lots.close', { id: portfolioId, lotId: lot.id }, { quantity: -1, pricePerUnit: 3, closedDate: '2026-11-20' });
    expect([closed.closed.quantity, closed.remainder?.quantity]).toEqual([-1, -2]);
  });
});
