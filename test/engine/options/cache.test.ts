import { beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/core/clock';
import { serviceUnavailable } from '../../../src/core/errors';
import { cachedOptionsProvider } from '../../../src/engine/options/cache';
import { captureOptionsProvider } from '../../../src/engine/options/capture';
import { createOptionsProvider } from '../../../src/engine/options/config';
import type { OptionsProvider } from '../../../src/engine/options/provider';
import type { ChainResponse } from '../../../src/engine/options/schemas';
import { call, callError } from '../../support/invoke';
import { emptyStore, type SampleFixture } from '../../support/store';
import { seedContract, seedListing, seedRun, seedSnapshot, snapshot } from './seed';

/** A clock tests move by hand. */
const movableClock = (start: string): Clock & { advance(seconds: number): void } => {
  let at = Date.parse(start);
  return { now: () => new Date(at), advance: (seconds) => { at += seconds * 1000; } };
};

/** Wraps the capture provider, counting the calls that reach it. */
function counting(inner: OptionsProvider): OptionsProvider & { calls: number } {
  const counter = {
    kind: inner.kind,
    calls: 0,
    chain: (...a: Parameters<OptionsProvider['chain']>) => { counter.calls++; return inner.chain(...a); },
    contract: (...a: Parameters<OptionsProvider['contract']>) => { counter.calls++; return inner.contract(...a); },
  };
  return counter;
}

let fx: SampleFixture;
const OCC = 'CCH261218C00100000';
beforeEach(async () => {
  fx = await emptyStore();
  await seedListing(fx.store, 'CCH');
  await seedContract(fx.store, { occ: OCC, underlying: 'CCH', type: 'Call', strike: 100, expiration: '2026-12-18' });
  await seedRun(fx.store, 'CCH', '2026-12-18', '2026-11-20 21:15:00');
  await seedSnapshot(fx.store, snapshot(OCC, '2026-11-20 21:15:00', { iv: 0.4351, delta: 0.5123 }));
});

/** A newer snapshot of the same contract with other IV and greeks. */
async function newerSnapshot(): Promise<void> {
  await seedRun(fx.store, 'CCH', '2026-12-18', '2026-11-21 15:00:00');
  await seedSnapshot(fx.store, snapshot(OCC, '2026-11-21 15:00:00', { iv: 0.5, delta: 0.6 }));
}

describe('option snapshot cache', () => {
  it('serves a snapshot for 300 seconds by default, keeping its IV and greeks, then fetches again (by the context clock)', async () => {
    const clock = movableClock('2026-11-21T15:00:00Z');
    const inner = counting(captureOptionsProvider);
    const ctx = { ...fx.ctx, clock, options: cachedOptionsProvider(inner) };
    const first = await call<ChainResponse>(ctx, 'options.chain', { ticker: 'CCH' });
    expect(first.contracts[0]).toMatchObject({ impliedVolatility: 0.4351, delta: 0.5123 });
    await newerSnapshot();
    clock.advance(299);
    const cached = await call<ChainResponse>(ctx, 'options.chain', { ticker: 'CCH' });
    expect(cached.contracts[0]).toMatchObject({ impliedVolatility: 0.4351, delta: 0.5123 });
    expect(inner.calls).toBe(1);
    clock.advance(1);
    const fresh = await call<ChainResponse>(ctx, 'options.chain', { ticker: 'CCH' });
    expect(fresh.contracts[0]).toMatchObject({ impliedVolatility: 0.5, delta: 0.6 });
    expect(inner.calls).toBe(2);
  });

  it('caches the snapshot, not the answer: one cached snapshot serves other filters and plans', async () => {
    const clock = movableClock('2026-11-21T15:00:00Z');
    const inner = counting(captureOptionsProvider);
    const ctx = { ...fx.ctx, clock, options: cachedOptionsProvider(inner) };
    await call(ctx, 'options.chain', { ticker: 'CCH' });
    const puts = await call<ChainResponse>(ctx, 'options.chain', { ticker: 'CCH' }, { type: 'put' });
    const plus = await call<ChainResponse>({ ...ctx, caller: { kind: 'account', id: 'a', name: 'a', plan: 'plus' } }, 'options.chain', { ticker: 'CCH' });
    expect([puts.total, plus.contracts[0]!.delayed, inner.calls]).toEqual([0, true, 1]);
  });

  it('the lifetime is configurable', async () => {
    const clock = movableClock('2026-11-21T15:00:00Z');
    const ctx = { ...fx.ctx, clock, options: createOptionsProvider({ kind: 'capture', cacheSeconds: 10 }) };
    await call(ctx, 'options.contract', { ticker: 'CCH' }, { symbol: OCC });
    await newerSnapshot();
    clock.advance(9);
    expect((await call<{ contract: { impliedVolatility: number } }>(ctx, 'options.contract', { ticker: 'CCH' }, { symbol: OCC })).contract.impliedVolatility).toBe(0.4351);
    clock.advance(1);
    expect((await call<{ contract: { impliedVolatility: number } }>(ctx, 'options.contract', { ticker: 'CCH' }, { symbol: OCC })).contract.impliedVolatility).toBe(0.5);
  });

  it('a failure is not cached: the next call asks the provider again', async () => {
    let fail = true;
    const flaky: OptionsProvider = {
      kind: 'upstream',
      chain: (...a) => (fail ? Promise.reject(serviceUnavailable('down')) : captureOptionsProvider.chain(...a)),
      contract: (...a) => captureOptionsProvider.contract(...a),
    };
    const ctx = { ...fx.ctx, options: cachedOptionsProvider(flaky) };
    expect((await callError(ctx, 'options.chain', { ticker: 'CCH' })).status).toBe(503);
    fail = false;
    expect((await call<ChainResponse>(ctx, 'options.chain', { ticker: 'CCH' })).contracts).toHaveLength(1);
  });
});
