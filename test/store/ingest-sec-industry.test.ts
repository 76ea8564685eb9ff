/**
 * The industry a company's EDGAR submissions document states (sic, sicDescription): kept by CIK by
 * `fds ingest sec-submissions`, the newest file standing, and read by the stock profile's `industry`.
 * On the real Marvell document and on copies of it written for other cases.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../src/engine/stocks/schemas';
import { ingestAny } from '../../src/store/ingest/index';
import { call } from '../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, realFixture, scratch } from '../fixtures/ingest/helpers';

const MARVELL = realFixture('sec-submissions-json/CIK0001835632.json');
const marvell = (): Record<string, unknown> => JSON.parse(readFileSync(MARVELL, 'utf8')) as Record<string, unknown>;

let fx: SampleFixture;
const files = scratch();
afterEach(() => fx.store.close());
afterAll(() => files.remove());
const ingest = (file: string) => ingestAny(fx.store, fx.clock, 'sec-submissions', file);
const industries = () => fx.store.all<{ cik: number; sic: number; title: string | null }>('SELECT CAST(cik AS INTEGER) AS cik, sic, sic_description AS title FROM sec_industries ORDER BY cik');

describe('sec-submissions: the company\'s industry', () => {
  it('keeps the real document\'s SIC code and title by CIK; the same file again adds nothing', async () => {
    fx = await emptyStore();
    await ingest(MARVELL);
    expect(await industries()).toEqual([{ cik: 1835632, sic: 3674, title: 'Semiconductors & Related Devices' }]);
    const again = await ingest(MARVELL);
    expect(again.rowsAdded).toBe(0);
    expect(await industries()).toHaveLength(1);
  });

  it('the newest file stands; an empty sic is none and keeps what is stored', async () => {
    fx = await emptyStore();
    await ingest(MARVELL);
    await ingest(files.write('CIK0001835632-b.json', JSON.stringify({ ...marvell(), sic: '3672', sicDescription: 'Printed Circuit Boards' })));
    expect(await industries()).toEqual([{ cik: 1835632, sic: 3672, title: 'Printed Circuit Boards' }]);
    await ingest(files.write('CIK0001835632-c.json', JSON.stringify({ ...marvell(), sic: '', sicDescription: '' })));
    expect(await industries()).toEqual([{ cik: 1835632, sic: 3672, title: 'Printed Circuit Boards' }]);
  });

  it('refuses a malformed sic by its place and stores nothing of the file', async () => {
    fx = await emptyStore();
    await expectRefused(ingest(files.write('CIK0001835632-bad.json', JSON.stringify({ ...marvell(), sic: 'semis' }))), ['sic', 'Standard Industrial Classification']);
    expect(await industries()).toEqual([]);
    expect((await fx.store.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM filing_index'))!.n).toBe(0);
  });

  it('the stock profile reads it by the listing\'s CIK; a real document replaces the sample\'s, and says so', async () => {
    fx = await sampleStore();
    const sample = await fx.store.one<{ source: string }>('SELECT source FROM sec_industries WHERE cik = 320193');
    expect(sample?.source).toBe('sample');
    expect((await call<Profile>(fx.ctx, 'stocks.profile', {}, { ticker: 'AAPL' })).industry).toBe('Electronic Computers');
    // Apple's document in the same layout: its CIK, name, ticker and classification.
    const apple = { ...marvell(), cik: '0000320193', name: 'Apple Inc.', tickers: ['AAPL'], exchanges: ['Nasdaq'], sic: '3571', sicDescription: 'Electronic Computers' };
    const report = await ingest(files.write('CIK0000320193.json', JSON.stringify(apple)));
    expect(report.replacedSample.filter((r) => r.dataset === 'sec_industries')).toEqual([{ dataset: 'sec_industries', key: '320193', rows: 1 }]);
    expect(await fx.store.all('SELECT sic, sic_description AS title, source FROM sec_industries WHERE cik = 320193')).toEqual([{ sic: 3571, title: 'Electronic Computers', source: 'ingest' }]);
    expect(await call<Profile>(fx.ctx, 'stocks.profile', {}, { ticker: 'AAPL' })).toMatchObject({ cik: 320193, industry: 'Electronic Computers' });
  });
});
