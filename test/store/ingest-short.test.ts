/**
 * The short-selling register importers: AFM (Netherlands), FSMA (Belgium) and the FCA daily update (UK) on
 * the real files of the shared fixtures, and the AMF (France) export on files written in its published
 * layout. Each is atomic, idempotent, records its provenance, makes the register captured, and refuses a
 * bad file naming line, column and value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AggregateReport, Disclosures } from '../../src/engine/short/eu-schemas';
import { call } from '../support/invoke';
import type { SampleFixture } from '../support/store';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';

const AFM = realFixture('short-positions-afm-nl/nettoshortpositiesactueel.csv');
const FSMA = realFixture('short-positions-fsma-be/de-shortselling.csv');
const FCA = realFixture('short-positions-fca-uk/short-positions-daily-update.csv');

let fx: SampleFixture;
const suite = importerSuite('short-afm-nl-current', (opened) => (fx = opened));
const ingest = async (dataset: string, file: string) => (await import('../../src/store/ingest/index')).ingestAny(fx.store, fx.clock, dataset, file);

const disclosures = (exchange: string, ticker: string, source: string, query: Record<string, string> = {}) =>
  call<Disclosures>(fx.ctx, 'short.euDisclosures', { exchange, ticker }, { source, ...query });
const aggregates = (exchange: string, ticker: string, permitted = true) =>
  call<AggregateReport[]>(permitted ? { ...fx.ctx, ukShortPermission: 'test permission' } : fx.ctx, 'short.euAggregates', { exchange, ticker });

/** An AMF export in the published column layout (semicolons, accents as written on data.gouv.fr). */
const AMF_HEADER = 'Détenteur de la position courte nette;Legal Entity Identifier détenteur;Emetteur / issuer;Ratio;code ISIN;Date de début position;Date de début de publication position;Date de fin de publication position';
const amfRow = (holder: string, lei: string, ratio: string, start: string, published: string, ended = '') =>
  `${holder};${lei};TOTALENERGIES SE;${ratio};FR0000120271;${start};${published};${ended}`;

