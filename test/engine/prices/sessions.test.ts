import { describe, expect, it } from 'vitest';
import { exchangeToday, lastSettledSession, priorSession, settledThrough } from '../../../src/engine/prices/sessions';
import { percentChange, roundDerived } from '../../../src/engine/prices/rounding';

const at = (iso: string) => new Date(iso);

describe('settled bars', () => {
  it('counts a US session as settled from its 16:00 New York close, on standard time', () => {
    expect(settledThrough(null, at('2026-03-06T20:59:00Z'))).toBe('2026-03-05'); // 15:59 EST
    expect(settledThrough(null, at('2026-03-06T21:00:00Z'))).toBe('2026-03-06'); // 16:00 EST
  });

  it('counts a US session as settled from its 16:00 New York close, on daylight time (after the March switch)', () => {
    expect(settledThrough(null, at('2026-03-09T19:59:00Z'))).toBe('2026-03-08'); // 15:59 EDT
    expect(settledThrough(null, at('2026-03-09T20:00:00Z'))).toBe('2026-03-09'); // 16:00 EDT
  });

  it('settles an early-close session at 13:00 New York time', () => {
    expect(settledThrough(null, at('2026-11-27T17:59:00Z'))).toBe('2026-11-26');
    expect(settledThrough(null, at('2026-11-27T18:00:00Z'))).toBe('2026-11-27');
  });

  it('takes the New York date, not the UTC date, late in the evening', () => {
    expect(settledThrough(null, at('2026-11-21T02:00:00Z'))).toBe('2026-11-20'); // 21:00 on the 20th in New York
    expect(exchangeToday(null, at('2026-11-21T02:00:00Z'))).toBe('2026-11-20');
  });

  it('settles a London session at 16:30 London time, across the British clock change', () => {
    expect(settledThrough('XLON', at('2026-11-20T16:29:00Z'))).toBe('2026-11-19'); // GMT
    expect(settledThrough('XLON', at('2026-11-20T16:30:00Z'))).toBe('2026-11-20');
    expect(settledThrough('XLON', at('2026-06-19T15:29:00Z'))).toBe('2026-06-18'); // 16:29 BST
    expect(settledThrough('XLON', at('2026-06-19T15:30:00Z'))).toBe('2026-06-19');
  });

  it('counts only bars before today (UTC) as settled on an exchange whose hours are unknown', () => {
    expect(settledThrough('XTKS', at('2026-11-20T23:00:00Z'))).toBe('2026-11-19');
  });
});

describe('prior session', () => {
  it('is the previous NYSE trading day for a US listing, skipping weekends and holidays', () => {
    expect(priorSession(null, '2026-11-23')).toBe('2026-11-20');
    expect(priorSession(null, '2026-11-27')).toBe('2026-11-25');
  });

  it('is the previous weekday for a non-US listing', () => {
    expect(priorSession('XLON', '2026-11-23')).toBe('2026-11-20');
    expect(priorSession('XLON', '2026-04-06')).toBe('2026-04-03'); // Good Friday is a weekday session in London
  });
});

describe('derived number precision', () => {
  it('rounds derived values to 4 decimals, half away from zero, never -0', () => {
    expect(roundDerived(1.23456)).toBe(1.2346);
    expect(roundDerived(-1.23455)).toBe(-1.2346);
    expect(Object.is(roundDerived(-0.00001), 0)).toBe(true);
  });

  it('expresses percent changes as plain percentages of the starting value', () => {
    expect(percentChange(100, 110)).toBe(10);
    expect(percentChange(130, 110)).toBe(-15.3846);
  });
});

describe('last settled session', () => {
  it('is today once the session closed, the session before while it trades, and Friday over a weekend', () => {
    expect(lastSettledSession(null, at('2026-11-20T21:00:00Z'))).toBe('2026-11-20');
    expect(lastSettledSession(null, at('2026-11-20T16:00:00Z'))).toBe('2026-11-19');
    expect(lastSettledSession(null, at('2026-11-22T15:00:00Z'))).toBe('2026-11-20'); // Sunday
    expect(lastSettledSession(null, at('2026-11-26T18:00:00Z'))).toBe('2026-11-25'); // Thanksgiving
    expect(lastSettledSession('XLON', at('2026-11-21T12:00:00Z'))).toBe('2026-11-20'); // Saturday in London
  });
});
