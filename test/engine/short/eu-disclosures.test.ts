/** `GET /v1/stocks/{exchange}/{ticker}/short-disclosures` over the sample: sources, coverage, ISIN matching, units, staleness, limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import type { Disclosures } from '../../../src/engine/short/eu-schemas';
import { DISCLOSURE_SOURCES } from '../../../src/engine/short/eu-sources';
import { resolveEuropeanListing } from '../../../src/engine/short/eu-listings';
import { ingestAny } from '../../../src/store/ingest/index';
import { scratch } from '../../fixtures/ingest/helpers';
import { call, callError } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const disclosures = (exchange: string, ticker: string, query: Record<string, string> = {}, ctx = fx.ctx) =>
  call<Disclosures>(ctx, 'short.euDisclosures', { exchange, ticker }, query);

describe('European net short position disclosures', () => {
  it('the response carries the source, its coverage and capture, and the disclosures newest first with the listed fields', async () => {
    const answer = await disclosures('XPAR', 'TTE');
    expect(Object.keys(answer)).toEqual([
      'source', 'sourceName', 'isin', 'coverageStatus', 'coverage', 'measure', 'percentageBasis', 'checkedAt', 'sourceModifiedAt',
      'isStale', 'sourceUrl', 'totalDisclosures', 'disclosures',
    ]);
    expect(answer).toMatchObject({ source: 'AMF-France', isin: 'FR0000120271', coverageStatus: 'available', totalDisclosures: 3, checkedAt: '2026-11-21T15:00:00.000Z', isStale: false });
    expect(Object.keys(answer.disclosures[0]!)).toEqual([
      'holderName', 'holderLei', 'issuerName', 'isin', 'percentOfIssuedCapital', 'positionDate', 'publicationDate', 'publicationEndDate',
    ]);
    const dates = answer.disclosures.map((d) => d.positionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.disclosures[0]).toMatchObject({ holderLei: '213800SAMPLE00000A17', publicationEndDate: null });
    expect(answer.disclosures[1]).toMatchObject({ publicationDate: '2026-10-12', publicationEndDate: '2026-11-18' });
  });

  it('disclosures are matched to the exact ISIN of the listing: another listing of the same register has none', async () => {
    const answer = await disclosures('XAMS', 'PNL', { source: 'AFM-Netherlands-Current' });
    expect(answer).toMatchObject({ isin: 'NL0009739416', coverageStatus: 'no_matching_disclosures', totalDisclosures: 0, disclosures: [] });
  });

  it('source defaults to AMF-France, is compared ignoring case, and an unknown one is 400 naming source and the valid ones', async () => {
    expect((await disclosures('XPAR', 'TTE')).source).toBe('AMF-France');
    expect((await disclosures('XAMS', 'RAND', { source: 'afm-netherlands-current' })).source).toBe('AFM-Netherlands-Current');
    const error = await callError(fx.ctx, 'short.euDisclosures', { exchange: 'XPAR', ticker: 'TTE' }, { source: 'ESMA' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(error.message).toContain("Invalid parameter 'source'");
    for (const source of DISCLOSURE_SOURCES) expect(error.message).toContain(source);
  });

  it('every source the spec lists is accepted and answered under its own name', async () => {
    const SPEC_SOURCES = [
      'AMF-France', 'AFM-Netherlands-Current', 'AFM-Netherlands-History', 'FSMA-Belgium-Current', 'FSMA-Belgium-History', 'CBI-Ireland',
      'CNMV-Spain', 'KNF-Poland', 'FINFSA-Finland', 'BAnz-Germany', 'DFSA-Denmark',
    ];
    for (const source of SPEC_SOURCES) expect((await disclosures('XPAR', 'TTE', { source })).source).toBe(source);
  });

  it('coverage statuses unresolved_security, not_captured and no_matching_disclosures are results, not zero positions', async () => {
    expect(await disclosures('XSTO', 'ERIC-A')).toMatchObject({ coverageStatus: 'unresolved_security', isin: null, totalDisclosures: 0, disclosures: [] });
    expect(await disclosures('XHEL', 'NOKIA', { source: 'FINFSA-Finland' })).toMatchObject({ coverageStatus: 'not_captured', checkedAt: null, isStale: true, disclosures: [] });
    expect(await disclosures('XAMS', 'PNL')).toMatchObject({ source: 'AMF-France', coverageStatus: 'no_matching_disclosures', checkedAt: '2026-11-21T15:00:00.000Z' });
    const empty = await emptyStore();
    try {
      expect(await disclosures('XPAR', 'TTE', {}, empty.ctx)).toMatchObject({ coverageStatus: 'not_captured', checkedAt: null, sourceModifiedAt: null, isStale: true });
    } finally {
      empty.store.close();
    }
  });

  it('Dutch sources supply no holder LEI, publication date or archive-transfer date: null (unknown)', async () => {
    for (const source of ['AFM-Netherlands-Current', 'AFM-Netherlands-History']) {
      const answer = await disclosures('XAMS', 'RAND', { source });
      expect(answer.disclosures.length).toBeGreaterThan(0);
      expect(answer.disclosures.every((d) => d.holderLei === null && d.publicationDate === null && d.publicationEndDate === null)).toBe(true);
    }
  });

  it('the current register holds earlier notifications of a holder; current and archived rows are separate sources, never summed', async () => {
    const current = await disclosures('XAMS', 'RAND', { source: 'AFM-Netherlands-Current' });
    const archived = await disclosures('XAMS', 'RAND', { source: 'AFM-Netherlands-History' });
    expect(current.disclosures.filter((d) => d.holderName === 'Harbour Ridge Capital LP').map((d) => d.percentOfIssuedCapital)).toEqual([0.71, 0.64]);
    expect(archived.disclosures.filter((d) => d.holderName === 'Harbour Ridge Capital LP').map((d) => d.percentOfIssuedCapital)).toEqual([0.58]);
    expect([current.totalDisclosures, archived.totalDisclosures]).toEqual([3, 2]);
    // The archive keeps the row that crossed below 0.5%: it does not prove the holder closed anything.
    expect(archived.disclosures).toContainEqual(expect.objectContaining({ holderName: 'Meridian Quant LLP', percentOfIssuedCapital: 0.49 }));
  });

  it('Ireland states positions as fractions; they are returned as percentage points', async () => {
    const answer = await disclosures('XDUB', 'RYA', { source: 'CBI-Ireland' });
    expect(answer.disclosures.map((d) => d.percentOfIssuedCapital)).toEqual([0.52]);
    expect(answer.percentageBasis).toContain('fractions');
  });

  it("a below-threshold exit in Denmark's monthly workbook is returned as notified and establishes no later holding", async () => {
    const answer = await disclosures('XCSE', 'NOVO-B', { source: 'DFSA-Denmark' });
    expect(answer.disclosures.map((d) => [d.percentOfIssuedCapital, d.positionDate])).toEqual([[0.45, '2026-10-16'], [0.61, '2026-10-01']]);
  });

  it('staleness: a register not checked within 7 days is stale (Denmark\'s monthly workbook: 45 days)', async () => {
    expect(await disclosures('XMAD', 'GRF', { source: 'CNMV-Spain' })).toMatchObject({ coverageStatus: 'available', isStale: true, checkedAt: '2026-11-01T15:00:00.000Z' });
    const later = (iso: string) => ({ ...fx.ctx, clock: fixedClock(iso) });
    expect((await disclosures('XPAR', 'TTE', {}, later('2026-11-28T15:00:00Z'))).isStale).toBe(false);
    expect((await disclosures('XPAR', 'TTE', {}, later('2026-11-28T15:00:01Z'))).isStale).toBe(true);
    expect((await disclosures('XCSE', 'NOVO-B', { source: 'DFSA-Denmark' }, later('2026-12-30T00:00:00Z'))).isStale).toBe(false);
    expect((await disclosures('XCSE', 'NOVO-B', { source: 'DFSA-Denmark' }, later('2027-01-06T00:00:00Z'))).isStale).toBe(true);
  });

  it('limit is 1 to 100 (default 20) and bounds the disclosures; outside the range is 400 naming limit', async () => {
    const one = await disclosures('XPAR', 'TTE', { limit: '1' });
    expect(one.disclosures).toHaveLength(1);
    expect(one.totalDisclosures).toBe(3);
    for (const limit of ['0', '101', 'ten']) {
      const error = await callError(fx.ctx, 'short.euDisclosures', { exchange: 'XPAR', ticker: 'TTE' }, { limit });
      expect([error.status, error.code, error.message.startsWith("Invalid parameter 'limit'")]).toEqual([400, 'invalid_parameter', true]);
    }
  });

  it('without a limit, 20 disclosures are returned, newest first; totalDisclosures still counts them all', async () => {
    const own = await emptyStore();
    const files = scratch();
    try {
      // 25 notifications of the Central Bank of Ireland's register for Ryanair, one a day from 2026-10-01.
      const rows = Array.from({ length: 25 }, (_, i) => `,Holder ${String(i + 1).padStart(2, '0')} LP,Ryanair Holdings plc,IE00BYTBXV33,0.0060,2026-10-${String(i + 1).padStart(2, '0')}`);
      const file = files.write('table-of-significant-net-short-positions-in-shares.csv', [
        ',Position Holder:,Name of the Issuer:,ISIN:,Net short position %:,Position Date:', ...rows,
      ].join('\n') + '\n');
      await ingestAny(own.store, own.clock, 'short-cbi-ie', file);
      const answer = await disclosures('XDUB', 'RYA', { source: 'CBI-Ireland' }, own.ctx);
      expect(answer).toMatchObject({ coverageStatus: 'available', totalDisclosures: 25 });
      expect(answer.disclosures.map((d) => d.positionDate)).toEqual(Array.from({ length: 20 }, (_, i) => `2026-10-${String(25 - i).padStart(2, '0')}`));
      expect((await disclosures('XDUB', 'RYA', { source: 'CBI-Ireland', limit: '100' }, own.ctx)).disclosures).toHaveLength(25);
    } finally {
      own.store.close();
      files.remove();
    }
  });

  it('an unknown or ambiguous listing is 404; exchange and ticker are compared ignoring case', async () => {
    expect((await disclosures('xpar', 'tte')).isin).toBe('FR0000120271');
    expect((await callError(fx.ctx, 'short.euDisclosures', { exchange: 'XPAR', ticker: 'NOPE' })).status).toBe(404);
    expect((await callError(fx.ctx, 'short.euDisclosures', { exchange: 'XNYS', ticker: 'TTE' })).status).toBe(404);
    const twice = [
      { mic: 'XPAR', ticker: 'AB-A', name: 'A', country: 'FR', isin: 'FR0000000001', issuerLei: null },
      { mic: 'XPAR', ticker: 'AB.A', name: 'A', country: 'FR', isin: 'FR0000000002', issuerLei: null },
    ];
    expect(() => resolveEuropeanListing('XPAR', 'AB-A', twice)).toThrow(/Ambiguous listing XPAR:AB-A/);
  });
});
