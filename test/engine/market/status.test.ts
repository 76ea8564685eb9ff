import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../../src/operations/invoke';
import { getMarketStatus, MarketStatusSchema } from '../../../src/operations/market';
import type { MarketStatus } from '../../../src/engine/market/status';
import type { Caller } from '../../../src/engine/context';
import type { Store } from '../../../src/store/store';
import { contextAt, CURATED_YEARS, DAY_OF_MOURNING, EARLY_CLOSES, FULL_CLOSURES, openBareStore } from './curated-closures';

let store: Store;
beforeAll(async () => {
  store = await openBareStore();
});
afterAll(() => store.close());

/** `at` is any ISO-8601 instant; tests write New York wall times with an explicit offset. */
async function statusAt(at: string, query: Record<string, string> = {}, caller?: Caller): Promise<MarketStatus> {
  return (await invoke(getMarketStatus, contextAt(store, at, caller), {}, query)) as MarketStatus;
}

const instant = (timestamp: string | null): number => {
  if (timestamp === null) throw new Error('expected a timestamp, got null');
  return Date.parse(timestamp);
};

describe('market status: the whole answer', () => {
  it('returns every Market status field, times with the New York offset, for a regular trading day', async () => {
    expect(await statusAt('2026-11-20T15:15:00Z')).toEqual({
      asOf: '2026-11-20T10:15:00-05:00',
      date: '2026-11-20',
      session: 'Regular',
      isOpen: true,
      dayKind: 'RegularTradingDay',
      holidayName: null,
      regularOpen: '2026-11-20T09:30:00-05:00',
      regularClose: '2026-11-20T16:00:00-05:00',
      extendedHoursStart: '2026-11-20T04:00:00-05:00',
      extendedHoursEnd: '2026-11-20T20:00:00-05:00',
      nextOpen: '2026-11-23T09:30:00-05:00',
      nextClose: '2026-11-20T16:00:00-05:00',
      calendarHorizon: '2027-12-31',
      timeZone: 'America/New_York',
    });
  });

  it('takes the date from New York, not UTC, late in the evening', async () => {
    const status = await statusAt('2026-06-11T02:30:00Z');
    expect(status.asOf).toBe('2026-06-10T22:30:00-04:00');
    expect(status.date).toBe('2026-06-10');
    expect(status.session).toBe('Closed');
    expect(status.nextOpen).toBe('2026-06-11T09:30:00-04:00');
  });

  it('answers with a body the published response schema accepts', async () => {
    for (const at of ['2026-11-20T15:15:00Z', '2026-11-21T17:00:00Z', '2027-12-31T22:00:00Z', '2026-11-27T19:00:00Z']) {
      expect(MarketStatusSchema.safeParse(await statusAt(at)).success).toBe(true);
    }
  });

  it('takes no parameters: an unknown query parameter is a 400 saying none are accepted', async () => {
    await expect(statusAt('2026-11-20T15:15:00Z', { date: '2026-11-20' })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      message: "Unknown query parameter 'date'. This endpoint accepts no query parameters.",
    });
  });

  it('is open to every plan (Free included)', async () => {
    const free: Caller = { kind: 'account', id: 'acct-1', name: 'free-account', plan: 'free' };
    expect((await statusAt('2026-11-20T15:15:00Z', {}, free)).session).toBe('Regular');
  });
});

