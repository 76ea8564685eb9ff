/**
 * The ticker a file name states, read only when it can be read one way: a US symbol with an optional share
 * class, or Stooq's `.us` per-ticker name; anything else (a dotted suffix, a download site's own name, a
 * browser's copy number) states none, and the file then needs --ticker.
 */
import { describe, expect, it } from 'vitest';
import { tickerOfFileName } from '../../src/store/ingest/file-ticker';

describe('tickerOfFileName', () => {
  it.each([
    ['/downloads/MSFT.csv', 'MSFT'],
    ['/downloads/msft.csv', 'MSFT'],
    ['/data/aapl.us.txt', 'AAPL'],
    ['/data/brk-b.us.txt', 'BRK-B'],
    ['/downloads/BRK-B.csv', 'BRK-B'],
    ['/downloads/F.csv', 'F'],
  ])('%s states %s', (file, key) => {
    expect(tickerOfFileName(file)?.key).toBe(key);
  });

  it.each([
    ['/downloads/VOD.L.csv', 'a market suffix or a share class'],
    ['/downloads/BRK.B.csv', 'a share class or a market suffix'],
    ['/downloads/HistoricalData_1704931200.csv', "Nasdaq's own name"],
    ['/downloads/AAPL (1).csv', "a browser's second copy"],
    ['/downloads/prices.csv', 'a word longer than a symbol'],
    ['/downloads/2024.csv', 'digits only'],
    ['/data/vod.uk.txt', 'a Stooq market other than the US'],
  ])('%s states none (%s)', (file) => {
    expect(tickerOfFileName(file)).toBeNull();
  });
});
