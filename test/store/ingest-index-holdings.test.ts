/**
 * The `index-holdings` importer: iShares holdings CSV, Invesco holdings CSV and N-PORT-P XML, on the real
 * files and on files written in the same layouts. A list is published only when its weights prove it
 * whole; a narrowed one is stored, never published. Refusals name line, column and value and leave the
 * store unchanged; re-ingesting adds nothing; a real file replaces its fund's sample lists.
 */
import { describe, expect, it } from 'vitest';
import { ingestAny } from '../../src/store/ingest/index';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';
import type { ChangePage, Constituents, IndexList } from '../../src/engine/indexes/schemas';

let fx: SampleFixture;
const { files, ingest } = importerSuite('index-holdings', (opened) => (fx = opened));

const lists = () =>
  fx.store.all<{ fund: string; as_of_date: string; holding_count: number; complete: boolean; is_daily: boolean }>(
    'SELECT fund, as_of_date, holding_count, complete, is_daily FROM index_fund_lists ORDER BY fund, as_of_date',
  );

const PREAMBLE = (fund: string, date: string) =>
  [fund, `Fund Holdings as of,"${date}"`, 'Inception Date,"May 15, 2000"', 'Shares Outstanding,"1,145,450,000.00"', 'Stock,"-"', 'Bond,"-"', 'Cash,"-"', 'Other,"-"', ''].join('\n');
const ISHARES_HEADER = 'Ticker,Name,Sector,Asset Class,Market Value,Weight (%),Notional Value,Quantity,Price,Location,Exchange,Currency,FX Rate,Market Currency,Accrual Date';
const ishares = (ticker: string, name: string, assetClass: string, value: string, weight: string, quantity: string, exchange = 'NASDAQ') =>
  [ticker, name, 'Information Technology', assetClass, value, weight, value, quantity, '100.00', 'United States', exchange, 'USD', '1.00', 'USD', '-'].map((c) => `"${c}"`).join(',');
const DISCLAIMER = '\n"The content contained herein is owned or licensed by BlackRock\nand/or its third-party information providers."\n';

const holding = (name: string, ticker: string | null, pct: string, value = '1000.00', balance = '10') =>
  `<invstOrSec><name>${name}</name><lei>N/A</lei><title>${name}</title><cusip>000000000</cusip><identifiers><isin value="US0000000000"/>${ticker === null ? '' : `<ticker value="${ticker}"/>`}</identifiers><balance>${balance}</balance><units>NS</units><curCd>USD</curCd><valUSD>${value}</valUSD><pctVal>${pct}</pctVal><payoffProfile>Long</payoffProfile><assetCat>EC</assetCat><issuerCat>CORP</issuerCat><invCountry>US</invCountry></invstOrSec>`;
