/**
 * The `sec-filing` importer: a company's 8-K, 10-Q or 424B read for its buyback and at-the-market programs.
 * Filing identity from the inline XBRL cover, a submission header or the file name; the programs the
 * extractors read; a re-ingest that changes nothing; the sample records of the company giving way; and
 * refusals that say what is missing.
 */
import { copyFileSync } from 'node:fs';
import { afterAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { AtmPrograms, BuybackPrograms } from '../../src/engine/buybacks/schemas';
import { ingestAny } from '../../src/store/ingest/index';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';
import { expectRefused, realFixture, scratch, snapshot } from '../fixtures/ingest/helpers';

const files = scratch();
afterAll(() => files.remove());
let fx: SampleFixture;
beforeEach(async () => {
  fx = await sampleStore();
});
afterEach(() => fx.store.close());

const ingest = (file: string) => ingestAny(fx.store, fx.clock, 'sec-filing', file);

/** An inline XBRL document in EDGAR's layout: the dei facts in a hidden ix:header, then the text. */
function inlineXbrl(o: { cik: string; type: string; symbol?: string; paragraphs: string[] }): string {
  const fact = (name: string, value: string) => `<ix:nonNumeric name="dei:${name}" contextRef="c-1">${value}</ix:nonNumeric>`;
  return `<?xml version='1.0' encoding='ASCII'?>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" xmlns:xbrli="http://www.xbrl.org/2003/instance">`
    + `<head><title>${o.type}</title></head><body><div style="display:none"><ix:header><ix:hidden>`
    + `${fact('DocumentType', o.type)}${fact('EntityCentralIndexKey', o.cik)}${o.symbol === undefined ? '' : fact('TradingSymbol', o.symbol)}`
    + `</ix:hidden><ix:resources><xbrli:context id="c-1"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">${o.cik}</xbrli:identifier></xbrli:entity>`
    + `<xbrli:period><xbrli:startDate>2026-05-01</xbrli:startDate><xbrli:endDate>2026-05-01</xbrli:endDate></xbrli:period></xbrli:context></ix:resources></ix:header></div>`
    + `${o.paragraphs.map((p) => `<p><span style="font-family:Times New Roman">${p}</span></p>`).join('\n')}</body></html>\n`;
}

const MSFT_8K = inlineXbrl({
  cik: '0000789019', type: '8-K', symbol: 'MSFT',
  paragraphs: [
    'Item 8.01 Other Events.',
    'On April 28, 2026, our Board of Directors approved a new share repurchase program authorizing the repurchase of up to $75.0 billion of our common stock, with no expiration date.',
    'As of March 31, 2026, approximately $21.4 billion remained available under the $60 billion share repurchase program approved in September 2024.',
  ],
});

describe('an 8-K in inline XBRL, named by its accession and filing date', () => {
  it('stores the programs it states under the filer\'s ticker, with the filing as their source; the company\'s sample record gives way', async () => {
    const report = await ingest(files.write('0001193125-26-000123-2026-05-01.htm', MSFT_8K));
    expect(report).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    expect(report.replacedSample).toEqual([expect.objectContaining({ dataset: 'buyback_programs', key: 'MSFT', rows: 1 })]);
    const rows = await fx.store.all('SELECT announced_date, authorized_amount, remaining_amount, as_of_date, expires, form, filed_date, accession, url, source FROM buyback_programs WHERE ticker = ? ORDER BY authorized_amount', ['MSFT']);
    expect(rows).toEqual([
      { announced_date: null, authorized_amount: 60e9, remaining_amount: 21.4e9, as_of_date: '2026-03-31', expires: null, form: '8-K', filed_date: '2026-05-01', accession: '0001193125-26-000123', url: 'https://www.sec.gov/Archives/edgar/data/789019/000119312526000123/', source: 'sec-filing' },
      { announced_date: '2026-04-28', authorized_amount: 75e9, remaining_amount: null, as_of_date: '2026-04-28', expires: null, form: '8-K', filed_date: '2026-05-01', accession: '0001193125-26-000123', url: 'https://www.sec.gov/Archives/edgar/data/789019/000119312526000123/', source: 'sec-filing' },
    ]);
    const body = await call<BuybackPrograms>(fx.ctx, 'buybacks.programs', { ticker: 'MSFT' });
    expect(body).toMatchObject({ authorizedAmount: 75e9, authorizedAsOf: '2026-04-28', remainingAuthorizedAmount: null });
  });

  it('the same filing again changes nothing', async () => {
    const file = files.write('0001193125-26-000124-2026-05-01.htm', MSFT_8K);
    await ingest(file);
    const before = await fx.store.all('SELECT * FROM buyback_programs ORDER BY ALL');
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 0 });
    expect(await fx.store.all('SELECT * FROM buyback_programs ORDER BY ALL')).toEqual(before);
  });
});

