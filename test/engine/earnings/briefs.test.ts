/** Earnings briefs and their narrative shift (spec: Brief response, Earnings calls and investor events, Limits). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jaccard, narrativeShift, pointWords, SAME_POINT, samePoint, stem } from '../../../src/engine/earnings/narrative-shift';
import type { Briefs } from '../../../src/engine/earnings/schemas';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call, callError } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const briefs = (query: Record<string, string> = {}) => call<Briefs>(fx.ctx, 'earnings.briefs', { ticker: 'DIS' }, query);

describe('GET /v1/stocks/{ticker}/earnings-briefs', () => {
  it('limit defaults to 2 quarters, newest first', async () => {
    expect((await briefs()).data.map((b) => [b.fiscalYear, b.fiscalQuarter])).toEqual([[2026, 4], [2026, 2]]);
  });

  it('only calls with an approved brief appear, so returned quarters can be non-consecutive', async () => {
    const all = await briefs({ limit: '8' });
    expect(all.data.map((b) => `Q${b.fiscalQuarter} FY${b.fiscalYear}`)).toEqual(['Q4 FY2026', 'Q2 FY2026', 'Q1 FY2026']);
  });

  it('limit max 8 (9 is 400); a quarter outside 1 to 4 is 400 invalid_parameter; a quarter needs its year', async () => {
    expect((await callError(fx.ctx, 'earnings.briefs', { ticker: 'DIS' }, { limit: '9' })).message).toContain("'limit'");
    const bad = await callError(fx.ctx, 'earnings.briefs', { ticker: 'DIS' }, { fiscalYear: '2026', fiscalQuarter: '5' });
    expect([bad.status, bad.code, bad.message.includes("'fiscalQuarter'")]).toEqual([400, 'invalid_parameter', true]);
    expect((await callError(fx.ctx, 'earnings.briefs', { ticker: 'DIS' }, { fiscalQuarter: '2' })).message).toContain("'fiscalQuarter'");
  });

  it('fiscalYear and fiscalQuarter fetch one period (its shift still against the older approved brief); an unapproved one is empty', async () => {
    const one = await briefs({ fiscalYear: '2026', fiscalQuarter: '2' });
    expect(one.data).toHaveLength(1);
    expect(one.data[0]!.narrativeShift).toMatchObject({ priorFiscalYear: 2026, priorFiscalQuarter: 1 });
    expect((await briefs({ fiscalYear: '2026', fiscalQuarter: '3' })).data).toEqual([]);
    expect((await briefs({ fiscalYear: '2026', limit: '8' })).data).toHaveLength(3);
  });

  it('narrativeShift against the immediately older APPROVED brief (skipping an unapproved one); null only for the oldest', async () => {
    const [q4, q2, q1] = (await briefs({ limit: '8' })).data;
    expect(q4!.narrativeShift).toEqual({
      priorFiscalYear: 2026, priorFiscalQuarter: 2, derived: true,
      newBullish: ['Full-year revenue guidance initiated above the prior year'],
      newBearish: ['Content spending to rise next year'],
      noLongerRaised: ['Parks attendance held steady', 'Linear TV advertising revenue declined', 'Cruise line costs rose ahead of new ship launches'],
    });
    expect(q2!.narrativeShift).toMatchObject({ priorFiscalQuarter: 1, newBullish: [], newBearish: ['Cruise line costs rose ahead of new ship launches'], noLongerRaised: [] });
    expect(q1!.narrativeShift).toBeNull();
  });

  it('guidanceComparison: issuedAtCall groups the call\'s guidance by its filing', async () => {
    const [q4] = (await briefs()).data;
    const issued = q4!.guidanceComparison!.issuedAtCall;
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ filedDate: '2026-11-04', form: '8-K', filingUrl: null });
    expect(issued[0]!.items.map((i) => `${i.metric} ${i.period}`)).toEqual(['Revenue Q1 FY2027', 'Adjusted diluted EPS Q1 FY2027', 'Revenue FY2027', 'Operating margin FY2027', 'Diluted EPS FY2027']);
  });

  it('reportedVsCompanyGuidance compares the reported period\'s filed GAAP actual with the latest company range announced before the call', async () => {
    const [q4] = (await briefs()).data;
    const reported = q4!.guidanceComparison!.reportedVsCompanyGuidance;
    // Fourth quarter call: the quarter (derived) and the fiscal year; the FY2026 ranges come from the Q3 call, the latest before it.
    expect(reported.map((r) => [r.item.metric, r.item.period, r.guidanceFiledDate, r.item.actualVerdict])).toEqual([
      ['Revenue', 'Q4 FY2026', '2026-08-04', 'below'],
      ['Revenue', 'FY2026', '2026-08-04', 'above'],
      ['Diluted EPS', 'FY2026', '2026-08-04', 'below'],
    ]);
    expect(reported[0]!.item.actualIsDerived).toBe(true);
    expect(reported.every((r) => r.guidanceForm === '8-K')).toBe(true);
    // The non-GAAP and percent rows are never settled, so never compared.
    expect(reported.some((r) => r.item.basis === 'non-GAAP' || r.item.unit === 'percent')).toBe(false);
  });

  it('quotes carry the speaker only when trusted', async () => {
    const [q4] = (await briefs()).data;
    expect(q4!.quotes).toEqual([
      { text: 'Streaming subscribers grew again in the quarter', speakerName: 'Sample Alex Rivera', speakerRole: 'Chief Executive Officer', startSeconds: 60 },
      { text: 'How should we think about content spending next year?', speakerName: null, speakerRole: 'Analyst', startSeconds: 240 },
    ]);
  });

  it('an unknown ticker is 404; a known company without briefs is an empty list', async () => {
    expect((await callError(fx.ctx, 'earnings.briefs', { ticker: 'ZZZZ' }, {})).status).toBe(404);
    expect((await call<Briefs>(fx.ctx, 'earnings.briefs', { ticker: 'JPM' }, {})).data).toEqual([]);
  });
});

describe('the narrative shift\'s fuzzy comparison (deterministic, thresholds as documented)', () => {
  it('normalises: lower case, punctuation stripped, stop words dropped, crude stemming', () => {
    expect([...pointWords('Streaming subscribers GREW, again in the quarter!')]).toEqual(['stream', 'subscriber', 'grew', 'again', 'quarter']);
    expect([stem('costs'), stem('rises'), stem('launched'), stem('gas'), stem('ring')]).toEqual(['cost', 'ris', 'launch', 'gas', 'ring']);
  });

  it(`two points are the same point at a token-set Jaccard of ${SAME_POINT} or more, and not below`, () => {
    expect(SAME_POINT).toBe(0.5);
    // {margin, expand, year} vs {margin, expand}: 2 / 3.
    expect(samePoint('Margins expand this year', 'Margins expanded')).toBe(true);
    // Exactly one half: {revenue, grew} vs {revenue, grew, china, strong}.
    expect(jaccard(pointWords('Revenue grew'), pointWords('Revenue grew strongly in China'))).toBe(0.5);
    expect(samePoint('Revenue grew', 'Revenue grew strongly in China')).toBe(true);
    // Just below: 2 / 5.
    expect(jaccard(pointWords('Revenue grew'), pointWords('Revenue grew strongly in China and Japan'))).toBe(0.4);
    expect(samePoint('Revenue grew', 'Revenue grew strongly in China and Japan')).toBe(false);
    expect(samePoint('The', 'a')).toBe(true);
  });

  it('newBullish, newBearish and noLongerRaised; derived is always true', () => {
    const shift = narrativeShift(
      { fiscalYear: 2027, fiscalQuarter: 1, bullish: ['Demand is strong', 'New product launched'], bearish: ['Costs rose'] },
      { fiscalYear: 2026, fiscalQuarter: 4, bullish: ['Strong demand'], bearish: ['Pricing pressure'] },
    );
    expect(shift).toEqual({ priorFiscalYear: 2026, priorFiscalQuarter: 4, derived: true, newBullish: ['New product launched'], newBearish: ['Costs rose'], noLongerRaised: ['Pricing pressure'] });
  });
});
