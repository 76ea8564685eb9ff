/** The `registration-terms` importer, and a registration built from real-layout files end to end. */
import { describe, expect, it } from 'vitest';
import { ingestAny } from '../../src/store/ingest';
import type { RegistrationDetail } from '../../src/engine/ipos/schemas';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';
import { call } from '../support/invoke';
import type { SampleFixture } from '../support/store';

let fx: SampleFixture;
const { files, ingest } = importerSuite('registration-terms', (opened) => (fx = opened));

const read = (fields: Record<string, unknown> = {}) => ({
  cik: 1999201, accession: '0001104659-24-108432', formType: '424B4', filedDate: '2024-10-11', state: 'Completed', offeringType: 'Primary',
  offeringTypeQuote: 'This is an initial public offering of shares of common stock of Example Therapeutics Corporation.',
  proposedTicker: 'EXTX', exchange: 'Nasdaq Global Market', offerPriceLow: 14, offerPriceHigh: 14, offerPriceQuote: 'The initial public offering price is $14.00 per share.',
  sharesOffered: 5_000_000, underwriters: ['Example Securities LLC'], riskFactors: [], ...fields,
});
const doc = (...reads: unknown[]) => JSON.stringify({ reads });
const INDEX = [
  'Form Type   Company Name                                                  CIK         Date Filed  File Name',
  '-'.repeat(141),
  `${'S-1'.padEnd(12)}${'Example Therapeutics Corp'.padEnd(62)}${'1999201'.padEnd(12)}${'20240913'.padEnd(12)}edgar/data/1999201/0001104659-24-100001.txt`,
  `${'424B4'.padEnd(12)}${'Example Therapeutics Corp'.padEnd(62)}${'1999201'.padEnd(12)}${'20241011'.padEnd(12)}edgar/data/1999201/0001104659-24-108432.txt`,
  '',
].join('\n');

describe('registration-terms', () => {
  it('stores each read keyed by accession; the registration then shows its terms', async () => {
    await ingestAny(fx.store, fx.clock, 'edgar-form-index', files.write('form.idx', INDEX));
    expect(await ingest(files.write('r.json', doc(read(), read({ accession: '0001104659-24-100001', formType: 'S-1', filedDate: '2024-09-13', state: 'Pending', offeringType: null }))))).toMatchObject({ rowsRead: 2, rowsAdded: 2 });
    const d = await call<RegistrationDetail>(fx.ctx, 'ipos.show', { cik: '0001999201' });
    expect(d.registration).toMatchObject({ status: 'Priced', termsAvailability: 'Available', offerPriceLow: 14, sharesOffered: 5_000_000, effectiveProspectusForm: '424B4', firstFiledDate: '2024-09-13' });
    expect(d).toMatchObject({ underwriters: ['Example Securities LLC'], underwritersAvailability: 'Available', riskFactorsAvailability: 'NoneStated', extractionAccessionNumber: '0001104659-24-108432' });
  });

  it('the same read again changes nothing; a newer read of a filing replaces it', async () => {
    const file = files.write('a.json', doc(read({ state: 'Pending', offeringType: null })));
    expect(await ingest(file)).toMatchObject({ rowsAdded: 1 });
    const before = await snapshot(fx.store);
    expect(await ingest(file)).toMatchObject({ rowsAdded: 0 });
    expect({ ...(await snapshot(fx.store)), ingest_files: null }).toEqual({ ...before, ingest_files: null });
    expect(await ingest(files.write('b.json', doc(read())))).toMatchObject({ rowsAdded: 1 });
    expect(await fx.store.all('SELECT state, price_low AS low FROM registration_terms')).toEqual([{ state: 'Completed', low: 14 }]);
  });

  it('refuses bad values naming each by its place, and leaves the store unchanged', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('bad.json', doc(
      read({ offeringType: 'IPO' }),
      read({ accession: '0001104659-24-100002', offerPriceLow: 16, offerPriceHigh: 14 }),
      read({ accession: '0001104659-24-100003', state: 'Pending' }),
      read({ accession: '12', formType: '10-K', filedDate: '2024-13-01', underwriters: 'Example' }),
    ))), ['reads[0].offeringType', 'reads[1].offerPriceLow', 'is above offerPriceHigh', 'reads[2].offeringType', 'is given for a read that is not Completed', 'reads[3].accession', 'reads[3].formType', 'reads[3].filedDate', 'reads[3].underwriters']);
    await expectRefused(ingest(files.write('dup.json', doc(read(), read()))), ['reads[1].accession', 'repeats reads[0]']);
    await expectRefused(ingest(files.write('shape.json', '{"terms": []}')), ['needs a "reads" array']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('company facts keep the balance-sheet concepts the registration financials read (real companyfacts file)', async () => {
    await ingestAny(fx.store, fx.clock, 'company-facts', realFixture('sec-xbrl-companyfacts/CIK0001835632.json'));
    const kept = await fx.store.all<{ concept: string }>("SELECT DISTINCT concept FROM company_facts WHERE concept IN ('Assets', 'CashAndCashEquivalentsAtCarryingValue') ORDER BY concept");
    expect(kept.map((k) => k.concept)).toEqual(['Assets', 'CashAndCashEquivalentsAtCarryingValue']);
  });
});
