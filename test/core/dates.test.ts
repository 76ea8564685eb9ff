/** Calendar arithmetic on `yyyy-MM-dd` dates: whole months back, and the trailing-months default window. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { addDays, addMonths, weekday } from '../../src/core/dates';
import { lastMonthsWindow } from '../../src/engine/windows';

describe('addMonths', () => {
  it.each([
    ['2026-11-21', -3, '2026-08-21'],
    ['2026-05-31', -3, '2026-02-28'],
    ['2024-05-31', -3, '2024-02-29'],
    ['2026-03-31', -6, '2025-09-30'],
    ['2026-01-15', -12, '2025-01-15'],
    ['2025-12-31', 2, '2026-02-28'],
  ] as const)('%s %i months is %s (a day the month lacks becomes its last day)', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('lastMonthsWindow', () => {
  const clock = fixedClock('2026-11-21T15:00:00Z');

  it('defaults to the last N months ending today (New York), both ends given or not', () => {
    expect(lastMonthsWindow(clock, {}, 3)).toEqual({ startDate: '2026-08-21', endDate: '2026-11-21' });
    expect(lastMonthsWindow(clock, { endDate: '2026-05-31' }, 3)).toEqual({ startDate: '2026-02-28', endDate: '2026-05-31' });
    expect(lastMonthsWindow(clock, { startDate: '2020-01-01' }, 3)).toEqual({ startDate: '2020-01-01', endDate: '2026-11-21' });
  });

  it('refuses a start after the (default) end, naming startDate and the default', () => {
    expect(() => lastMonthsWindow(clock, { startDate: '2026-12-01' }, 6)).toThrow(/'startDate': 2026-12-01 is after endDate 2026-11-21 \(the default\); default window: the last 6 months, ending today/);
  });
});

describe('addDays and weekday', () => {
  /** The Date-based arithmetic the integer version must agree with everywhere. */
  const viaDate = (date: string, days: number): string => {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const realDate = fc.date({ min: new Date('1600-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

  it('agree with Date arithmetic on every real date, across month, leap-year and century ends', () => {
    fc.assert(fc.property(realDate, fc.integer({ min: -200_000, max: 200_000 }), (date, days) => {
      fc.pre(viaDate(date, days).length === 10);
      expect(addDays(date, days)).toBe(viaDate(date, days));
      expect(weekday(date)).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
    }), { numRuns: 5000 });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekday('2026-11-24')).toBe(2);
  });

  it('keep Date behaviour (a value or a RangeError) for text that is not a real date', () => {
    const outcome = (f: () => unknown): unknown => {
      try {
        return f();
      } catch (error) {
        return error instanceof RangeError ? 'RangeError' : error;
      }
    };
    for (const text of ['2025-02-30', '2025-13-01', '2025-1-01', 'not a date']) {
      expect(outcome(() => addDays(text, 1)), text).toEqual(outcome(() => viaDate(text, 1)));
      expect(weekday(text), text).toEqual(new Date(`${text}T00:00:00Z`).getUTCDay());
    }
    expect(addDays('2025-02-30', 1)).toBe('2025-03-03');
  });
});