// As EDGAR writes it: XML, so the `&` of "S&P" is escaped.
const nport = (series: string, date: string, holdings: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><edgarSubmission xmlns="http://www.sec.gov/edgar/nport"><headerData><submissionType>NPORT-P</submissionType></headerData><formData><genInfo><seriesName>${series.replaceAll('&', '&amp;')}</seriesName><repPdEnd>${date}</repPdEnd><repPdDate>${date}</repPdDate></genInfo><invstOrSecs>\n${holdings.join('\n')}\n</invstOrSecs></formData></edgarSubmission>`;

describe('the real files', () => {
  it('IVV (trimmed to 30 rows, 54% of net assets) is stored as narrowed and never published', async () => {
    expect(await ingest(realFixture('ishares-fund-holdings/IVV_holdings.csv'))).toMatchObject({ rowsRead: 30, rowsAdded: 30 });
    expect(await lists()).toEqual([{ fund: 'IVV', as_of_date: '2026-09-01', holding_count: 30, complete: false, is_daily: true }]);
    const page = await call<Constituents>(fx.ctx, 'indexes.constituents', { index: 'sp-500' });
    expect(page).toMatchObject({ constituentCount: 0, asOfDate: null, data: [] });
  });

  it('IWM (BOM, no-break-space blank line): money-market and cash rows are read and skipped', async () => {
    expect(await ingest(realFixture('ishares-fund-holdings/IWM_holdings.csv'))).toMatchObject({ rowsRead: 320, rowsAdded: 318 });
    const names = await fx.store.all<{ n: number }>("SELECT count(*) AS n FROM index_fund_holdings WHERE holding_ticker IN ('XTSLA', 'USD')");
    expect(names[0]!.n).toBe(0);
  });

  it('QQQ (Invesco, whole: 103 holdings, weights 99.998%) is published, tickers without their trailing space', async () => {
    expect(await ingest(realFixture('invesco-etf-holdings/QQQ_holdings.csv'))).toMatchObject({ rowsRead: 103, rowsAdded: 103 });
    const page = await call<Constituents>(fx.ctx, 'indexes.constituents', { index: 'NDX' }, { limit: '2' });
    expect(page).toMatchObject({ asOfDate: '2020-07-02', source: 'QQQ daily holdings file', isDaily: true, constituentCount: 103, unlinkedCount: 103 });
    expect(page.data[0]).toEqual({ rank: 1, ticker: null, name: 'Apple Inc', isLinked: false, weight: 0.11822, fundShares: 38261714, fundValueUsd: 13931472684.54 });
  });

  it('the N-PORT-P filing of a bond portfolio is refused: not a tracking fund of a covered index', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(realFixture('sec-nport-p/NPORT.AdvancedSeries.xml')), ["'AST Bond Portfolio 2022'", 'not a tracking fund']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('re-ingesting a file adds nothing', async () => {
    await ingest(realFixture('invesco-etf-holdings/QQQ_holdings.csv'));
    expect(await ingest(realFixture('invesco-etf-holdings/QQQ_holdings.csv'))).toMatchObject({ rowsAdded: 0 });
    expect((await lists()).length).toBe(1);
  });
});

describe('iShares files written in the layout', () => {
  it('a whole file (equity weights ~100%) is published; cash and futures skipped; the disclaimer footer ignored', async () => {
    const file = files.write('IJH.csv', [
      PREAMBLE('iShares Core S&P Mid-Cap ETF', 'Oct 01, 2026'), ISHARES_HEADER,
      ishares('AAA', 'ALPHA CORP', 'Equity', '1,000,000.00', '60.10', '10,000.00'),
      ishares('BBB', 'BETA INC', 'Equity', '600,000.00', '39.70', '6,000.00', 'New York Stock Exchange Inc.'),
      ishares('USD', 'USD CASH', 'Cash', '2,000.00', '0.20', '2,000.00', '-'),
      ishares('ESU6', 'S&P500 EMINI SEP 26', 'Futures', '0.00', '0.00', '10.00', '-'),
    ].join('\n') + '\n' + DISCLAIMER);
    expect(await ingest(file)).toMatchObject({ rowsRead: 4, rowsAdded: 2 });
    expect(await lists()).toEqual([{ fund: 'IJH', as_of_date: '2026-10-01', holding_count: 2, complete: true, is_daily: true }]);
  });

  it('refuses a bad weight, value and quantity naming line, column and value, and leaves the store unchanged', async () => {
    const file = files.write('bad.csv', [
      PREAMBLE('iShares Core S&P Small-Cap ETF', 'Oct 01, 2026'), ISHARES_HEADER,
      ishares('AAA', 'ALPHA CORP', 'Equity', '1,000,000.00', 'n/a', '10,000.00'),
      ishares('BBB', 'BETA INC', 'Equity', 'lots', '39.70', '6,000.00'),
    ].join('\n'));
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), ["line 11, column 'Weight (%)': \"n/a\" is not a number", "line 12, column 'Market Value': \"lots\" is not a number"]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses the holdings of a fund that tracks no covered index', async () => {
    const file = files.write('other.csv', [PREAMBLE('iShares MSCI EAFE ETF', 'Oct 01, 2026'), ISHARES_HEADER, ishares('AAA', 'ALPHA', 'Equity', '1.00', '100.00', '1.00')].join('\n'));
    await expectRefused(ingest(file), ["'iShares MSCI EAFE ETF'", 'tracked funds: IVV']);
  });

  it('refuses an as-of date that is not a date', async () => {
    const file = files.write('date.csv', [PREAMBLE('iShares Russell 1000 ETF', 'Someday'), ISHARES_HEADER, ishares('AAA', 'ALPHA', 'Equity', '1.00', '100.00', '1.00')].join('\n'));
    await expectRefused(ingest(file), ["line 2, column 'Fund Holdings as of'", '"Someday"']);
  });
});

describe('state table of a stock index list', () => {
  const midcap = async () => (await call<IndexList>(fx.ctx, 'indexes.list', {})).data.find((r) => r.slug === 'sp-midcap-400');
  const ijh = (name: string, date: string, weights: readonly [string, string]) =>
    files.write(name, [
      PREAMBLE('iShares Core S&P Mid-Cap ETF', date), ISHARES_HEADER,
      ishares('AAA', 'ALPHA CORP', 'Equity', '1,000,000.00', weights[0], '10,000.00'),
      ishares('BBB', 'BETA INC', 'Equity', '600,000.00', weights[1], '6,000.00'),
    ].join('\n'));

  it('no complete list (constituentCount 0, asOfDate null) until a whole file arrives; a narrowed one leaves the state unchanged', async () => {
    const none = { constituentCount: 0, asOfDate: null, source: null, isDaily: false };
    expect(await midcap()).toMatchObject(none);
    await ingest(ijh('IJH-part.csv', 'Oct 01, 2026', ['30.00', '20.00']));
    expect(await midcap()).toMatchObject(none);
    await ingest(ijh('IJH-whole.csv', 'Oct 02, 2026', ['60.10', '39.70']));
    expect(await midcap()).toMatchObject({ constituentCount: 2, asOfDate: '2026-10-02', source: 'IJH daily holdings file', isDaily: true });
  });

  it('a whole file of the same fund and date as a stored narrowed one is published, replacing it', async () => {
    await ingest(ijh('IJH-part.csv', 'Oct 01, 2026', ['30.00', '20.00']));
    expect(await ingest(ijh('IJH-whole.csv', 'Oct 01, 2026', ['60.10', '39.70']))).toMatchObject({ rowsAdded: 2 });
    expect(await lists()).toEqual([{ fund: 'IJH', as_of_date: '2026-10-01', holding_count: 2, complete: true, is_daily: true }]);
    expect(await midcap()).toMatchObject({ constituentCount: 2, asOfDate: '2026-10-01', source: 'IJH daily holdings file' });
    const page = await call<Constituents>(fx.ctx, 'indexes.constituents', { index: 'sp-midcap-400' });
    expect(page.data.map((r) => r.weight)).toEqual([0.601, 0.397]);
  });

  it('a narrowed file never replaces a stored whole one of the same fund and date, nor a newer narrowed one the published list', async () => {
    await ingest(ijh('IJH-whole.csv', 'Oct 01, 2026', ['60.10', '39.70']));
    expect(await ingest(ijh('IJH-part.csv', 'Oct 01, 2026', ['30.00', '20.00']))).toMatchObject({ rowsAdded: 0 });
    await ingest(ijh('IJH-newer-part.csv', 'Oct 05, 2026', ['30.00', '20.00']));
    expect((await lists()).map((l) => [l.as_of_date, l.complete])).toEqual([['2026-10-01', true], ['2026-10-05', false]]);
    expect(await midcap()).toMatchObject({ constituentCount: 2, asOfDate: '2026-10-01' });
  });
});

describe('membership changes across layouts', () => {
  const isharesFile = (name: string, fund: string, date: string, rows: readonly string[]) => files.write(name, [PREAMBLE(fund, date), ISHARES_HEADER, ...rows].join('\n'));
  const changes = async (ctx: SampleFixture['ctx'], index: string) =>
    (await call<ChangePage>(ctx, 'indexes.changes', { index })).data.map((r) => [r.direction, r.name, r.sourceCount]);

  it('a company that stayed is no change when the next list of its fund is a filing that names it without a ticker', async () => {
    const sample = await sampleStore();
    try {
      const daily = isharesFile('IJH-daily.csv', 'iShares Core S&P Mid-Cap ETF', 'Sep 30, 2026', [
        ishares('AAPL', 'APPLE INC', 'Equity', '1,000,000.00', '60.10', '10,000.00'),
        ishares('AAA', 'ALPHA CORP', 'Equity', '600,000.00', '39.70', '6,000.00'),
      ]);
      const filing = files.write('IJH-nport.xml', nport('iShares Core S&P Mid-Cap ETF', '2026-10-31', [
        holding('Apple Inc', null, '50.0'), holding('Alpha Corp.', null, '30.0'), holding('Gamma Holdings Inc', null, '19.9'),
      ]));
      await ingestAny(sample.store, sample.clock, 'index-holdings', daily);
      await ingestAny(sample.store, sample.clock, 'index-holdings', filing);
      expect(await changes(sample.ctx, 'sp-midcap-400')).toEqual([['Added', 'Gamma Holdings Inc', 1]]);
    } finally {
      sample.store.close();
    }
  });

  it('one company reported by two funds, one writing its ticker and the other its name only, is one event with sourceCount 2', async () => {
    const alpha = ishares('AAA', 'ALPHA CORP', 'Equity', '600,000.00', '60.10', '6,000.00');
    await ingest(isharesFile('IVV-1.csv', 'iShares Core S&P 500 ETF', 'Sep 30, 2026', [alpha, ishares('BBB', 'BETA INC', 'Equity', '1.00', '39.70', '1.00')]));
    await ingest(isharesFile('IVV-2.csv', 'iShares Core S&P 500 ETF', 'Oct 31, 2026', [alpha, ishares('CCC', 'GAMMA HOLDINGS INC', 'Equity', '1.00', '39.70', '1.00')]));
    await ingest(files.write('SPY-1.xml', nport('SPDR S&P 500 ETF Trust', '2026-09-29', [holding('Alpha Corp', null, '60.1'), holding('Beta Inc', null, '39.7')])));
    await ingest(files.write('SPY-2.xml', nport('SPDR S&P 500 ETF Trust', '2026-10-30', [holding('Alpha Corp', null, '60.1'), holding('Gamma Holdings Inc.', null, '39.7')])));
    // The event is named as the first list that shows it (SPY's, observed on 2026-10-30) writes it.
    expect(await changes(fx.ctx, 'sp-500')).toEqual([['Added', 'Gamma Holdings Inc.', 2], ['Removed', 'Beta Inc', 2]]);
  });
});

describe('Invesco files written in the layout', () => {
  const HEADER = 'Fund Ticker,Security Identifier,Holding Ticker,Shares/Par Value,MarketValue,Weight,Name,Class of Shares,Sector,Date';
  it('refuses rows of another fund or date, naming each line', async () => {
    const file = files.write('QQQ.csv', [HEADER, 'QQQ,037833100,AAPL ,"10","1,000.00",60.000,Apple Inc,Common Stock,IT,07/02/2020', 'XLK,594918104,MSFT ,"10","1,000.00",40.000,Microsoft Corp,Common Stock,IT,07/03/2020'].join('\n'));
    await expectRefused(ingest(file), ["line 3, column 'Fund Ticker': \"XLK\"", "line 3, column 'Date': \"07/03/2020\" differs"]);
  });
});

describe('N-PORT-P files written in the layout', () => {
  it('a whole filing is published as a quarterly list (isDaily false), tickers from the identifiers', async () => {
    const file = files.write('ivv.xml', nport('iShares Core S&P 500 ETF', '2026-06-30', [holding('Apple Inc', 'AAPL', '60.5'), holding('Hologic Inc', null, '39.2')]));
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    const page = await call<Constituents>(fx.ctx, 'indexes.constituents', { index: 'sp-500' });
    expect(page).toMatchObject({ source: 'IVV N-PORT-P filing', isDaily: false, asOfDate: '2026-06-30', constituentCount: 2 });
  });

  it('a narrowed filing is stored, not published', async () => {
    const file = files.write('ivv-part.xml', nport('iShares Core S&P 500 ETF', '2026-06-30', [holding('Apple Inc', 'AAPL', '6.5')]));
    await ingest(file);
    expect(await lists()).toEqual([expect.objectContaining({ fund: 'IVV', complete: false, is_daily: false })]);
  });

  it('refuses a holding whose pctVal is not a number, naming its line', async () => {
    const file = files.write('bad.xml', nport('iShares Russell 2000 ETF', '2026-06-30', [holding('A', 'A', '50'), holding('B', 'B', 'lots')]));
    await expectRefused(ingest(file), ["line 3, column 'pctVal': \"lots\" is not a number"]);
  });
});

describe('sample replacement', () => {
  it("a real file of a fund replaces that fund's synthetic lists, in the same transaction, and no other fund's", async () => {
    const sample = await sampleStore();
    try {
      const file = files.write('QQQ-real.csv', 'Fund Ticker,Security Identifier,Holding Ticker,Shares/Par Value,MarketValue,Weight,Name,Class of Shares,Sector,Date\nQQQ,037833100,AAPL ,"10","1,000.00",100.000,Apple Inc,Common Stock,IT,07/02/2020\n');
      const report = await ingestAny(sample.store, sample.clock, 'index-holdings', file);
      expect(report.replacedSample.map((r) => [r.dataset, r.key])).toEqual([['index_fund_holdings', 'QQQ'], ['index_fund_lists', 'QQQ']]);
      const funds = await sample.store.all<{ fund: string; source: string }>('SELECT DISTINCT fund, source FROM index_fund_lists ORDER BY fund');
      expect(funds.find((f) => f.fund === 'QQQ')).toEqual({ fund: 'QQQ', source: 'ingest' });
      expect(funds.find((f) => f.fund === 'IVV')).toEqual({ fund: 'IVV', source: 'sample' });
      const page = await call<Constituents>(sample.ctx, 'indexes.constituents', { index: 'nasdaq-100' });
      expect(page.data).toEqual([expect.objectContaining({ ticker: 'AAPL', isLinked: true, weight: 1 })]);
    } finally {
      sample.store.close();
    }
  });
});

describe('N-PORT-P files that are not well-formed XML', () => {
  it("are refused with the parser's line and reason, never read by guesswork", async () => {
    const file = files.write('broken.xml', '<?xml version="1.0"?>\n<edgarSubmission>\n<headerData><submissionType>NPORT-P</submissionType></headerData>\n<formData><genInfo><seriesName>S&P</seriesName></genInfo></formData>\n</edgarSubmission>\n');
    await expectRefused(ingest(file), ['is not well-formed XML (line ', 'seriesName']);
  });
});