describe('AFM (Netherlands), on the published current register', () => {
  it('reads the quoted semicolon layout, skips the footer lines, and takes the last-update date as sourceModifiedAt', async () => {
    const report = await suite.ingest(AFM);
    expect(report).toMatchObject({ dataset: 'short-afm-nl-current', rowsRead: 820, rowsAdded: 820 });
    const answer = await disclosures('XAMS', 'RAND', 'AFM-Netherlands-Current');
    expect(answer).toMatchObject({ coverageStatus: 'available', sourceModifiedAt: '2025-08-12T00:00:00.000Z', checkedAt: '2026-11-21T15:00:00.000Z', totalDisclosures: 3 });
    expect(answer.disclosures[0]).toEqual({
      holderName: 'Marshall Wace LLP', holderLei: null, issuerName: 'Randstad N.V.', isin: 'NL0000379121',
      percentOfIssuedCapital: 0.7, positionDate: '2025-08-11', publicationDate: null, publicationEndDate: null,
    });
    const [row] = await fx.store.all<{ source: string; source_file: string }>("SELECT DISTINCT source, source_file FROM short_positions");
    expect(row).toEqual({ source: 'ingest', source_file: AFM });
  });

  it('Dutch sources supply no holder LEI, publication date or archive-transfer date: they stay null', async () => {
    await suite.ingest(AFM);
    const answer = await disclosures('XAMS', 'PNL', 'AFM-Netherlands-Current', { limit: '100' });
    expect(answer.totalDisclosures).toBe(69);
    expect(answer.disclosures.every((d) => d.holderLei === null && d.publicationDate === null && d.publicationEndDate === null)).toBe(true);
  });

  it('the current register holds earlier notifications of a holder; they are returned as published, not summed', async () => {
    await suite.ingest(AFM);
    const answer = await disclosures('XAMS', 'RAND', 'AFM-Netherlands-Current');
    expect(answer.disclosures.map((d) => [d.holderName, d.percentOfIssuedCapital, d.positionDate])).toEqual([
      ['Marshall Wace LLP', 0.7, '2025-08-11'],
      ['Marshall Wace LLP', 0.6, '2025-07-28'],
      ['Marshall Wace LLP', 0.52, '2025-07-18'],
    ]);
  });

  it('ingesting the same export again adds nothing and records no second capture', async () => {
    await suite.ingest(AFM);
    const before = await snapshot(fx.store);
    expect((await suite.ingest(AFM)).rowsAdded).toBe(0);
    const after = await snapshot(fx.store);
    expect(after.short_positions).toEqual(before.short_positions);
    expect(after.short_exports).toEqual(before.short_exports);
  });

  it('an export is the register: a later one removes what the register no longer lists; the archive is another register', async () => {
    const header = '"Position holder";"Name of the issuer";"ISIN";"Net short position";"Position date"';
    const footer = (date: string) => `\n"Disclaimer AFM CSV"\n"Date last update ${date}"\n`;
    const first = suite.files.write('afm-1.csv', `${header}\n"A LLP";"Randstad N.V.";"NL0000379121";"0.70";"2025-08-11 00:00:00"\n"B LP";"Randstad N.V.";"NL0000379121";"0.50";"2025-08-01 00:00:00"\n${footer('12 Aug 2025')}`);
    const second = suite.files.write('afm-2.csv', `${header}\n"A LLP";"Randstad N.V.";"NL0000379121";"0.70";"2025-08-11 00:00:00"\n${footer('13 Aug 2025')}`);
    const archive = suite.files.write('afm-h.csv', `${header}\n"B LP";"Randstad N.V.";"NL0000379121";"0.49";"2025-08-12 00:00:00"\n${footer('13 Aug 2025')}`);
    await ingest('short-afm-nl-current', first);
    expect((await ingest('short-afm-nl-current', second)).rowsAdded).toBe(0);
    await ingest('short-afm-nl-history', archive);
    expect((await disclosures('XAMS', 'RAND', 'AFM-Netherlands-Current')).disclosures.map((d) => d.holderName)).toEqual(['A LLP']);
    const history = await disclosures('XAMS', 'RAND', 'AFM-Netherlands-History');
    expect(history.disclosures.map((d) => [d.holderName, d.percentOfIssuedCapital])).toEqual([['B LP', 0.49]]);
    expect(history.sourceModifiedAt).toBe('2025-08-13T00:00:00.000Z');
    // An older export of the current register would take it back in time.
    const before = await snapshot(fx.store);
    await expectRefused(ingest('short-afm-nl-current', first), ['states its last update as 2025-08-12, older than the AFM-Netherlands-Current register stored (2025-08-13)']);
    expect(await snapshot(fx.store)).toEqual(before);
    // A history register only grows: an export without the newest archived row is older, whatever it states.
    const olderArchive = suite.files.write('afm-h-older.csv', `${header}\n"C LP";"Randstad N.V.";"NL0000379121";"0.45";"2025-08-05 00:00:00"\n${footer('14 Aug 2025')}`);
    await expectRefused(ingest('short-afm-nl-history', olderArchive), ['is an older export of the AFM-Netherlands-History register: its newest position is dated 2025-08-05']);
    expect(await snapshot(fx.store)).toEqual(before);
  });
});

