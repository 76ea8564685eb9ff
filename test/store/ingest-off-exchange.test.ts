/**
 * The `finra-off-exchange` importer: FINRA's Query API weeklySummary bodies of the per-security ATS and
 * non-ATS OTC summaries, on the real body of the shared fixtures (no summaryTypeCode: the file name says
 * ATS) and on bodies written in the same layout. Unsorted rows, case-folded symbols, per-firm summaries
 * refused, atomic and idempotent.
 */
import { describe, expect, it } from 'vitest';
import { expectRefused, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { shortSellingSuite } from './short-selling-support';

const REAL = realFixture('finra-otc-ats-weekly/weeklySummary_ATS_W_SMBL_T1_AAPL.json');

const suite = shortSellingSuite('finra-off-exchange');
const { files } = suite;
const ingest = (file: string) => suite.ingest(file);
const weeks = () =>
  suite.fx().store.all(
    `SELECT CAST(week_start_date AS VARCHAR) AS week, ticker, symbol, venue, share_volume, trade_count
     FROM off_exchange_weekly ORDER BY ticker, week, venue, symbol`,
  );

const week = (fields: Record<string, unknown>) => ({
  issueSymbolIdentifier: 'AAPL', issueName: 'Apple Inc. Common Stock', weekStartDate: '2025-08-04', totalWeeklyShareQuantity: 100,
  totalWeeklyTradeCount: 10, tierDescription: 'NMS Tier 1', lastUpdateDate: '2025-08-18', ...fields,
});

describe('finra-off-exchange on the real ATS body', () => {
  it('stores the unsorted weeks as ATS volume, the type taken from the file name', async () => {
    const report = await ingest(REAL);
    expect(report).toMatchObject({ dataset: 'finra-off-exchange', format: 'json', rowsRead: 6, rowsAdded: 6 });
    expect(report.unmappedSymbols).toBeUndefined();
    expect((await weeks()).map((w) => w.week)).toEqual(['2022-10-03', '2022-12-19', '2023-01-16', '2023-02-13', '2023-04-03', '2023-04-10']);
    expect(
      await suite.fx().store.one(
        "SELECT ticker, symbol_mapped, venue, summary_type, tier, issue_name, share_volume, trade_count, notional_usd, CAST(last_reported_date AS VARCHAR) AS last_reported, CAST(initial_published_date AS VARCHAR) AS published, CAST(last_update_date AS VARCHAR) AS updated FROM off_exchange_weekly WHERE week_start_date = '2023-01-16'",
      ),
    ).toEqual({
      ticker: 'AAPL', symbol_mapped: true, venue: 'ATS', summary_type: 'ATS_W_SMBL', tier: 'NMS Tier 1', issue_name: 'Apple Inc. Common Stock',
      share_volume: 15052890, trade_count: 126566, notional_usd: 2045218749, last_reported: '2023-01-20', published: '2023-02-06', updated: '2023-02-06',
    });
  });

  it('adds nothing when the same body is ingested again', async () => {
    await ingest(REAL);
    const before = await snapshot(suite.fx().store);
    expect(await ingest(REAL)).toMatchObject({ rowsRead: 6, rowsAdded: 0 });
    expect((await snapshot(suite.fx().store)).off_exchange_weekly).toEqual(before.off_exchange_weekly);
  });
});

describe('finra-off-exchange on bodies written in the layout', () => {
  it('keeps ATS and non-ATS OTC volume of a week apart, by the summaryTypeCode of each row', async () => {
    const body = files.write('weekly.json', JSON.stringify([
      week({ summaryTypeCode: 'OTC_W_SMBL', totalWeeklyShareQuantity: 900, totalWeeklyTradeCount: 90 }),
      week({ summaryTypeCode: 'ATS_W_SMBL' }),
    ]));
    expect(await ingest(body)).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    expect(await weeks()).toEqual([
      { week: '2025-08-04', ticker: 'AAPL', symbol: 'AAPL', venue: 'ATS', share_volume: 100, trade_count: 10 },
      { week: '2025-08-04', ticker: 'AAPL', symbol: 'AAPL', venue: 'OTC', share_volume: 900, trade_count: 90 },
    ]);
  });

  it('maps a case-folded symbol to its listing and keeps it as filed beside the upper-case row', async () => {
    const body = files.write('weeklySummary_OTC_W_SMBL.json', JSON.stringify([
      week({ weekStartDate: '2025-08-11' }),
      week({ weekStartDate: '2025-08-11', issueSymbolIdentifier: 'aapl', totalWeeklyShareQuantity: 7 }),
      week({ issueSymbolIdentifier: 'Brk.b' }),
      week({ issueSymbolIdentifier: 'NOPE' }),
    ]));
    const report = await ingest(body);
    expect(report.unmappedSymbols).toEqual({ rows: 1, symbols: 1, first: ['NOPE'] });
    expect(await weeks()).toEqual([
      { week: '2025-08-11', ticker: 'AAPL', symbol: 'AAPL', venue: 'OTC', share_volume: 100, trade_count: 10 },
      { week: '2025-08-11', ticker: 'AAPL', symbol: 'aapl', venue: 'OTC', share_volume: 7, trade_count: 10 },
      { week: '2025-08-04', ticker: 'BRK-B', symbol: 'Brk.b', venue: 'OTC', share_volume: 100, trade_count: 10 },
      { week: '2025-08-04', ticker: 'NOPE', symbol: 'NOPE', venue: 'OTC', share_volume: 100, trade_count: 10 },
    ]);
  });

  it('replaces a week FINRA updated', async () => {
    await ingest(files.write('weeklySummary_ATS_W_SMBL_a.json', JSON.stringify([week({})])));
    const updated = await ingest(files.write('weeklySummary_ATS_W_SMBL_b.json', JSON.stringify([week({ totalWeeklyShareQuantity: 150, lastUpdateDate: '2025-08-25' })])));
    expect(updated).toMatchObject({ rowsAdded: 1 });
    expect(await weeks()).toEqual([{ week: '2025-08-04', ticker: 'AAPL', symbol: 'AAPL', venue: 'ATS', share_volume: 150, trade_count: 10 }]);
  });

  it('refuses a body whose summary type is unknown, and a per-firm summary', async () => {
    const unnamed = files.write('weekly-untyped.json', JSON.stringify([week({})]));
    await expectRefused(ingest(unnamed), [unnamed, 'does not say which summary it is', 'ATS_W_SMBL nor OTC_W_SMBL']);
    const firms = files.write('weeklySummary_ATS_W_SMBL_firms.json', JSON.stringify([week({ MPID: 'ABCD', marketParticipantName: 'Some ATS' })]));
    await expectRefused(ingest(firms), [firms, '[0].MPID: "ABCD" names a firm']);
    const firmType = files.write('weekly-firm.json', JSON.stringify([week({ summaryTypeCode: 'ATS_W_FIRM' })]));
    await expectRefused(ingest(firmType), [firmType, '[0].summaryTypeCode: "ATS_W_FIRM" is not a per-security summary type']);
  });

  it('refuses bad values by their place in the body; nothing is stored', async () => {
    const before = await snapshot(suite.fx().store);
    const bad = files.write('weeklySummary_ATS_W_SMBL_bad.json', JSON.stringify([
      week({ weekStartDate: '2025-08-05' }),
      week({ totalWeeklyShareQuantity: 1.5, totalWeeklyTradeCount: null, lastUpdateDate: 'soon' }),
      week({ issueSymbolIdentifier: '' }),
    ]));
    const error = await expectRefused(ingest(bad), [bad, 'has 5 problems']);
    expect(error.message).toContain('[0].weekStartDate: "2025-08-05" is not a Monday');
    expect(error.message).toContain('[1].totalWeeklyShareQuantity: "1.5" is not a whole number of shares');
    expect(error.message).toContain('[1].totalWeeklyTradeCount: an empty value is not a whole number of trades');
    expect(error.message).toContain('[1].lastUpdateDate: "soon" is not a date in yyyy-MM-dd form');
    expect(error.message).toContain('[2].issueSymbolIdentifier: an empty value is missing');
    expect(await snapshot(suite.fx().store)).toEqual(before);
  });
});
