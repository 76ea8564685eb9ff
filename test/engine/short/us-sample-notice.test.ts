/**
 * Every answer with synthetic rows says so: each US short-selling operation, answered from the sample,
 * names the sample's as-of date (which faces turn into the table footer, stderr line or X-Data-Notice);
 * the same question about a symbol only a real file names does not.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operationById } from '../../../src/operations/index';
import { answer } from '../../../src/operations/invoke';
import { ingestAny } from '../../../src/store/ingest/index';
import { scratch } from '../../fixtures/ingest/helpers';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
const files = scratch();
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => {
  fx.store.close();
  files.remove();
});

const asOf = async (id: string, path: Record<string, string>, query: Record<string, string> = {}) => (await answer(operationById(id), fx.ctx, path, query)).sampleAsOf;

it('every answer with synthetic rows says so', async () => {
  for (const id of ['short.volume', 'short.interest', 'short.offExchange', 'short.failsToDeliver']) {
    expect(await asOf(id, { ticker: 'AAPL' }), id).toBe('2026-11-20');
  }
  expect(await asOf('short.snapshot', {})).toBe('2026-11-20');
  expect(await asOf('short.largest', {})).toBe('2026-11-20');
});

it('an answer of real rows only is not called synthetic', async () => {
  const file = files.write('CNMSshvol20261119.txt', 'Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market\n20261119|ZZREAL|5|0|10|B,Q,N\n1\n');
  await ingestAny(fx.store, fx.clock, 'finra-short-volume', file);
  expect(await asOf('short.volume', { ticker: 'ZZREAL' })).toBeNull();
});
