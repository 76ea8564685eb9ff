import { describe, expect, it } from 'vitest';
import { ruleEarlyCloses, ruleHolidays } from '../../../src/engine/market/holiday-rules';
import { calendarTable, tradingDay } from '../../../src/engine/market/calendar';
import { DAY_OF_MOURNING, EARLY_CLOSES, FULL_CLOSURES } from './curated-closures';

const ruleDates = (days: { date: string }[]) => days.map((d) => d.date).sort();
const tableDates = (rows: { date: string }[], year: number) => rows.filter((r) => r.date.startsWith(`${year}-`)).map((r) => r.date);

describe('NYSE holiday rules agree with the curated table', () => {
  it.each([2026, 2027])('ruleHolidays(%i) gives the curated full closures of that year, by date', (year) => {
    expect(ruleDates(ruleHolidays(year))).toEqual(FULL_CLOSURES[year]);
    expect(ruleDates(ruleHolidays(year))).toEqual(tableDates(calendarTable.holidays, year));
  });

  it('ruleHolidays(2025) differs from the curated closures only by the one-off 2025-01-09 day of mourning', () => {
    const curatedWithoutMourning = FULL_CLOSURES[2025]!.filter((d) => d !== DAY_OF_MOURNING);
    expect(ruleDates(ruleHolidays(2025))).toEqual(curatedWithoutMourning);
    expect(ruleDates(ruleHolidays(2025))).not.toContain(DAY_OF_MOURNING);
    expect(tableDates(calendarTable.holidays, 2025)).toContain(DAY_OF_MOURNING);
  });

  it.each([2025, 2026, 2027])('ruleEarlyCloses(%i) gives the curated early closes of that year, by date', (year) => {
    expect(ruleDates(ruleEarlyCloses(year))).toEqual(EARLY_CLOSES[year]);
    expect(ruleDates(ruleEarlyCloses(year))).toEqual(tableDates(calendarTable.earlyCloses, year));
  });

  it('never puts a rule holiday on a weekend (Saturday and Sunday dates are observed on a weekday)', () => {
    for (let year = 2000; year <= 2040; year++) {
      for (const { date } of ruleHolidays(year)) expect(tradingDay(date).kind).not.toBe('Weekend');
    }
  });

  it('does not observe a Saturday New Year\'s Day on the Friday before (2027-12-31 trades, 2022-01-01 too)', () => {
    expect(ruleDates(ruleHolidays(2028))).not.toContain('2027-12-31');
    expect(ruleDates(ruleHolidays(2022))).not.toContain('2021-12-31');
    expect(tradingDay('2027-12-31').kind).toBe('RegularTradingDay');
  });
});
