/**
 * Weekly off-exchange volume and fails-to-deliver of a listing, over the sample (as of 2026-11-20, clock
 * 2026-11-21) and over files written in the regulators' layouts: case-folded siblings summed and flagged
 * before 2025-08-11, a venue not stored left null, fails never summed across dates, and the coverage run
 * of complete fails files (a missing half-month breaks it).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newestRun } from '../../../src/engine/short/us-fails';
import type { FailsPage, OffExchangePage } from '../../../src/engine/short/us-schemas';
import { failsPeriods } from '../../../src/store/sample/short-selling';
import { ingestAny } from '../../../src/store/ingest/index';
import { scratch } from '../../fixtures/ingest/helpers';
import { call, callError } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
const files = scratch();
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => {
  fx.store.close();
  files.remove();
});

const offExchange = (ticker: string, query: Record<string, string> = {}, on = fx) => call<OffExchangePage>(on.ctx, 'short.offExchange', { ticker }, query);
const fails = (ticker: string, query: Record<string, string> = {}, on = fx) => call<FailsPage>(on.ctx, 'short.failsToDeliver', { ticker }, query);

describe('off-exchange volume of a listing', () => {
  it('sibling flag before 2025-08-11: weeks before it may include a case-folded sibling, later weeks do not', async () => {
    const { data } = await offExchange('BRK-B', { startDate: '2025-07-28', endDate: '2025-08-18' });
    expect(data.map((r) => [r.weekStartDate, r.mayIncludeCaseFoldedSiblingVolume])).toEqual([
      ['2025-08-18', false], ['2025-08-11', false], ['2025-08-04', true], ['2025-07-28', true],
    ]);
    // BRK-B's weeks before it were filed under the case-folded symbol brk.b, and are still its weeks.
    const stored = await fx.store.all<{ symbol: string }>("SELECT DISTINCT symbol FROM off_exchange_weekly WHERE ticker = 'BRK-B' AND week_start_date = '2025-08-04'");
    expect(stored).toEqual([{ symbol: 'brk.b' }]);
  });

  it('ATS and non-ATS OTC side by side; the total is their sum', async () => {
    const { data } = await offExchange('AAPL', { limit: '3' });
    for (const row of data) {
      expect(row.totalOffExchangeVolume).toBe(row.atsVolume! + row.nonAtsOtcVolume!);
      expect(row.atsTradeCount! > 0 && row.nonAtsOtcTradeCount! > 0).toBe(true);
    }
  });

  it('defaults to the trailing 6 months of week starts, newest first, limit 26', async () => {
    const page = await offExchange('MSFT');
    const weeks = page.data.map((r) => r.weekStartDate);
    expect(weeks.at(-1)! >= '2026-05-21').toBe(true);
    expect(weeks).toEqual([...weeks].sort().reverse());
    expect(page.meta.limit).toBe(26);
    expect(page.data.every((r) => new Date(`${r.weekStartDate}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it('an unknown ticker is 404; bad parameters are 400 naming the parameter', async () => {
    expect((await callError(fx.ctx, 'short.offExchange', { ticker: 'ZZZZ' })).status).toBe(404);
    const error = await callError(fx.ctx, 'short.offExchange', { ticker: 'AAPL' }, { limit: '501' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(error.message).toContain("'limit'");
  });
});

describe('off-exchange volume from FINRA bodies', () => {
  let own: SampleFixture;
  beforeEach(async () => {
    own = await emptyStore();
    await own.store.write((tx) => tx.run("INSERT INTO listings VALUES ('BRK-B', NULL, 'BRK-B', 'Berkshire Hathaway Inc. Class B', NULL, 'Stock', 'USD', TRUE, 'ingest', NULL, CAST('2026-11-21' AS TIMESTAMP))"));
  });
  afterEach(() => own.store.close());

  const week = (symbol: string, weekStart: string, shares: number, trades: number) => ({
    totalWeeklyShareQuantity: shares, totalWeeklyTradeCount: trades, issueSymbolIdentifier: symbol, issueName: 'Berkshire Hathaway Inc.',
    lastUpdateDate: '2026-11-16', weekStartDate: weekStart, lastReportedDate: weekStart, tierDescription: 'NMS Tier 1',
    initialPublishedDate: '2026-11-16', productTypeCode: 'UTP', totalNotionalSum: shares * 470,
  });

  it('siblings summed: rows of one listing filed under symbols that differ by case are one week; a venue not stored is null', async () => {
    const file = files.write('weeklySummary_ATS_W_SMBL_T1_BRKB.json', JSON.stringify([
      week('BRK.B', '2026-10-26', 1_000, 10), week('brk.b', '2026-10-26', 50, 2), week('BRK.B', '2026-10-19', 700, 7),
    ]));
    await ingestAny(own.store, own.clock, 'finra-off-exchange', file);
    expect((await offExchange('BRK-B', {}, own)).data).toEqual([
      { weekStartDate: '2026-10-26', atsVolume: 1_050, atsTradeCount: 12, nonAtsOtcVolume: null, nonAtsOtcTradeCount: null, totalOffExchangeVolume: null, mayIncludeCaseFoldedSiblingVolume: false },
      { weekStartDate: '2026-10-19', atsVolume: 700, atsTradeCount: 7, nonAtsOtcVolume: null, nonAtsOtcTradeCount: null, totalOffExchangeVolume: null, mayIncludeCaseFoldedSiblingVolume: false },
    ]);
  });
});

describe('fails-to-deliver of a listing', () => {
  it('FTD never summed: each row is the balance on its own settlement date, as stored', async () => {
    const stored = await fx.store.all<{ date: string; quantity: number; price: number | null }>(
      "SELECT CAST(settlement_date AS VARCHAR) AS date, quantity, price FROM fails_to_deliver WHERE ticker = 'MSFT' ORDER BY settlement_date DESC",
    );
    const { data } = await fails('MSFT', { startDate: '2026-01-01', limit: '500' });
    expect(data.map((r) => [r.settlementDate, r.quantity, r.price])).toEqual(stored.map((r) => [r.date, r.quantity, r.price]));
    for (const row of data) expect(row.value).toBe(Math.round(row.quantity * row.price! * 100) / 100);
  });

  it("a fail without the file's price has a null price and value (AAPL's first)", async () => {
    const { data } = await fails('AAPL', { startDate: '2026-01-01', limit: '500' });
    expect(data.at(-1)).toMatchObject({ price: null, value: null });
    expect(data.slice(0, -1).every((r) => r.price !== null)).toBe(true);
  });

  it('coverageStartDate: the start of the newest unbroken run of complete files (the missing half-month breaks it)', async () => {
    const spans = failsPeriods('2026-11-20');
    // The sample leaves out the fourth newest half-month: coverage starts after it and ends with the newest.
    const page = await fails('AAPL');
    expect(page.coverageStartDate).toBe(spans.at(-3)!.start);
    expect(page.coverageEndDate).toBe(spans.at(-1)!.end);
  });

  it('defaults to the last 3 months of settlement dates, newest first, limit 90, with meta', async () => {
    const page = await fails('KO');
    expect(page.data.every((r) => r.settlementDate >= '2026-08-21')).toBe(true);
    expect(page.meta).toEqual({ limit: 90, offset: 0, count: page.data.length, hasMore: false });
    const dates = page.data.map((r) => r.settlementDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('an unknown ticker is 404; a known one without fails in the window is an empty page with its coverage', async () => {
    expect((await callError(fx.ctx, 'short.failsToDeliver', { ticker: 'ZZZZ' })).status).toBe(404);
    const empty = await fails('AAPL', { startDate: '2020-01-01', endDate: '2020-12-31' });
    expect(empty.data).toEqual([]);
    expect(empty.coverageStartDate).not.toBeNull();
  });
});

describe('fails-to-deliver from SEC files', () => {
  let own: SampleFixture;
  beforeEach(async () => {
    own = await emptyStore();
    await own.store.write((tx) => tx.run("INSERT INTO listings VALUES ('ACME', NULL, 'ACME', 'Acme Corp', NULL, 'Stock', 'USD', TRUE, 'ingest', NULL, CAST('2026-11-21' AS TIMESTAMP))"));
  });
  afterEach(() => own.store.close());

  const HEADER = 'SETTLEMENT DATE|CUSIP|SYMBOL|QUANTITY (FAILS)|DESCRIPTION|PRICE';
  const ingest = (name: string, lines: readonly string[], trailer = true) =>
    ingestAny(own.store, own.clock, 'sec-ftd', files.write(name, [HEADER, ...lines, ...(trailer ? [`Trailer record count ${lines.length}`] : [])].join('\n')));

  it('FTD never summed across dates; two CUSIPs of one listing on one date are that date\'s balance', async () => {
    await ingest('cnsfails202610b.txt', [
      '20261020|000000AA1|ACME|1000|ACME CORP|10.00',
      '20261021|000000AA1|ACME|1500|ACME CORP|.',
      '20261022|000000AA1|ACME|300|ACME CORP|11.00',
      '20261022|000000AB9|ACME|200|ACME CORP NEW|11.50',
    ]);
    expect(await fails('ACME', {}, own)).toEqual({
      data: [
        { settlementDate: '2026-10-22', quantity: 500, price: 11, value: 5_600 },
        { settlementDate: '2026-10-21', quantity: 1_500, price: null, value: null },
        { settlementDate: '2026-10-20', quantity: 1_000, price: 10, value: 10_000 },
      ],
      meta: { limit: 90, offset: 0, count: 3, hasMore: false },
      coverageStartDate: '2026-10-16',
      coverageEndDate: '2026-10-31',
    });
  });

  it('coverageStartDate: adjoining complete files join; a cut copy does not count as coverage', async () => {
    await ingest('cnsfails202609b.txt', ['20260921|000000AA1|ACME|10|ACME CORP|9.00']);
    await ingest('cnsfails202610a.txt', ['20261001|000000AA1|ACME|10|ACME CORP|9.00']);
    expect((await fails('ACME', {}, own)).coverageStartDate).toBe('2026-09-16');
    // A trailer that disagrees with the rows: a cut copy, its rows kept but its span not complete.
    await ingestAny(own.store, own.clock, 'sec-ftd', files.write('cnsfails202610b.txt', [HEADER, '20261020|000000AA1|ACME|10|ACME CORP|9.00', 'Trailer record count 40'].join('\n')));
    const page = await fails('ACME', {}, own);
    expect(page.data.map((r) => r.settlementDate)).toEqual(['2026-10-20', '2026-10-01', '2026-09-21']);
    expect([page.coverageStartDate, page.coverageEndDate]).toEqual(['2026-09-16', '2026-10-15']);
  });

  it('no complete file stored: coverage is null', async () => {
    expect(await fails('ACME', {}, own)).toEqual({ data: [], meta: { limit: 90, offset: 0, count: 0, hasMore: false }, coverageStartDate: null, coverageEndDate: null });
  });
});

describe('the coverage run', () => {
  it('joins spans that meet or overlap, and answers the newest run', () => {
    expect(newestRun([])).toBeNull();
    expect(newestRun([
      { start: '2026-01-01', end: '2026-01-15' },
      { start: '2026-02-01', end: '2026-02-15' },
      { start: '2026-02-10', end: '2026-02-20' },
      { start: '2026-02-21', end: '2026-02-28' },
    ])).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });
});
