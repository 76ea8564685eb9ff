/**
 * The `sec-nport-p` importer: the real N-PORT-P filing and filings written in its layout; every investment
 * stored, refusals naming the line and element, idempotence, amendments, streaming of a long filing, and
 * the replacement of a synthetic series.
 */
import { describe, expect, it } from 'vitest';
import type { FundHoldings, FundOwners } from '../../src/engine/funds/schemas';
import { streamXmlFile, type XmlElement } from '../../src/store/ingest/importers/xml';
import { ingestAny } from '../../src/store/ingest/index';
import { readSampleKeys } from '../../src/store/sample-keys';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const { files, ingest } = importerSuite('sec-nport-p', (opened) => (fx = opened));
const REAL = realFixture('sec-nport-p/NPORT.AdvancedSeries.xml');

interface Investment {
  name?: string;
  cusip?: string;
  isin?: string;
  ticker?: string;
  balance?: string;
  valUSD?: string;
  pctVal?: string;
  assetCat?: string;
}

const investment = (i: Investment) =>
  `<invstOrSec><name>${i.name ?? 'Apple Inc'}</name><lei>HWUPKR0MPOU8FGXBT394</lei><title>Apple Inc</title><cusip>${i.cusip ?? '037833100'}</cusip>`
  + `<identifiers><isin value="${i.isin ?? 'US0378331005'}"/>${i.ticker === undefined ? '' : `<ticker value="${i.ticker}"/>`}</identifiers>`
  + `<balance>${i.balance ?? '1000.00000000'}</balance><units>NS</units><curCd>USD</curCd><valUSD>${i.valUSD ?? '230000.00000000'}</valUSD>`
  + `<pctVal>${i.pctVal ?? '2.30000000'}</pctVal><payoffProfile>Long</payoffProfile><assetCat>${i.assetCat ?? 'EC'}</assetCat><issuerCat>CORP</issuerCat><invCountry>US</invCountry></invstOrSec>`;

