/** `GET /v1/indexes/{index}/forecast` over the sample (as of 2026-11-20): scorecards, buckets, plans, snapshots. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Forecast, ForecastRow } from '../../../src/engine/indexes/forecast-schemas';
import { PROBABILITY_MODEL, rulesOf } from '../../../src/engine/indexes/rules';
import type { EngineContext } from '../../../src/engine/context';
import { fixedClock } from '../../../src/core/clock';
import { CATALOGUE } from '../../../src/store/sample/catalogue';
import { call, callError, TEST_UPGRADE_URL } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const forecast = (index: string, ctx: EngineContext = fx.ctx) => call<Forecast>(ctx, 'indexes.forecast', { index });
const asPlan = (plan: 'free' | 'plus' | 'pro'): EngineContext => ({ ...fx.ctx, caller: { kind: 'account', id: `a-${plan}`, name: plan, plan } });
const rule = (row: ForecastRow, name: string) => row.scorecard.find((e) => e.rule === name);
const tickers = (rows: readonly ForecastRow[]) => rows.map((r) => r.ticker);
const everyRow = (f: Forecast) => Object.values(f.buckets).flatMap((b) => b.rows);

/** A sample store of its own (no snapshot written yet) without one company's facts of `concept`. */
async function storeWithout(concept: string, ticker: string): Promise<SampleFixture> {
  const own = await sampleStore();
  const issuer = CATALOGUE.find((p) => p.ticker === ticker)!.issuer;
  const deleted = await own.store.write((tx) => tx.run('DELETE FROM company_facts WHERE concept = ? AND entity_name = ?', [concept, issuer]));
  expect(deleted).toBeGreaterThan(0);
  return own;
}

