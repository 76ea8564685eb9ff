import { beforeAll, describe, expect, it } from 'vitest';
import type { SampleFixture } from '../../support/store';
import { call, callError } from '../../support/invoke';
import type { ExpirationsResponse } from '../../../src/engine/options/schemas';
import { asPlan, optionsFixture } from './support';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await optionsFixture();
});

const expirations = (ticker: string, ctx = fx.ctx) => call<ExpirationsResponse>(ctx, 'options.expirations', { ticker });

describe('options.expirations', () => {
  it('lists the upcoming expirations of active contracts ascending, each with its contract count', async () => {
    const body = await expirations('AAPL');
    // Sample as of Friday 2026-11-20: the Friday on or after as-of + 7, 14, 28, 56, 91 and 182 days.
    expect(body.expirations.map((e) => e.expirationDate)).toEqual(['2026-11-27', '2026-12-04', '2026-12-18', '2027-01-15', '2027-02-19', '2027-05-21']);
    // Fifteen strikes (centre ± 7 steps), a call and a put on each.
    expect(body.expirations.every((e) => e.contractCount === 30)).toBe(true);
    expect(body).toMatchObject({ ticker: 'AAPL', companyName: 'Apple Inc.', truncated: false });
  });

  it('never lists an expiration that has passed, even with active reference rows', async () => {
    const stored = await fx.store.all<{ d: string }>("SELECT DISTINCT CAST(expiration_date AS VARCHAR) AS d FROM option_contracts WHERE underlying = 'AAPL' ORDER BY d");
    expect(stored[0]!.d).toBe('2026-10-30');
    expect((await expirations('AAPL')).expirations.some((e) => e.expirationDate === '2026-10-30')).toBe(false);
  });

  it('is open to every plan, Free included', async () => {
    const body = await expirations('SPY', asPlan(fx.ctx, 'free'));
    expect(body.expirations).toHaveLength(6);
  });

  it('accepts the dot form of a class share and answers for that class only (BRK.B)', async () => {
    const body = await expirations('BRK.B');
    expect(body.ticker).toBe('BRK-B');
    expect(body.expirations).toHaveLength(6);
    // BRK-B shares its issuer with BRK-A, so its name must be its own, which it is.
    expect(body.companyName).toBe('Berkshire Hathaway Inc. Class B');
  });

  it('a known listing with no active contracts (BRK-A) has no expirations, never its sibling class\'s', async () => {
    const body = await expirations('BRK-A');
    expect(body).toEqual({ ticker: 'BRK-A', companyName: 'Berkshire Hathaway Inc. Class A', truncated: false, expirations: [] });
  });

  it('an unknown ticker is 404', async () => {
    expect((await callError(fx.ctx, 'options.expirations', { ticker: 'ZZZZ' })).status).toBe(404);
  });

  it('an inactive or delisted listing is 404 although contracts are stored for it', async () => {
    const stored = await fx.store.one<{ n: number }>("SELECT count(*) AS n FROM option_contracts WHERE underlying = 'SMPLD'");
    expect(stored!.n).toBeGreaterThan(0);
    const error = await callError(fx.ctx, 'options.expirations', { ticker: 'SMPLD' });
    expect([error.status, error.code]).toEqual([404, 'not_found']);
  });

  it('counts upcoming expirations from the New York date of the clock', async () => {
    // 2026-11-28T04:30Z is still Friday 27 November in New York: that day's expiration is still listed.
    const late = { now: () => new Date('2026-11-28T04:30:00Z') };
    const body = await expirations('AAPL', { ...fx.ctx, clock: late });
    expect(body.expirations[0]!.expirationDate).toBe('2026-11-27');
    const next = { now: () => new Date('2026-11-28T05:30:00Z') };
    expect((await expirations('AAPL', { ...fx.ctx, clock: next })).expirations[0]!.expirationDate).toBe('2026-12-04');
  });
});
