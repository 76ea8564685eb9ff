/**
 * Mark source of a position (spec table "Mark source of a position", Portfolio rules 7, 9, 15): each row
 * of the table and each rule gets a test named after it. The clock is pinned at Saturday 2026-11-21 15:00
 * UTC, so the current session is Friday 2026-11-20.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import { LOCAL_CALLER, type EngineContext } from '../../../src/engine/context';
import type { LatestResponse } from '../../../src/engine/prices/schemas';
import { operationById } from '../../../src/operations/index';
import { invoke } from '../../../src/operations/invoke';
import { valuePortfolio } from '../../../src/engine/portfolios/valuation';
import type { Position } from '../../../src/engine/portfolios/valuation-schemas';
import { createQuoteBus } from '../../../src/quotes/bus';
import { emptyStore, type SampleFixture } from '../../support/store';
import { seedContract, seedSnapshot, snapshot } from '../options/seed';
import { seedBar, seedListing, seedLot, seedPortfolio } from './valuation-seed';

let f: SampleFixture;
beforeEach(async () => {
  f = await emptyStore();
});
afterEach(() => f.store.close());

/** A context whose quote bus holds one reading of `ticker` at `price`, traded at `at`. */
function withLiveReading(ticker: string, price: number, at: string, plan: EngineContext['caller']['plan'] = 'pro'): EngineContext {
  const bus = createQuoteBus();
  bus.publish({ ticker, price, bidPrice: null, askPrice: null, at: Date.parse(at), transport: 'WebSocket' });
  return { ...f.ctx, quotes: bus, caller: { ...LOCAL_CALLER, plan } };
}

/** Values a USD portfolio holding one lot of `ticker` (or of option `occ`) and returns its only position. */
async function valueOne(ticker: string, ctx: EngineContext = f.ctx, occ?: string): Promise<Position> {
  const reached = await seedPortfolio(f.store, 'USD');
  await seedLot(f.store, reached.portfolio.id, { ticker, occ, quantity: '10', cost: '1', acquired: '2026-01-05' });
  const v = await valuePortfolio(ctx, reached);
  expect(v.positions).toHaveLength(1);
  return v.positions[0]!;
}

describe('SettledClose', () => {
  it('SettledClose: the newest bar with positive volume, markAsOf the session of that close', async () => {
    await seedListing(f.store, { ticker: 'KO' });
    await seedBar(f.store, 'KO', '2026-11-18', 60);
    await seedBar(f.store, 'KO', '2026-11-19', 61.25);
    await seedBar(f.store, 'KO', '2026-11-20', 61.25, 0); // a zero-volume carry-forward candle is never a close
    const p = await valueOne('KO');
    expect(p).toMatchObject({ markSource: 'SettledClose', markPerUnit: 61.25, markAsOf: '2026-11-19', markUnavailableReason: null, marketValue: 612.5 });
  });
});

describe('SettledClose: only a settled session (the rule of /v1/prices/latest)', () => {
  /** The context at `now`: the store is the same, only the clock moves. */
  const at = (now: string, ctx: EngineContext = f.ctx): EngineContext => ({ ...ctx, clock: fixedClock(now) });

  it('SettledClose: a bar of a US session still trading is not a close (11:00 New York)', async () => {
    await seedListing(f.store, { ticker: 'AAPL' });
    await seedBar(f.store, 'AAPL', '2026-11-19', 228);
    await seedBar(f.store, 'AAPL', '2026-11-20', 230); // a provisional bar of the open session
    const p = await valueOne('AAPL', at('2026-11-20T16:00:00Z'));
    expect(p).toMatchObject({ markSource: 'SettledClose', markPerUnit: 228, markAsOf: '2026-11-19' });
    const latest = (await invoke(operationById('prices.latest'), at('2026-11-20T16:00:00Z'), {}, { tickers: 'AAPL' })) as LatestResponse;
    expect(latest.data[0]?.date).toBe(p.markAsOf);
  });

  it('SettledClose: the same bar is the close once the session has closed (16:00 New York)', async () => {
    await seedListing(f.store, { ticker: 'AAPL' });
    await seedBar(f.store, 'AAPL', '2026-11-19', 228);
    await seedBar(f.store, 'AAPL', '2026-11-20', 230);
    const p = await valueOne('AAPL', at('2026-11-20T21:00:00Z'));
    expect(p).toMatchObject({ markSource: 'SettledClose', markPerUnit: 230, markAsOf: '2026-11-20' });
  });

  it('SettledClose: a London session settles at 16:30 London time, not at the New York close', async () => {
    await seedListing(f.store, { ticker: 'XLON:VOD', currency: 'GBP' });
    await seedBar(f.store, 'XLON:VOD', '2026-11-19', 0.69);
    await seedBar(f.store, 'XLON:VOD', '2026-11-20', 0.7);
    expect(await valueOne('XLON:VOD', at('2026-11-20T16:00:00Z'))).toMatchObject({ markPerUnit: 0.69, markAsOf: '2026-11-19' });
  });

  it('LiveQuote: a live reading of the open session marks the position, not the provisional bar of that session', async () => {
    await seedListing(f.store, { ticker: 'AAPL' });
    await seedBar(f.store, 'AAPL', '2026-11-19', 228);
    await seedBar(f.store, 'AAPL', '2026-11-20', 230);
    const live = at('2026-11-20T16:00:00Z', withLiveReading('AAPL', 231.5, '2026-11-20T15:59:00Z'));
    expect(await valueOne('AAPL', live)).toMatchObject({ markSource: 'LiveQuote', markPerUnit: 231.5, markAsOf: '2026-11-20' });
  });
});

