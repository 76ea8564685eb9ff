/**
 * The synthetic short-selling sample: daily short volume from 2026-04-06 with NVDA's split inside it,
 * short interest up to the newest published settlement (the next one pending on the as-of date), BRK-A's
 * capped 999.99 reading with real volume and CRCL's zero-volume placeholder, off-exchange weeks before and
 * after 2025-08-11 with BRK-B's case-folded symbol before it, fails-to-deliver with a missing half-month
 * and a missing price; and a real file replacing only its own dataset's synthetic rows of a listing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSettlement } from '../../src/engine/short/calendar';
import { ingestAny } from '../../src/store/ingest/index';
import { CASE_SEPARATED_FROM, SHORT_CASES, SHORT_VOLUME_START } from '../../src/store/sample/short-selling';
import { realFixture, scratch } from '../fixtures/ingest/helpers';
import { sampleStore, type SampleFixture } from '../support/store';

const AS_OF = '2026-11-20';
let fx: SampleFixture;
const files = scratch();

beforeAll(async () => {
  fx = await sampleStore(AS_OF);
});
afterAll(() => {
  fx.store.close();
  files.remove();
});

const one = <T>(sql: string, params: (string | number)[] = []) => fx.store.one<T>(sql, params);

describe('the short-selling sample as of 2026-11-20', () => {
  it('has daily short volume from 2026-04-06 only, the consolidated file, every sample row synthetic', async () => {
    expect(await one("SELECT CAST(min(date) AS VARCHAR) AS first, CAST(max(date) AS VARCHAR) AS last, list(DISTINCT facility) AS facilities, list(DISTINCT source) AS sources FROM short_volume_daily")).toEqual({
      first: SHORT_VOLUME_START, last: AS_OF, facilities: ['CNMS'], sources: ['sample'],
    });
    expect(await one("SELECT symbol FROM short_volume_daily WHERE ticker = 'BRK-B' LIMIT 1")).toEqual({ symbol: 'BRK/B' });
    expect(await one("SELECT count(*) AS n FROM short_volume_daily WHERE short_volume > total_volume OR short_exempt_volume > short_volume")).toEqual({ n: 0 });
  });

  it('puts NVDA\'s split inside the short-volume window, rows before it on the old share basis', async () => {
    const split = await one<{ date: string; ratio: number }>("SELECT CAST(effective_date AS VARCHAR) AS date, numerator / denominator AS ratio FROM splits WHERE ticker = ?", [SHORT_CASES.splitInShortVolume]);
    expect(split!.date > SHORT_VOLUME_START && split!.date < AS_OF).toBe(true);
    const means = await one<{ before: number; after: number }>(
      `SELECT avg(total_volume) FILTER (WHERE date < ?) AS before, avg(total_volume) FILTER (WHERE date >= ?) AS after FROM short_volume_daily WHERE ticker = ?`,
      [split!.date, split!.date, SHORT_CASES.splitInShortVolume],
    );
    expect(means!.after / means!.before).toBeGreaterThan(2);
    expect(await one("SELECT count(*) AS n FROM short_interest WHERE ticker = ? AND split", [SHORT_CASES.splitInShortVolume])).toEqual({ n: 1 });
  });

  it('stores short interest up to the newest published settlement; the next one is pending on the as-of date', async () => {
    const pending = pendingSettlement(AS_OF)!;
    expect(pending).toMatchObject({ settlementDate: '2026-11-13', publicationDate: '2026-11-24' });
    expect(await one('SELECT CAST(max(settlement_date) AS VARCHAR) AS newest FROM short_interest')).toEqual({ newest: '2026-10-30' });
    expect(await one('SELECT count(*) AS n FROM short_interest WHERE settlement_date >= ?', [pending.settlementDate])).toEqual({ n: 0 });
  });

  it('has a capped 999.99 reading with real volume (BRK-A) and a 999.99 placeholder for zero volume (CRCL)', async () => {
    const capped = await one<Record<string, unknown>>(
      "SELECT average_daily_volume, days_to_cover, days_to_cover_placeholder FROM short_interest WHERE ticker = ? AND days_to_cover = 999.99", [SHORT_CASES.cappedDaysToCover],
    );
    expect(capped).toMatchObject({ days_to_cover: 999.99, days_to_cover_placeholder: false });
    expect(Number(capped!.average_daily_volume)).toBeGreaterThan(0);
    expect(await one("SELECT average_daily_volume, days_to_cover, days_to_cover_placeholder FROM short_interest WHERE ticker = ? ORDER BY settlement_date LIMIT 1", [SHORT_CASES.zeroVolumePlaceholder])).toEqual({
      average_daily_volume: 0, days_to_cover: 999.99, days_to_cover_placeholder: true,
    });
    expect(await one('SELECT count(*) AS n FROM short_interest WHERE days_to_cover_placeholder')).toEqual({ n: 1 });
  });

  it('has off-exchange weeks on both sides of 2025-08-11, BRK-B filed case-folded before it, ATS and OTC apart', async () => {
    expect(await one(
      "SELECT list(DISTINCT symbol ORDER BY symbol) FILTER (WHERE week_start_date < ?) AS before, list(DISTINCT symbol ORDER BY symbol) FILTER (WHERE week_start_date >= ?) AS after FROM off_exchange_weekly WHERE ticker = ?",
      [CASE_SEPARATED_FROM, CASE_SEPARATED_FROM, SHORT_CASES.caseFoldedOffExchange],
    )).toEqual({ before: ['brk.b'], after: ['BRK.B'] });
    expect(await one("SELECT list(DISTINCT venue ORDER BY venue) AS venues, count(*) FILTER (WHERE isodow(week_start_date) <> 1) AS not_monday FROM off_exchange_weekly")).toEqual({ venues: ['ATS', 'OTC'], not_monday: 0 });
  });

  it('covers fails-to-deliver by half-months with one missing, fails on some days only, one without a price', async () => {
    const periods = await fx.store.all<{ start: string; end: string }>('SELECT CAST(period_start AS VARCHAR) AS start, CAST(period_end AS VARCHAR) AS "end" FROM fails_to_deliver_periods ORDER BY 1');
    expect(periods.length).toBe(11);
    const gaps = periods.slice(1).filter((p, i) => p.start !== nextDay(periods[i]!.end));
    expect(gaps).toHaveLength(1);
    expect(await one('SELECT count(*) AS n FROM fails_to_deliver f WHERE NOT EXISTS (SELECT 1 FROM fails_to_deliver_periods p WHERE f.settlement_date BETWEEN p.period_start AND p.period_end)')).toEqual({ n: 0 });
    expect(await one("SELECT count(*) AS n FROM fails_to_deliver WHERE price IS NULL")).toEqual({ n: 1 });
    expect(await one("SELECT ticker FROM fails_to_deliver WHERE price IS NULL")).toEqual({ ticker: SHORT_CASES.missingFailPrice });
    const days = await one<{ fails: number; sessions: number }>("SELECT count(DISTINCT settlement_date) AS fails, (SELECT count(*) FROM prices WHERE ticker = 'AAPL' AND date BETWEEN '2026-05-01' AND '2026-10-31') AS sessions FROM fails_to_deliver WHERE ticker = 'AAPL'");
    expect(days!.fails).toBeLessThan(days!.sessions / 2);
  });
});

describe('real files replace one dataset of a listing at a time', () => {
  it('a real short interest body replaces AAPL\'s and BRK-B\'s synthetic short interest and nothing else', async () => {
    const before = await one<{ sv: number }>("SELECT count(*) AS sv FROM short_volume_daily WHERE ticker = 'AAPL'");
    const report = await ingestAny(fx.store, fx.clock, 'finra-short-interest', realFixture('finra-short-interest/consolidatedShortInterest_AAPL_BRKB.json'));
    expect(report.replacedSample.map((r) => [r.dataset, r.key])).toEqual([['short_interest', 'AAPL'], ['short_interest', 'BRK-B']]);
    expect(await one("SELECT list(DISTINCT source) AS sources, count(*) AS n FROM short_interest WHERE ticker = 'AAPL'")).toEqual({ sources: ['ingest'], n: 4 });
    expect(await one("SELECT count(*) AS sv FROM short_volume_daily WHERE ticker = 'AAPL'")).toEqual(before);
    expect(await one("SELECT count(*) AS n FROM sample_keys WHERE kind = 'short-interest' AND key IN ('AAPL', 'BRK-B')")).toEqual({ n: 0 });
  });

  it('a real fails file replaces the synthetic coverage spans whole', async () => {
    const file = files.write('cnsfails202611a.txt', 'SETTLEMENT DATE|CUSIP|SYMBOL|QUANTITY (FAILS)|DESCRIPTION|PRICE\n20261102|037833100|AAPL|10|APPLE INC|230.1\n');
    const report = await ingestAny(fx.store, fx.clock, 'sec-ftd', file);
    expect(report.replacedSample.map((r) => [r.dataset, r.key])).toEqual([['fails_to_deliver', 'AAPL'], ['fails_to_deliver_periods', 'coverage']]);
    expect(await fx.store.all("SELECT CAST(period_start AS VARCHAR) AS start, source FROM fails_to_deliver_periods")).toEqual([{ start: '2026-11-01', source: 'ingest' }]);
  });
});

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
