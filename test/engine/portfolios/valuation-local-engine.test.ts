/**
 * The local CLI engine primes the quote bus for portfolio calls too, so a one-shot `fds portfolio show`
 * marks a position at a live reading of a newer session exactly as a running server would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEngine } from '../../../src/client/local-engine';
import { fixedClock } from '../../../src/core/clock';
import { PortfolioSummary } from '../../../src/engine/portfolios/schemas';
import { PortfolioValuation } from '../../../src/engine/portfolios/valuation-schemas';
import { operationById } from '../../../src/operations/index';

// Friday 20 Nov 2026, 15:00 ET: the sample's ticks cover this session and the one before.
const NOW = '2026-11-20T20:00:00Z';
let engine: LocalEngine;

beforeAll(async () => {
  engine = await LocalEngine.open({ storePath: ':memory:', clock: fixedClock(NOW) });
});
afterAll(() => engine.close());

describe('local portfolio valuation', () => {
  it('LiveQuote through the local engine: a live reading of today\'s session marks a listing whose newest settled close is older', async () => {
    // AAPL has no bar of today (as during the session); MSFT has one, but at 15:00 ET its session is still
    // trading, so that bar is not a settled close (the rule of /v1/prices/latest) and the live reading marks it too.
    await engine.store.write((tx) => tx.run("DELETE FROM prices WHERE ticker = 'AAPL' AND date >= DATE '2026-11-20'"));
    const created = PortfolioSummary.parse(await engine.call(operationById('portfolios.create'), {}, {}, { name: 'Live marks' }));
    for (const ticker of ['AAPL', 'MSFT', 'XLON:VOD']) {
      await engine.call(operationById('portfolios.lots.add'), { id: created.id }, {}, { ticker, quantity: 1, costPerUnit: 1, acquiredDate: '2026-01-05' });
    }

    const v = PortfolioValuation.parse(await engine.call(operationById('portfolios.get'), { id: created.id }, {}));

    const marks = Object.fromEntries(v.positions.map((p) => [p.ticker, [p.markSource, p.markAsOf]]));
    expect(marks).toEqual({
      AAPL: ['LiveQuote', '2026-11-20'],
      MSFT: ['LiveQuote', '2026-11-20'],
      VOD: ['SettledClose', expect.any(String)],
    });
    // The live mark is the newest tick at or before now.
    const newest = await engine.store.one<{ price: number }>(
      "SELECT arg_max(price, ts) AS price FROM ticks WHERE ticker = 'AAPL' AND ts <= TIMESTAMP '2026-11-20 20:00:00'",
    );
    expect(v.positions.find((p) => p.ticker === 'AAPL')!.markPerUnit).toBe(newest!.price);
  });
});