describe('LiveQuote', () => {
  it('LiveQuote only when a live reading belongs to a newer trading day than the settled close; markAsOf that trading day', async () => {
    await seedListing(f.store, { ticker: 'AAPL' });
    await seedBar(f.store, 'AAPL', '2026-11-19', 180);
    // Traded Friday 2026-11-20 13:00 New York: session 2026-11-20, newer than the 2026-11-19 close.
    const p = await valueOne('AAPL', withLiveReading('AAPL', 182.5, '2026-11-20T18:00:00Z'));
    expect(p).toMatchObject({ markSource: 'LiveQuote', markPerUnit: 182.5, markAsOf: '2026-11-20', marketValue: 1825 });
  });

  it('LiveQuote: once the official row for that day is written, SettledClose takes over again', async () => {
    await seedListing(f.store, { ticker: 'AAPL' });
    await seedBar(f.store, 'AAPL', '2026-11-20', 181);
    const p = await valueOne('AAPL', withLiveReading('AAPL', 182.5, '2026-11-20T20:30:00Z'));
    expect(p).toMatchObject({ markSource: 'SettledClose', markPerUnit: 181, markAsOf: '2026-11-20' });
  });

  it('LiveQuote: a listing with no settled close is marked by a live reading', async () => {
    await seedListing(f.store, { ticker: 'CRCL' });
    const p = await valueOne('CRCL', withLiveReading('CRCL', 95, '2026-11-20T15:00:00Z'));
    expect(p).toMatchObject({ markSource: 'LiveQuote', markPerUnit: 95, markAsOf: '2026-11-20' });
  });

  it('LiveQuote: a plan without intraday data (Free) is marked at the settled close', async () => {
    await seedListing(f.store, { ticker: 'AAPL' });
    await seedBar(f.store, 'AAPL', '2026-11-19', 180);
    const p = await valueOne('AAPL', withLiveReading('AAPL', 182.5, '2026-11-20T18:00:00Z', 'free'));
    expect(p).toMatchObject({ markSource: 'SettledClose', markAsOf: '2026-11-19' });
  });
});

describe('non-US listings', () => {
  it('a stock on another exchange is returned as ticker plus exchange and is marked at its settled close only', async () => {
    await seedListing(f.store, { ticker: 'XLON:VOD', currency: 'GBP', name: 'Vodafone Group Plc' });
    await seedBar(f.store, 'XLON:VOD', '2026-11-19', 0.71);
    // Even a newer live reading under the same key is never used for a non-US listing.
    const p = await valueOne('XLON:VOD', withLiveReading('XLON:VOD', 0.8, '2026-11-20T12:00:00Z'));
    expect(p).toMatchObject({ ticker: 'VOD', exchange: 'XLON', markSource: 'SettledClose', markPerUnit: 0.71, markAsOf: '2026-11-19', currency: 'GBP' });
  });
});

