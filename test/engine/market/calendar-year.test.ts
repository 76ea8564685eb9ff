import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../../src/operations/invoke';
import { getMarketCalendar, MarketCalendarSchema } from '../../../src/operations/market';
import type { MarketCalendar } from '../../../src/engine/market/calendar-year';
import type { Store } from '../../../src/store/store';
import { contextAt, CURATED_YEARS, DAY_OF_MOURNING, EARLY_CLOSES, FULL_CLOSURES, openBareStore } from './curated-closures';

let store: Store;
beforeAll(async () => {
  store = await openBareStore();
});
afterAll(() => store.close());

const NOW = '2026-06-15T14:00:00Z';

function calendar(query: Record<string, string>, at = NOW): Promise<MarketCalendar> {
  return invoke(getMarketCalendar, contextAt(store, at), {}, query) as Promise<MarketCalendar>;
}

describe('market calendar: curated 2025 through 2027', () => {
  it.each(CURATED_YEARS)('lists exactly the full closures and early closes of %i', async (year) => {
    const { data } = await calendar({ year: String(year) });
    expect(data.filter((e) => e.kind === 'Holiday').map((e) => e.date)).toEqual(FULL_CLOSURES[year]);
    expect(data.filter((e) => e.kind === 'EarlyClose').map((e) => e.date)).toEqual(EARLY_CLOSES[year]);
    expect(data).toHaveLength(FULL_CLOSURES[year]!.length + EARLY_CLOSES[year]!.length);
  });

  it.each(CURATED_YEARS)('returns the %i entries ascending by date', async (year) => {
    const dates = (await calendar({ year: String(year) })).data.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
  });

  it.each(CURATED_YEARS)('in %i, holidays are not trading days and have null hours', async (year) => {
    const holidays = (await calendar({ year: String(year) })).data.filter((e) => e.kind === 'Holiday');
    for (const entry of holidays) {
      expect(entry).toMatchObject({ isTradingDay: false, regularOpen: null, regularClose: null });
      expect(entry.name.length).toBeGreaterThan(0);
    }
  });

  it.each(CURATED_YEARS)('in %i, early closes are trading days open 09:30 and closing 13:00', async (year) => {
    const early = (await calendar({ year: String(year) })).data.filter((e) => e.kind === 'EarlyClose');
    for (const entry of early) {
      expect(entry).toMatchObject({ isTradingDay: true, regularOpen: '09:30', regularClose: '13:00' });
      expect(entry.name.length).toBeGreaterThan(0);
    }
  });

  it('includes the 2025-01-09 national day of mourning as a named Holiday', async () => {
    const { data } = await calendar({ year: '2025' });
    expect(data.find((e) => e.date === DAY_OF_MOURNING)).toEqual({
      date: DAY_OF_MOURNING,
      kind: 'Holiday',
      name: 'National Day of Mourning for President Jimmy Carter',
      isTradingDay: false,
      regularOpen: null,
      regularClose: null,
    });
  });

  it('names observed holidays and early closes', async () => {
    const byDate = new Map((await calendar({ year: '2027' })).data.map((e) => [e.date, e.name]));
    expect(byDate.get('2027-12-24')).toBe('Christmas Day (observed)');
    expect(byDate.get('2027-11-26')).toBe('Day after Thanksgiving');
    expect(byDate.get('2027-03-26')).toBe('Good Friday');
  });

  it('returns only data (no meta), in a body the published response schema accepts', async () => {
    const body = await calendar({ year: '2026' });
    expect(Object.keys(body)).toEqual(['data']);
    expect(MarketCalendarSchema.safeParse(body).success).toBe(true);
  });
});

describe('market calendar: year defaults to the current year in New York', () => {
  it('uses the clock year when year is omitted', async () => {
    expect(await calendar({}, '2026-06-15T14:00:00Z')).toEqual(await calendar({ year: '2026' }));
  });

  it('takes the year in New York, not UTC, on New Year\'s Eve evening', async () => {
    // 2027-01-01T03:00Z is 22:00 on 2026-12-31 in New York.
    expect(await calendar({}, '2027-01-01T03:00:00Z')).toEqual(await calendar({ year: '2026' }));
  });

  it('refuses a defaulted year outside the curated range with a 400 naming year', async () => {
    await expect(calendar({}, '2028-03-01T15:00:00Z')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      message: "Invalid parameter 'year': defaults to the current year in New York (2028), but the market calendar is curated for 2025 through 2027 only.",
    });
  });
});

describe('market calendar: invalid year (400 invalid_parameter naming year)', () => {
  it.each(['2024', '2028', '1999', '0'])('year=%s is outside the curated range 2025 to 2027', async (year) => {
    await expect(calendar({ year })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      message: "Invalid parameter 'year': the market calendar is curated for 2025 through 2027 only.",
    });
  });

  it.each(['abc', '2026.0', '2026.5', '-2026', '', '20x6', '1e3'])('year=%j is not a whole number', async (year) => {
    await expect(calendar({ year })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      message: "Invalid parameter 'year': must be a whole number such as 2026.",
    });
  });

  it('an unknown query parameter is a 400 listing the supported ones', async () => {
    await expect(calendar({ yaer: '2026' })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      message: "Unknown query parameter 'yaer'. Supported parameters: year.",
    });
  });

  it('accepts no limit or offset (the calendar has no meta)', async () => {
    for (const name of ['limit', 'offset']) {
      await expect(calendar({ year: '2026', [name]: '5' })).rejects.toMatchObject({
        status: 400,
        message: `Unknown query parameter '${name}'. Supported parameters: year.`,
      });
    }
  });

  it('a repeated year is refused', async () => {
    await expect(invoke(getMarketCalendar, contextAt(store, NOW), {}, { year: ['2025', '2026'] })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      message: expect.stringContaining("'year'") as unknown as string,
    });
  });
});