const filing = (o: { seriesId?: string; date?: string; type?: string; netAssets?: string; investments: string[] }) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<edgarSubmission xmlns="http://www.sec.gov/edgar/nport">\n<headerData><submissionType>${o.type ?? 'NPORT-P'}</submissionType></headerData>\n`
  + `<formData><genInfo><regName>Example Trust</regName><regCik>0000123456</regCik><seriesName>Example Equity Fund</seriesName>`
  + `<seriesId>${o.seriesId ?? 'S000012345'}</seriesId><repPdEnd>2026-12-31</repPdEnd><repPdDate>${o.date ?? '2026-06-30'}</repPdDate></genInfo>\n`
  + `<fundInfo><totAssets>10100000.00</totAssets><netAssets>${o.netAssets ?? '10000000.00'}</netAssets></fundInfo>\n<invstOrSecs>\n${o.investments.join('\n')}\n</invstOrSecs></formData></edgarSubmission>\n`;

const holdings = (ticker: string, query: Record<string, string> = {}) => call<FundHoldings>(fx.ctx, 'funds.holdings', { ticker }, query);

describe('the real filing', () => {
  it('AST Bond Portfolio 2022 (a final filing without investments) is stored as a report of 0 holdings, full coverage', async () => {
    expect(await ingest(REAL)).toMatchObject({ rowsRead: 1, rowsAdded: 1 });
    expect(await holdings('S000030880')).toMatchObject({
      profileId: 'S000030880', seriesName: 'AST Bond Portfolio 2022', ticker: null, reportPeriodDate: '2022-12-30', netAssets: 1_389_080.74,
      totalHoldings: 0, reportedHoldingCount: 0, holdingsCoverage: 'fullPortfolio', data: [],
    });
    const report = await fx.store.one('SELECT registrant_name, registrant_cik, total_assets, submission_type FROM fund_reports');
    expect(report).toEqual({ registrant_name: 'Advanced Series Trust', registrant_cik: '0000814679', total_assets: 1_441_198.96, submission_type: 'NPORT-P' });
  });

  it('re-ingesting the same filing adds nothing', async () => {
    await ingest(REAL);
    expect(await ingest(REAL)).toMatchObject({ rowsAdded: 0 });
  });
});

describe('filings written in the layout', () => {
  it('every investment is stored with its identifiers; N/A identifiers are null', async () => {
    const file = files.write('f.xml', filing({ investments: [investment({ ticker: 'aapl' }), investment({ name: 'US Treasury', cusip: 'N/A', isin: 'N/A', assetCat: 'DBT', valUSD: '500000', pctVal: '5' })] }));
    expect(await ingest(file)).toMatchObject({ rowsRead: 3, rowsAdded: 3 });
    const rows = await fx.store.all('SELECT position, name, cusip, isin, ticker, asset_category FROM fund_holdings ORDER BY position');
    expect(rows).toEqual([
      { position: 1, name: 'Apple Inc', cusip: '037833100', isin: 'US0378331005', ticker: 'AAPL', asset_category: 'EC' },
      { position: 2, name: 'US Treasury', cusip: null, isin: null, ticker: null, asset_category: 'DBT' },
    ]);
    expect(await holdings('S000012345')).toMatchObject({ totalHoldings: 2, reportedHoldingCount: 2, holdingsCoverage: 'fullPortfolio' });
  });

  it('a bad number is refused naming each line and element; the store is unchanged', async () => {
    const file = files.write('bad.xml', filing({ investments: [investment({}), investment({ balance: 'lots' }), investment({ pctVal: 'x' })] }));
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), ['2 problems', "line 8, column 'balance': \"lots\" is not a number", "line 9, column 'pctVal': \"x\""]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('malformed XML is refused naming its line; a document that is no N-PORT-P or lacks a series id is refused naming the element', async () => {
    await expectRefused(ingest(files.write('broken.xml', filing({ investments: [investment({})] }).replace('</invstOrSecs>', ''))), ['not well-formed XML', 'line']);
    await expectRefused(ingest(files.write('other.xml', filing({ type: '13F-HR', investments: [] }))), ['not an N-PORT-P filing']);
    await expectRefused(ingest(files.write('noseries.xml', filing({ seriesId: 'X1', investments: [] }))), ['<seriesId> "X1"']);
  });

  it('an amendment of the same period replaces that report whole; another period is kept beside it', async () => {
    await ingest(files.write('a.xml', filing({ investments: [investment({}), investment({ name: 'Microsoft Corp' })] })));
    expect(await ingest(files.write('a2.xml', filing({ type: 'NPORT-P/A', netAssets: '9000000', investments: [investment({})] })))).toMatchObject({ rowsAdded: 2 });
    expect(await holdings('S000012345')).toMatchObject({ netAssets: 9_000_000, totalHoldings: 1 });
    // A late amendment of an older quarter does not shadow the newest report.
    await ingest(files.write('new.xml', filing({ date: '2026-09-30', investments: [investment({}), investment({}), investment({})] })));
    await ingest(files.write('old-amended.xml', filing({ type: 'NPORT-P/A', date: '2026-03-31', investments: [investment({})] })));
    expect(await holdings('S000012345')).toMatchObject({ reportPeriodDate: '2026-09-30', totalHoldings: 3 });
  });

  it('an investment naming no issuer (neither name nor title) is refused naming its line', async () => {
    const nameless = investment({}).replace('<name>Apple Inc</name>', '').replace('<title>Apple Inc</title>', '');
    await expectRefused(ingest(files.write('nameless.xml', filing({ investments: [nameless] }))), ["line 7, column 'name'", 'every investment names its issuer']);
  });

  it('a long filing is streamed and staged in batches: every investment stored', async () => {
    const many = Array.from({ length: 5_000 }, (_, i) => investment({ name: `Issuer ${i}`, valUSD: String(5_000 - i) }));
    expect(await ingest(files.write('long.xml', filing({ investments: many })))).toMatchObject({ rowsRead: 5_001, rowsAdded: 5_001 });
    expect(await holdings('S000012345', { limit: '1' })).toMatchObject({ totalHoldings: 5_000, data: [{ name: 'Issuer 0' }] });
  });
});

describe('the streaming reader', () => {
  it('hands each repeated element over as it closes, with its line, and keeps none of them in the tree', async () => {
    const file = files.write('s.xml', filing({ investments: [investment({ name: 'One' }), investment({ name: 'Two' })] }));
    const seen: XmlElement[] = [];
    let drains = 0;
    const root = await streamXmlFile(file, 'invstOrSec', (e) => seen.push(e), () => {
      drains++;
      return Promise.resolve();
    });
    expect(seen.map((e) => [e.line, e.children.find((c) => c.name === 'name')?.text])).toEqual([[7, 'One'], [8, 'Two']]);
    expect(drains).toBeGreaterThan(0);
    const kept = JSON.stringify(root);
    expect(kept).not.toContain('invstOrSec"');
    expect(kept).toContain('Example Equity Fund');
  });
});

describe('sample replacement', () => {
  it('a real filing of a sample series replaces that series\' synthetic reports, holdings and tickers', async () => {
    const sample = await sampleStore();
    try {
      const file = files.write('sample-series.xml', filing({ seriesId: 'S999000001', investments: [investment({ ticker: 'AAPL' })] }));
      const report = await ingestAny(sample.store, sample.clock, 'sec-nport-p', file);
      expect(report.replacedSample.map((r) => `${r.dataset}:${r.key}:${r.rows}`)).toEqual(['fund_holdings:S999000001:8', 'fund_reports:S999000001:2', 'fund_tickers:S999000001:1']);
      expect((await readSampleKeys(sample.store)).filter((k) => k.key === 'S999000001')).toEqual([]);
      expect(await call<FundHoldings>(sample.ctx, 'funds.holdings', { ticker: 'S999000001' })).toMatchObject({ ticker: null, reportPeriodDate: '2026-06-30', totalHoldings: 1 });
    } finally {
      sample.store.close();
    }
  });

  it('an ingested filing counts among a stock\'s fund owners, matched by the CUSIP inside its ISIN', async () => {
    const sample = await sampleStore();
    try {
      const cusip = (await sample.store.one<{ cusip: string }>("SELECT min(cusip) AS cusip FROM fails_to_deliver WHERE ticker = 'AAPL'"))!.cusip;
      const file = files.write('isin.xml', filing({ date: '2026-09-30', investments: [investment({ cusip: 'N/A', isin: `US${cusip}0`, valUSD: '1' })] }));
      await ingestAny(sample.store, sample.clock, 'sec-nport-p', file);
      const answer = await call<FundOwners>(sample.ctx, 'funds.owners', { ticker: 'AAPL' }, { registrantOrSeries: 'example' });
      expect(answer.data).toEqual([expect.objectContaining({ profileId: 'S000012345', seriesName: 'Example Equity Fund', registrantName: 'Example Trust', valueUsd: 1 })]);
    } finally {
      sample.store.close();
    }
  });
});
