/**
 * The 13F reads on filings ingested in EDGAR's layouts: holders, ownership, activity, most-held, market
 * activity and the institution reads, and the vintage rules (an open filing window is flagged, a comparison
 * that is not meaningful says why instead of showing a change).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Activity, Changes, Consensus, Holders, MarketActivity, MostHeld, Ownership, Portfolio, Summary, SuperInvestors } from '../../../src/engine/institutions/schemas';
import { ingestAny } from '../../../src/store/ingest/index';
import { scratch } from '../../fixtures/ingest/helpers';
import { writeFiling, type Entry } from '../../fixtures/ingest/thirteenf-filings';
import { call, callError } from '../../support/invoke';
import { emptyStore, type SampleFixture } from '../../support/store';

const AAPL = '037833100';
const MSFT = '594918104';
const UNMAPPED = '88888Z101';
const files = scratch();
afterAll(() => files.remove());
let fx: SampleFixture | undefined;
afterEach(() => fx?.store.close());

const sh = (cusip: string, shares: number, price = 100): Entry => ({ cusip, shares, value: shares * price, name: cusip === AAPL ? 'APPLE INC' : 'OTHER CORP' });

/** Three filers over two quarters (Q2 and Q3 2026) and a CUSIP map naming AAPL and MSFT. */
async function seeded(now = '2026-11-21T15:00:00Z'): Promise<SampleFixture> {
  fx = await emptyStore(now);
  const dir = `${files.dir}/${Math.random().toString(36).slice(2)}`;
  const load = (name: string, cover: Parameters<typeof writeFiling>[2], entries: Entry[] | null) => ingestAny(fx!.store, fx!.clock, 'sec-13f', writeFiling(dir, name, cover, entries));
  await load('a2', { cik: '9999101', name: 'Alpha Capital', period: '2026-06-30', signed: '2026-08-10' }, [sh(AAPL, 100), sh(MSFT, 50)]);
  await load('a3', { cik: '9999101', name: 'Alpha Capital', period: '2026-09-30', signed: '2026-11-10' }, [sh(AAPL, 150, 120), sh(UNMAPPED, 5)]);
  await load('b2', { cik: '9999102', name: 'Beta Partners', period: '2026-06-30', signed: '2026-08-10' }, [sh(AAPL, 200)]);
  await load('b3', { cik: '9999102', name: 'Beta Partners', period: '2026-09-30', signed: '2026-11-10' }, [sh(AAPL, 120, 120), sh(MSFT, 30)]);
  await load('c3', { cik: '9999103', name: 'Gamma New', period: '2026-09-30', signed: '2026-11-12', reportType: '13F COMBINATION REPORT' }, [sh(AAPL, 10, 120)]);
  const map = files.write(`${dir.split('/').pop()}-map.csv`, `cusip,ticker,name\n${AAPL},AAPL,APPLE INC\n${MSFT},MSFT,MICROSOFT CORP\n`);
  await ingestAny(fx.store, fx.clock, 'cusip-map', map);
  return fx;
}

