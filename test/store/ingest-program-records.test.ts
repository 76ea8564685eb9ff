/** The `buyback-programs` and `atm-programs` importers: fds's canonical JSON of program records extracted from filings. */
import { describe, expect, it } from 'vitest';
import { ingestAny } from '../../src/store/ingest/index';
import { sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const buybacks = importerSuite('buyback-programs', (opened) => (fx = opened));
const atm = { files: buybacks.files, ingest: (file: string) => ingestAny(fx.store, fx.clock, 'atm-programs', file) };

const buyback = (fields: Record<string, unknown> = {}) => ({
  ticker: 'AAPL', announcedDate: '2026-05-01', authorizedAmount: 100e9, authorizedUnit: 'USD', remainingAuthorizedAmount: null, remainingAuthorizedUnit: null,
  asOfDate: '2026-05-01', expires: null, dollarsAreCombinedEquity: false, form: '8-K', filedDate: '2026-05-01', accession: 'a-1', url: null, ...fields,
});
const atmRecord = (fields: Record<string, unknown> = {}) => ({
  ticker: 'CRCL', establishedDate: '2026-05-01', capacityUsd: 1e9, cumulativeSoldUsd: null, soldAsOf: null, expirationDate: null,
  form: '424B5', filedDate: '2026-05-02', accession: 'c-1', url: 'https://www.sec.gov/c-1', ...fields,
});
const doc = (programs: unknown[]) => JSON.stringify({ programs });

describe('buyback-programs', () => {
  it('stores each record once: re-ingesting, or a key repeated in the file, adds nothing', async () => {
    const file = buybacks.files.write('b.json', doc([buyback(), buyback({ url: 'https://x.example/1' }), buyback({ asOfDate: '2026-06-30', remainingAuthorizedAmount: 0, remainingAuthorizedUnit: 'USD', form: '10-Q', accession: 'a-2' })]));
    expect(await buybacks.ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 2 });
    expect(await buybacks.ingest(file)).toMatchObject({ rowsAdded: 0 });
    expect(await fx.store.all('SELECT remaining_amount, url FROM buyback_programs ORDER BY as_of_date')).toEqual([{ remaining_amount: null, url: null }, { remaining_amount: 0, url: null }]);
  });

  it('refuses bad values naming each by its place, a remaining amount without its unit among them, and leaves the store unchanged', async () => {
    const file = buybacks.files.write('bad.json', doc([buyback({ authorizedAmount: 0, asOfDate: '2026-02-30' }), buyback({ remainingAuthorizedAmount: 5 }), 'x']));
    const before = await snapshot(fx.store);
    await expectRefused(buybacks.ingest(file), [
      'programs[0].authorizedAmount: "0" is not a number above 0',
      'programs[0].asOfDate: "2026-02-30" is not a date',
      'programs[1].remainingAuthorizedUnit',
      'programs[2]: "x" is not an object',
    ]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a document without a programs array', async () => {
    await expectRefused(buybacks.ingest(buybacks.files.write('no.json', JSON.stringify([buyback()]))), ['not a program document']);
  });
});

describe('atm-programs', () => {
  it('stores one row per program and filing; the sold figure and its date go together', async () => {
    const file = atm.files.write('a.json', doc([atmRecord(), atmRecord({ form: '10-Q', accession: 'c-2', cumulativeSoldUsd: 5e6, soldAsOf: '2026-06-30' })]));
    expect(await atm.ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    await expectRefused(atm.ingest(atm.files.write('half.json', doc([atmRecord({ cumulativeSoldUsd: 1 })]))), ['programs[0].soldAsOf: an empty value must be given with cumulativeSoldUsd']);
    await expectRefused(atm.ingest(atm.files.write('url.json', doc([atmRecord({ url: 'ftp://x', ticker: '' })]))), ['programs[0].ticker', 'programs[0].url: "ftp://x" is not an http or https URL']);
  });
});

describe('sample replacement', () => {
  it("a file naming a ticker replaces that ticker's synthetic program records, in both kinds", async () => {
    const sample = await sampleStore();
    try {
      const b = await ingestAny(sample.store, sample.clock, 'buyback-programs', buybacks.files.write('msft.json', doc([buyback({ ticker: 'MSFT' })])));
      expect(b.replacedSample).toEqual([expect.objectContaining({ dataset: 'buyback_programs', key: 'MSFT', rows: 1 })]);
      const a = await ingestAny(sample.store, sample.clock, 'atm-programs', atm.files.write('crcl.json', doc([atmRecord()])));
      expect(a.replacedSample).toEqual([expect.objectContaining({ dataset: 'atm_programs', key: 'CRCL', rows: 5 })]);
      expect(await sample.store.all("SELECT DISTINCT source FROM atm_programs WHERE ticker = 'CRCL'")).toEqual([{ source: 'ingest' }]);
    } finally {
      sample.store.close();
    }
  });
});
