/**
 * The importers of the remaining European short-selling registers, on files written in their layouts
 * (test/fixtures/ingest/short-registers.ts): Ireland, Spain, Poland, Finland, Germany and Denmark's monthly
 * notifications (disclosures), Norway, Sweden and Denmark's daily aggregates. For each: the file loads into
 * its register in the right unit, a bad value is refused naming its line (or JSON place), column and value
 * with the store unchanged, ingesting it again adds nothing, an older export is refused, and the register
 * then answers `available` for a listing of data/eu-listings.json.
 */
import { describe, expect, it } from 'vitest';
import type { AggregateReport, Disclosures } from '../../src/engine/short/eu-schemas';
import { call } from '../support/invoke';
import type { SampleFixture } from '../support/store';
import { expectRefused, importerSuite, snapshot } from '../fixtures/ingest/helpers';
import { BANZ_DE, CBI_IE, CNMV_ES, DFSA_DK, DFSA_DK_DAILY, FI_SE, FINFSA_FI, KNF_PL, SSR_NO } from '../fixtures/ingest/short-registers';

let fx: SampleFixture;
const suite = importerSuite('short-cbi-ie', (opened) => (fx = opened));
const ingest = async (dataset: string, file: string) => (await import('../../src/store/ingest/index')).ingestAny(fx.store, fx.clock, dataset, file);

const disclosures = (exchange: string, ticker: string, source: string) =>
  call<Disclosures>(fx.ctx, 'short.euDisclosures', { exchange, ticker }, { source, limit: '100' });
const aggregates = (exchange: string, ticker: string) => call<AggregateReport[]>(fx.ctx, 'short.euAggregates', { exchange, ticker });

/** The file without the line holding `needle`. */
const without = (content: string, needle: string): string => content.split('\n').filter((line) => !line.includes(needle)).join('\n');

interface SsrEvent {
  date: string;
  shortPercent: number;
  activePositions: { date: string }[];
}

/** The SSR export with its events changed by `change`. */
const ssrWith = (change: (events: SsrEvent[]) => SsrEvent[]): string => {
  const body = JSON.parse(SSR_NO) as { events: SsrEvent[] }[];
  body[0]!.events = change(body[0]!.events);
  return JSON.stringify(body);
};

/** The short-selling tables, to compare a store before and after (ingest_files records every attempt). */
const registers = async () => {
  const { short_positions, short_aggregates, short_exports } = await snapshot(fx.store);
  return { short_positions, short_aggregates, short_exports };
};

interface Case {
  dataset: string;
  register: string;
  /** The listing (MIC, ticker) the register answers for. */
  listing: [string, string];
  aggregate: boolean;
  file: string;
  extension: string;
  rows: number;
  bad: { content: string; parts: string[] };
  older: string;
}