describe('stock reads', () => {
  it('holders: one row per filer, largest value first, totals over Shares positions and percentOfTotal a percent of them', async () => {
    const { ctx } = await seeded();
    const holders = await call<Holders>(ctx, 'institutions.holders', { ticker: 'AAPL' });
    expect(holders.data.map((r) => [r.name, r.shares, r.percentOfTotal, r.listedTicker, r.positionType])).toEqual([
      ['Alpha Capital', 150, 53.5714, 'AAPL', 'Shares'],
      ['Beta Partners', 120, 42.8571, 'AAPL', 'Shares'],
      ['Gamma New', 10, 3.5714, 'AAPL', 'Shares'],
    ]);
    expect(holders.meta).toMatchObject({ reportDate: '2026-09-30', isFilingWindowOpen: false, totalInstitutions: 3, totalShares: 280, totalValue: 33_600, total: 3 });
  });

  it('isCombinedQuarter: a holder filed a combination report that quarter', async () => {
    const { ctx } = await seeded();
    expect((await call<Holders>(ctx, 'institutions.holders', { ticker: 'AAPL' }, { reportDate: '2026-09-30' })).meta.isCombinedQuarter).toBe(true);
    expect((await call<Holders>(ctx, 'institutions.holders', { ticker: 'AAPL' }, { reportDate: '2026-06-30' })).meta.isCombinedQuarter).toBe(false);
  });

  it('a listing no CUSIP maps to is 404; a reportDate that is no quarter end is 400', async () => {
    const { ctx } = await seeded();
    expect((await callError(ctx, 'institutions.holders', { ticker: 'NVDA' })).status).toBe(404);
    const error = await callError(ctx, 'institutions.holders', { ticker: 'AAPL' }, { reportDate: '2026-09-29' });
    expect({ status: error.status, message: error.message }).toMatchObject({ status: 400, message: expect.stringContaining("'reportDate'") });
  });

  it('ownership: quarters newest first with the change of shares, none without the quarter before', async () => {
    const { ctx } = await seeded();
    const own = await call<Ownership>(ctx, 'institutions.ownership', { ticker: 'AAPL' });
    expect(own.data).toEqual([
      { reportDate: '2026-09-30', institutions: 3, totalShares: 280, totalValue: 33_600, changePercent: -6.6667, isCombinedQuarter: true, isFilingWindowOpen: false },
      { reportDate: '2026-06-30', institutions: 2, totalShares: 300, totalValue: 30_000, changePercent: null, isCombinedQuarter: false, isFilingWindowOpen: false },
    ]);
  });

  it('activity: buyers and sellers; a first 13F filer is flagged, and the sold-out position is marked', async () => {
    const { ctx } = await seeded();
    const act = await call<Activity>(ctx, 'institutions.activity', { ticker: 'MSFT' });
    expect(act).toMatchObject({ reportDate: '2026-09-30', previousReportDate: '2026-06-30', comparisonAvailable: true, comparisonUnavailableReason: null });
    expect(act.buyers).toEqual([{ name: 'Beta Partners', cik: '0009999102', previousShares: 0, currentShares: 30, deltaShares: 30, deltaValue: 3000, isNewPosition: true, isSoldOut: false, isFirst13F: false }]);
    expect(act.sellers).toEqual([{ name: 'Alpha Capital', cik: '0009999101', previousShares: 50, currentShares: 0, deltaShares: -50, deltaValue: -5000, isNewPosition: false, isSoldOut: true, isFirst13F: false }]);
    const aapl = await call<Activity>(ctx, 'institutions.activity', { ticker: 'AAPL' });
    expect(aapl.buyers.map((r) => [r.name, r.deltaShares, r.isFirst13F])).toEqual([['Alpha Capital', 50, false], ['Gamma New', 10, true]]);
  });
});

describe('vintage honesty: an open filing window is flagged and a change that is not yet meaningful is not shown', () => {
  it('while the quarter\'s window is open, activity names why and lists no change', async () => {
    const { ctx } = await seeded('2026-10-20T15:00:00Z');
    const act = await call<Activity>(ctx, 'institutions.activity', { ticker: 'AAPL' }, { reportDate: '2026-09-30' });
    expect(act).toMatchObject({ isFilingWindowOpen: true, comparisonAvailable: false, buyers: [], sellers: [] });
    expect(act.comparisonUnavailableReason).toContain('open until 2026-11-14');
    expect((await call<Holders>(ctx, 'institutions.holders', { ticker: 'AAPL' })).meta.isFilingWindowOpen).toBe(true);
    expect((await call<Ownership>(ctx, 'institutions.ownership', { ticker: 'AAPL' })).data[0]).toMatchObject({ isFilingWindowOpen: true, changePercent: null });
  });

  it('the default quarter of a read of changes is the newest whose window has closed; without the quarter before stored it says so', async () => {
    const { ctx } = await seeded('2026-10-20T15:00:00Z');
    const held = await call<MostHeld>(ctx, 'institutions.mostHeld', {});
    expect(held).toMatchObject({ reportDate: '2026-06-30', comparisonAvailable: false });
    expect(held.comparisonUnavailableReason).toContain('2026-03-31');
    expect(held.data.map((r) => [r.ticker, r.filerCount, r.deltaFilerCount])).toEqual([['AAPL', 2, null], ['MSFT', 1, null]]);
  });
});

