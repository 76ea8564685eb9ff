/** Investment-adviser search and profile against the sample store (spec: Fund and adviser resources, Funds and advisers). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdviserProfile, AdviserSearch } from '../../../src/engine/advisers/schemas';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call, callError, expectInvalidParameter } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const search = (query: Record<string, string>) => call<AdviserSearch>(fx.ctx, 'advisers.search', {}, query);
const profile = (crd: string) => call<AdviserProfile>(fx.ctx, 'advisers.profile', { crd });
const crds = (answer: AdviserSearch) => answer.data.map((row) => row.crd);

describe('GET /v1/investment-advisers', () => {
  it('query is required: missing or blank is 400 naming query', async () => {
    await expectInvalidParameter(fx.ctx, 'advisers.search', {}, {}, 'query');
    await expectInvalidParameter(fx.ctx, 'advisers.search', {}, { query: '   ' }, 'query');
  });

  it('legal and doing-business-as names both match', async () => {
    // 9900002 files legal name SAMPLE HARBOR HOLDINGS, INC. and does business as SAMPLE LIGHTHOUSE WEALTH MANAGEMENT.
    expect(crds(await search({ query: 'lighthouse wealth' }))).toEqual([9_900_002]);
    expect(crds(await search({ query: 'harbor holdings' }))).toEqual([9_900_002]);
  });

  it('words match in any order, whole words only, ignoring case and punctuation', async () => {
    expect(crds(await search({ query: 'Holdings HARBOR' }))).toEqual([9_900_002]);
    expect(crds(await search({ query: 'family office planners llc' }))).toEqual([9_900_007]);
    expect(await search({ query: 'harb' })).toEqual({ totalMatches: 0, data: [] });
  });

  it('an exact name ranks first, before a larger adviser holding every word', async () => {
    // 9900001 does business as exactly "SAMPLE CAPITAL"; 9900005 (larger AUM) holds both words.
    const answer = await search({ query: 'sample capital' });
    expect(crds(answer)).toEqual([9_900_001, 9_900_005]);
    expect(answer.totalMatches).toBe(2);
  });

  it('every word is required before the sparse any-word fallback, which answers only when no name holds every word', async () => {
    expect(crds(await search({ query: 'sample river' }))).toEqual([9_900_003]);
    const fallback = await search({ query: 'lighthouse zebra' });
    expect(crds(fallback)).toEqual([9_900_002]);
    // Every sample name holds "sample": the fallback lists them, largest regulatory AUM first, unknown AUM last.
    const all = await search({ query: 'sample zebra' });
    expect(all.totalMatches).toBe(7);
    expect(all.data.at(-1)!.crd).toBe(9_900_004);
    const aums = all.data.slice(0, -1).map((row) => row.totalRegulatoryAum!);
    expect(aums).toEqual([...aums].sort((a, b) => b - a));
  });

  it('totalMatches counts matches before limit', async () => {
    const answer = await search({ query: 'sample', limit: '2' });
    expect(answer.totalMatches).toBe(7);
    expect(answer.data).toHaveLength(2);
  });

  it('limit defaults to 20 and is at most 500', async () => {
    expect((await search({ query: 'sample' })).data).toHaveLength(7);
    await expectInvalidParameter(fx.ctx, 'advisers.search', {}, { query: 'sample', limit: '501' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'advisers.search', {}, { query: 'sample', limit: '0' }, 'limit');
    expect((await search({ query: 'sample', limit: '500' })).data).toHaveLength(7);
  });

  it('rows carry crd as an integer and the fields of the adviser search row, from the newest extract', async () => {
    const answer = await search({ query: 'sample capital' });
    expect(answer.data[0]).toEqual({
      crd: 9_900_001, legalName: 'SAMPLE CAPITAL ADVISERS LLC', primaryBusinessName: 'SAMPLE CAPITAL', city: 'NEW YORK', state: 'NY',
      country: 'United States', totalRegulatoryAum: 2_599_750_000, numberOfEmployees: 48, asOfDate: '2026-11-01',
    });
  });
});

describe('GET /v1/investment-advisers/{crd}', () => {
  it('returns the whole adviser profile', async () => {
    expect(await profile('9900007')).toEqual({
      crd: 9_900_007, secNumber: '801-990007', legalName: 'SAMPLE FAMILY OFFICE PLANNERS, L.L.C.', primaryBusinessName: 'SAMPLE FAMILY OFFICE PLANNERS',
      city: 'MACON', state: 'GA', country: 'United States', website: 'https://www.facebook.com/samplefamilyofficeplanners', secStatus: 'Approved',
      numberOfEmployees: 4, totalRegulatoryAum: 99_500_000, discretionaryAum: 96_400_000, nonDiscretionaryAum: 3_100_000,
      chargesPercentageOfAum: false, chargesHourly: true, chargesSubscription: true, chargesFixed: true, chargesCommissions: false,
      chargesPerformanceBased: false, chargesOther: false, asOfDate: '2026-11-01',
    });
  });

  it('website is as filed, possibly a social-media URL', async () => {
    expect((await profile('9900003')).website).toBe('https://www.linkedin.com/company/sample-river-asset-management');
  });

  it('figures not filed are null, and the charges booleans stay booleans', async () => {
    const newco = await profile('9900004');
    expect([newco.numberOfEmployees, newco.totalRegulatoryAum, newco.discretionaryAum, newco.nonDiscretionaryAum, newco.website]).toEqual([null, null, null, null, null]);
    expect(newco.chargesPercentageOfAum).toBe(false);
  });

  it('asOfDate is the date of the monthly bulk extract, and the newest extract wins per CRD', async () => {
    // 9900001 is stored in the 2026-10-01 extract (46 employees) and the 2026-11-01 one (48).
    const stored = await fx.store.all<{ n: number }>('SELECT count(*) AS n FROM investment_advisers WHERE crd = 9900001');
    expect(Number(stored[0]!.n)).toBe(2);
    const newest = await profile('9900001');
    expect({ asOfDate: newest.asOfDate, employees: newest.numberOfEmployees }).toEqual({ asOfDate: '2026-11-01', employees: 48 });
    expect((await search({ query: 'sample capital advisers' })).data.filter((row) => row.crd === 9_900_001)).toHaveLength(1);
  });

  it('an unknown CRD is 404', async () => {
    const error = await callError(fx.ctx, 'advisers.profile', { crd: '9900098' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    expect(error.message).toContain('9900098');
  });

  it('a CRD that is not a positive whole number is 400 naming crd', async () => {
    for (const crd of ['abc', '12.5', '0', '-3', '99999999999']) await expectInvalidParameter(fx.ctx, 'advisers.profile', { crd }, {}, 'crd');
  });
});
