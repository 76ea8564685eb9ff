/**
 * The congressional importers on the real fixtures (legislators roster, Senate daily reports, House index)
 * and on small files written in the same layouts (the Senate flat aggregate, House transaction rows):
 * stable member ids, HTML stripped, -- tickers, bands, owner codes, idempotence and refusals.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberIdOf } from '../../src/engine/congress/member-id';
import { ingestAny } from '../../src/store/ingest/index';
import { emptyStore, type SampleFixture } from '../support/store';
import { expectRefused, realFixture, scratch, snapshot } from '../fixtures/ingest/helpers';

const ROSTER = realFixture('congress-legislators-csv/legislators-current.csv');
const SENATE = realFixture('congress-senate-ptr-json/transaction_report_for_01_12_2021.json');
const INDEX = realFixture('congress-house-fd-index-xml/house-fd-2025-mixed-types.xml');

let fx: SampleFixture;
const files = scratch();
beforeEach(async () => {
  fx = await emptyStore();
});
afterEach(() => fx.store.close());
afterAll(() => files.remove());
const ingest = (dataset: string, file: string) => ingestAny(fx.store, fx.clock, dataset, file);

/** The store's captures, leaving out the log of ingested files (every ingest is logged). */
const captures = async () => {
  const { ingest_files: _files, ...rest } = await snapshot(fx.store);
  return rest;
};

const HOUSE_HEADER = 'DocID,FilingDate,Name,StateDst,BioguideID,TransactionDate,Owner,Ticker,Asset,AssetType,Subholding,TransactionType,Amount';