describe('a prospectus supplement in EDGAR\'s full submission text', () => {
  it('takes the form from <TYPE>, the CIK, accession and filing date from the header, and stores the at-the-market agreement', async () => {
    const text = [
      '<SEC-DOCUMENT>0001193125-26-000200.txt : 20260505',
      '<SEC-HEADER>0001193125-26-000200.hdr.sgml : 20260505',
      'ACCESSION NUMBER:\t\t0001193125-26-000200',
      'CONFORMED SUBMISSION TYPE:\t424B5',
      'FILED AS OF DATE:\t\t20260505',
      'FILER:',
      '\tCOMPANY DATA:',
      '\t\tCOMPANY CONFORMED NAME:\t\t\tMICROSOFT CORP',
      '\t\tCENTRAL INDEX KEY:\t\t\t0000789019',
      '</SEC-HEADER>',
      '<DOCUMENT>',
      '<TYPE>424B5',
      '<SEQUENCE>1',
      '<FILENAME>d123456d424b5.htm',
      '<TEXT>',
      '<html><body><p>PLAN OF DISTRIBUTION</p><p>On May 4, 2026, we entered into an equity distribution agreement with Example Securities LLC, under which we may offer and sell shares of our common stock having an aggregate offering price of up to $2.5 billion from time to time in &#8220;at the market&#8221; offerings.</p>',
      '<p>As of May 4, 2026, we had not sold any shares of our common stock under the equity distribution agreement.</p></body></html>',
      '</TEXT>',
      '</DOCUMENT>',
      '</SEC-DOCUMENT>',
    ].join('\n');
    expect(await ingest(files.write('0001193125-26-000200.txt', text))).toMatchObject({ format: 'submission', rowsRead: 1, rowsAdded: 1 });
    const body = await call<AtmPrograms>(fx.ctx, 'buybacks.atm', { ticker: 'MSFT' });
    expect(body.programs).toEqual([expect.objectContaining({ establishedDate: '2026-05-04', capacityUsd: 2.5e9, cumulativeSoldUsd: 0 })]);
    expect(body.programs[0]!.sources).toEqual([expect.objectContaining({ form: '424B5', filedDate: '2026-05-05', accession: '0001193125-26-000200' })]);
  });
});

describe('the real 8-K and what is refused', () => {
  it('reads the real Buckle 8-K, which states no program: nothing is stored, which is no evidence of none', async () => {
    const links = files.write('company_tickers.json', JSON.stringify({ 0: { cik_str: 885245, ticker: 'BKE', title: 'BUCKLE INC' } }));
    await ingestAny(fx.store, fx.clock, 'sec-tickers', links);
    const file = files.path('0000885245-24-000044-2024-11-22.htm');
    copyFileSync(realFixture('sec-8k/BuckleInc.8-K.html'), file);
    expect(await ingest(file)).toMatchObject({ format: 'html', rowsRead: 0, rowsAdded: 0 });
  });

  it('refuses a document without a filing date or accession, another form, no filer, and a filer without a ticker link; nothing is stored', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('msft-8k.htm', MSFT_8K)), ['states no filing date', 'full submission text']);
    // A date alone in a name is not read (EDGAR names documents by their period); a header without an accession.
    await expectRefused(ingest(files.write('msft-20260501.htm', MSFT_8K)), ['states no filing date']);
    const headerOnlyDate = `<SEC-HEADER>\nFILED AS OF DATE:\t20260501\n</SEC-HEADER>\n<DOCUMENT>\n<TYPE>8-K\n<TEXT>\n${MSFT_8K}</TEXT>\n</DOCUMENT>\n`;
    await expectRefused(ingest(files.write('msft-8k.txt', headerOnlyDate)), ['states no accession number']);
    await expectRefused(ingest(files.write('0001193125-26-000300-2026-05-01.htm', inlineXbrl({ cik: '789019', type: 'DEF 14A', paragraphs: ['Proxy.'] }))), ['is a DEF 14A, not one of the forms read for programs']);
    await expectRefused(ingest(files.write('0001193125-26-000301-2026-05-01.htm', '<html><body><p>On May 4, 2026, we entered into a sales agreement.</p></body></html>')), ['does not say which form it is']);
    await expectRefused(ingest(files.write('0001193125-26-000302-2026-05-01.htm', inlineXbrl({ cik: '0009999991', type: '8-K', paragraphs: ['Item 8.01.'] }))), ['CIK 9999991', 'fds ingest sec-tickers']);
    const camp4 = files.path('0001104659-24-108136-2024-10-11.htm');
    copyFileSync(realFixture('sec-424b4/camp4_424b4.htm'), camp4);
    await expectRefused(ingest(camp4), ['is a 424B4, not one of the forms read for programs']);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});