const CASES: readonly Case[] = [
  {
    dataset: 'short-cbi-ie', register: 'CBI-Ireland', listing: ['XDUB', 'RYA'], aggregate: false, file: CBI_IE, extension: 'csv', rows: 2,
    bad: { content: CBI_IE.replace('0.0062', 'n/a'), parts: ["line 2, column 'Net short position %:': \"n/a\" is not a fraction of issued capital (0.0055, or 0.55%)"] },
    older: without(CBI_IE, '2026-11-17'),
  },
  {
    dataset: 'short-cnmv-es', register: 'CNMV-Spain', listing: ['XMAD', 'GRF'], aggregate: false, file: CNMV_ES, extension: 'csv', rows: 2,
    bad: { content: CNMV_ES.replace('17/11/2026', '31/02/2026'), parts: ["line 4, column 'Fecha posición / Position date': \"31/02/2026\" is not a date"] },
    older: without(CNMV_ES, '17/11/2026'),
  },
  {
    dataset: 'short-knf-pl', register: 'KNF-Poland', listing: ['XWAR', 'PKN'], aggregate: false, file: KNF_PL, extension: 'csv', rows: 2,
    bad: { content: KNF_PL.replace('PLPKN0000018,0.54', 'PLPKN00000,0.54'), parts: ["line 2, column 'ISIN': \"PLPKN00000\" is not an ISIN"] },
    older: without(KNF_PL, '2026-11-17'),
  },
  {
    dataset: 'short-finfsa-fi', register: 'FINFSA-Finland', listing: ['XHEL', 'NOKIA'], aggregate: false, file: FINFSA_FI, extension: 'csv', rows: 2,
    bad: { content: FINFSA_FI.replace('0,55', '155'), parts: ["line 2, column 'Net short position (%)': \"155\" is not a percentage from 0 to 100"] },
    older: without(FINFSA_FI, '17.11.2026'),
  },
  {
    dataset: 'short-banz-de', register: 'BAnz-Germany', listing: ['XETR', 'SAP'], aggregate: false, file: BANZ_DE, extension: 'csv', rows: 2,
    bad: { content: BANZ_DE.replace('"0,62"', '"<0,5"'), parts: ["line 2, column 'Position': \"<0,5\" is not a percentage (0.55, 0,55 or 0.55%)"] },
    older: without(BANZ_DE, '2026-11-17'),
  },
  {
    dataset: 'short-dfsa-dk', register: 'DFSA-Denmark', listing: ['XCSE', 'NOVO-B'], aggregate: false, file: DFSA_DK, extension: 'csv', rows: 2,
    bad: { content: DFSA_DK.replace('0.61,2026-10-01', '0.61,'), parts: ["line 2, column 'positionDate': an empty value is not a date"] },
    older: without(DFSA_DK, '2026-10-20'),
  },
  {
    dataset: 'short-finanstilsynet-no', register: 'Finanstilsynet-Norway', listing: ['XOSL', 'EQNR'], aggregate: true, file: SSR_NO, extension: 'json', rows: 5,
    bad: { content: SSR_NO.replace('"shortPercent": 0.5,', '"shortPercent": "0,5",'), parts: ['[0].events[0].activePositions[1].shortPercent: "0,5" is not a number of percentage points from 0 to 100'] },
    older: ssrWith((events) => events.filter((e) => e.date !== '2026-11-18')),
  },
  {
    dataset: 'short-fi-se', register: 'FI-Sweden', listing: ['XSTO', 'HM-B'], aggregate: true, file: FI_SE, extension: 'csv', rows: 2,
    bad: { content: FI_SE.replace('529900O5RR7R39FRDM42', '529900O5RR7R39'), parts: ["line 5, column 'Emittentens LEI-kod': \"529900O5RR7R39\" is not an LEI"] },
    older: FI_SE.replace('1,35;2026-11-18', '1,31;2026-11-16'),
  },
  {
    dataset: 'short-dfsa-dk-daily', register: 'DFSA-Denmark-Daily', listing: ['XCSE', 'NOVO-B'], aggregate: true, file: DFSA_DK_DAILY, extension: 'csv', rows: 1,
    bad: {
      content: DFSA_DK_DAILY.replace('2026-11-18 17:30:00', '2026-11-18T17:30:00+01:00'),
      parts: ["line 2, column 'latestReportedAtLocal': \"2026-11-18T17:30:00+01:00\" is not a local time (yyyy-MM-dd HH:mm:ss, without a zone)"],
    },
    older: DFSA_DK_DAILY.replace('2026-11-18 17:30:00', '2026-11-17 17:30:00'),
  },
];

/** The coverage status the register answers for its listing. */
async function coverage(c: Case): Promise<string | undefined> {
  const [mic, ticker] = c.listing;
  if (!c.aggregate) return (await disclosures(mic, ticker, c.register)).coverageStatus;
  return (await aggregates(mic, ticker)).find((r) => r.source === c.register)?.coverageStatus;
}