describe('member ids', () => {
  it('ids are stable uuids derived from the Bioguide id, not from insertion order', () => {
    expect(memberIdOf('C001047')).toBe(memberIdOf('c001047'));
    expect(memberIdOf('C001047')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(memberIdOf('C001047')).not.toBe(memberIdOf('C001035'));
  });
});

describe('the real legislators roster', () => {
  it('stores every serving member with a position and the id of their Bioguide id', async () => {
    expect(await ingest('congress-legislators', ROSTER)).toMatchObject({ rowsRead: 537, rowsAdded: 537 });
    const cantwell = await fx.store.one<Record<string, unknown>>(
      "SELECT CAST(member_id AS VARCHAR) AS id, name, chamber, position FROM congress_members WHERE bioguide_id = 'C000127'",
    );
    expect(cantwell).toEqual({ id: memberIdOf('C000127'), name: 'Maria Cantwell', chamber: 'senate', position: 'Senator (WA)' });
    const counts = await fx.store.all<{ chamber: string; n: bigint }>('SELECT chamber, count(*) AS n FROM congress_members GROUP BY chamber ORDER BY chamber');
    expect(counts.map((c) => [c.chamber, Number(c.n)])).toEqual([['house', 437], ['senate', 100]]);
  });

  it('re-ingesting the same roster changes nothing', async () => {
    await ingest('congress-legislators', ROSTER);
    const before = await captures();
    expect(await ingest('congress-legislators', ROSTER)).toMatchObject({ rowsAdded: 0 });
    expect(await captures()).toEqual(before);
  });

  it('refuses a bad Bioguide id and a type other than sen or rep, naming line and column', async () => {
    const text = 'last_name,first_name,nickname,full_name,type,state,district,party,bioguide_id\nDoe,Jane,,Jane Doe,gov,WA,,Democrat,X12\n';
    await expectRefused(ingest('congress-legislators', files.write('bad-roster.csv', text)), ["line 2, column 'bioguide_id'", "column 'type'", 'unchanged']);
  });
});

describe('the real Senate daily report file', () => {
  it('stores its 12 transactions: HTML links read as tickers, -- as no ticker, HTML descriptions as text', async () => {
    expect(await ingest('congress-senate-ptr', SENATE)).toMatchObject({ rowsRead: 12, rowsAdded: 12 });
    const bond = await fx.store.one<Record<string, unknown>>(
      "SELECT ticker, asset_name, asset_type, owner_type, transaction_type, amount_from, amount_to, CAST(filing_date AS VARCHAR) AS filed FROM congress_trades WHERE asset_type = 'Municipal Security'",
    );
    expect(bond).toEqual({
      ticker: null, asset_name: 'Wisconsin State General Obligation Bond Rate/Coupon: 5.0% Matures: 05/01/2023', asset_type: 'Municipal Security',
      owner_type: 'Spouse', transaction_type: 'Purchase', amount_from: 500_001, amount_to: 1_000_000, filed: '2021-01-12',
    });
    const wfc = await fx.store.one<Record<string, unknown>>(
      "SELECT CAST(member_id AS VARCHAR) AS member, asset_name, type_as_filed, transaction_type FROM congress_trades WHERE ticker = 'WFC'",
    );
    expect(wfc).toEqual({ member: memberIdOf('C001047'), asset_name: 'Wells Fargo & Company', type_as_filed: 'Sale (Full)', transaction_type: 'Sale' });
  });

  it('re-ingesting the same file adds nothing', async () => {
    await ingest('congress-senate-ptr', SENATE);
    const before = await captures();
    expect(await ingest('congress-senate-ptr', SENATE)).toMatchObject({ rowsAdded: 0 });
    expect(await captures()).toEqual(before);
    expect(await fx.store.one('SELECT DISTINCT source, source_file FROM congress_trades')).toEqual({ source: 'ingest', source_file: SENATE });
  });
});

describe('the Senate flat aggregate layout', () => {
  const flat = (senator: string, amount = '$15,001 - $50,000') => JSON.stringify([{
    transaction_date: '03/02/2021', owner: 'Joint', ticker: 'MSFT', asset_description: 'Microsoft Corp', asset_type: 'Stock', type: 'Sale (Partial)',
    amount, comment: '--', senator, ptr_link: 'https://efdsearch.senate.gov/search/view/ptr/x/', disclosure_date: '03/20/2021',
  }]);

  it('finds the senator in the stored roster by first and last name', async () => {
    await ingest('congress-legislators', ROSTER);
    expect(await ingest('congress-senate-ptr', files.write('flat.json', flat('Maria E Cantwell')))).toMatchObject({ rowsAdded: 1 });
    const row = await fx.store.one<Record<string, unknown>>('SELECT CAST(member_id AS VARCHAR) AS member, owner_type, amount_from, amount_to FROM congress_trades');
    expect(row).toEqual({ member: memberIdOf('C000127'), owner_type: 'Joint', amount_from: 15_001, amount_to: 50_000 });
  });

  it('refuses a filer who is no senator of the roster and an unreadable band, by their place in the file', async () => {
    await ingest('congress-legislators', ROSTER);
    const before = await snapshot(fx.store);
    await expectRefused(ingest('congress-senate-ptr', files.write('flat-bad.json', flat('Nobody Atall', 'about a million'))), ['[0].senator', '[0].amount', 'unchanged']);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('the real House index and House transaction rows', () => {
  it('stores every filing of the index with its type and date', async () => {
    expect(await ingest('congress-house-fd-index', INDEX)).toMatchObject({ rowsRead: 12, rowsAdded: 12 });
    const ptr = await fx.store.one<Record<string, unknown>>("SELECT doc_id, filer_name, state_district, CAST(filing_date AS VARCHAR) AS filed FROM congress_filings WHERE filing_type = 'P'");
    expect(ptr).toEqual({ doc_id: '20032062', filer_name: 'Robert B. Aderholt', state_district: 'AL04', filed: '2025-09-10' });
  });

  it('takes a House row\'s filing date from the index and normalizes owner codes (SP, JT, DC, none)', async () => {
    await ingest('congress-legislators', ROSTER);
    await ingest('congress-house-fd-index', INDEX);
    const rows = [
      '20032062,,Hon. Robert B. Aderholt,AL04,,8/1/2025,SP,AAPL,Apple Inc. - Common Stock (AAPL),ST,,P,"$1,001 - $15,000"',
      '20032062,,Hon. Robert B. Aderholt,AL04,,8/2/2025,JT,MSFT,Microsoft Corporation (MSFT),OP,IRA,S (partial),"$15,001 - $50,000"',
      '20032062,,Hon. Robert B. Aderholt,AL04,,8/3/2025,DC,,Treasury Bill,GS,,S,"$50,001 - $100,000"',
      '20032062,,Hon. Robert B. Aderholt,AL04,,8/4/2025,,NVDA,NVIDIA Corporation (NVDA),ST,,P,"Over $50,000,000"',
    ];
    expect(await ingest('congress-house-ptr', files.write('house.csv', [HOUSE_HEADER, ...rows].join('\n')))).toMatchObject({ rowsAdded: 4 });
    const stored = await fx.store.all<Record<string, unknown>>(
      'SELECT CAST(member_id AS VARCHAR) AS member, owner_type, asset_type, subholding, transaction_type, amount_to, CAST(filing_date AS VARCHAR) AS filed FROM congress_trades ORDER BY row_in_filing',
    );
    expect(stored.map((r) => r.owner_type)).toEqual(['Spouse', 'Joint', 'Child', '']);
    expect(stored.map((r) => r.asset_type)).toEqual(['ST', 'OP', 'GS', 'ST']);
    expect(stored[1]).toMatchObject({ subholding: 'IRA', transaction_type: 'Sale' });
    expect(stored[3]!.amount_to).toBeNull();
    expect(new Set(stored.map((r) => r.filed))).toEqual(new Set(['2025-09-10']));
    expect(new Set(stored.map((r) => r.member))).toEqual(new Set([memberIdOf('A000055')]));
  });

  it('refuses a row whose filing date is neither written nor indexed, and an unknown owner code', async () => {
    const row = '999,,Someone,AL04,A000055,8/1/2025,XX,AAPL,Apple,ST,,P,"$1,001 - $15,000"';
    await expectRefused(ingest('congress-house-ptr', files.write('house-bad.csv', `${HOUSE_HEADER}\n${row}\n`)), [
      "line 2, column 'FilingDate'", 'no stored House index', "column 'Owner'", 'unchanged',
    ]);
  });
});