describe('FSMA (Belgium), on the published current file', () => {
  it('reads decimal commas inside quotes, dd/MM/yyyy dates, partial quoting and a missing final newline', async () => {
    expect(await ingest('short-fsma-be-current', FSMA)).toMatchObject({ rowsRead: 20, rowsAdded: 20 });
    const answer = await disclosures('XBRU', 'SOLB', 'FSMA-Belgium-Current');
    expect(answer).toMatchObject({ coverageStatus: 'available', totalDisclosures: 3, sourceModifiedAt: null });
    expect(answer.disclosures[0]).toEqual({
      holderName: 'Millenium International Management LP', holderLei: null, issuerName: 'SOLVAY', isin: 'BE0003470755',
      percentOfIssuedCapital: 0.59, positionDate: '2025-08-07', publicationDate: null, publicationEndDate: null,
    });
    const ontex = await disclosures('XBRU', 'ONTEX', 'FSMA-Belgium-Current');
    expect(ontex.disclosures.map((d) => d.holderName)).toContain('Walleye Capital LLC');
  });

  it('current and archived rows are separate sources: the history register stays not_captured until its own export', async () => {
    await ingest('short-fsma-be-current', FSMA);
    expect(await disclosures('XBRU', 'SOLB', 'FSMA-Belgium-History')).toMatchObject({ coverageStatus: 'not_captured', checkedAt: null, isStale: true, disclosures: [] });
    const history = suite.files.write('fsma-h.csv', '"Position date","Change Position Date",Issuer,ISIN,"Position holder","Net short position"\n01/07/2025,07/08/2025,SOLVAY,BE0003470755,"Millenium International Management LP","0,52"');
    await ingest('short-fsma-be-history', history);
    const archived = await disclosures('XBRU', 'SOLB', 'FSMA-Belgium-History');
    expect(archived.disclosures).toEqual([expect.objectContaining({ percentOfIssuedCapital: 0.52, positionDate: '2025-07-01', publicationEndDate: '2025-08-07' })]);
    expect((await disclosures('XBRU', 'SOLB', 'FSMA-Belgium-Current')).totalDisclosures).toBe(3);
  });
});

describe('FCA (UK) daily update, on the published file', () => {
  it('reads % signs, CRLF and a missing final newline; a UK report serves it only under the deployment\'s permission', async () => {
    expect(await ingest('short-fca-uk-current', FCA)).toMatchObject({ rowsRead: 14, rowsAdded: 14 });
    const [current, history] = await aggregates('XLON', 'OCDO');
    expect(current).toMatchObject({ source: 'FCA-UK-Current', coverageStatus: 'available', isin: 'GB00B3MBS747', totalObservations: 1 });
    expect(current!.observations[0]).toEqual({
      positionDate: '2013-02-18', percentOfIssuedCapital: 1.5, shares: null, becameHistoricalOn: null,
      holders: [{ holderName: 'Dalton Strategic Partnership LLP', positionDate: '2013-02-18', percentOfIssuedCapital: 1.5, shares: null }],
      holderSharesReconcile: null,
    });
    expect(history).toMatchObject({ source: 'FCA-UK-History', coverageStatus: 'not_captured', observations: [] });
    const refused = await aggregates('XLON', 'OCDO', false);
    expect(refused.map((r) => [r.coverageStatus, r.observations.length])).toEqual([['permission_required', 0], ['permission_required', 0]]);
  });

  it('UK current and historical positions are separate reports and are never added', async () => {
    await ingest('short-fca-uk-current', FCA);
    const older = readFileSync(FCA, 'utf8').split('\r\n').filter((line, i) => i === 0 || line.includes('Ocado')).join('\r\n').replace('1.50%', '0.90%').replace('2013-02-18', '2013-01-10');
    await ingest('short-fca-uk-history', suite.files.write('fca-history.csv', older));
    const [current, history] = await aggregates('XLON', 'OCDO');
    expect(current!.observations.map((o) => o.percentOfIssuedCapital)).toEqual([1.5]);
    expect(history!.observations.map((o) => [o.positionDate, o.percentOfIssuedCapital])).toEqual([['2013-01-10', 0.9]]);
  });
});