describe.each(CASES)('$dataset', (c) => {
  const write = (name: string, content: string) => suite.files.write(`${c.dataset}-${name}.${c.extension}`, content);

  it('loads into its register with provenance, and the register answers available for its listing', async () => {
    expect(await coverage(c)).toBe('not_captured');
    const file = write('good', c.file);
    expect(await ingest(c.dataset, file)).toMatchObject({ dataset: c.dataset, rowsRead: c.rows, rowsAdded: c.rows });
    expect(await coverage(c)).toBe('available');
    const table = c.aggregate ? 'short_aggregates' : 'short_positions';
    const sources = await fx.store.all(`SELECT DISTINCT register, source, source_file FROM ${table}`);
    expect(sources).toEqual([{ register: c.register, source: 'ingest', source_file: file }]);
    const exports = await fx.store.all<{ register: string; rows: number }>('SELECT register, rows FROM short_exports');
    expect(exports).toEqual([{ register: c.register, rows: c.rows }]);
  });

  it('refuses a bad value naming its place, column and value; the store is unchanged', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(c.dataset, write('bad', c.bad.content)), c.bad.parts);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('ingesting the same export again adds nothing and records no second capture', async () => {
    const file = write('good', c.file);
    await ingest(c.dataset, file);
    const before = await registers();
    expect((await ingest(c.dataset, file)).rowsAdded).toBe(0);
    expect(await registers()).toEqual(before);
  });

  it('takes an export holding only older rows: a current register\'s newest notification can leave it (below the threshold, it moves to the archive)', async () => {
    const newest = async (): Promise<string | null> =>
      (await fx.store.one<{ newest: string | null }>(
        `SELECT CAST(greatest(
           (SELECT max(position_date) FROM short_positions WHERE register = $1 AND source <> 'sample'),
           (SELECT max(coalesce(CAST(reported_at_local AS DATE), position_date)) FROM short_aggregates WHERE register = $1 AND source <> 'sample')) AS VARCHAR) AS newest`,
        [c.register],
      ))?.newest ?? null;
    await ingest(c.dataset, write('good', c.file));
    const fromNewer = await newest();
    await ingest(c.dataset, write('older', c.older));
    const fromOlder = await newest();
    expect(fromOlder, 'the register is the export just taken, whole').not.toBeNull();
    expect(fromOlder! < fromNewer!).toBe(true);
  });
});