describe('market-wide reads', () => {
  it('most-held: filers per stock, their change and percent of the quarter\'s filers', async () => {
    const { ctx } = await seeded();
    const held = await call<MostHeld>(ctx, 'institutions.mostHeld', {});
    expect(held).toMatchObject({ reportDate: '2026-09-30', filersInUniverse: 3, comparisonAvailable: true });
    expect(held.data).toEqual([
      { ticker: 'AAPL', company: 'APPLE INC', filerCount: 3, deltaFilerCount: 1, totalValue: 33_600, deltaValue: 3600, percentOfUniverse: 100 },
      { ticker: 'MSFT', company: 'MICROSOFT CORP', filerCount: 1, deltaFilerCount: 0, totalValue: 3000, deltaValue: -2000, percentOfUniverse: 33.3333 },
    ]);
  });

  it('market activity counts only filers that reported both quarters (a first filer is no buyer)', async () => {
    const { ctx } = await seeded();
    const bucket = async (name: string) => (await call<MarketActivity>(ctx, 'institutions.marketActivity', {}, { bucket: name })).data.map((r) => [r.ticker, r.deltaShares, r.filerCount]);
    expect(await bucket('top-buys')).toEqual([['AAPL', 50, 1], ['MSFT', 30, 1]]);
    expect(await bucket('top-sells')).toEqual([['AAPL', -80, 1], ['MSFT', -50, 1]]);
    expect(await bucket('new-positions')).toEqual([['MSFT', 30, 1]]);
    expect(await bucket('sold-out-positions')).toEqual([['MSFT', -50, 1]]);
  });
});

describe('institution reads', () => {
  it('search by name words or CIK', async () => {
    const { ctx } = await seeded();
    expect((await call<{ data: { cik: string }[] }>(ctx, 'institutions.search', {}, { query: 'beta' })).data.map((r) => r.cik)).toEqual(['0009999102']);
    expect((await call<{ data: { name: string }[] }>(ctx, 'institutions.search', {}, { query: '9999101' })).data[0]!.name).toBe('Alpha Capital');
  });

  it('portfolio keeps an unmapped position with listedTicker null; summary gives size, concentration and change', async () => {
    const { ctx } = await seeded();
    const portfolio = await call<Portfolio>(ctx, 'institutions.portfolio', { cik: '9999101' });
    expect(portfolio.data.map((r) => [r.cusip, r.listedTicker, r.percentOfPortfolio])).toEqual([[AAPL, 'AAPL', 97.2973], [UNMAPPED, null, 2.7027]]);
    const summary = await call<Summary>(ctx, 'institutions.summary', { cik: '0009999101' });
    expect(summary).toMatchObject({ portfolioValue: 18_500, positionCount: 2, largestPositionPercent: 97.2973, previousPortfolioValue: 15_000, qoqChangePercent: 23.3333, quartersReported: 2 });
  });

  it('changes: New, Added, Trimmed and Exited against the quarter before; a first 13F has nothing to compare', async () => {
    const { ctx } = await seeded();
    const changes = await call<Changes>(ctx, 'institutions.changes', { cik: '9999101' });
    expect(changes.data.map((r) => [r.cusip, r.change, r.deltaShares])).toEqual([[AAPL, 'Added', 50], [MSFT, 'Exited', -50], [UNMAPPED, 'New', 5]]);
    const first = await call<Changes>(ctx, 'institutions.changes', { cik: '9999103' });
    expect(first).toMatchObject({ comparisonAvailable: false, data: [] });
  });

  it('an unknown CIK is 404', async () => {
    const { ctx } = await seeded();
    expect((await callError(ctx, 'institutions.portfolio', { cik: '1' })).status).toBe(404);
  });

  it('consensus: stocks held by at least minFunds of the institutions; minFunds above their number is 400', async () => {
    const { ctx } = await seeded();
    const consensus = await call<Consensus>(ctx, 'institutions.consensus', {}, { institutions: '9999101,9999102,9999103', minFunds: '3' });
    expect(consensus.data.map((r) => [r.ticker, r.holderCount, r.holders])).toEqual([['AAPL', 3, ['0009999101', '0009999102', '0009999103']]]);
    expect((await callError(ctx, 'institutions.consensus', {}, { institutions: '9999101,9999102', minFunds: '3' })).status).toBe(400);
    expect((await callError(ctx, 'institutions.consensus', {}, { institutions: '9999101' })).status).toBe(400);
  });

  it('super-investors: the roster in order with real CIKs; a firm with no stored report is stale', async () => {
    const { ctx } = await seeded();
    const roster = await call<SuperInvestors>(ctx, 'institutions.superInvestors', {});
    expect(roster.data[0]).toEqual({ managerName: 'Warren Buffett', firmName: 'Berkshire Hathaway Inc', cik: '0001067983', portfolioValue: null, positionCount: null, qoqChangePercent: null, asOf: null, isStale: true });
  });
});
