/**
 * What the short-selling importer tests share: a new empty store before each test holding the few US
 * listings the files name (AAPL, MSFT, BRK-A, BRK-B; a regulator symbol maps only to a stored listing),
 * and `ingest(file)` loading a file as the dataset.
 */
import { afterAll, afterEach, beforeEach } from 'vitest';
import { ingestAny } from '../../src/store/ingest/index';
import { scratch } from '../fixtures/ingest/helpers';
import { emptyStore, type SampleFixture } from '../support/store';

const LISTINGS = ['AAPL', 'MSFT', 'BRK-A', 'BRK-B'];

export function shortSellingSuite(dataset: string) {
  let current: SampleFixture | undefined;
  const files = scratch();
  beforeEach(async () => {
    current = await emptyStore();
    await current.store.write(async (tx) => {
      for (const ticker of LISTINGS) {
        await tx.run(
          `INSERT INTO listings VALUES (?, NULL, ?, ?, NULL, 'Stock', 'USD', TRUE, 'ingest', NULL, CAST('2026-11-21' AS TIMESTAMP))`,
          [ticker, ticker, ticker],
        );
      }
    });
  });
  afterEach(() => current?.store.close());
  afterAll(() => files.remove());
  const fx = (): SampleFixture => {
    if (current === undefined) throw new Error('shortSellingSuite: used outside a test');
    return current;
  };
  return { files, fx, ingest: (file: string) => ingestAny(fx().store, fx().clock, dataset, file) };
}