describe('units and fields as each register states them', () => {
  it('Ireland states fractions: stored as stated, answered in percentage points (a value saved with a % sign read as points)', async () => {
    await ingest('short-cbi-ie', suite.files.write('cbi.csv', CBI_IE));
    const stored = await fx.store.all<{ net_short_position: number }>('SELECT net_short_position FROM short_positions ORDER BY position_date DESC');
    expect(stored.map((r) => r.net_short_position)).toEqual([0.0062, 0.0051]);
    const answer = await disclosures('XDUB', 'RYA', 'CBI-Ireland');
    expect(answer.disclosures).toEqual([
      { holderName: 'Example Capital Partners LLP', holderLei: null, issuerName: 'Ryanair Holdings plc', isin: 'IE00BYTBXV33', percentOfIssuedCapital: 0.62, positionDate: '2026-11-17', publicationDate: null, publicationEndDate: null },
      { holderName: 'Harbour Ridge Capital LP', holderLei: null, issuerName: 'Ryanair Holdings plc', isin: 'IE00BYTBXV33', percentOfIssuedCapital: 0.51, positionDate: '2026-11-16', publicationDate: null, publicationEndDate: null },
    ]);
  });

  it('Spain: title lines skipped, decimal commas and dd/MM/yyyy read, the LEI column not taken for the holder\'s', async () => {
    await ingest('short-cnmv-es', suite.files.write('cnmv.csv', CNMV_ES));
    const answer = await disclosures('XMAD', 'GRF', 'CNMV-Spain');
    expect(answer.disclosures.map((d) => [d.holderName, d.holderLei, d.issuerName, d.percentOfIssuedCapital, d.positionDate])).toEqual([
      ['Example Capital Partners LLP', null, 'GRIFOLS, S.A.', 0.85, '2026-11-17'],
      ['Northwind Alpha Fund', null, 'GRIFOLS, S.A.', 0.52, '2026-11-03'],
    ]);
  });

  it('Poland: the calculation date is the position date, the last-update date the publication date', async () => {
    await ingest('short-knf-pl', suite.files.write('knf.csv', KNF_PL));
    const answer = await disclosures('XWAR', 'PKN', 'KNF-Poland');
    expect(answer.disclosures[0]).toEqual({
      holderName: 'Example Capital Partners LLP', holderLei: null, issuerName: 'ORLEN', isin: 'PLPKN0000018', percentOfIssuedCapital: 0.54,
      positionDate: '2026-11-17', publicationDate: '2026-11-18', publicationEndDate: null,
    });
  });

  it('Finland and Germany: decimal commas, Finnish dates, a byte-order mark and quoted values', async () => {
    await ingest('short-finfsa-fi', suite.files.write('finfsa.csv', FINFSA_FI));
    await ingest('short-banz-de', suite.files.write('banz.csv', BANZ_DE));
    expect((await disclosures('XHEL', 'NOKIA', 'FINFSA-Finland')).disclosures.map((d) => [d.percentOfIssuedCapital, d.positionDate])).toEqual([
      [0.55, '2026-11-17'],
      [0.5, '2026-11-06'],
    ]);
    expect((await disclosures('XETR', 'SAP', 'BAnz-Germany')).disclosures.map((d) => [d.holderName, d.percentOfIssuedCapital, d.positionDate])).toEqual([
      ['Example Capital Partners LLP', 0.62, '2026-11-17'],
      ['Harbour Ridge Capital LP', 0.5, '2026-11-12'],
    ]);
  });

  it("Denmark's monthly notifications: the exit below 0.5% is a disclosure like any other, never added to the daily aggregate", async () => {
    await ingest('short-dfsa-dk', suite.files.write('dfsa.csv', DFSA_DK));
    const answer = await disclosures('XCSE', 'NOVO-B', 'DFSA-Denmark');
    expect(answer.disclosures.map((d) => [d.percentOfIssuedCapital, d.positionDate, d.publicationDate])).toEqual([
      [0.45, '2026-10-20', '2026-10-21'],
      [0.61, '2026-10-01', '2026-10-02'],
    ]);
    const [daily] = await aggregates('XCSE', 'NOVO-B');
    expect(daily).toMatchObject({ source: 'DFSA-Denmark-Daily', coverageStatus: 'not_captured', reportedAggregates: [] });
  });

  it('Norway: each event a figure with its holders, who keep their own dates and shares; the figure is never a sum', async () => {
    await ingest('short-finanstilsynet-no', suite.files.write('ssr.json', SSR_NO));
    const [norway] = await aggregates('XOSL', 'EQNR');
    expect(norway).toMatchObject({ source: 'Finanstilsynet-Norway', coverageStatus: 'available', isin: 'NO0010096985', totalObservations: 2 });
    expect(norway!.observations).toEqual([
      {
        positionDate: '2026-11-18', percentOfIssuedCapital: 1.12, shares: 31_500_000, becameHistoricalOn: null, holderSharesReconcile: true,
        holders: [
          { holderName: 'Example Capital Partners LLP', positionDate: '2026-11-18', percentOfIssuedCapital: 0.62, shares: 17_400_000 },
          { holderName: 'Northwind Alpha Fund', positionDate: '2026-11-11', percentOfIssuedCapital: 0.5, shares: 14_100_000 },
        ],
      },
      {
        positionDate: '2026-10-20', percentOfIssuedCapital: 0.95, shares: 26_700_000, becameHistoricalOn: null, holderSharesReconcile: false,
        holders: [{ holderName: 'Example Capital Partners LLP', positionDate: '2026-10-20', percentOfIssuedCapital: 0.55, shares: 15_500_000 }],
      },
    ]);
  });

  it('Norway: a JSON that is not the register export is refused as a whole, naming the place', async () => {
    await expectRefused(ingest('short-finanstilsynet-no', suite.files.write('obj.json', '{"isin": "NO0010096985"}')), ['expected a JSON array of instruments']);
    await expectRefused(ingest('short-finanstilsynet-no', suite.files.write('no-events.json', '[{"isin": "NO0010096985", "events": 3}]')), ['[0].events: is not a list of events']);
  });

  it("Sweden: one issuer-scoped figure matched on the issuer's LEI, no ISIN, share class or holder", async () => {
    await ingest('short-fi-se', suite.files.write('fi.csv', FI_SE));
    const [sweden] = await aggregates('XSTO', 'HM-B');
    expect(sweden).toMatchObject({ identityScope: 'issuer', isin: null, issuerLei: '529900O5RR7R39FRDM42', coverageStatus: 'available', totalObservations: 1 });
    expect(sweden!.observations).toEqual([
      { positionDate: '2026-11-18', percentOfIssuedCapital: 1.35, shares: null, becameHistoricalOn: null, holders: [], holderSharesReconcile: null },
    ]);
  });

  it("Denmark's daily aggregate: a reported aggregate at its local report time, observations empty", async () => {
    await ingest('short-dfsa-dk-daily', suite.files.write('daily.csv', DFSA_DK_DAILY));
    const [daily] = await aggregates('XCSE', 'NOVO-B');
    expect(daily).toMatchObject({ source: 'DFSA-Denmark-Daily', coverageStatus: 'available', observations: [], totalObservations: 0 });
    expect(daily!.reportedAggregates).toEqual([
      { isin: 'DK0062498333', issuerName: 'Novo Nordisk A/S', percentOfIssuedCapital: 0.84, latestReportedAtLocal: '2026-11-18T17:30:00' },
    ]);
  });

  it('a later export is the register: what it no longer lists goes, in both the figures and their holders', async () => {
    await ingest('short-finanstilsynet-no', suite.files.write('ssr.json', SSR_NO));
    const later = ssrWith(([newest, earlier]) => [newest!, { ...earlier!, date: '2026-10-21', shortPercent: 0.96, activePositions: earlier!.activePositions.map((p) => ({ ...p, date: '2026-10-21' })) }]);
    await ingest('short-finanstilsynet-no', suite.files.write('ssr-later.json', later));
    const [norway] = await aggregates('XOSL', 'EQNR');
    expect(norway!.observations.map((o) => [o.positionDate, o.percentOfIssuedCapital, o.holders.map((h) => h.positionDate)])).toEqual([
      ['2026-11-18', 1.12, ['2026-11-18', '2026-11-11']],
      ['2026-10-21', 0.96, ['2026-10-21']],
    ]);
    const holders = await fx.store.one<{ n: number }>("SELECT count(*) AS n FROM short_positions WHERE register = 'Finanstilsynet-Norway'");
    expect(Number(holders?.n)).toBe(3);
  });

  it('a workbook given as it is, not saved as CSV, is refused saying so', async () => {
    const file = suite.files.write('book.csv', 'PK\u0003\u0004 not really a workbook');
    await expectRefused(ingest('short-cbi-ie', file), ['is a workbook (xlsx or ods)', 'save the sheet as CSV']);
  });
});