describe('market session boundaries (each session includes its start, excludes its end)', () => {
  it.each([
    ['2026-06-10T03:59:00-04:00', 'Closed'],
    ['2026-06-10T03:59:59-04:00', 'Closed'],
    ['2026-06-10T04:00:00-04:00', 'PreMarket'],
    ['2026-06-10T09:29:00-04:00', 'PreMarket'],
    ['2026-06-10T09:29:59-04:00', 'PreMarket'],
    ['2026-06-10T09:30:00-04:00', 'Regular'],
    ['2026-06-10T15:59:00-04:00', 'Regular'],
    ['2026-06-10T16:00:00-04:00', 'AfterHours'],
    ['2026-06-10T19:59:00-04:00', 'AfterHours'],
    ['2026-06-10T20:00:00-04:00', 'Closed'],
    ['2026-06-10T23:59:00-04:00', 'Closed'],
    ['2026-12-02T03:59:00-05:00', 'Closed'],
    ['2026-12-02T04:00:00-05:00', 'PreMarket'],
    ['2026-12-02T09:29:00-05:00', 'PreMarket'],
    ['2026-12-02T09:30:00-05:00', 'Regular'],
    ['2026-12-02T15:59:00-05:00', 'Regular'],
    ['2026-12-02T16:00:00-05:00', 'AfterHours'],
    ['2026-12-02T19:59:00-05:00', 'AfterHours'],
    ['2026-12-02T20:00:00-05:00', 'Closed'],
  ] as const)('on a regular trading day, %s is %s', async (at, session) => {
    const status = await statusAt(at);
    expect(status.session).toBe(session);
    expect(status.isOpen).toBe(session === 'Regular');
    expect(status.dayKind).toBe('RegularTradingDay');
  });

  it.each([
    ['2026-11-27T09:29:00-05:00', 'PreMarket'],
    ['2026-11-27T09:30:00-05:00', 'Regular'],
    ['2026-11-27T12:59:00-05:00', 'Regular'],
    ['2026-11-27T13:00:00-05:00', 'AfterHours'],
    ['2026-11-27T16:59:00-05:00', 'AfterHours'],
    ['2026-11-27T17:00:00-05:00', 'Closed'],
    ['2026-11-27T19:30:00-05:00', 'Closed'],
    ['2025-07-03T12:59:00-04:00', 'Regular'],
    ['2025-07-03T13:00:00-04:00', 'AfterHours'],
    ['2025-07-03T16:59:00-04:00', 'AfterHours'],
    ['2025-07-03T17:00:00-04:00', 'Closed'],
  ] as const)('on an early-close day (close 13:00, after-hours end 17:00), %s is %s', async (at, session) => {
    const status = await statusAt(at);
    expect(status.session).toBe(session);
    expect(status.isOpen).toBe(session === 'Regular');
    expect(status.dayKind).toBe('EarlyClose');
  });

  it('is Closed all day on a weekend, with no hours for the day', async () => {
    for (const time of ['04:30', '10:00', '17:00']) {
      const status = await statusAt(`2026-11-21T${time}:00-05:00`);
      expect(status).toMatchObject({
        session: 'Closed', isOpen: false, dayKind: 'Weekend', holidayName: null,
        regularOpen: null, regularClose: null, extendedHoursStart: null, extendedHoursEnd: null,
      });
    }
  });

  it('is Closed all day on a holiday, including pre-market and after-hours times', async () => {
    for (const time of ['04:30', '10:00', '17:00']) {
      const status = await statusAt(`2026-11-26T${time}:00-05:00`);
      expect(status).toMatchObject({ session: 'Closed', isOpen: false, dayKind: 'Holiday', holidayName: 'Thanksgiving Day' });
    }
  });
});

describe('day kinds of the curated 2025–2027 calendar', () => {
  const closures = CURATED_YEARS.flatMap((year) => FULL_CLOSURES[year]!);
  const earlyCloses = CURATED_YEARS.flatMap((year) => EARLY_CLOSES[year]!);

  it.each(closures)('%s is a Holiday: Closed, named, no hours today', async (date) => {
    const status = await statusAt(`${date}T16:00:00Z`);
    expect(status.date).toBe(date);
    expect(status.dayKind).toBe('Holiday');
    expect(status.session).toBe('Closed');
    expect(status.isOpen).toBe(false);
    expect(typeof status.holidayName).toBe('string');
    expect(status.holidayName!.length).toBeGreaterThan(0);
    expect([status.regularOpen, status.regularClose, status.extendedHoursStart, status.extendedHoursEnd]).toEqual([null, null, null, null]);
  });

  it.each(earlyCloses)('%s is an EarlyClose: regular close 13:00 ET, after-hours end 17:00 ET, holidayName null', async (date) => {
    const status = await statusAt(`${date}T15:00:00Z`);
    expect(status.date).toBe(date);
    expect(status.dayKind).toBe('EarlyClose');
    expect(status.holidayName).toBeNull();
    expect(status.session).toBe('Regular');
    expect(status.regularOpen).toMatch(new RegExp(`^${date}T09:30:00-0[45]:00$`));
    expect(status.regularClose).toMatch(new RegExp(`^${date}T13:00:00-0[45]:00$`));
    expect(status.extendedHoursStart).toMatch(new RegExp(`^${date}T04:00:00-0[45]:00$`));
    expect(status.extendedHoursEnd).toMatch(new RegExp(`^${date}T17:00:00-0[45]:00$`));
    expect(status.nextClose).toBe(status.regularClose);
  });

  it('closes for the national day of mourning on 2025-01-09, a curated one-off closure', async () => {
    const status = await statusAt(`${DAY_OF_MOURNING}T11:00:00-05:00`);
    expect(status).toMatchObject({
      dayKind: 'Holiday',
      session: 'Closed',
      holidayName: 'National Day of Mourning for President Jimmy Carter',
      nextOpen: '2025-01-10T09:30:00-05:00',
      nextClose: '2025-01-10T16:00:00-05:00',
    });
  });

  it('a trading day next to a holiday is a RegularTradingDay', async () => {
    expect((await statusAt('2026-11-25T11:00:00-05:00')).dayKind).toBe('RegularTradingDay');
    expect((await statusAt('2025-01-08T11:00:00-05:00')).dayKind).toBe('RegularTradingDay');
  });
});