describe('OptionDailyClose', () => {
  const occ = 'NVDA261218C00150000';
  beforeEach(async () => {
    await seedListing(f.store, { ticker: 'NVDA' });
    await seedContract(f.store, { occ, underlying: 'NVDA', type: 'Call', strike: 150, expiration: '2026-12-18', shares: 100 });
  });

  it("OptionDailyClose: the contract's own daily snapshot, markAsOf the session the provider dated it with", async () => {
    await seedSnapshot(f.store, snapshot(occ, '2026-11-19 21:00:00', { close: 3.9, snapshotDate: '2026-11-19' }));
    await seedSnapshot(f.store, snapshot(occ, '2026-11-20 21:00:00', { close: 4.2, snapshotDate: '2026-11-20' }));
    const p = await valueOne('NVDA', f.ctx, occ);
    // 10 contracts × 100 shares × 4.20 = 4200.00
    expect(p).toMatchObject({ markSource: 'OptionDailyClose', markPerUnit: 4.2, markAsOf: '2026-11-20', marketValue: 4200 });
  });

  it('OptionDailyClose: markAsOf null means unknown, never today', async () => {
    await seedSnapshot(f.store, snapshot(occ, '2026-11-20 21:00:00', { close: 4.2, snapshotDate: null }));
    const p = await valueOne('NVDA', f.ctx, occ);
    expect(p).toMatchObject({ markSource: 'OptionDailyClose', markPerUnit: 4.2, markAsOf: null });
  });

  it('an option is never marked by its underlying: no daily close leaves it unpriced', async () => {
    await seedBar(f.store, 'NVDA', '2026-11-20', 150);
    const p = await valueOne('NVDA', f.ctx, occ);
    expect(p).toMatchObject({ markSource: null, markPerUnit: null, marketValue: null });
    expect(p.markUnavailableReason).toContain(occ);
  });

  it('expired is true for an option past its expiration', async () => {
    const old = 'NVDA261030C00150000';
    await seedContract(f.store, { occ: old, underlying: 'NVDA', type: 'Call', strike: 150, expiration: '2026-10-30', shares: 100 });
    await seedSnapshot(f.store, snapshot(old, '2026-10-30 21:00:00', { close: 0.05, snapshotDate: '2026-10-30' }));
    const reached = await seedPortfolio(f.store, 'USD');
    await seedLot(f.store, reached.portfolio.id, { ticker: 'NVDA', occ: old, quantity: '1', cost: '2', acquired: '2026-09-01' });
    await seedLot(f.store, reached.portfolio.id, { ticker: 'NVDA', occ, quantity: '1', cost: '2', acquired: '2026-09-01' });
    const v = await valuePortfolio(f.ctx, reached);
    expect(v.positions.map((p) => [p.occTicker, p.expired])).toEqual([[old, true], [occ, false]]);
  });
});

describe('no price is ever reported as zero', () => {
  it('an unpriced position has markSource null, markUnavailableReason set, and markPerUnit, marketValue, unrealizedGain all null', async () => {
    await seedListing(f.store, { ticker: 'BF-A' });
    const p = await valueOne('BF-A');
    expect(p).toMatchObject({ markSource: null, markPerUnit: null, markAsOf: null, marketValue: null, unrealizedGain: null, unrealizedGainPercent: null });
    expect(p.markUnavailableReason).toMatch(/No settled close/);
    expect(p.lots[0]).toMatchObject({ marketValue: null, unrealizedGain: null, convertedMarketValue: null });
  });

  it('a zero close or a zero option close is no reading: the instrument is unpriced, not worth 0', async () => {
    const occ = 'NVDA261218P00100000';
    await seedListing(f.store, { ticker: 'ZZZ' });
    await seedBar(f.store, 'ZZZ', '2026-11-20', 0);
    await seedListing(f.store, { ticker: 'NVDA' });
    await seedContract(f.store, { occ, underlying: 'NVDA', type: 'Put', strike: 100, expiration: '2026-12-18', shares: 100 });
    await seedSnapshot(f.store, snapshot(occ, '2026-11-20 21:00:00', { close: 0 }));
    const reached = await seedPortfolio(f.store, 'USD');
    await seedLot(f.store, reached.portfolio.id, { ticker: 'ZZZ', quantity: '5', cost: '1', acquired: '2026-01-05' });
    await seedLot(f.store, reached.portfolio.id, { ticker: 'NVDA', occ, quantity: '1', cost: '1', acquired: '2026-01-05' });
    const v = await valuePortfolio(f.ctx, reached);
    expect(v.positions.map((p) => [p.markSource, p.markPerUnit, p.marketValue])).toEqual([[null, null, null], [null, null, null]]);
    expect(v.unvaluedPositionCount).toBe(2);
  });
});

describe('splits', () => {
  it('quantities and costs are never restated for a stock split', async () => {
    await seedListing(f.store, { ticker: 'NVDA' });
    await seedBar(f.store, 'NVDA', '2026-11-20', 40);
    // A 4:1 split after the purchase: the lot still reads 10 shares at 160 as entered.
    await f.store.write((tx) =>
      tx.run("INSERT INTO splits VALUES ('NVDA', DATE '2026-06-10', 4, 1, TRUE, NULL, 'test', NULL, TIMESTAMP '2026-11-21 00:00:00')"),
    );
    const reached = await seedPortfolio(f.store, 'USD');
    await seedLot(f.store, reached.portfolio.id, { ticker: 'NVDA', quantity: '10', cost: '160', acquired: '2026-01-05' });
    const p = (await valuePortfolio(f.ctx, reached)).positions[0]!;
    expect(p.lots[0]).toMatchObject({ quantity: 10, costPerUnit: 160, costBasis: 1600 });
    expect(p).toMatchObject({ quantity: 10, costBasis: 1600, marketValue: 400 });
  });
});
