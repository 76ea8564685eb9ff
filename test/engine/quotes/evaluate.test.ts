import { describe, expect, it } from 'vitest';
import { sessionOf, toQuote } from '../../../src/engine/quotes/evaluate';
import type { Reading } from '../../../src/quotes/types';

// November 2026: Eastern Standard Time (UTC−5). Fri 20th regular day, Thu 26th Thanksgiving (holiday),
// Fri 27th early close (13:00, after-hours until 17:00).
const trade = (iso: string, price = 100): Reading => ({ ticker: 'AAPL', price, bidPrice: 99.99, askPrice: 100.01, at: Date.parse(iso), transport: 'WebSocket' });
const quoteAt = (tradeIso: string, nowIso: string, delayed = false) => toQuote(trade(tradeIso), new Date(nowIso), delayed);

describe('quote evaluation', () => {
  it('carries price, bid, ask, asOf (ISO-8601 UTC), source and the delayed flag of the view', () => {
    const q = toQuote({ ticker: 'MSFT', price: 400.5, bidPrice: null, askPrice: 400.6, at: Date.parse('2026-11-20T15:00:00.250Z'), transport: 'Rest' }, new Date('2026-11-20T15:00:10Z'), true);
    expect(q).toEqual({
      ticker: 'MSFT', price: 400.5, bidPrice: null, askPrice: 400.6, asOf: '2026-11-20T15:00:00.250Z',
      sessionDate: '2026-11-20', expectedSessionDate: '2026-11-20', stale: false, ageSeconds: 9, source: 'Rest', delayed: true,
    });
  });

  it('a pre-market trade belongs to that day’s session', () => {
    const q = quoteAt('2026-11-20T09:30:00Z', '2026-11-20T09:45:00Z'); // 04:30 ET, now 04:45 ET
    expect([q.sessionDate, q.expectedSessionDate, q.stale]).toEqual(['2026-11-20', '2026-11-20', false]);
  });

  it('an after-hours trade belongs to that day’s session, and stays current until 04:00 ET next trading day', () => {
    const q = quoteAt('2026-11-21T00:30:00Z', '2026-11-21T01:30:00Z'); // Fri 19:30 ET, now Fri 20:30 ET
    expect([q.sessionDate, q.expectedSessionDate, q.stale]).toEqual(['2026-11-20', '2026-11-20', false]);
  });

  it('expectedSessionDate switches at 04:00 ET on a trading day: before it the previous trading day', () => {
    // Mon 23 Nov: 03:59:59 ET is still Friday's session; 04:00:00 ET starts Monday's.
    expect(sessionOf(new Date('2026-11-23T08:59:59Z'))).toBe('2026-11-20');
    expect(sessionOf(new Date('2026-11-23T09:00:00Z'))).toBe('2026-11-23');
    const before = quoteAt('2026-11-20T20:59:00Z', '2026-11-23T08:59:59Z');
    const after = quoteAt('2026-11-20T20:59:00Z', '2026-11-23T09:00:00Z');
    expect([before.expectedSessionDate, before.stale]).toEqual(['2026-11-20', false]);
    expect([after.expectedSessionDate, after.stale]).toEqual(['2026-11-23', true]);
  });

  it('a trade before 04:00 ET belongs to the previous trading day', () => {
    expect(sessionOf(new Date('2026-11-23T08:30:00Z'))).toBe('2026-11-20'); // Mon 03:30 ET
  });

  it('on a weekend the expected session is Friday’s: Friday’s trade is current, Thursday’s is stale', () => {
    const now = '2026-11-21T15:00:00Z'; // Saturday
    expect(quoteAt('2026-11-20T20:59:00Z', now)).toMatchObject({ sessionDate: '2026-11-20', expectedSessionDate: '2026-11-20', stale: false });
    expect(quoteAt('2026-11-19T20:59:00Z', now)).toMatchObject({ sessionDate: '2026-11-19', expectedSessionDate: '2026-11-20', stale: true });
  });

  it('on a holiday the expected session is the previous trading day, and a print that day belongs to it too', () => {
    const now = '2026-11-26T16:00:00Z'; // Thanksgiving, 11:00 ET
    expect(quoteAt('2026-11-25T21:00:00Z', now)).toMatchObject({ sessionDate: '2026-11-25', expectedSessionDate: '2026-11-25', stale: false });
    expect(sessionOf(new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-25');
  });

  it('on an early-close day a trade in the shortened after-hours (to 17:00 ET) and after it belongs to that day', () => {
    expect(sessionOf(new Date('2026-11-27T21:30:00Z'))).toBe('2026-11-27'); // 16:30 ET, after the 13:00 close
    expect(sessionOf(new Date('2026-11-27T22:30:00Z'))).toBe('2026-11-27'); // 17:30 ET, after after-hours
    const q = quoteAt('2026-11-25T21:00:00Z', '2026-11-27T14:00:00Z'); // Wed's trade seen Fri 09:00 ET
    expect([q.sessionDate, q.expectedSessionDate, q.stale]).toEqual(['2026-11-25', '2026-11-27', true]);
  });

  it('follows daylight saving time: 04:00 ET is 08:00 UTC in summer', () => {
    expect(sessionOf(new Date('2026-07-06T07:59:59Z'))).toBe('2026-07-02'); // Mon 03:59 EDT; Fri 3 Jul is a holiday
    expect(sessionOf(new Date('2026-07-06T08:00:00Z'))).toBe('2026-07-06');
  });

  it('ageSeconds counts whole seconds from asOf to now and is never negative', () => {
    expect(quoteAt('2026-11-20T15:00:00.000Z', '2026-11-20T15:01:01.999Z').ageSeconds).toBe(61);
    expect(quoteAt('2026-11-20T15:00:05Z', '2026-11-20T15:00:00Z').ageSeconds).toBe(0);
  });
});
