/**
 * The `fda-catalysts` importer: fds's catalyst CSV; quoted titles, one-day meetings with an empty end_date;
 * refusals list every problem with its file line, column and value, and leave the store unchanged;
 * re-ingesting adds nothing.
 */
import { describe, expect, it } from 'vitest';
import type { CatalystList } from '../../src/engine/fda/schemas';
import { expectRefused, importerSuite, snapshot } from '../fixtures/ingest/helpers';
import { call } from '../support/invoke';
import { type SampleFixture } from '../support/store';

const HEADER = 'meeting_date,end_date,title,center,catalyst_type,source_url';
const URL_A = 'https://www.fda.gov/advisory-committees/advisory-committee-calendar/january-14-2027-meeting-announcement';

let fx: SampleFixture;
const { files, ingest } = importerSuite('fda-catalysts', (opened) => (fx = opened));
const catalysts = async (query: Record<string, string> = { startDate: '2026-01-01', endDate: '2027-12-31' }) =>
  (await call<CatalystList>(fx.ctx, 'fda.catalysts', {}, query)).data;
const csv = (name: string, rows: string[]) => files.write(name, [HEADER, ...rows, ''].join('\n'));

describe('fda-catalysts importer', () => {
  it('reads meetings, quoted titles with commas, an empty end_date as a one-day meeting, centers upper-cased', async () => {
    const file = csv('calendar.csv', [
      `2027-01-14,2027-01-15,"Cellular, Tissue, and Gene Therapies Advisory Committee Meeting",CBER,AdvisoryCommittee,${URL_A}`,
      `2026-12-03,,Oncologic Drugs Advisory Committee Meeting,cder,AdvisoryCommittee,https://www.fda.gov/odac`,
    ]);
    expect(await ingest(file)).toMatchObject({ dataset: 'fda-catalysts', format: 'csv', rowsRead: 2, rowsAdded: 2, rowsSkipped: 0 });
    expect(await catalysts()).toEqual([
      {
        meetingDate: '2026-12-03', endDate: '2026-12-03', title: 'Oncologic Drugs Advisory Committee Meeting', center: 'CDER',
        catalystType: 'AdvisoryCommittee', sourceUrl: 'https://www.fda.gov/odac',
      },
      {
        meetingDate: '2027-01-14', endDate: '2027-01-15', title: 'Cellular, Tissue, and Gene Therapies Advisory Committee Meeting',
        center: 'CBER', catalystType: 'AdvisoryCommittee', sourceUrl: URL_A,
      },
    ]);
  });

  it('the key is meeting_date and title: re-ingesting adds nothing, a repeat in the file is skipped, another title on the same day is added', async () => {
    const file = csv('a.csv', ['2026-12-03,,Meeting A,CDER,AdvisoryCommittee,https://www.fda.gov/a', '2026-12-03,,Meeting A,CDER,AdvisoryCommittee,https://www.fda.gov/a2']);
    expect(await ingest(file)).toMatchObject({ rowsRead: 2, rowsAdded: 1, rowsSkipped: 1 });
    const before = await snapshot(fx.store);
    expect(await ingest(file)).toMatchObject({ rowsAdded: 0 });
    expect((await snapshot(fx.store)).fda_catalysts).toEqual(before.fda_catalysts);
    expect(await ingest(csv('b.csv', ['2026-12-03,,Meeting B,CDRH,AdvisoryCommittee,https://www.fda.gov/b']))).toMatchObject({ rowsAdded: 1 });
    expect((await catalysts()).map((r) => [r.title, r.sourceUrl])).toEqual([['Meeting A', 'https://www.fda.gov/a'], ['Meeting B', 'https://www.fda.gov/b']]);
  });
});

describe('fda-catalysts importer: refusals leave the store unchanged', () => {
  const refusedWith = async (file: string, parts: string[]) => {
    await ingest(csv('seed.csv', ['2026-12-03,,Seed,CDER,AdvisoryCommittee,https://www.fda.gov/seed']));
    const before = await snapshot(fx.store);
    const error = await expectRefused(ingest(file), [...parts, 'Nothing was ingested; the store is unchanged.']);
    expect(await snapshot(fx.store)).toEqual(before);
    return error;
  };

  it('refuses a missing column', async () => {
    const file = files.write('no-url.csv', 'meeting_date,end_date,title,center,catalyst_type\n2026-12-04,,T,CDER,AdvisoryCommittee\n');
    await refusedWith(file, [`is not an fds catalyst CSV: the first line must be ${HEADER}`]);
  });

  it('refuses a bad meeting date, an end before the meeting and a bad end date at their file lines', async () => {
    await refusedWith(csv('d1.csv', ['12/04/2026,,T,CDER,AdvisoryCommittee,https://www.fda.gov/t']), [
      "line 2, column 'meeting_date': \"12/04/2026\" is not a date in yyyy-MM-dd form",
    ]);
    await refusedWith(csv('d2.csv', ['2026-12-04,,T,CDER,AdvisoryCommittee,https://x.test/', '2026-12-04,2026-12-03,U,CDER,AdvisoryCommittee,https://x.test/']), [
      "line 3, column 'end_date': \"2026-12-03\" is before meeting_date",
    ]);
    await refusedWith(csv('d3.csv', ['2026-12-04,2026-13-01,T,CDER,AdvisoryCommittee,https://x.test/']), [
      "line 2, column 'end_date': \"2026-13-01\" is not a date",
    ]);
  });

  it('refuses an empty title, center or type, and a source_url that is not http(s)', async () => {
    await refusedWith(csv('t.csv', ['2026-12-04,,,CDER,AdvisoryCommittee,https://x.test/']), ["line 2, column 'title': an empty value is missing"]);
    await refusedWith(csv('c.csv', ['2026-12-04,,T, ,AdvisoryCommittee,https://x.test/']), ["line 2, column 'center': an empty value is missing"]);
    await refusedWith(csv('u.csv', ['2026-12-04,,T,CDER,AdvisoryCommittee,www.fda.gov']), ["line 2, column 'source_url': \"www.fda.gov\" is not an http or https URL"]);
  });

  it('lists every problem at once with its file line and the value as written, quoted titles included', async () => {
    const file = csv('several.csv', [
      '2026-12-04,,"Oncologic Drugs, Advisory Committee",CDER,AdvisoryCommittee,https://x.test/',
      '2026-12-05,2026-12-04,T,CDER,AdvisoryCommittee,ftp://x.test/',
      '',
      '4 Dec 2026,,,CDER,AdvisoryCommittee,https://x.test/',
    ]);
    const error = await refusedWith(file, []);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${file} has 4 problems:`,
      `  line 3, column 'end_date': "2026-12-04" is before meeting_date`,
      `  line 3, column 'source_url': "ftp://x.test/" is not an http or https URL`,
      `  line 5, column 'meeting_date': "4 Dec 2026" is not a date in yyyy-MM-dd form`,
      `  line 5, column 'title': an empty value is missing: the value is required`,
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
  });

  it('refuses a Cboe file', async () => {
    await refusedWith(files.write('vix.csv', 'DATE,OPEN,HIGH,LOW,CLOSE\n01/02/1990,1,1,1,1\n'), ['is not an fds catalyst CSV']);
  });
});
