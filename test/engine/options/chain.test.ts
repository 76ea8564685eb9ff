import { beforeAll, describe, expect, it } from 'vitest';
import type { ChainResponse } from '../../../src/engine/options/schemas';
import type { SampleFixture } from '../../support/store';
import { call, callError, TEST_UPGRADE_URL } from '../../support/invoke';
import { asPlan, optionsFixture } from './support';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await optionsFixture();
});

const chain = (ticker: string, query: Record<string, string> = {}, ctx = fx.ctx) => call<ChainResponse>(ctx, 'options.chain', { ticker }, query);
const chainError = (ticker: string, query: Record<string, string> = {}, ctx = fx.ctx) => callError(ctx, 'options.chain', { ticker }, query);

describe('options.chain', () => {
  it('defaults to the nearest upcoming expiration', async () => {
    const body = await chain('AAPL');
    expect(body.expiration).toBe('2026-11-27');
    expect(body.contracts.every((c) => c.expirationDate === '2026-11-27')).toBe(true);
    expect(body).toMatchObject({ ticker: 'AAPL', companyName: 'Apple Inc.', quotesAvailable: true, returned: 30, total: 30, truncated: false });
  });

  it('orders contracts by strike, the call before the put at one strike', async () => {
    const body = await chain('SPY');
    const keys = body.contracts.map((c) => `${String(c.strikePrice).padStart(8, '0')}|${c.contractType}`);
    expect(keys).toEqual([...keys].sort());
    expect(body.contracts[0]!.contractType).toBe('Call');
    expect(body.contracts[1]!.contractType).toBe('Put');
  });

  it('serves the expiration asked for', async () => {
    const body = await chain('NVDA', { expiration: '2027-01-15' });
    expect(body.expiration).toBe('2027-01-15');
    expect(body.contracts.every((c) => c.expirationDate === '2027-01-15')).toBe(true);
  });

  it('an expiration that has passed or is not listed is a 400 naming expiration', async () => {
    const passed = await chainError('AAPL', { expiration: '2026-10-30' });
    expect([passed.status, passed.message]).toEqual([400, expect.stringContaining("Invalid parameter 'expiration'")]);
    const unlisted = await chainError('AAPL', { expiration: '2026-11-30' });
    expect([unlisted.status, unlisted.message]).toEqual([400, expect.stringContaining("Invalid parameter 'expiration'")]);
  });

  it('filters by minStrike, maxStrike and type, and total counts the filtered contracts', async () => {
    const all = await chain('AAPL');
    const strikes = [...new Set(all.contracts.map((c) => c.strikePrice))];
    const [low, high] = [strikes[3]!, strikes[6]!];
    const body = await chain('AAPL', { minStrike: String(low), maxStrike: String(high), type: 'put' });
    // Strikes 3..6 inclusive are four strikes, one put each.
    expect(body.total).toBe(4);
    expect(body.returned).toBe(4);
    expect(body.contracts.every((c) => c.contractType === 'Put' && c.strikePrice >= low && c.strikePrice <= high)).toBe(true);
    expect((await chain('AAPL', { type: 'CALL' })).contracts.every((c) => c.contractType === 'Call')).toBe(true);
  });

  it('truncated is true when rows are capped by limit; returned and total tell how many', async () => {
    const body = await chain('AAPL', { limit: '7' });
    expect([body.returned, body.total, body.truncated, body.contracts.length]).toEqual([7, 30, true, 7]);
  });

  it('limit defaults to 250 and is at most 500', async () => {
    const error = await chainError('AAPL', { limit: '501' });
    expect([error.status, error.message]).toEqual([400, "Invalid parameter 'limit': must be at most 500."]);
    expect((await chain('AAPL')).returned).toBe(30);
  });

  it('minStrike above maxStrike is a 400 naming minStrike; a bad type or strike is a 400', async () => {
    expect((await chainError('AAPL', { minStrike: '300', maxStrike: '200' })).message).toContain("Invalid parameter 'minStrike'");
    expect((await chainError('AAPL', { type: 'straddle' })).message).toBe("Invalid parameter 'type': must be call or put.");
    expect((await chainError('AAPL', { maxStrike: '-5' })).message).toContain("Invalid parameter 'maxStrike'");
  });

  it('the path names the exact underlying: BRK-A has no active contracts and answers 200 with expiration null and no contracts', async () => {
    const body = await chain('BRK-A');
    expect(body).toEqual({
      ticker: 'BRK-A', companyName: 'Berkshire Hathaway Inc. Class A', expiration: null, quotesAvailable: true, returned: 0, total: 0, truncated: false, contracts: [],
    });
  });

  it('BRK.B is read as BRK-B and returns only BRK-B contracts', async () => {
    const body = await chain('BRK.B');
    expect(body.ticker).toBe('BRK-B');
    expect(body.contracts.length).toBeGreaterThan(0);
    const underlyings = await fx.store.all<{ underlying: string }>(
      `SELECT DISTINCT underlying FROM option_contracts WHERE occ_symbol IN (${body.contracts.map(() => '?').join(',')})`,
      body.contracts.map((c) => c.occTicker),
    );
    expect(underlyings).toEqual([{ underlying: 'BRK-B' }]);
  });

  it('a confirmed expiration with an empty snapshot keeps its expiration and returns empty contracts (QQQ)', async () => {
    const body = await chain('QQQ', { expiration: '2026-12-04' });
    expect(body).toMatchObject({ ticker: 'QQQ', expiration: '2026-12-04', returned: 0, total: 0, truncated: false, contracts: [] });
    // The other expirations of QQQ do have contracts.
    expect((await chain('QQQ')).contracts.length).toBe(30);
  });

  it('unknown, inactive and delisted tickers are 404', async () => {
    expect((await chainError('ZZZZ')).status).toBe(404);
    expect((await chainError('SMPLD')).status).toBe(404);
  });

  it('the Free plan gets 403 forbidden with the upgrade link', async () => {
    const error = await chainError('AAPL', {}, { ...asPlan(fx.ctx, 'free'), upgradeUrl: TEST_UPGRADE_URL });
    expect([error.status, error.code]).toEqual([403, 'forbidden']);
    expect(error.message).toContain(TEST_UPGRADE_URL);
  });

  it('Plus gets the indicative view (delayed true), Pro real time (delayed false), with the same snapshot values', async () => {
    const plus = await chain('AAPL', {}, asPlan(fx.ctx, 'plus'));
    const pro = await chain('AAPL', {}, asPlan(fx.ctx, 'pro'));
    expect(plus.contracts.every((c) => c.delayed)).toBe(true);
    expect(pro.contracts.every((c) => !c.delayed)).toBe(true);
    expect(plus.contracts.map((c) => c.impliedVolatility)).toEqual(pro.contracts.map((c) => c.impliedVolatility));
  });

  it('snapshotDate and openInterestDate are each their own: different days, either null, never inferred', async () => {
    const contracts = (await Promise.all(['AAPL', 'SPY', 'NVDA'].map((t) => chain(t)))).flatMap((b) => b.contracts);
    expect(contracts.some((c) => c.snapshotDate !== null && c.openInterestDate !== null && c.snapshotDate !== c.openInterestDate)).toBe(true);
    expect(contracts.some((c) => c.snapshotDate !== null && c.openInterestDate === null)).toBe(true);
    expect(contracts.some((c) => c.snapshotDate === null && c.openInterestDate !== null)).toBe(true);
  });

  it('quoteAsOf null stays null (never replaced by the request time); bid or ask can be null', async () => {
    const contracts = (await chain('SPY')).contracts;
    expect(contracts.some((c) => c.quoteAsOf === null)).toBe(true);
    expect(contracts.some((c) => c.bidPrice === null && c.askPrice === null)).toBe(true);
    expect(contracts.every((c) => c.quoteAsOf === null || c.quoteAsOf < '2026-11-21T00:00:00Z')).toBe(true);
  });

  it('IV and greeks are decimal fractions', async () => {
    for (const c of (await chain('NVDA')).contracts) {
      expect(c.impliedVolatility!).toBeGreaterThan(0.05);
      expect(c.impliedVolatility!).toBeLessThan(2);
      expect(Math.abs(c.delta!)).toBeLessThanOrEqual(1);
      expect(c.contractType === 'Call' ? c.delta! >= 0 : c.delta! <= 0).toBe(true);
    }
  });

  it('options data disabled is 503 service_unavailable, never an empty answer', async () => {
    const { disabledOptionsProvider } = await import('../../../src/engine/options/disabled');
    const error = await chainError('AAPL', {}, { ...fx.ctx, options: disabledOptionsProvider });
    expect([error.status, error.code]).toEqual([503, 'service_unavailable']);
    const { options: _none, ...withoutProvider } = fx.ctx;
    expect((await chainError('AAPL', {}, withoutProvider)).status).toBe(503);
  });
});
