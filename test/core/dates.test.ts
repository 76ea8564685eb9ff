/** Calendar arithmetic on `yyyy-MM-dd` dates: whole months back, and the trailing-months default window. */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { addMonths } from '../../src/core/dates';
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
