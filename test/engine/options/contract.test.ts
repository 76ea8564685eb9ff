import { beforeAll, describe, expect, it } from 'vitest';
import { captureOptionsProvider } from '../../../src/engine/options/capture';
import type { SingleContractResponse } from '../../../src/engine/options/schemas';
import { call, callError, TEST_UPGRADE_URL } from '../../support/invoke';
import { emptyStore, type SampleFixture } from '../../support/store';
import { asPlan, optionsFixture } from './support';
import { seedContract, seedListing, seedRun, seedSnapshot, snapshot } from './seed';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await optionsFixture();
});

const contract = (ticker: string, symbol: string, ctx = fx.ctx) => call<SingleContractResponse>(ctx, 'options.contract', { ticker }, { symbol });
const contractError = (ticker: string, symbol: string, ctx = fx.ctx) => callError(ctx, 'options.contract', { ticker }, { symbol });

describe('options.contract (sample)', () => {
  it('returns a current contract of the underlying with its snapshot', async () => {
    const body = await contract('AAPL', 'aapl261218c00230000');
    expect(body.ticker).toBe('AAPL');
    expect(body.quotesAvailable).toBe(true);
    expect(body.contract).toMatchObject({ occTicker: 'AAPL261218C00230000', contractType: 'Call', strikePrice: 230, expirationDate: '2026-12-18', sharesPerContract: 100, delayed: false });
  });

  it('an unknown symbol is 404', async () => {
    expect((await contractError('AAPL', 'AAPL261218C09990000')).status).toBe(404);
  });

  it('an expired symbol is 404 although its reference row is still active', async () => {
    const expired = await fx.store.one<{ occ_symbol: string }>("SELECT occ_symbol FROM option_contracts WHERE underlying = 'AAPL' AND expiration_date < DATE '2026-11-20' LIMIT 1");
    const error = await contractError('AAPL', expired!.occ_symbol);
    expect([error.status, error.message]).toEqual([404, expect.stringContaining('expired on 2026-10-30')]);
  });

  it('the path names the exact underlying: a BRK-B contract under BRK-A is 404', async () => {
    const symbol = (await call<{ contracts: { occTicker: string }[] }>(fx.ctx, 'options.chain', { ticker: 'BRK-B' })).contracts[0]!.occTicker;
    expect((await contract('BRK.B', symbol)).ticker).toBe('BRK-B');
    const error = await contractError('BRK-A', symbol);
    expect([error.status, error.code]).toEqual([404, 'not_found']);
  });

  it('a contract of an inactive or delisted underlying is 404', async () => {
    const row = await fx.store.one<{ occ_symbol: string }>("SELECT occ_symbol FROM option_contracts WHERE underlying = 'SMPLD' LIMIT 1");
    expect((await contractError('SMPLD', row!.occ_symbol)).status).toBe(404);
  });

  it('the Free plan gets 403 forbidden with the upgrade link', async () => {
    const error = await contractError('AAPL', 'AAPL261218C00230000', { ...asPlan(fx.ctx, 'free'), upgradeUrl: TEST_UPGRADE_URL });
    expect([error.status, error.code, error.message.includes(TEST_UPGRADE_URL)]).toEqual([403, 'forbidden', true]);
  });

  it('Plus sees delayed true, Pro delayed false', async () => {
    expect((await contract('AAPL', 'AAPL261218P00230000', asPlan(fx.ctx, 'plus'))).contract.delayed).toBe(true);
    expect((await contract('AAPL', 'AAPL261218P00230000', asPlan(fx.ctx, 'pro'))).contract.delayed).toBe(false);
  });

  it('symbol is required', async () => {
    const error = await callError(fx.ctx, 'options.contract', { ticker: 'AAPL' });
    expect([error.status, error.message]).toEqual([400, "Invalid parameter 'symbol': is required."]);
  });
});

describe('options.contract (hand-written rows)', () => {
  let seeded: SampleFixture;
  beforeAll(async () => {
    seeded = await emptyStore();
    seeded = { ...seeded, ctx: { ...seeded.ctx, options: captureOptionsProvider } };
    await seedListing(seeded.store, 'TST');
    // The symbol says a 2030 call at 999; the reference says a put at 57.5 expiring 2026-12-18 on 10 shares.
    await seedContract(seeded.store, { occ: 'TST300101C00999000', underlying: 'TST', type: 'Put', strike: 57.5, expiration: '2026-12-18', shares: 10 });
    await seedRun(seeded.store, 'TST', '2026-12-18', '2026-11-20 21:15:00');
    await seedSnapshot(seeded.store, snapshot('TST300101C00999000', '2026-11-20 21:15:00', { snapshotDate: '2026-11-20', openInterestDate: null, quoteAsOf: null }));
  });

  it('expiration, strike, type and contract size come from the reference rows, never from the OCC symbol', async () => {
    const body = await contract('TST', 'TST300101C00999000', seeded.ctx);
    expect(body.contract).toMatchObject({ contractType: 'Put', strikePrice: 57.5, expirationDate: '2026-12-18', sharesPerContract: 10 });
  });

  it('IV and greeks are returned as the stored fractions; quoteAsOf and openInterestDate null stay null', async () => {
    const body = await contract('TST', 'TST300101C00999000', seeded.ctx);
    expect(body.contract).toMatchObject({
      impliedVolatility: 0.4351, delta: 0.5123, gamma: 0.0412, theta: -0.0831, vega: 0.1172,
      snapshotDate: '2026-11-20', openInterestDate: null, quoteAsOf: null, bidPrice: 4.1, askPrice: 4.3, dayClose: 4.2,
    });
  });

  it('the newest reference row of a symbol wins: a contract marked inactive later is 404', async () => {
    await seedContract(seeded.store, { occ: 'TST261218P00050000', underlying: 'TST', type: 'Put', strike: 50, expiration: '2026-12-18', asOf: '2026-11-19 21:15:00' });
    expect((await contract('TST', 'TST261218P00050000', seeded.ctx)).contract.strikePrice).toBe(50);
    await seedContract(seeded.store, { occ: 'TST261218P00050000', underlying: 'TST', type: 'Put', strike: 50, expiration: '2026-12-18', active: false, asOf: '2026-11-20 21:15:00' });
    expect((await contractError('TST', 'TST261218P00050000', seeded.ctx)).status).toBe(404);
  });

  it('a chain whose expiration has active contracts but no captured snapshot is 503, not an empty chain', async () => {
    await seedContract(seeded.store, { occ: 'TST270115C00060000', underlying: 'TST', type: 'Call', strike: 60, expiration: '2027-01-15' });
    const error = await callError(seeded.ctx, 'options.chain', { ticker: 'TST' }, { expiration: '2027-01-15' });
    expect([error.status, error.code]).toEqual([503, 'service_unavailable']);
  });
});
