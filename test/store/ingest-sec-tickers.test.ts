/**
 * The `sec-tickers` importer: SEC's ticker ↔ CIK links from a real submissions document and from files
 * written in the two company_tickers layouts; refusals, idempotence and the replacement of sample links.
 */
import { describe, expect, it } from 'vitest';
import { ingestAny } from '../../src/store/ingest/index';
import { readSampleKeys } from '../../src/store/sample-keys';
import { sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const { files, ingest } = importerSuite('sec-tickers', (opened) => (fx = opened));
const SUBMISSIONS = realFixture('sec-submissions-json/CIK0001835632.json');

const links = () => fx.store.all('SELECT cik, ticker, name, exchange, source_layout, source FROM sec_tickers ORDER BY ticker, cik');

/** A company_tickers_exchange.json body with `fields` and `data` as given. */
const exchangeFile = (data: unknown[][], fields: unknown = ['cik', 'name', 'ticker', 'exchange']) => JSON.stringify({ fields, data });

describe('a real submissions document (Marvell)', () => {
  it('links each ticker to the zero-padded string cik, with the name and the exchange at the same index', async () => {
    expect(await ingest(SUBMISSIONS)).toMatchObject({ format: 'json', rowsRead: 1, rowsAdded: 1 });
    expect(await links()).toEqual([
      { cik: 1835632, ticker: 'MRVL', name: 'Marvell Technology, Inc.', exchange: 'Nasdaq', source_layout: 'submissions', source: 'ingest' },
    ]);
  });

  it('records where each link came from and when', async () => {
    await ingest(SUBMISSIONS);
    expect(await fx.store.one('SELECT source_file, captured_at FROM sec_tickers')).toEqual({ source_file: SUBMISSIONS, captured_at: '2026-11-21T15:00:00.000Z' });
  });

  it('re-ingesting adds nothing', async () => {
    await ingest(SUBMISSIONS);
    expect(await ingest(SUBMISSIONS)).toMatchObject({ rowsRead: 1, rowsAdded: 0 });
    expect(await links()).toHaveLength(1);
  });
});

describe('company_tickers_exchange.json', () => {
  it('places each row by the fields header, in any order; a null exchange is kept as null; SEC class shares are listing keys', async () => {
    const file = files.write('company_tickers_exchange.json', exchangeFile(
      [['Nasdaq', 'AAPL', 'Apple Inc.', 320193], [null, 'brk.b', 'BERKSHIRE HATHAWAY INC', 1067983], ['NYSE', 'BRK-A', 'BERKSHIRE HATHAWAY INC', 1067983]],
      ['exchange', 'ticker', 'name', 'cik'],
    ));
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 3 });
    expect(await links()).toEqual([
      { cik: 320193, ticker: 'AAPL', name: 'Apple Inc.', exchange: 'Nasdaq', source_layout: 'company-tickers-exchange', source: 'ingest' },
      { cik: 1067983, ticker: 'BRK-A', name: 'BERKSHIRE HATHAWAY INC', exchange: 'NYSE', source_layout: 'company-tickers-exchange', source: 'ingest' },
      { cik: 1067983, ticker: 'BRK-B', name: 'BERKSHIRE HATHAWAY INC', exchange: null, source_layout: 'company-tickers-exchange', source: 'ingest' },
    ]);
    expect(await ingest(file)).toMatchObject({ rowsAdded: 0 });
  });

  it('refuses fields that are not exactly cik, name, ticker and exchange, and leaves the store unchanged', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('symbol.json', exchangeFile([[320193, 'Apple Inc.', 'AAPL', 'Nasdaq']], ['cik', 'name', 'symbol', 'exchange']))), [
      'has fields ["cik","name","symbol","exchange"]', 'exactly cik, name, ticker and exchange',
    ]);
    await expectRefused(ingest(files.write('three.json', exchangeFile([[320193, 'Apple Inc.', 'AAPL']], ['cik', 'name', 'ticker']))), ['has fields ["cik","name","ticker"]']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses bad rows naming each by its row and field, writing none of the good ones', async () => {
    const file = files.write('bad.json', exchangeFile([
      [320193, 'Apple Inc.', 'AAPL', 'Nasdaq'],
      ['CIK320193', 'Apple Inc.', 'AAPL', 'Nasdaq'],
      [789019, 'MICROSOFT CORP', null, 'Nasdaq'],
      [1045810, 'NVIDIA CORP', 'NV DA', 'Nasdaq'],
      [-5, '', 'X', 3],
      [1],
    ]));
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), [
      'has 7 problems',
      `data[1], column 'cik': "CIK320193" is not a CIK`,
      `data[2], column 'ticker': is missing`,
      `data[3], column 'ticker': "NV DA" is not a US ticker`,
      `data[4], column 'cik': "-5" is not a CIK`,
      `data[4], column 'name': is missing`,
      `data[4], column 'exchange': "3" is not text`,
      'data[5]: "[1]" is not a row of 4 values',
    ]);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('company_tickers.json', () => {
  const entries = (...list: unknown[]) => JSON.stringify(Object.fromEntries(list.map((e, i) => [String(i), e])));

  it('reads every numbered entry (cik_str, ticker, title), with no exchange', async () => {
    const file = files.write('company_tickers.json', entries(
      { cik_str: 320193, ticker: 'AAPL', title: 'Apple Inc.' },
      { cik_str: 1652044, ticker: 'GOOGL', title: 'Alphabet Inc.' },
      { cik_str: 1652044, ticker: 'GOOG', title: 'Alphabet Inc.' },
    ));
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 3 });
    expect(await links()).toEqual([
      { cik: 320193, ticker: 'AAPL', name: 'Apple Inc.', exchange: null, source_layout: 'company-tickers', source: 'ingest' },
      { cik: 1652044, ticker: 'GOOG', name: 'Alphabet Inc.', exchange: null, source_layout: 'company-tickers', source: 'ingest' },
      { cik: 1652044, ticker: 'GOOGL', name: 'Alphabet Inc.', exchange: null, source_layout: 'company-tickers', source: 'ingest' },
    ]);
    expect(await ingest(file)).toMatchObject({ rowsAdded: 0 });
  });

  it('a pair already stored from another layout is skipped; a pair the file repeats is stored once', async () => {
    await ingest(SUBMISSIONS);
    const file = files.write('again.json', entries(
      { cik_str: 1835632, ticker: 'MRVL', title: 'Marvell Technology, Inc.' },
      { cik_str: 320193, ticker: 'AAPL', title: 'Apple Inc.' },
      { cik_str: 320193, ticker: 'AAPL', title: 'Apple Inc.' },
    ));
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 1 });
    expect(await fx.store.all('SELECT ticker, source_layout FROM sec_tickers ORDER BY ticker')).toEqual([
      { ticker: 'AAPL', source_layout: 'company-tickers' }, { ticker: 'MRVL', source_layout: 'submissions' },
    ]);
  });

  it('refuses a bad cik and a missing ticker, naming the entry and field, and leaves the store unchanged', async () => {
    await ingest(SUBMISSIONS);
    const before = await snapshot(fx.store);
    const file = files.write('bad.json', entries(
      { cik_str: 320193, ticker: 'AAPL', title: 'Apple Inc.' },
      { cik_str: 12345678901, ticker: 'BIG', title: 'Too Big Corp' },
      { cik_str: 789019, title: 'MICROSOFT CORP' },
    ));
    await expectRefused(ingest(file), [
      'has 2 problems',
      `["1"], column 'cik_str': "12345678901" is not a CIK`,
      `["2"], column 'ticker': is missing`,
      'Nothing was ingested; the store is unchanged.',
    ]);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('what is not a ticker file', () => {
  it('refuses JSON in none of the layouts, and a submissions document with a bad cik or ticker', async () => {
    await expectRefused(ingest(files.write('facts.json', JSON.stringify({ cik: 320193, entityName: 'Apple Inc.', facts: {} }))), ['is not an SEC ticker file']);
    await expectRefused(ingest(files.write('text.json', 'not json')), ['is not JSON']);
    await expectRefused(ingest(files.write('sub.json', JSON.stringify({ cik: '00003201x3', name: 'Apple Inc.', tickers: ['AAPL', ''], exchanges: ['Nasdaq', null] }))), [
      'cik: "00003201x3" is not a CIK', 'tickers[1]: is missing',
    ]);
    await expectRefused(ingest(files.write('short.json', JSON.stringify({ cik: '0000320193', name: 'Apple Inc.', tickers: ['AAPL'], exchanges: [] }))), [
      'exchanges: is not a list of 1 exchanges, one per ticker',
    ]);
  });

  it('a submissions document of a company with no tickers adds nothing', async () => {
    expect(await ingest(files.write('none.json', JSON.stringify({ cik: '0000000042', name: 'Private Co', tickers: [], exchanges: [] })))).toMatchObject({ rowsRead: 0, rowsAdded: 0 });
  });
});

describe('real links replace sample links', () => {
  it('of every ticker the file names, and every sample link of a CIK it names; the manifest forgets them', async () => {
    const sample = await sampleStore();
    try {
      const costco = await sample.store.one<{ cik: number }>("SELECT cik FROM sec_tickers WHERE ticker = 'COST'");
      // SEC links COST to its CIK; GOOGL is named by ticker, GOOG only through Alphabet's CIK.
      const file = files.write('real.json', exchangeFile([[costco!.cik, 'COSTCO WHOLESALE CORP /NEW', 'COST', 'Nasdaq'], [1652044, 'Alphabet Inc.', 'GOOGL', 'Nasdaq']]));
      const report = await ingestAny(sample.store, sample.clock, 'sec-tickers', file);
      expect(report.replacedSample).toEqual([
        expect.objectContaining({ dataset: 'sec_tickers', key: 'COST', rows: 1 }),
        expect.objectContaining({ dataset: 'sec_tickers', key: 'GOOG', rows: 1 }),
        expect.objectContaining({ dataset: 'sec_tickers', key: 'GOOGL', rows: 1 }),
      ]);
      expect(await sample.store.all("SELECT ticker, source FROM sec_tickers WHERE ticker IN ('COST', 'GOOG', 'GOOGL', 'AAPL') ORDER BY ticker")).toEqual([
        { ticker: 'AAPL', source: 'sample' }, { ticker: 'COST', source: 'ingest' }, { ticker: 'GOOGL', source: 'ingest' },
      ]);
      const keys = (await readSampleKeys(sample.store)).filter((k) => k.kind === 'sec-tickers').map((k) => k.key);
      expect(keys).toContain('AAPL');
      expect(keys).not.toContain('COST');
      expect(keys).not.toContain('GOOG');
      // Once real, the same file replaces and adds nothing.
      expect(await ingestAny(sample.store, sample.clock, 'sec-tickers', file)).toMatchObject({ rowsAdded: 0, replacedSample: [] });
    } finally {
      sample.store.close();
    }
  });
});
