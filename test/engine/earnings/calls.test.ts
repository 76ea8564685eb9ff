/**
 * The earnings-call, transcript and event reads against the sample set (spec: Earnings and investor-event
 * resources, States and transitions, Earnings calls and investor events, Errors, Limits).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventIdOf } from '../../../src/engine/earnings/ids';
import type { EarningsCall, InvestorEvents, Transcript } from '../../../src/engine/earnings/schemas';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call, callError } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const earningsCall = (ticker: string, fy: number, fq: number) => call<EarningsCall>(fx.ctx, 'earnings.call', { ticker, fiscalYear: String(fy), fiscalQuarter: String(fq) });
const row = (c: EarningsCall, metric: string, period: string) => c.guidance.find((g) => g.metric === metric && g.period === period)!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('GET /v1/stocks/{ticker}/earnings-calls/{fiscalYear}/{fiscalQuarter}', () => {
  it('returns the Earnings-call event with every field the spec lists', async () => {
    const c = await earningsCall('DIS', 2026, 4);
    expect(Object.keys(c).sort()).toEqual([
      'callDate', 'corrections', 'earningsReleaseDocumentId', 'eventType', 'eventTypeName', 'fiscalQuarter', 'fiscalYear', 'guidance', 'guidanceStatus',
      'hasAudio', 'hasSlides', 'hasTranscript', 'id', 'status', 'statusName', 'ticker', 'title', 'transcriptDocumentId', 'webcastUrl',
    ]);
    expect(c).toMatchObject({ ticker: 'DIS', eventType: 'EarningsCall', eventTypeName: 'Earnings Call', status: 'Concluded', statusName: 'Concluded', hasTranscript: true, fiscalYear: 2026, fiscalQuarter: 4, callDate: '2026-11-04' });
  });

  it('fiscal periods follow the company\'s own fiscal calendar, which can run ahead of the calendar year (stored and read as given)', async () => {
    const q1 = await earningsCall('DIS', 2026, 1);
    // DIS's fiscal 2026 Q1 is the calendar quarter ending December 2025: its call is in February 2026.
    expect(q1.callDate).toBe('2026-02-04');
    const events = await call<InvestorEvents>(fx.ctx, 'earnings.events', { ticker: 'DIS' }, { eventType: 'EarningsCall' });
    expect(events.data[0]).toMatchObject({ fiscalYear: 2027, fiscalQuarter: 1, eventDate: '2027-02-04' });
  });

  it('event ids and document ids are deterministic uuids from durable keys, not insertion order', async () => {
    const c = await earningsCall('DIS', 2026, 4);
    expect(c.id).toBe(eventIdOf({ ticker: 'DIS', eventType: 'EarningsCall', fiscalYear: 2026, fiscalQuarter: 4, eventDate: 'ignored for a call' }));
    expect(c.transcriptDocumentId).toMatch(UUID);
    expect(c.earningsReleaseDocumentId).toMatch(UUID);
    expect((await earningsCall('DIS', 2026, 3)).transcriptDocumentId).toBeNull();
  });

  it('a quarter outside 1 to 4 is 400 invalid_parameter naming fiscalQuarter; an unknown quarter is 404', async () => {
    const bad = await callError(fx.ctx, 'earnings.call', { ticker: 'DIS', fiscalYear: '2026', fiscalQuarter: '5' });
    expect([bad.status, bad.code]).toEqual([400, 'invalid_parameter']);
    expect(bad.message).toContain("'fiscalQuarter'");
    expect((await callError(fx.ctx, 'earnings.call', { ticker: 'DIS', fiscalYear: '2026', fiscalQuarter: '0' })).status).toBe(400);
    const missing = await callError(fx.ctx, 'earnings.call', { ticker: 'DIS', fiscalYear: '2019', fiscalQuarter: '1' });
    expect([missing.status, missing.code]).toEqual([404, 'not_found']);
    expect((await callError(fx.ctx, 'earnings.call', { ticker: 'ZZZZ', fiscalYear: '2026', fiscalQuarter: '1' })).status).toBe(404);
  });

  it('guidance rows: unit USD or percent, point guidance has low = high, midpoint = (low + high) / 2, basis nullable', async () => {
    const c = await earningsCall('DIS', 2026, 3);
    for (const g of c.guidance) expect(g.midpoint).toBe((g.low + g.high) / 2);
    expect(row(c, 'Diluted EPS', 'FY2026')).toMatchObject({ low: 4.6, high: 4.6, unit: 'USD', basis: 'GAAP', fromTable: true });
    expect(row(c, 'Operating margin', 'FY2026')).toMatchObject({ unit: 'percent', low: 13, high: 15, midpoint: 14, basis: null });
  });

  it('changeVsPrior against the immediately earlier call: Raised, Lowered and Maintained by midpoint, Initiated when it guided none', async () => {
    const c = await earningsCall('DIS', 2026, 3);
    expect(row(c, 'Revenue', 'FY2026')).toMatchObject({ changeVsPrior: 'Raised', priorGuidanceRange: { low: 92.7e9, high: 93.7e9 } });
    expect(row(c, 'Operating margin', 'FY2026')).toMatchObject({ changeVsPrior: 'Lowered', priorGuidanceRange: { low: 14, high: 16 } });
    expect(row(c, 'Revenue', 'Q4 FY2026').changeVsPrior).toBe('Initiated');
  });

  it('priorGuidanceRange only when the comparable prior was two-sided: a point prior gives null', async () => {
    const c = await earningsCall('DIS', 2026, 3);
    expect(row(c, 'Diluted EPS', 'FY2026')).toMatchObject({ changeVsPrior: 'Maintained', priorGuidanceRange: null });
    expect(row(c, 'Revenue', 'Q4 FY2026').priorGuidanceRange).toBeNull();
  });

  it('changeVsPrior is null when not comparable: the company\'s oldest call on file has no earlier call', async () => {
    const events = await call<InvestorEvents>(fx.ctx, 'earnings.events', { ticker: 'DIS' }, { eventType: 'EarningsCall', startDate: '2020-01-01', limit: '50' });
    const oldest = events.data.at(-1)!;
    const c = await earningsCall('DIS', oldest.fiscalYear!, oldest.fiscalQuarter!);
    expect(c.guidance.length).toBeGreaterThan(0);
    expect(c.guidance.every((g) => g.changeVsPrior === null && g.priorGuidanceRange === null)).toBe(true);
  });

  it('actuals come only from filed GAAP revenue or diluted-EPS facts; verdict above / within / below against low and high', async () => {
    const c = await earningsCall('DIS', 2026, 3);
    expect(row(c, 'Revenue', 'FY2026')).toMatchObject({ actual: 95.1e9, actualVerdict: 'above', actualIsDerived: false });
    expect(row(c, 'Diluted EPS', 'FY2026')).toMatchObject({ actual: 4.5, actualVerdict: 'below' });
    // Operating margin is neither revenue nor EPS: no actual.
    expect(row(c, 'Operating margin', 'FY2026')).toMatchObject({ actual: null, actualVerdict: null });
    const q2 = await earningsCall('DIS', 2026, 2);
    const q3Revenue = row(q2, 'Revenue', 'Q3 FY2026');
    expect(q3Revenue.actual).not.toBeNull();
    expect(q3Revenue.actualVerdict).toBe(q3Revenue.actual! > q3Revenue.high ? 'above' : q3Revenue.actual! < q3Revenue.low ? 'below' : 'within');
    const verdicts = new Set<string | null>();
    for (const [fy, fq] of [[2025, 3], [2025, 4], [2026, 1], [2026, 2], [2026, 3]] as const) {
      verdicts.add(row(await earningsCall('DIS', fy, fq), 'Revenue', fq === 4 ? `Q1 FY${fy + 1}` : `Q${fq + 1} FY${fy}`).actualVerdict);
    }
    expect([...verdicts].sort()).toEqual(['above', 'below', 'within']);
  });

  it('never compares a non-GAAP guidance row with a GAAP actual', async () => {
    const c = await earningsCall('DIS', 2026, 2);
    const adjusted = row(c, 'Adjusted diluted EPS', 'Q3 FY2026');
    expect(adjusted.basis).toBe('non-GAAP');
    expect(adjusted).toMatchObject({ actual: null, actualVerdict: null, actualIsDerived: false });
  });

  it('a fourth quarter with no filed Q4 fact is derived as full year less nine months of revenue (actualIsDerived); never for EPS', async () => {
    const c = await earningsCall('DIS', 2026, 3);
    const q4 = row(c, 'Revenue', 'Q4 FY2026');
    expect(q4).toMatchObject({ actualIsDerived: true, actualVerdict: 'below' });
    const nine = await fx.store.one<{ v: number }>("SELECT value AS v FROM company_facts WHERE cik = 1744489 AND concept = 'Revenues' AND fiscal_period = 'Q3' AND fiscal_year = 2026 AND date_diff('day', period_start, period_end) > 200");
    expect(q4.actual).toBe(95.1e9 - nine!.v);
  });

  it('actuals stay null until the period\'s facts are filed', async () => {
    const c = await earningsCall('DIS', 2026, 4);
    expect(row(c, 'Revenue', 'Q1 FY2027')).toMatchObject({ actual: null, actualVerdict: null });
    expect(row(c, 'Revenue', 'FY2027').actual).toBeNull();
  });

  it('guidanceStatus: approved (extraction ran), notExtracted (a release linked, not extracted), null (no release linked)', async () => {
    expect((await earningsCall('DIS', 2026, 4)).guidanceStatus).toBe('approved');
    const jpm = await call<InvestorEvents>(fx.ctx, 'earnings.events', { ticker: 'JPM' }, {});
    const [newest, older] = jpm.data;
    const notExtracted = await earningsCall('JPM', newest!.fiscalYear!, newest!.fiscalQuarter!);
    expect(notExtracted).toMatchObject({ guidanceStatus: 'notExtracted', guidance: [] });
    expect(notExtracted.earningsReleaseDocumentId).toMatch(UUID);
    const none = await earningsCall('JPM', older!.fiscalYear!, older!.fiscalQuarter!);
    expect(none).toMatchObject({ guidanceStatus: null, guidance: [], earningsReleaseDocumentId: null });
  });

  it('event status: Concluded for held calls, Scheduled for a future call', async () => {
    expect((await earningsCall('DIS', 2027, 1))).toMatchObject({ status: 'Scheduled', statusName: 'Scheduled', hasTranscript: false, guidanceStatus: null });
  });
});

describe('GET …/earnings-calls/{fiscalYear}/{fiscalQuarter}/speakers and /v1/investor-events/{eventId}/speakers', () => {
  const speakers = (query: Record<string, string> = {}) => call<Transcript>(fx.ctx, 'earnings.speakers', { ticker: 'DIS', fiscalYear: '2026', fiscalQuarter: '4' }, query);

  it('pages turns: turnCount counts this response, advancing offset by turnCount until hasMore is false reads every turn once', async () => {
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const page = await speakers({ limit: '3', offset: String(offset) });
      expect(page.turnCount).toBe(page.data.length);
      expect(page.totalTurnCount).toBe(7);
      expect(page.offset).toBe(offset);
      seen.push(...page.data.map((t) => t.text));
      if (!page.hasMore) break;
      offset += page.turnCount;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const past = await speakers({ offset: '50' });
    expect([past.turnCount, past.hasMore, past.data]).toEqual([0, false, []]);
  });

  it('limit default 50, max 200 (above is 400 naming limit); offset max 100000', async () => {
    expect((await speakers()).turnCount).toBe(7);
    expect((await callError(fx.ctx, 'earnings.speakers', { ticker: 'DIS', fiscalYear: '2026', fiscalQuarter: '4' }, { limit: '201' })).message).toContain("'limit'");
    expect((await callError(fx.ctx, 'earnings.speakers', { ticker: 'DIS', fiscalYear: '2026', fiscalQuarter: '4' }, { offset: '100001' })).message).toContain("'offset'");
    expect((await speakers({ limit: '200', offset: '100000' })).turnCount).toBe(0);
  });

  it('speakerName only when the identity is trusted; otherwise null with the neutral speakerIndex and a role label when known', async () => {
    const { data } = await speakers();
    expect(data[0]).toMatchObject({ speakerIndex: 0, speakerName: null, speakerRole: 'Operator' });
    expect(data[1]).toMatchObject({ speakerIndex: 1, speakerName: 'Sample Alex Rivera', speakerRole: 'Chief Executive Officer' });
    expect(data[4]).toMatchObject({ speakerIndex: 3, speakerName: null, speakerRole: 'Analyst' });
    // The same speaker keeps one index across turns.
    expect(data[5]!.speakerIndex).toBe(1);
    expect(data[3]!.speakerIndex).toBe(0);
  });

  it('corrections sit beside the text, which is never edited', async () => {
    const page = await speakers();
    expect(page.corrections).toEqual([{
      turnIndex: 2, speakerIndex: 2, spokenText: '3.9 billion dollars', correctedText: '$3.8 billion', correctedValue: 3.8e9, unit: 'USD',
      source: { form: '10-K', filedDate: '2026-11-11', url: null },
    }]);
    expect(page.data[2]!.text).toContain('3.9 billion dollars');
    expect(page.data[2]!.text).not.toContain('3.8');
    expect((await earningsCall('DIS', 2026, 4)).corrections).toEqual(page.corrections);
  });

  it('a call without a captured transcript is 404', async () => {
    expect((await callError(fx.ctx, 'earnings.speakers', { ticker: 'DIS', fiscalYear: '2026', fiscalQuarter: '3' }, {})).status).toBe(404);
  });

  it('a non-earnings event\'s transcript by id (fiscal period null); an earnings call\'s id gives the same turns as its period read', async () => {
    const events = await call<InvestorEvents>(fx.ctx, 'earnings.events', { ticker: 'DIS' }, { eventType: 'InvestorDay' });
    const day = await call<Transcript>(fx.ctx, 'earnings.eventSpeakers', { eventId: events.data[0]!.id }, {});
    expect(day).toMatchObject({ fiscalYear: null, fiscalQuarter: null, totalTurnCount: 3, eventTitle: 'Sample Walt Disney Investor Day' });
    expect(day.data[2]).toMatchObject({ speakerName: null, speakerIndex: 2 });
    const byPeriod = await speakers();
    const byId = await call<Transcript>(fx.ctx, 'earnings.eventSpeakers', { eventId: byPeriod.eventId }, {});
    expect(byId).toEqual(byPeriod);
  });

  it('an event id that is not a uuid is 400 naming eventId; an unknown one is 404', async () => {
    const bad = await callError(fx.ctx, 'earnings.eventSpeakers', { eventId: 'nope' }, {});
    expect([bad.status, bad.message.includes("'eventId'")]).toEqual([400, true]);
    expect((await callError(fx.ctx, 'earnings.eventSpeakers', { eventId: '00000000-0000-5000-8000-000000000000' }, {})).status).toBe(404);
  });
});

describe('GET /v1/stocks/{ticker}/investor-events', () => {
  it('newest first within a year either side of today; every row carries the fields, earnings calls their fiscal period', async () => {
    const page = await call<InvestorEvents>(fx.ctx, 'earnings.events', { ticker: 'DIS' }, {});
    const dates = page.data.map((e) => e.eventDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d >= '2025-11-21' && d <= '2027-11-21')).toBe(true);
    expect(page.data.map((e) => e.eventType)).toEqual(['EarningsCall', 'Conference', 'EarningsCall', 'InvestorDay', 'EarningsCall', 'EarningsCall', 'ShareholderMeeting', 'EarningsCall']);
    for (const e of page.data) expect((e.fiscalQuarter === null) === (e.eventType !== 'EarningsCall')).toBe(true);
    expect(page.meta).toEqual({ limit: 25, offset: 0, count: 8, hasMore: false });
  });

  it('eventType, dates and paging combine; a start after the end is 400; an unknown ticker is 404', async () => {
    const calls = await call<InvestorEvents>(fx.ctx, 'earnings.events', { ticker: 'DIS' }, { eventType: 'earningscall', startDate: '2020-01-01', limit: '2', offset: '1' });
    expect(calls.data.map((e) => [e.fiscalYear, e.fiscalQuarter])).toEqual([[2026, 4], [2026, 3]]);
    expect(calls.meta.hasMore).toBe(true);
    expect((await callError(fx.ctx, 'earnings.events', { ticker: 'DIS' }, { startDate: '2026-12-01', endDate: '2026-11-01' })).message).toContain("'startDate'");
    expect((await callError(fx.ctx, 'earnings.events', { ticker: 'DIS' }, { eventType: 'Webinar' })).message).toContain("'eventType'");
    expect((await callError(fx.ctx, 'earnings.events', { ticker: 'ZZZZ' }, {})).status).toBe(404);
    expect((await call<InvestorEvents>(fx.ctx, 'earnings.events', { ticker: 'KO' }, {})).data).toEqual([]);
  });
});
