/**
 * Regulator symbols → listing keys: FINRA and SEC write a class share as BRK.B, BRK/B, BRK B or BRKB and
 * may fold case; each maps to the stored listing BRK-B, and a symbol that names no stored US listing maps
 * to nothing (its rows are stored under the symbol as filed and reported).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCandidates, mapStagedSymbols, resolveSymbols, SYMBOLS, unmappedSymbols } from '../../src/store/ingest/regulator-symbols';
import { emptyStore, type SampleFixture } from '../support/store';

let fx: SampleFixture;

beforeAll(async () => {
  fx = await emptyStore();
  await fx.store.write(async (tx) => {
    for (const [ticker, mic, symbol] of [['AAPL', null, 'AAPL'], ['BRK-B', null, 'BRK-B'], ['BRK-A', null, 'BRK-A'], ['BF-B', null, 'BF-B'], ['XLON:VOD', 'XLON', 'VOD']] as const) {
      await tx.run(
        `INSERT INTO listings VALUES (?, ?, ?, ?, NULL, 'Stock', 'USD', TRUE, 'test', NULL, CAST('2026-11-21' AS TIMESTAMP))`,
        [ticker, mic, symbol, ticker],
      );
    }
  });
});
afterAll(() => fx.store.close());

describe('the listing keys a regulator symbol may stand for', () => {
  it.each([
    ['AAPL', ['AAPL', 'AAP-L']],
    ['BRK.B', ['BRK-B']],
    ['BRK/B', ['BRK-B']],
    ['BRK B', ['BRK-B']],
    ['BRK-B', ['BRK-B']],
    ['brk.b', ['BRK-B']],
    ['BRKB', ['BRKB', 'BRK-B']],
    [' msft ', ['MSFT', 'MSF-T']],
    ['ABC1', ['ABC1']],
    ['', []],
  ])('%j → %j', (raw, expected) => {
    expect(listingCandidates(raw)).toEqual(expected);
  });
});

describe('mapping symbols to stored listings', () => {
  it('maps every written form of a class share, and case changes, to the one listing key', async () => {
    const mapped = await resolveSymbols(fx.store, ['BRK.B', 'BRK/B', 'BRKB', 'BRK-B', 'brk.b', 'Brk/b', 'BRKA', 'BFB', 'AAPL', 'aapl']);
    expect(Object.fromEntries(mapped)).toEqual({
      'BRK.B': 'BRK-B', 'BRK/B': 'BRK-B', BRKB: 'BRK-B', 'BRK-B': 'BRK-B', 'brk.b': 'BRK-B', 'Brk/b': 'BRK-B',
      BRKA: 'BRK-A', BFB: 'BF-B', AAPL: 'AAPL', aapl: 'AAPL',
    });
  });

  it('maps a symbol to no listing the store does not hold, and never to a non-US listing', async () => {
    const mapped = await resolveSymbols(fx.store, ['ZZZZ', 'VOD', 'BRKC', 'AAPLB']);
    expect(Object.fromEntries(mapped)).toEqual({ ZZZZ: null, VOD: null, BRKC: null, AAPLB: null });
  });

  it('works out each distinct staged symbol once and reports the rows left unmapped', async () => {
    await fx.store.write(async (tx) => {
      await tx.run("CREATE TEMP TABLE staged AS SELECT * FROM (VALUES ('BRK/B'), ('BRK/B'), ('ZZZZ'), ('YYY'), ('ZZZZ'), ('AAPL')) t(symbol)");
      await mapStagedSymbols(tx, 'staged', 'symbol');
      expect(await tx.all(`SELECT raw, ticker FROM ${SYMBOLS} ORDER BY raw`)).toEqual([
        { raw: 'AAPL', ticker: 'AAPL' }, { raw: 'BRK/B', ticker: 'BRK-B' }, { raw: 'YYY', ticker: null }, { raw: 'ZZZZ', ticker: null },
      ]);
      expect(await unmappedSymbols(tx, 'staged', 'symbol')).toEqual({ rows: 3, symbols: 2, first: ['YYY', 'ZZZZ'] });
      expect(await unmappedSymbols(tx, 'staged', 'symbol', "symbol <> 'YYY' AND symbol <> 'ZZZZ'")).toBeUndefined();
      await tx.run('DROP TABLE staged');
    });
  });
});
