/**
 * The insider importers: SEC ownership XML (Forms 3, 4, 5; both schema generations), Form 144 XML
 * (prefixed and default namespaces) and Finansinspektionen's insider register export — on the real files
 * of the shared fixtures and on files written in the same layouts. Each is atomic, idempotent, records its
 * provenance and refuses a bad file naming line, element or column, and value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import type { ProposedSalePage, TransactionPage } from '../../src/engine/insiders/schemas';
import { call } from '../support/invoke';
import type { SampleFixture } from '../support/store';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';

const FORM4 = realFixture('sec-form4/form4-rule10b5one-checked.xml');
const FORM144 = realFixture('sec-form144/apple.144.xml');

let fx: SampleFixture;
const form4 = importerSuite('form4', (opened) => (fx = opened));
const form144 = (file: string) => importerSuiteIngest('form144', file);
const fi = (file: string) => importerSuiteIngest('fi-insiders', file);
async function importerSuiteIngest(dataset: string, file: string) {
  const { ingestAny } = await import('../../src/store/ingest/index');
  return ingestAny(fx.store, fx.clock, dataset, file);
}

const transactions = (ticker: string, query: Record<string, string> = {}) => call<TransactionPage>(fx.ctx, 'insiders.transactions', { ticker }, { limit: '500', ...query });

/** An ownership document in the old schema (X0306: no 10b5-1 checkbox) with both tables and a holding. */
const oldSchema = (owners = 1, extra = '') => `<?xml version="1.0"?>
<ownershipDocument>
  <schemaVersion>X0306</schemaVersion>
  <documentType>4</documentType>
  <periodOfReport>2009-03-02</periodOfReport>
  <issuer><issuerCik>0000012345</issuerCik><issuerName>Example Corp</issuerName><issuerTradingSymbol>EXMP</issuerTradingSymbol></issuer>
  ${Array.from({ length: owners }, (_, i) => `<reportingOwner>
    <reportingOwnerId><rptOwnerCik>000100000${i + 1}</rptOwnerCik><rptOwnerName>Owner${i + 1} Pat</rptOwnerName></reportingOwnerId>
    <reportingOwnerAddress><rptOwnerCity>Boston</rptOwnerCity><rptOwnerState>MA</rptOwnerState></reportingOwnerAddress>
    <reportingOwnerRelationship><isDirector>1</isDirector><isOfficer>0</isOfficer></reportingOwnerRelationship>
  </reportingOwner>`).join('\n')}
  <nonDerivativeTable>
    <nonDerivativeTransaction>
      <securityTitle><value>Common Stock</value></securityTitle>
      <transactionDate><value>2009-03-02</value></transactionDate>
      <transactionCoding><transactionFormType>4</transactionFormType><transactionCode>P</transactionCode><footnoteId id="F1"/></transactionCoding>
      <transactionAmounts>
        <transactionShares><value>1000</value></transactionShares>
        <transactionPricePerShare><value>12.5</value></transactionPricePerShare>
        <transactionAcquiredDisposedCode><value>A</value></transactionAcquiredDisposedCode>
      </transactionAmounts>
      <postTransactionAmounts><sharesOwnedFollowingTransaction><value>5000</value></sharesOwnedFollowingTransaction></postTransactionAmounts>
      <ownershipNature><directOrIndirectOwnership><value>D</value></directOrIndirectOwnership></ownershipNature>
    </nonDerivativeTransaction>
    <nonDerivativeHolding>
      <securityTitle><value>Common Stock</value></securityTitle>
      <postTransactionAmounts><sharesOwnedFollowingTransaction><value>700</value></sharesOwnedFollowingTransaction></postTransactionAmounts>
      <ownershipNature><directOrIndirectOwnership><value>I</value></directOrIndirectOwnership><natureOfOwnership><value>By spouse</value></natureOfOwnership></ownershipNature>
    </nonDerivativeHolding>
  </nonDerivativeTable>
  <derivativeTable>
    <derivativeTransaction>
      <securityTitle><value>Stock Option (right to buy)</value></securityTitle>
      <transactionDate><value>2009-03-02</value></transactionDate>
      <transactionCoding><transactionFormType>4</transactionFormType><transactionCode>A</transactionCode></transactionCoding>
      <transactionAmounts><transactionShares><value>2000</value></transactionShares><transactionPricePerShare><value>0</value></transactionPricePerShare>
        <transactionAcquiredDisposedCode><value>A</value></transactionAcquiredDisposedCode></transactionAmounts>
      <postTransactionAmounts><sharesOwnedFollowingTransaction><value>2000</value></sharesOwnedFollowingTransaction></postTransactionAmounts>
      <ownershipNature><directOrIndirectOwnership><value>D</value></directOrIndirectOwnership></ownershipNature>
    </derivativeTransaction>
  </derivativeTable>
  ${extra}
  <footnotes><footnote id="F1">Purchased in the open market at prices from $12.40 to $12.60.</footnote></footnotes>
  <ownerSignature><signatureName>/s/ Pat</signatureName><signatureDate>2009-03-04</signatureDate></ownerSignature>
</ownershipDocument>`;

