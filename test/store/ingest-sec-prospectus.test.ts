/** The `sec-prospectus` importer: a registration filing read for the terms on its cover page. */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RegistrationDetail } from '../../src/engine/ipos/schemas';
import { ingestAny } from '../../src/store/ingest';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { call } from '../support/invoke';
import type { SampleFixture } from '../support/store';

let fx: SampleFixture;
const { files, ingest } = importerSuite('sec-prospectus', (opened) => (fx = opened));

/** The real 424B4 kept in EDGAR's folder layout, named by its accession and filing date. */
function placedReal(): string {
  const path = files.path('edgar/data/1999301/0001104659-24-108432-2024-10-11.htm');
  mkdirSync(dirname(path), { recursive: true });
  copyFileSync(realFixture('sec-424b4/camp4_424b4.htm'), path);
  return path;
}

const INDEX = [
  'Form Type   Company Name                                                  CIK         Date Filed  File Name',
  '-'.repeat(141),
  `${'424B4'.padEnd(12)}${'CAMP4 THERAPEUTICS CORP'.padEnd(62)}${'1999301'.padEnd(12)}${'20241011'.padEnd(12)}edgar/data/1999301/0001104659-24-108432.txt`,
  '',
].join('\n');

describe('sec-prospectus', () => {
  it('reads the real 424B4 cover: a priced registration with its price, shares and proposed ticker; underwriters not read', async () => {
    await ingestAny(fx.store, fx.clock, 'edgar-form-index', files.write('form.idx', INDEX));
    expect(await ingest(placedReal())).toMatchObject({ format: 'submission', rowsRead: 1, rowsAdded: 1 });
    const d = await call<RegistrationDetail>(fx.ctx, 'ipos.show', { cik: '1999301' });
    expect(d.registration).toMatchObject({
      status: 'Priced', offeringType: 'Primary', termsAvailability: 'Available', offerPriceLow: 11, offerPriceHigh: 11, sharesOffered: 6_820_000,
      proposedTicker: 'CAMP', exchange: 'Nasdaq Global Market', isBlankCheck: false,
    });
    expect(d).toMatchObject({ extractionForm: '424B4', underwritersAvailability: 'Unavailable', underwriters: [], riskFactorsAvailability: 'Unavailable' });
  });

  it('a filer the submission header classes under SIC 6770 (Blank Checks) is a blank check company: filerType Spac', async () => {
    const header = [
      '<SEC-HEADER>', 'ACCESSION NUMBER:\t\t0009800001-26-000001', 'CONFORMED SUBMISSION TYPE:\tS-1', 'FILED AS OF DATE:\t\t20260105',
      'FILER:', '\tCOMPANY DATA:', '\t\tCOMPANY CONFORMED NAME:\t\t\tEXAMPLE ACQUISITION CORP', '\t\tCENTRAL INDEX KEY:\t\t\t0001999777',
      '\t\tSTANDARD INDUSTRIAL CLASSIFICATION:\tBLANK CHECKS [6770]', '</SEC-HEADER>',
      '<DOCUMENT>', '<TYPE>S-1', '<TEXT>', '<html><body><p>We are offering 20,000,000 units at $10.00 per unit.</p></body></html>', '</TEXT>', '</DOCUMENT>',
    ].join('\n');
    const index = INDEX.replace(/424B4 {7}CAMP4 THERAPEUTICS CORP {39}1999301 {5}20241011 {4}edgar\/data\/1999301\/0001104659-24-108432\.txt/,
      `${'S-1'.padEnd(12)}${'EXAMPLE ACQUISITION CORP'.padEnd(62)}${'1999777'.padEnd(12)}${'20260105'.padEnd(12)}edgar/data/1999777/0009800001-26-000001.txt`);
    await ingestAny(fx.store, fx.clock, 'edgar-form-index', files.write('form-spac.idx', index));
    await ingest(files.write('0009800001-26-000001.txt', header));
    expect((await call<RegistrationDetail>(fx.ctx, 'ipos.show', { cik: '1999777' })).registration.isBlankCheck).toBe(true);
    const spacs = await call<{ data: { cik: string }[] }>(fx.ctx, 'ipos.list', { filerType: 'Spac' });
    expect(spacs.data.map((r) => r.cik)).toContain('1999777');
  });

  it('re-ingesting the same filing changes nothing', async () => {
    const path = placedReal();
    await ingest(path);
    const before = await snapshot(fx.store);
    expect(await ingest(path)).toMatchObject({ rowsAdded: 0 });
    expect({ ...(await snapshot(fx.store)), ingest_files: null }).toEqual({ ...before, ingest_files: null });
  });

  it('refuses a document without its form, its filer or its accession, leaving the store unchanged', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('bare.htm', '<html><body><p>We are offering 1,000 shares.</p></body></html>')), ['no EDGAR <TYPE> line']);
    await expectRefused(ingest(files.write('k.htm', '<DOCUMENT>\n<TYPE>10-K\n<TEXT>\n<html></html>')), ['is a 10-K', '424B4']);
    await expectRefused(ingest(files.write('camp4_424b4.htm', readFileSync(realFixture('sec-424b4/camp4_424b4.htm'), 'latin1'))), ['does not say whose filing it is']);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});