describe('forecast kinds', () => {
  it('Screen for the S&P composites, Projection for Nasdaq-100 and the Russells', async () => {
    for (const slug of ['sp-500', 'sp-midcap-400', 'sp-smallcap-600']) expect((await forecast(slug)).kind).toBe('Screen');
    for (const slug of ['nasdaq-100', 'russell-1000', 'russell-2000']) expect((await forecast(slug)).kind).toBe('Projection');
  });

  it('the 30-stock average returns 404', async () => {
    const error = await callError(fx.ctx, 'indexes.forecast', { index: 'DJIA' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
  });

  it.each(['S&P', 'russell', 'FTSE 100'])('an ambiguous or unknown index (%s) is 404', async (index) => {
    const error = await callError(fx.ctx, 'indexes.forecast', { index });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
  });

  it('cites the rule source and the effective date of the thresholds', async () => {
    const f = await forecast('sp-500');
    expect(f).toMatchObject({ rulesEffectiveDate: '2025-07-01', rulesSourceUrl: rulesOf('sp-500')!.sourceUrl });
  });
});

describe('the S&P 500 screen and its probability model', () => {
  it('only the S&P 500 has a probability model (horizon, version, sources, calibration); the other composites stay raw screens', async () => {
    expect(await forecast('sp-500')).toMatchObject({
      probabilityHorizonDays: 90, probabilityModelVersion: PROBABILITY_MODEL.version, probabilitySource: PROBABILITY_MODEL.source,
      exitCalibrationMethod: PROBABILITY_MODEL.exitCalibrationMethod,
    });
    const mid = await forecast('sp-midcap-400');
    expect(mid).toMatchObject({ probabilityHorizonDays: null, probabilityModelVersion: null, exitCalibrationSource: null });
    expect(mid.buckets.likelyJoins.count).toBe(0);
  });

  it('an eligible non-member passing every rule is a candidate with a probability; rows ordered by probability', async () => {
    const f = await forecast('sp-500');
    expect(tickers(f.buckets.eligible.rows)).toEqual(['DIS']);
    const dis = f.buckets.eligible.rows[0]!;
    expect(dis.probability).toBeGreaterThan(0.5);
    expect(dis.scorecard.filter((e) => e.outcome !== 'NotApplied').every((e) => e.outcome === 'Pass')).toBe(true);
    expect(tickers(f.buckets.likelyJoins.rows)).toEqual(['DIS']);
    const exits = f.buckets.memberExits.rows.map((r) => r.probability!);
    expect(exits).toEqual([...exits].sort((a, b) => b - a));
  });

  it('the full member-exit distribution: every member has an exit probability', async () => {
    const f = await forecast('sp-500');
    const members = (await fx.store.one<{ n: number }>("SELECT count(*) AS n FROM index_fund_holdings WHERE fund = 'IVV' AND as_of_date = '2026-10-21' AND holding_ticker <> 'LBTYK'"))!.n;
    expect(f.buckets.memberExits.count).toBe(members);
    expect(f.buckets.memberExits.rows.every((r) => r.isMember && r.probability !== null && r.probability >= 0 && r.probability <= 1)).toBe(true);
  });

  it('a member whose listing is no tracked company (delisted after the fund\'s list) is unmeasured: counted, baseline exit probability, never dropped', async () => {
    const own = await sampleStore();
    try {
      await own.store.write((tx) => tx.run("UPDATE listings SET active = false WHERE ticker = 'JPM'"));
      const f = await call<Forecast>(own.ctx, 'indexes.forecast', { index: 'sp-500' });
      const before = await forecast('sp-500');
      expect(f.unmeasuredMemberCount).toBe(before.unmeasuredMemberCount + 1);
      expect(f.buckets.memberExits.count).toBe(before.buckets.memberExits.count);
      const jpm = f.buckets.memberExits.rows.find((r) => r.ticker === 'JPM')!;
      expect(jpm).toMatchObject({ isMember: true, marketCapUsd: null, probability: PROBABILITY_MODEL.exitBaseline });
      expect(new Set(jpm.scorecard.map((e) => e.outcome))).toEqual(new Set(['NotEvaluated', 'NotApplied']));
      expect(tickers([...f.buckets.atRiskMembers.rows, ...f.buckets.likelyExits.rows])).not.toContain('JPM');
    } finally {
      own.store.close();
    }
  });

  it('a member below the market-cap threshold is at risk, not a deterministic exit (a committee decides)', async () => {
    const f = await forecast('sp-500');
    const bf = f.buckets.atRiskMembers.rows.find((r) => r.ticker === 'BF-B')!;
    expect(rule(bf, 'MarketCap')!.outcome).toBe('Fail');
    expect(f.buckets.likelyExits.count).toBe(0);
  });

  it('NotEvaluated: a figure that could not be read; the member is counted in unmeasuredMemberCount, gets the baseline exit probability and stays out of the departure buckets', async () => {
    const f = await forecast('sp-500');
    const ko = f.buckets.memberExits.rows.find((r) => r.ticker === 'KO')!;
    expect(rule(ko, 'GaapEarnings')).toMatchObject({ outcome: 'NotEvaluated', value: null });
    expect(ko.probability).toBe(PROBABILITY_MODEL.exitBaseline);
    // KO (no earnings facts) and BRK-B (no facts at all).
    expect(f.unmeasuredMemberCount).toBe(2);
    expect(tickers([...f.buckets.atRiskMembers.rows, ...f.buckets.likelyExits.rows])).not.toContain('KO');
  });

  it('NotEvaluated blocks an entry verdict: a non-member passing every rule it is measured on is not eligible while one figure cannot be read', async () => {
    const own = await storeWithout('NetIncomeLoss', 'DIS');
    try {
      const f = await call<Forecast>(own.ctx, 'indexes.forecast', { index: 'sp-500' });
      expect(tickers(everyRow(f))).not.toContain('DIS');
      expect(f.buckets.eligible.count).toBe(0);
      // DIS is no member: the count of unmeasured members is the sample's two.
      expect(f.unmeasuredMemberCount).toBe(2);
    } finally {
      own.store.close();
    }
  });

  it('every row carries a probability from 0 to 1 and a scorecard of every entry rule; on a probability snapshot each bucket is in probability order, highest first', async () => {
    const f = await forecast('sp-500');
    const ruleNames = rulesOf('sp-500')!.rules.map((r) => r.rule);
    for (const row of everyRow(f)) {
      expect(row.probability).toBeGreaterThanOrEqual(0);
      expect(row.probability).toBeLessThanOrEqual(1);
      expect(row.scorecard.map((e) => e.rule)).toEqual(ruleNames);
    }
    for (const bucket of Object.values(f.buckets)) {
      const p = bucket.rows.map((r) => r.probability!);
      expect(p).toEqual([...p].sort((a, b) => b - a));
    }
    expect(f.buckets.atRiskMembers.count).toBeGreaterThan(0);
  });

  it('NotApplied: a rule run for nobody is disclosed and excluded from the verdict', async () => {
    const dis = (await forecast('sp-500')).buckets.eligible.rows[0]!;
    expect(rule(dis, 'SectorBalance')).toMatchObject({ outcome: 'NotApplied', value: null });
  });

  it('GAAP earnings: a loss in the latest quarter fails even when the trailing four quarters sum positive', async () => {
    const crcl = (await forecast('sp-midcap-400'));
    // CRCL is not in eligible: the earnings rule (and seasoning) fail.
    expect(tickers(crcl.buckets.eligible.rows)).not.toContain('CRCL');
  });
});

describe('projections', () => {
  it('Nasdaq-100: an eligible non-member ranked within the entry rank is a projected join; ranks by market cap', async () => {
    const f = await forecast('NDX');
    expect(tickers(f.buckets.likelyJoins.rows)).toEqual(['PEP']);
    expect(f.buckets.likelyJoins.rows[0]!.rank).toBeGreaterThan(0);
    expect(f.probabilityHorizonDays).toBeNull();
  });

  it('Nasdaq-100: a company in an excluded sector is not eligible', async () => {
    const f = await forecast('nasdaq-100');
    expect(tickers(f.buckets.eligible.rows)).not.toContain('CRCL');
  });

  it('in a projection the ranking is built without unmeasured members', async () => {
    const f = await forecast('russell-1000');
    expect(f.unmeasuredMemberCount).toBe(1);
    const ranked = [...f.buckets.eligible.rows, ...f.buckets.likelyJoins.rows, ...f.buckets.atRiskMembers.rows, ...f.buckets.likelyExits.rows];
    expect(tickers(ranked)).not.toContain('BRK-B');
  });

  it('a member whose market cap (the ranking measure) cannot be read is unmeasured: counted in unmeasuredMemberCount, never ranked, in no bucket', async () => {
    const own = await storeWithout('EntityCommonStockSharesOutstanding', 'AAPL');
    try {
      const before = await forecast('nasdaq-100');
      const f = await call<Forecast>(own.ctx, 'indexes.forecast', { index: 'nasdaq-100' });
      expect(f.unmeasuredMemberCount).toBe(before.unmeasuredMemberCount + 1);
      expect(tickers(everyRow(f))).not.toContain('AAPL');
    } finally {
      own.store.close();
    }
  });
});

describe('plans', () => {
  it('Free: candidatesLocked true, upgradeUrl set (the server\'s upgrade page), counts and calibration metadata kept, rows empty', async () => {
    const free = await forecast('sp-500', { ...asPlan('free'), upgradeUrl: TEST_UPGRADE_URL });
    const paid = await forecast('sp-500', asPlan('plus'));
    expect(free).toMatchObject({ candidatesLocked: true, upgradeUrl: TEST_UPGRADE_URL });
    // Every other field (counts aside: the calibration metadata, the model, the sources, the session) as a paid plan sees it.
    const metadata = ({ buckets: _b, candidatesLocked: _c, upgradeUrl: _u, ...rest }: Forecast) => rest;
    expect(metadata(free)).toEqual(metadata(paid));
    expect(free.exitCalibrationSource).not.toBeNull();
    // A server without an upgrade page links nowhere rather than to a page it does not have.
    expect((await forecast('sp-500', asPlan('free'))).upgradeUrl).toBeNull();
    for (const [name, bucket] of Object.entries(free.buckets)) {
      expect(bucket.rows).toEqual([]);
      expect(bucket.count).toBe(paid.buckets[name as keyof Forecast['buckets']].count);
    }
  });

  it.each(['plus', 'pro'] as const)('%s: candidatesLocked false, upgradeUrl null (even where the server has an upgrade page), rows populated', async (plan) => {
    const paid = await forecast('sp-500', { ...asPlan(plan), upgradeUrl: TEST_UPGRADE_URL });
    expect(paid).toMatchObject({ candidatesLocked: false, upgradeUrl: null });
    for (const bucket of Object.values(paid.buckets)) expect(bucket.rows.length).toBe(bucket.count);
    expect(paid.buckets.memberExits.count).toBeGreaterThan(0);
  });
});

describe('snapshots', () => {
  it('written per settled-close session; readers take the highest revision, and a model-version change appends a higher one', async () => {
    const first = await forecast('russell-2000');
    expect(first.sessionDate).toBe('2026-11-20');
    const again = await forecast('russell-2000');
    expect(again.revision).toBe(first.revision);
    const body = async (revision: number) =>
      (await fx.store.one<{ body: string }>("SELECT body FROM index_forecast_snapshots WHERE index_slug = 'russell-2000' AND revision = ?", [revision]))!.body;
    const written = await body(first.revision);
    // A snapshot written under another model version is older: the current version appends the next revision.
    await fx.store.write((tx) => tx.run("UPDATE index_forecast_snapshots SET model_version = 'older-model' WHERE index_slug = 'russell-2000'"));
    const next = await forecast('russell-2000');
    expect(next.revision).toBe(first.revision + 1);
    expect((await forecast('russell-2000')).revision).toBe(first.revision + 1);
    const stored = await fx.store.all<{ revision: number }>("SELECT revision FROM index_forecast_snapshots WHERE index_slug = 'russell-2000' ORDER BY revision");
    expect(stored.map((r) => r.revision)).toEqual([first.revision, first.revision + 1]);
    // Revisions are immutable: the older one keeps the body it was written with.
    expect(await body(first.revision)).toBe(written);
  });

  it('written per trading day from settled closes: a session still trading is not one, even with a provisional bar stored; the day it settles starts its own snapshot', async () => {
    // Friday 2026-11-20: the sample stores a bar of that day; at 11:00 New York the session is still trading.
    const own = await sampleStore('2026-11-20', '2026-11-20T16:00:00Z');
    try {
      const trading = await call<Forecast>(own.ctx, 'indexes.forecast', { index: 'sp-500' });
      expect(trading).toMatchObject({ sessionDate: '2026-11-19', revision: 1 });
      const settled = await call<Forecast>({ ...own.ctx, clock: fixedClock('2026-11-20T21:30:00Z') }, 'indexes.forecast', { index: 'sp-500' });
      expect(settled).toMatchObject({ sessionDate: '2026-11-20', revision: 1 });
      const days = await own.store.all<{ day: string; revision: number }>(
        "SELECT CAST(session_date AS VARCHAR) AS day, revision FROM index_forecast_snapshots WHERE index_slug = 'sp-500' ORDER BY day",
      );
      expect(days).toEqual([{ day: '2026-11-19', revision: 1 }, { day: '2026-11-20', revision: 1 }]);
    } finally {
      own.store.close();
    }
  });
});