describe('form4: the real X0508 filing with the 10b5-1 box checked', () => {
  it('stores every row of the non-derivative table, with the checkbox, the ownership form and the price footnotes', async () => {
    const report = await form4.ingest(FORM4);
    expect(report).toMatchObject({ dataset: 'form4', format: 'xml', rowsRead: 14, rowsAdded: 14 });
    const page = await transactions('BROS');
    expect(page.meta.count).toBe(14);
    const first = page.data.at(-1)!;
    expect(first).toMatchObject({
      transactionDate: '2025-02-25', insiderName: 'Boersma Travis', role: 'Executive Chairman of Board, Director, 10% Owner',
      transactionType: 'Sell', transactionCode: 'Sale', isOpenMarketTrade: true, isRule10b5One: true, securityKind: 'Non-derivative',
      securityTitle: 'Class A Common Stock', ownershipForm: 'Indirect',
    });
    // Every row keeps the footnotes of its code (the plan) and its price (the weighted-average range).
    expect(page.data.every((r) => r.footnotes.some((f) => f.includes('Rule 10b5-1 trading plan')))).toBe(true);
    expect(page.data.every((r) => r.footnotes.some((f) => f.startsWith('Represents the weighted average sale price')))).toBe(true);
  });

  it('balances are kept per ownership form and holding: two rows on one date differ without contradiction', async () => {
    await form4.ingest(FORM4);
    const rows = (await transactions('BROS', { endDate: '2025-02-25' })).data;
    expect(new Set(rows.map((r) => r.sharesOwnedAfter)).size).toBe(rows.length);
  });

  it('ingesting the same document again adds nothing', async () => {
    await form4.ingest(FORM4);
    const again = await form4.ingest(FORM4);
    expect(again).toMatchObject({ rowsRead: 14, rowsAdded: 0, rowsSkipped: 14 });
    expect((await transactions('BROS')).meta.count).toBe(14);
  });

  it('records provenance (source ingest and the file) and links the issuer CIK to the ticker', async () => {
    await form4.ingest(FORM4);
    const [row] = await fx.store.all<{ source: string; source_file: string }>('SELECT DISTINCT source, source_file FROM insider_transactions');
    expect(row).toEqual({ source: 'ingest', source_file: FORM4 });
    expect(await fx.store.all('SELECT issuer_cik, ticker FROM insider_issuers')).toEqual([{ issuer_cik: 1866581, ticker: 'BROS' }]);
  });
});