describe('real register exports replace the synthetic sample of their register', () => {
  it('the Norwegian export replaces the synthetic figures and holders of its register; Ireland stays synthetic', async () => {
    const { sampleStore } = await import('../support/store');
    const sample = await sampleStore();
    const { ingestAny } = await import('../../src/store/ingest/index');
    try {
      const report = await ingestAny(sample.store, sample.clock, 'short-finanstilsynet-no', suite.files.write('ssr-sample.json', SSR_NO));
      expect(report.replacedSample).toEqual([
        { dataset: 'short_positions', key: 'Finanstilsynet-Norway', rows: 4 },
        { dataset: 'short_aggregates', key: 'Finanstilsynet-Norway', rows: 3 },
        { dataset: 'short_exports', key: 'Finanstilsynet-Norway', rows: 1 },
      ]);
      const sources = await sample.store.all("SELECT DISTINCT source FROM short_aggregates WHERE register = 'Finanstilsynet-Norway'");
      expect(sources).toEqual([{ source: 'ingest' }]);
      const keys = await sample.store.all<{ key: string }>("SELECT DISTINCT key FROM sample_keys WHERE kind = 'short-register' ORDER BY key");
      expect(keys.map((k) => k.key)).toContain('CBI-Ireland');
      expect(keys.map((k) => k.key)).not.toContain('Finanstilsynet-Norway');
    } finally {
      sample.store.close();
    }
  });
});