describe('nextOpen and nextClose (the next regular open / close strictly after now)', () => {
  it('from Friday evening, nextOpen is Monday 09:30', async () => {
    const status = await statusAt('2026-11-20T18:30:00-05:00');
    expect(status.session).toBe('AfterHours');
    expect(status.nextOpen).toBe('2026-11-23T09:30:00-05:00');
    expect(status.nextClose).toBe('2026-11-23T16:00:00-05:00');
  });

  it('over a weekend, nextOpen and nextClose are Monday', async () => {
    const status = await statusAt('2026-11-22T12:00:00-05:00');
    expect(status.nextOpen).toBe('2026-11-23T09:30:00-05:00');
    expect(status.nextClose).toBe('2026-11-23T16:00:00-05:00');
  });

  it('the day before a holiday, nextOpen skips the holiday (and lands on an early close)', async () => {
    const status = await statusAt('2026-11-25T17:00:00-05:00');
    expect(status.nextOpen).toBe('2026-11-27T09:30:00-05:00');
    expect(status.nextClose).toBe('2026-11-27T13:00:00-05:00');
  });

  it('the day before the 2025-01-09 closure, nextOpen is 2025-01-10', async () => {
    const status = await statusAt('2025-01-08T16:30:00-05:00');
    expect(status.nextOpen).toBe('2025-01-10T09:30:00-05:00');
  });

  it('before the open, nextOpen and nextClose are today', async () => {
    const status = await statusAt('2026-11-20T08:00:00-05:00');
    expect(status.nextOpen).toBe('2026-11-20T09:30:00-05:00');
    expect(status.nextClose).toBe('2026-11-20T16:00:00-05:00');
  });

  it('at exactly 09:30 the open is not "after now": nextOpen is the next session, nextClose today', async () => {
    const status = await statusAt('2026-11-19T09:30:00-05:00');
    expect(status.nextOpen).toBe('2026-11-20T09:30:00-05:00');
    expect(status.nextClose).toBe('2026-11-19T16:00:00-05:00');
  });

  it('at exactly the close, nextClose is the next session close', async () => {
    const status = await statusAt('2026-11-19T16:00:00-05:00');
    expect(status.nextClose).toBe('2026-11-20T16:00:00-05:00');
  });

  it('a holiday falling on Monday moves nextOpen to Tuesday', async () => {
    const status = await statusAt('2026-01-16T20:30:00-05:00');
    expect(status.nextOpen).toBe('2026-01-20T09:30:00-05:00');
  });
});

