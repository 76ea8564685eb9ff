/**
 * The `fi-fund-holdings` importer: reports written in Finansinspektionen's published layout; every position
 * row kept with its place, revisions of a quarter kept and the newest captured one read, refusals naming the
 * line and element, idempotence, staleness, and the replacement of a synthetic quarter.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import type { SwedishFundPositions } from '../../src/engine/funds/se-positions-schemas';
import { ingestAny } from '../../src/store/ingest/index';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';
import { fiReportXml } from '../fixtures/ingest/fund-filings';
import { expectRefused, importerSuite, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const { files, ingest } = importerSuite('fi-fund-holdings', (opened) => (fx = opened));

const hm = (query: Record<string, string> = {}) => call<SwedishFundPositions>(fx.ctx, 'funds.swedishPositions', { exchange: 'XSTO', ticker: 'HM-B' }, query);
const OTHER = { name: 'Volvo, AB ser. B', isin: 'SE0000115446', quantity: '500000', value: '125000000', percent: '1.25' };

describe('reports written in the published layout', () => {
  it('the report and every position row are stored as reported; the route answers with the source rows', async () => {
    const file = files.write('51066.xml', fiReportXml({ positions: [{}, OTHER, { quantity: '20000', value: '5000000', percent: '0.05' }, { isin: null, name: 'Valutaterminer', type: 'DerivatinstrumentSamtTeknikerOchInstrument', value: '-120000', percent: '0' }] }));
    expect(await ingest(file)).toMatchObject({ rowsRead: 5, rowsAdded: 5 });
    expect(await fx.store.one('SELECT institute_number, period_end, fund_name, fund_isin, company_name, company_institute_number, fund_assets_sek, position_count FROM se_fund_reports')).toEqual({
      institute_number: '51066', period_end: '2026-06-30', fund_name: 'Exempel Sverigefond', fund_isin: 'SE0001234567', company_name: 'Exempel Fonder AB',
      company_institute_number: '27001', fund_assets_sek: 10_000_000_000, position_count: 4,
    });
    const answer = await hm();
    expect(answer).toMatchObject({ coverageStatus: 'available', periodEnd: '2026-06-30', totalPositions: 2 });
    expect(answer.data.map((row) => [row.fundInstituteNumber, row.sourceRow.rowNumber, row.quantity, row.marketValueSek, row.percentOfFundAssets])).toEqual([
      ['51066', 1, 1_000_000, 250_000_000, 2.5],
      ['51066', 3, 20_000, 5_000_000, 0.05],
    ]);
    expect(answer.data[0]!.sourceRow.revisionId).toMatch(/^[0-9a-f]{64}$/);
    expect(await fx.store.one('SELECT instrument_name, isin, asset_type FROM se_fund_positions WHERE row_number = 4')).toEqual({
      instrument_name: 'Valutaterminer', isin: null, asset_type: 'DerivatinstrumentSamtTeknikerOchInstrument',
    });
  });

  it('prefixed elements, a decimal comma and spaces between thousands read alike', async () => {
    await ingest(files.write('p.xml', fiReportXml({ prefixed: true, assets: '10 000 000 000', positions: [{ value: '250 000 000,5', percent: '2,5' }] })));
    expect((await hm()).data[0]).toMatchObject({ marketValueSek: 250_000_000.5, percentOfFundAssets: 2.5, fundAssetsSek: 10_000_000_000 });
  });

  it('re-ingesting the same file adds nothing', async () => {
    const file = files.write('same.xml', fiReportXml({ positions: [{}] }));
    await ingest(file);
    const before = await snapshot(fx.store);
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 0 });
    const after = await snapshot(fx.store);
    expect({ ...after, ingest_files: null }).toEqual({ ...before, ingest_files: null });
  });

  it('revisions of a quarter are kept with their capture time; reads use the latest, also for a historical quarter', async () => {
    const first = files.write('first.xml', fiReportXml({ periodEnd: '2026-03-31', positions: [{ quantity: '900000' }] }));
    const revised = files.write('revised.xml', fiReportXml({ periodEnd: '2026-03-31', positions: [{ quantity: '950000' }] }));
    await ingestAny(fx.store, fixedClock('2026-06-01T08:00:00Z'), 'fi-fund-holdings', first);
    await ingestAny(fx.store, fixedClock('2026-06-20T08:00:00Z'), 'fi-fund-holdings', revised);
    await ingest(files.write('newer.xml', fiReportXml({ periodEnd: '2026-06-30', positions: [{}] })));
    expect(await fx.store.one('SELECT count(*) AS revisions FROM se_fund_reports WHERE period_end = DATE \'2026-03-31\'')).toEqual({ revisions: 2 });
    const historical = await hm({ periodEnd: '2026-03-31' });
    expect(historical).toMatchObject({ periodEnd: '2026-03-31', latestCapturedPeriodEnd: '2026-06-30', checkedAt: '2026-06-20T08:00:00.000Z', totalPositions: 1 });
    expect(historical.data[0]).toMatchObject({ quantity: 950_000, revisionCapturedAt: '2026-06-20T08:00:00.000Z' });
    // Ingesting the earlier revision again changes nothing: it stays the earlier one.
    await ingest(first);
    expect((await hm({ periodEnd: '2026-03-31' })).data[0]!.quantity).toBe(950_000);
  });

  it('staleness: stale with nothing captured, or when a newer quarter than the newest captured is due (90 days after its end)', async () => {
    expect(await hm()).toMatchObject({ coverageStatus: 'not_captured', periodEnd: null, checkedAt: null, isStale: true, data: [] });
    await ingest(files.write('q1.xml', fiReportXml({ periodEnd: '2026-03-31', positions: [{}] })));
    // The clock reads 2026-11-21: the quarter ending 2026-06-30 is due since 2026-09-28.
    expect(await hm()).toMatchObject({ coverageStatus: 'available', periodEnd: '2026-03-31', isStale: true });
    await ingest(files.write('q2.xml', fiReportXml({ periodEnd: '2026-06-30', positions: [OTHER] })));
    expect(await hm()).toMatchObject({ coverageStatus: 'no_matching_positions', periodEnd: '2026-06-30', isStale: false });
  });

  it('refusals name the element: no Fondinformation, no institute number, a Kvartalsslut that is no quarter end; the store is unchanged', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('x.xml', '<?xml version="1.0"?>\n<Rapport><Rapportinformation/></Rapport>\n')), ['no <Fondinformation>']);
    await expectRefused(ingest(files.write('i.xml', fiReportXml({ institute: '', positions: [{}] }))), ['has no <Fond_institutnummer> in Fondinformation']);
    await expectRefused(ingest(files.write('q.xml', fiReportXml({ periodEnd: '2026-06-15', positions: [{}] }))), ['<Kvartalsslut> "2026-06-15", not a calendar quarter-end date']);
    await expectRefused(ingest(files.write('m.xml', '<?xml version="1.0"?>\n<Rapport>\n<Fondinformation>\n</Rapport>\n')), ['is not well-formed XML', 'line 4']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('a value that is not a number is refused listing each with its line and element', async () => {
    const xml = fiReportXml({ positions: [{}, { quantity: 'många' }, { percent: '2.5%' }] });
    const error = await expectRefused(ingest(files.write('n.xml', xml)), ['2 problems', "column 'Antal': \"många\" is not a number", "column 'Andel_av_fondförmögenhet_instrument': \"2.5%\" is not a number"]);
    expect(error.message).toMatch(/line 10, column 'Antal'/);
  });
});

describe('synthetic quarters', () => {
  it('a real report of a quarter replaces the whole synthetic quarter, and only that quarter', async () => {
    const sample = await sampleStore();
    try {
      const file = files.write('real-q2.xml', fiReportXml({ periodEnd: '2026-06-30', positions: [{ quantity: '123' }] }));
      const report = await ingestAny(sample.store, sample.clock, 'fi-fund-holdings', file);
      expect(report.replacedSample).toEqual([
        { dataset: 'se_fund_positions', key: '2026-06-30', rows: 8 },
        { dataset: 'se_fund_reports', key: '2026-06-30', rows: 4 },
      ]);
      const q2 = await call<SwedishFundPositions>(sample.ctx, 'funds.swedishPositions', { exchange: 'XSTO', ticker: 'HM-B' });
      expect(q2.data.map((row) => [row.fundInstituteNumber, row.quantity])).toEqual([['51066', 123]]);
      const q1 = await call<SwedishFundPositions>(sample.ctx, 'funds.swedishPositions', { exchange: 'XSTO', ticker: 'HM-B' }, { periodEnd: '2026-03-31' });
      expect(q1.totalPositions).toBe(2);
    } finally {
      sample.store.close();
    }
  });
});