describe('AMF (France), on files written in the published layout', () => {
  it('reads holders with their LEI, ratios and the publication dates; a position still published has no end date', async () => {
    const file = suite.files.write('amf.csv', `\uFEFF${AMF_HEADER}\n${amfRow('Example Fund LLP', '213800SAMPLE00000A17', '0,62', '2026-11-17', '2026-11-18')}\n${amfRow('Example Fund LLP', '213800SAMPLE00000A17', '0.55', '2026-10-11', '2026-10-12', '2026-11-18')}\n${amfRow('Other Capital', '', '0.51', '21/09/2026', '22/09/2026', '31/10/2026')}\n`);
    expect(await ingest('short-amf-fr', file)).toMatchObject({ rowsRead: 3, rowsAdded: 3 });
    const answer = await disclosures('XPAR', 'TTE', 'AMF-France');
    expect(answer.disclosures).toEqual([
      { holderName: 'Example Fund LLP', holderLei: '213800SAMPLE00000A17', issuerName: 'TOTALENERGIES SE', isin: 'FR0000120271', percentOfIssuedCapital: 0.62, positionDate: '2026-11-17', publicationDate: '2026-11-18', publicationEndDate: null },
      { holderName: 'Example Fund LLP', holderLei: '213800SAMPLE00000A17', issuerName: 'TOTALENERGIES SE', isin: 'FR0000120271', percentOfIssuedCapital: 0.55, positionDate: '2026-10-11', publicationDate: '2026-10-12', publicationEndDate: '2026-11-18' },
      { holderName: 'Other Capital', holderLei: null, issuerName: 'TOTALENERGIES SE', isin: 'FR0000120271', percentOfIssuedCapital: 0.51, positionDate: '2026-09-21', publicationDate: '2026-09-22', publicationEndDate: '2026-10-31' },
    ]);
  });

  it('bad values are refused with their line, column and value, and the store is unchanged', async () => {
    const before = await snapshot(fx.store);
    const file = suite.files.write('amf-bad.csv', [AMF_HEADER, amfRow('Fund', '', '0.6', '2026-11-17', '2026-11-18'), amfRow('', '', 'beaucoup', 'hier', '2026-11-18').replace('FR0000120271', 'FR12')].join('\n'));
    await expectRefused(ingest('short-amf-fr', file), [
      'has 4 problems',
      "line 3, column 'Détenteur de la position courte nette': an empty value where every position names its holder",
      "line 3, column 'code ISIN': \"FR12\" is not an ISIN",
      "line 3, column 'Ratio': \"beaucoup\" is not a percentage (0.55, 0,55 or 0.55%)",
      "line 3, column 'Date de début position': \"hier\" is not a date (yyyy-MM-dd, dd/MM/yyyy or dd.MM.yyyy)",
    ]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('a file without the register columns, or without rows, is refused as a whole', async () => {
    await expectRefused(ingest('short-amf-fr', suite.files.write('other.csv', 'a;b\n1;2\n')), ["lacks the column 'Detenteur de la position courte nette', 'Ratio', 'code ISIN', 'Date de debut position'"]);
    await expectRefused(ingest('short-amf-fr', suite.files.write('empty.csv', `${AMF_HEADER}\n`)), ['has no positions (only a header)']);
  });
});

describe('real register exports replace the synthetic sample of their register', () => {
  it('the AFM export replaces every synthetic row of its register in the same transaction; other registers stay synthetic', async () => {
    const { sampleStore } = await import('../support/store');
    const sample = await sampleStore();
    const { ingestAny } = await import('../../src/store/ingest/index');
    try {
      const report = await ingestAny(sample.store, sample.clock, 'short-afm-nl-current', AFM);
      expect(report.replacedSample).toEqual([
        { dataset: 'short_positions', key: 'AFM-Netherlands-Current', rows: 3 },
        { dataset: 'short_exports', key: 'AFM-Netherlands-Current', rows: 1 },
      ]);
      const sources = await sample.store.all("SELECT DISTINCT source FROM short_positions WHERE register = 'AFM-Netherlands-Current'");
      expect(sources).toEqual([{ source: 'ingest' }]);
      const keys = await sample.store.all<{ key: string }>("SELECT DISTINCT key FROM sample_keys WHERE kind = 'short-register' ORDER BY key");
      expect(keys.map((k) => k.key)).toContain('AFM-Netherlands-History');
      expect(keys.map((k) => k.key)).not.toContain('AFM-Netherlands-Current');
    } finally {
      sample.store.close();
    }
  });
});