describe('times computed in America/New_York across DST switches', () => {
  // [switch Sunday, Friday before, Monday after, offset before, offset after]
  const switches = [
    ['2026-03-08', '2026-03-06', '2026-03-09', '-05:00', '-04:00'],
    ['2026-11-01', '2026-10-30', '2026-11-02', '-04:00', '-05:00'],
    ['2027-03-14', '2027-03-12', '2027-03-15', '-05:00', '-04:00'],
    ['2027-11-07', '2027-11-05', '2027-11-08', '-04:00', '-05:00'],
  ] as const;

  it.each(switches)('on the switch day %s the market is closed (Weekend) and nextOpen is Monday 09:30 local', async (sunday, _friday, monday, before, after) => {
    const early = await statusAt(`${sunday}T00:30:00${before}`);
    const late = await statusAt(`${sunday}T12:00:00${after}`);
    for (const status of [early, late]) {
      expect(status.date).toBe(sunday);
      expect(status.dayKind).toBe('Weekend');
      expect(status.session).toBe('Closed');
      expect(status.nextOpen).toBe(`${monday}T09:30:00${after}`);
      expect(status.nextClose).toBe(`${monday}T16:00:00${after}`);
    }
    expect(early.asOf).toBe(`${sunday}T00:30:00${before}`);
    expect(late.asOf).toBe(`${sunday}T12:00:00${after}`);
  });

  it.each(switches)('around %s the open is 09:30 local on both sides, one hour apart in UTC', async (_sunday, friday, monday, before, after) => {
    const fri = await statusAt(`${friday}T12:00:00${before}`);
    const mon = await statusAt(`${monday}T12:00:00${after}`);
    expect(fri.regularOpen).toBe(`${friday}T09:30:00${before}`);
    expect(mon.regularOpen).toBe(`${monday}T09:30:00${after}`);
    expect(mon.regularClose).toBe(`${monday}T16:00:00${after}`);
    expect(mon.extendedHoursStart).toBe(`${monday}T04:00:00${after}`);
    expect(mon.extendedHoursEnd).toBe(`${monday}T20:00:00${after}`);
    const utcMinuteOfDay = (ts: string | null) => (instant(ts) % 86_400_000) / 60_000;
    expect(Math.abs(utcMinuteOfDay(mon.regularOpen) - utcMinuteOfDay(fri.regularOpen))).toBe(60);
  });

  it.each(switches)('on the Monday after %s the sessions switch at local 04:00 / 09:30 / 16:00 / 20:00', async (_sunday, _friday, monday, _before, after) => {
    const expected = [
      ['03:59', 'Closed'], ['04:00', 'PreMarket'], ['09:29', 'PreMarket'], ['09:30', 'Regular'],
      ['15:59', 'Regular'], ['16:00', 'AfterHours'], ['19:59', 'AfterHours'], ['20:00', 'Closed'],
    ] as const;
    for (const [time, session] of expected) {
      expect((await statusAt(`${monday}T${time}:00${after}`)).session).toBe(session);
    }
  });

  it('after the November switch, Friday evening points to a Monday open with the standard-time offset', async () => {
    const status = await statusAt('2026-10-30T17:00:00-04:00');
    expect(status.nextOpen).toBe('2026-11-02T09:30:00-05:00');
    expect(instant(status.nextOpen)).toBe(Date.parse('2026-11-02T14:30:00Z'));
  });

  it('during the repeated 01:00–02:00 hour of the November switch both instants report their own offset', async () => {
    expect((await statusAt('2026-11-01T05:30:00Z')).asOf).toBe('2026-11-01T01:30:00-04:00');
    expect((await statusAt('2026-11-01T06:30:00Z')).asOf).toBe('2026-11-01T01:30:00-05:00');
  });
});

describe('the calendar horizon (2027-12-31): next values beyond it are null, meaning unknown', () => {
  it('after the close on 2027-12-31, nextOpen and nextClose are null', async () => {
    const status = await statusAt('2027-12-31T16:30:00-05:00');
    expect(status).toMatchObject({ date: '2027-12-31', session: 'AfterHours', nextOpen: null, nextClose: null, calendarHorizon: '2027-12-31' });
  });

  it('during the session on 2027-12-31, nextClose is today and nextOpen is null', async () => {
    const status = await statusAt('2027-12-31T11:00:00-05:00');
    expect(status.nextClose).toBe('2027-12-31T16:00:00-05:00');
    expect(status.nextOpen).toBeNull();
  });

  it('before the open on 2027-12-31, both next values are today', async () => {
    const status = await statusAt('2027-12-31T08:00:00-05:00');
    expect(status.nextOpen).toBe('2027-12-31T09:30:00-05:00');
    expect(status.nextClose).toBe('2027-12-31T16:00:00-05:00');
  });

  it('after the horizon the day is still classified by NYSE rules, and next values are null', async () => {
    const holiday = await statusAt('2028-07-04T12:00:00-04:00');
    expect(holiday).toMatchObject({ dayKind: 'Holiday', holidayName: 'Independence Day', session: 'Closed', nextOpen: null, nextClose: null });
    const trading = await statusAt('2028-07-05T10:00:00-04:00');
    expect(trading).toMatchObject({
      dayKind: 'RegularTradingDay', session: 'Regular', isOpen: true,
      regularOpen: '2028-07-05T09:30:00-04:00', nextOpen: null, nextClose: null,
    });
  });

  it('before the horizon the day is classified by NYSE rules and next values lead into the curated table', async () => {
    const christmas = await statusAt('2024-12-25T12:00:00-05:00');
    expect(christmas).toMatchObject({ dayKind: 'Holiday', holidayName: 'Christmas Day', session: 'Closed' });
    const newYearsEve = await statusAt('2024-12-31T17:00:00-05:00');
    expect(newYearsEve.nextOpen).toBe('2025-01-02T09:30:00-05:00');
  });
});
