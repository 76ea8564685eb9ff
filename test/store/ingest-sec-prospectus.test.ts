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