describe('form4: written documents', () => {
  it('an old-schema filing (X0306) stores isRule10b5One as null; holdings feed the roster, not the transactions', async () => {
    await form4.ingest(form4.files.write('old.xml', oldSchema()));
    const page = await transactions('EXMP');
    expect(page.data.map((r) => [r.securityKind, r.transactionCode, r.isRule10b5One])).toEqual([
      ['Non-derivative', 'Purchase', null],
      ['Derivative', 'Award', null],
    ]);
    expect(page.data[0]!.footnotes).toEqual(['Purchased in the open market at prices from $12.40 to $12.60.']);
    const roster = await call<{ data: { sharesOwned: number }[] }>(fx.ctx, 'insiders.ownership', { ticker: 'EXMP' });
    expect(roster.data.map((r) => r.sharesOwned)).toEqual([5700]);
  });

  it('the checkbox written true/false reads like 1/0', async () => {
    const doc = oldSchema().replace('<schemaVersion>X0306</schemaVersion>', '<schemaVersion>X0508</schemaVersion><aff10b5One>false</aff10b5One>');
    await form4.ingest(form4.files.write('bool.xml', doc));
    expect((await transactions('EXMP')).data.map((r) => r.isRule10b5One)).toEqual([false, false]);
  });

  it('a joint filing repeats its rows under every reporting owner', async () => {
    await form4.ingest(form4.files.write('joint.xml', oldSchema(2)));
    expect((await transactions('EXMP', { transactionType: 'Buy' })).data.map((r) => r.insiderName).sort()).toEqual(['Owner1 Pat', 'Owner2 Pat']);
  });

  it('a bad document is refused listing every bad value with its line and element, and changes nothing', async () => {
    const before = await snapshot(fx.store);
    const bad = oldSchema()
      .replace('<value>1000</value>', '<value>lots</value>')
      .replace('<transactionDate><value>2009-03-02</value></transactionDate>', '<transactionDate><value>03/02/2009</value></transactionDate>')
      .replace('<value>D</value></directOrIndirectOwnership>', '<value>X</value></directOrIndirectOwnership>');
    const file = form4.files.write('bad.xml', bad);
    await expectRefused(form4.ingest(file), [
      'has 3 problems',
      "column 'transactionDate': \"03/02/2009\" is not a date (yyyy-MM-dd)",
      "column 'transactionShares': \"lots\" is not a non-negative number",
      "column 'directOrIndirectOwnership': \"X\" is not D or I",
      'line 18',
    ]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('a file that is not an ownership document, or not XML, is refused as a whole', async () => {
    await expectRefused(form4.ingest(FORM144), ['is not an insider ownership filing', '<edgarSubmission>']);
    await expectRefused(form4.ingest(form4.files.write('broken.xml', '<ownershipDocument><issuer></ownershipDocument>')), ['is not well-formed XML', 'line 1']);
  });
});

describe('form144', () => {
  it('the real notice (ns2: prefix) is stored; it answers under a ticker once a Form 4 links its issuer', async () => {
    const report = await form144(FORM144);
    expect(report).toMatchObject({ dataset: 'form144', rowsRead: 1, rowsAdded: 1 });
    const appleForm4 = oldSchema().replace('<issuerCik>0000012345</issuerCik>', '<issuerCik>0000320193</issuerCik>').replace('EXMP', 'AAPL');
    await form4.ingest(form4.files.write('apple4.xml', appleForm4));
    const page = await call<ProposedSalePage>(fx.ctx, 'insiders.proposedSales', { ticker: 'AAPL' });
    expect(page.data).toEqual([{
      filingDate: '2023-04-13', sellerName: 'Luca Maestri', relationshipToIssuer: 'Director', sharesToBeSold: 69996,
      aggregateMarketValue: 11588537.76, approxSaleDate: '2023-04-13', brokerName: 'Goldman Sachs & Co. LLC',
      // The notice's own figure (15821946000) is never used: the record has no count yet.
      sharesOutstanding: null,
      remarks: expect.stringContaining('selling plan dated 11-15-22') as string,
    }]);
    expect((await form144(FORM144)).rowsAdded).toBe(0);
  });

  it('a default-namespace notice reads like the prefixed one; an empty remarks falls back to the plan adoption date', async () => {
    const plain = readFileSync(FORM144, 'utf8')
      .replaceAll('ns2:', '')
      .replace('xmlns:ns2=', 'xmlns=')
      .replace(/<remarks>[\s\S]*?<\/remarks>/, '<remarks></remarks>');
    await form144(form4.files.write('plain.xml', plain));
    const [row] = await fx.store.all<{ seller_name: string; remarks: string; shares_to_be_sold: number }>('SELECT seller_name, remarks, shares_to_be_sold FROM proposed_sales');
    expect(row).toEqual({ seller_name: 'Luca Maestri', remarks: 'Plan adoption date: 11/15/2022', shares_to_be_sold: 69996 });
  });

  it('a bad date is refused naming its element and value', async () => {
    const bad = readFileSync(FORM144, 'utf8').replace('<ns2:approxSaleDate>04/13/2023', '<ns2:approxSaleDate>2023-04-13');
    await expectRefused(form144(form4.files.write('bad144.xml', bad)), ["column 'approxSaleDate': \"2023-04-13\" is not a date (MM/DD/YYYY)"]);
  });
});

const FI_HEADER = 'Publiceringsdatum;Emittent;LEI-kod;Anmälningsskyldig;Person i ledande ställning;Befattning;Närstående;Korrigering;Beskrivning av korrigering;Är förstagångsrapportering;Är kopplad till aktieprogram;Karaktär;Instrumenttyp;Instrumentnamn;ISIN;Transaktionsdatum;Volym;Volymsenhet;Pris;Valuta;Handelsplats;Status';
const fiRow = (published: string, volume: string, price: string, status = 'Aktuell', isin = 'SE0000106270') =>
  `${published};Hennes & Mauritz AB;529900O5RR7R39FRDM42;Ramsbury Invest AB;Stefan Persson;Styrelseledamot/suppleant;Ja;Nej;;Nej;Nej;Förvärv;Aktie;"Hennes & Mauritz AB, H & M ser. B";${isin};2018-05-03 00:00:00;${volume};Antal;${price};SEK;NASDAQ STOCKHOLM AB;${status}`;

describe('fi-insiders', () => {
  it('reads Swedish headers, decimal commas and Ja/Nej flags; rows are kept as published', async () => {
    const file = form4.files.write('fi.csv', `\uFEFF${FI_HEADER}\n${fiRow('2018-05-08 01:02:03', '4 000 000', '149,6959')}\n`);
    expect(await fi(file)).toMatchObject({ dataset: 'fi-insiders', rowsRead: 1, rowsAdded: 1 });
    const [row] = await fx.store.all('SELECT * EXCLUDE (source_file, captured_at) FROM se_insider_observations');
    expect(row).toMatchObject({
      issuer_lei: '529900O5RR7R39FRDM42', person: 'Stefan Persson', is_related_person: true, is_amendment: false,
      transaction_type: 'Förvärv', instrument_name: 'Hennes & Mauritz AB, H & M ser. B', isin: 'SE0000106270',
      transaction_date: '2018-05-03', volume: 4000000, price: 149.6959, status: 'Aktuell', source: 'ingest',
    });
    const answer = await call<{ coverageStatus: string; totalObservations: number }>(fx.ctx, 'insiders.directorTransactions', { exchange: 'XSTO', ticker: 'HM-B' });
    expect(answer).toMatchObject({ coverageStatus: 'available', totalObservations: 1 });
  });

  it('a UTF-16 export reads the same; ingesting again adds nothing, and a status the register changed is updated', async () => {
    const text = `${FI_HEADER}\r\n${fiRow('2018-05-08 01:02:03', '100', '1,5')}\r\n`;
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const file = form4.files.path('fi16.csv');
    (await import('node:fs')).writeFileSync(file, utf16);
    expect((await fi(file)).rowsAdded).toBe(1);
    expect((await fi(file)).rowsAdded).toBe(0);
    const later = form4.files.write('fi-later.csv', `${FI_HEADER}\n${fiRow('2018-05-08 01:02:03', '100', '1,5', 'Historisk')}\n`);
    expect((await fi(later)).rowsAdded).toBe(0);
    expect(await fx.store.all('SELECT status FROM se_insider_observations')).toEqual([{ status: 'Historisk' }]);
  });

  it('checkedAt is when an export was last accepted, even one that brought nothing new, so the capture is not stale', async () => {
    const { ingestAny } = await import('../../src/store/ingest/index');
    const file = form4.files.write('fi-again.csv', `${FI_HEADER}\n${fiRow('2018-05-08 01:02:03', '100', '1,5')}\n`);
    expect((await ingestAny(fx.store, fixedClock('2026-11-01T12:00:00Z'), 'fi-insiders', file)).rowsAdded).toBe(1);
    expect((await ingestAny(fx.store, fixedClock('2026-11-20T12:00:00Z'), 'fi-insiders', file)).rowsAdded).toBe(0);
    const ctx = { ...fx.ctx, clock: fixedClock('2026-11-21T12:00:00Z') };
    const answer = await call<{ checkedAt: string; isStale: boolean }>(ctx, 'insiders.directorTransactions', { exchange: 'XSTO', ticker: 'HM-B' });
    expect(answer).toMatchObject({ checkedAt: '2026-11-20T12:00:00.000Z', isStale: false });
  });

  it('bad values are refused with their line, column and value, and the store is unchanged', async () => {
    const before = await snapshot(fx.store);
    const file = form4.files.write('fi-bad.csv', [FI_HEADER, fiRow('2018-05-08 01:02:03', '10', '1,5'), fiRow('igår', 'tio', '1,5')].join('\n'));
    await expectRefused(fi(file), [
      'has 2 problems',
      "line 3, column 'Publiceringsdatum': \"igår\" is not a publication time",
      "line 3, column 'Volym': \"tio\" is not a number (decimal comma)",
    ]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('a file without the register columns is refused as a whole', async () => {
    await expectRefused(fi(form4.files.write('other.csv', 'a;b\n1;2\n')), ["lacks the column 'Publiceringsdatum' or 'ISIN'"]);
  });
});

describe('real filings replace the synthetic sample of their key', () => {
  it("a Form 4 replaces its ticker's synthetic insider rows, a Form 144 its issuer's synthetic notices, in the same transaction", async () => {
    const { sampleStore } = await import('../support/store');
    const sample = await sampleStore();
    const { ingestAny } = await import('../../src/store/ingest/index');
    try {
      const appleForm4 = oldSchema().replace('<issuerCik>0000012345</issuerCik>', '<issuerCik>0000320193</issuerCik>').replace('EXMP', 'AAPL');
      const report = await ingestAny(sample.store, sample.clock, 'form4', form4.files.write('apple-real.xml', appleForm4));
      expect(report.replacedSample).toEqual([{ dataset: 'insider_transactions', key: 'AAPL', rows: 8 }]);
      const rows = await sample.store.all<{ source: string }>("SELECT DISTINCT source FROM insider_transactions WHERE ticker = 'AAPL'");
      expect(rows).toEqual([{ source: 'ingest' }]);
      const notices = await ingestAny(sample.store, sample.clock, 'form144', FORM144);
      expect(notices.replacedSample).toEqual([{ dataset: 'proposed_sales', key: 'AAPL', rows: 2 }]);
      const page = await call<ProposedSalePage>(sample.ctx, 'insiders.proposedSales', { ticker: 'AAPL' });
      // The issuer record (a synthetic share count) still supplies sharesOutstanding.
      expect(page.data.map((r) => [r.sellerName, r.sharesOutstanding])).toEqual([['Luca Maestri', 15_000_000_000]]);
      const keys = await sample.store.all<{ kind: string; key: string }>("SELECT kind, key FROM sample_keys WHERE key = 'AAPL' AND kind IN ('insider-ticker', 'proposed-sales')");
      expect(keys).toEqual([]);
    } finally {
      sample.store.close();
    }
  });
});
