import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import { LocalEngine } from '../../../src/client/local-engine';
import { QuoteBatch } from '../../../src/engine/quotes/schemas';
import { operationById } from '../../../src/operations/index';
import { STALE_TICKS_TICKER } from '../../../src/store/sample/ticks';

// Friday 20 Nov 2026, 15:00 ET: the sample's ticks cover this session and the one before.
const NOW = '2026-11-20T20:00:00Z';
let engine: LocalEngine;

beforeAll(async () => {
  engine = await LocalEngine.open({ storePath: ':memory:', clock: fixedClock(NOW) });
});
afterAll(() => engine.close());

describe('local quote calls', () => {
  it('answer from a bus primed by the replay feed at now: the newest tick at or before now, real time', async () => {
    const result = QuoteBatch.parse(await engine.call(operationById('quotes.batch'), {}, { tickers: 'AAPL,MSFT' }));
    expect(result.data.map((q) => q.ticker)).toEqual(['AAPL', 'MSFT']);
    for (const quote of result.data) {
      const newest = await engine.store.one<{ at: number }>(
        'SELECT epoch_ms(max(ts)) AS "at" FROM ticks WHERE ticker = ? AND ts <= epoch_ms(CAST(? AS BIGINT))',
        [quote.ticker, Date.parse(NOW)],
      );
      expect(quote.asOf).toBe(new Date(newest!.at).toISOString());
      expect(quote.delayed).toBe(false);
    }
  });

  it('report the sample listing whose last trade predates the expected session as stale', async () => {
    const result = QuoteBatch.parse(await engine.call(operationById('quotes.batch'), {}, { tickers: STALE_TICKS_TICKER }));
    expect(result.data[0]).toMatchObject({ ticker: STALE_TICKS_TICKER, stale: true, expectedSessionDate: '2026-11-20' });
  });
});
