import { describe, expect, it } from 'vitest';
import { createQuoteBus, HISTORY_SPAN_MS } from '../../src/quotes/bus';
import type { Reading } from '../../src/quotes/types';

const T0 = Date.parse('2026-11-20T15:00:00Z');
const reading = (ticker: string, at: number, price: number): Reading => ({ ticker, price, bidPrice: price - 0.01, askPrice: price + 0.01, at, transport: 'WebSocket' });

describe('quote bus', () => {
  it('holds the latest reading per ticker', () => {
    const bus = createQuoteBus();
    bus.publish(reading('AAPL', T0, 100));
    bus.publish(reading('MSFT', T0 + 1, 400));
    bus.publish(reading('AAPL', T0 + 2, 101));
    expect(bus.latest('AAPL')?.price).toBe(101);
    expect(bus.latest('MSFT')?.price).toBe(400);
    expect(bus.latest('GOOG')).toBeUndefined();
    expect(bus.tickers().sort()).toEqual(['AAPL', 'MSFT']);
  });

  it('answers heldAt with the newest reading at or before the instant', () => {
    const bus = createQuoteBus();
    bus.publish(reading('AAPL', T0, 100));
    bus.publish(reading('AAPL', T0 + 60_000, 101));
    bus.publish(reading('AAPL', T0 + 120_000, 102));
    expect(bus.heldAt('AAPL', T0 - 1)).toBeUndefined();
    expect(bus.heldAt('AAPL', T0)?.price).toBe(100);
    expect(bus.heldAt('AAPL', T0 + 59_999)?.price).toBe(100);
    expect(bus.heldAt('AAPL', T0 + 60_000)?.price).toBe(101);
    expect(bus.heldAt('AAPL', T0 + 10 * 60_000)?.price).toBe(102);
    expect(bus.heldAt('MSFT', T0)).toBeUndefined();
  });

  it('keeps history covering at least the 16 minutes before the newest reading', () => {
    const bus = createQuoteBus();
    // One reading a second for an hour: only the last 16 minutes (plus the one held at their start) are needed.
    for (let s = 0; s <= 3600; s++) bus.publish(reading('AAPL', T0 + s * 1000, 100 + s / 1000));
    const newest = T0 + 3600 * 1000;
    expect(bus.heldAt('AAPL', newest - HISTORY_SPAN_MS)?.at).toBe(newest - HISTORY_SPAN_MS);
    expect(bus.heldAt('AAPL', newest - 15 * 60_000 - 500)?.at).toBe(newest - 15 * 60_000 - 1000);
    // Readings older than the span are dropped: the bus is bounded.
    expect(bus.heldAt('AAPL', T0 + 1000)).toBeUndefined();
  });

  it('keeps the last reading before a long quiet stretch for the delayed view', () => {
    const bus = createQuoteBus();
    bus.publish(reading('AAPL', T0, 100));
    bus.publish(reading('AAPL', T0 + 3 * 3_600_000, 105));
    const instant = T0 + 3 * 3_600_000 - 15 * 60_000;
    expect(bus.heldAt('AAPL', instant)?.price).toBe(100);
  });

  it('files a late, older reading into history only and does not fan it out', () => {
    const bus = createQuoteBus();
    const seen: number[] = [];
    bus.subscribe((r) => seen.push(r.price));
    bus.publish(reading('AAPL', T0 + 60_000, 101));
    bus.publish(reading('AAPL', T0, 100));
    expect(bus.latest('AAPL')?.price).toBe(101);
    expect(bus.heldAt('AAPL', T0 + 30_000)?.price).toBe(100);
    expect(seen).toEqual([101]);
  });

  it('fans out synchronously to every subscriber until it unsubscribes', () => {
    const bus = createQuoteBus();
    const a: number[] = [];
    const b: number[] = [];
    const stopA = bus.subscribe((r) => a.push(r.price));
    bus.subscribe((r) => b.push(r.price));
    bus.publish(reading('AAPL', T0, 100));
    expect(a).toEqual([100]);
    stopA();
    bus.publish(reading('AAPL', T0 + 1, 101));
    expect(a).toEqual([100]);
    expect(b).toEqual([100, 101]);
  });

  it('a listener that throws does not stop the others', () => {
    const errors: unknown[] = [];
    const bus = createQuoteBus({ onListenerError: (error) => errors.push(error) });
    const seen: number[] = [];
    bus.subscribe(() => {
      throw new Error('broken listener');
    });
    bus.subscribe((r) => seen.push(r.price));
    bus.publish(reading('AAPL', T0, 100));
    expect(seen).toEqual([100]);
    expect(errors).toHaveLength(1);
    expect(bus.latest('AAPL')?.price).toBe(100);
  });
});
