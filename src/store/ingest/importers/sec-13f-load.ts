/**
 * The reading code of the `sec-13f` importer (layout in `./sec-13f.ts`): reads the filing's documents,
 * checks the cover and every entry, then writes the filing and its entries set-based (one bound JSON value)
 * and rebuilds the filer's counted quarter. Loaded only when such a filing is ingested.
 */
import { createHash } from 'node:crypto';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { fileProblem, fileProblems, LISTED_PROBLEMS, type FileIssue } from '../problems';
import type { Importer } from './importer';
import { readThirteenF, type FiledThirteenF } from './thirteenf-documents';
import { readCover, readEntries, type ThirteenFCover, type ThirteenFEntry } from './thirteenf-filing';
import { QUARTER_KEY_SQL, rebuildQuarters } from './thirteenf-quarters';

const ROW_TYPE = JSON.stringify([
  {
    position: 'INTEGER', issuerName: 'VARCHAR', titleOfClass: 'VARCHAR', cusip: 'VARCHAR', value: 'DOUBLE', shares: 'DOUBLE', sharesType: 'VARCHAR',
    putCall: 'VARCHAR', investmentDiscretion: 'VARCHAR', votingSole: 'DOUBLE', votingShared: 'DOUBLE', votingNone: 'DOUBLE',
  },
]);

/** The digest of what was read: the cover's facts and every entry, so the same filing gives the same one. */
const contentDigest = (cover: ThirteenFCover, entries: readonly ThirteenFEntry[]): string =>
  createHash('sha256').update(JSON.stringify([cover, entries])).digest('hex');

/** The entries of the filing, or the refusal of a report that should have them and has none (or the reverse). */
function entriesOf(filing: FiledThirteenF, cover: ThirteenFCover, where: string): ThirteenFEntry[] {
  if (cover.reportType === 'NOTICE') {
    const listed = filing.infoTable?.root.children.filter((c) => c.name === 'infoTable').length ?? 0;
    if (listed > 0) throw fileProblem(where, `is a 13F NOTICE (holdings reported by other managers) but its information table lists ${listed} entries`);
    return [];
  }
  if (filing.infoTable === null) {
    throw fileProblem(where, `is a 13F ${cover.reportType} REPORT without an information table (an .xml whose root is <informationTable>)`);
  }
  const issues: FileIssue[] = [];
  const entries = readEntries(filing.infoTable, cover.valueUnit, issues);
  if (issues.length > 0) throw fileProblems(filing.infoTable.file, issues.slice(0, LISTED_PROBLEMS), issues.length);
  return entries;
}

async function writeFiling(tx: WriteTx, id: string, cover: ThirteenFCover, entries: readonly ThirteenFEntry[], digest: string, file: string, at: string): Promise<void> {
  await tx.run(
    `INSERT INTO thirteenf_filings VALUES (?, ?, ?, CAST(? AS DATE), CAST(? AS DATE), ?, ?, ?, ?, ?, ?, ?, ?, ?, 'ingest', ?, CAST(? AS TIMESTAMP))`,
    [
      id, cover.filerCik, cover.filerName, cover.reportDate, cover.filedDate, cover.submissionType, cover.reportType, cover.amendmentNo,
      cover.amendmentType, cover.valueUnit, cover.tableEntryTotal, cover.tableValueTotal, cover.otherManagersCount, digest, file, at,
    ],
  );
  if (entries.length === 0) return;
  await tx.run(
    `INSERT INTO thirteenf_holdings
     SELECT ?, r.position, r.issuerName, r.titleOfClass, r.cusip, r.value, r.shares, r.sharesType, r.putCall, r.investmentDiscretion,
            r.votingSole, r.votingShared, r.votingNone, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM (SELECT unnest(from_json(CAST(? AS JSON), '${ROW_TYPE}'), recursive := true)) AS r
     ORDER BY r.position`,
    [id, file, at, JSON.stringify(entries)],
  );
}

export const load: Importer['load'] = async (input) => {
  const { tx, file, provenance } = input;
  const filing = readThirteenF(file);
  const cover = readCover(filing);
  const entries = entriesOf(filing, cover, file);
  const digest = contentDigest(cover, entries);
  const id = filing.accession ?? `sha256:${digest.slice(0, 32)}`;
  const rowsRead = entries.length + 1;
  const stored = await tx.one<{ same: boolean }>('SELECT content_sha256 = ? AS same FROM thirteenf_filings WHERE filing_id = ?', [digest, id]);
  const format = file.toLowerCase().endsWith('.txt') ? 'txt' : 'xml';
  if (stored?.same === true) return { format, rowsRead, rowsAdded: 0, replaced: [] };
  const replaced = await replaceSample(tx, '13f-quarter', `SELECT ${QUARTER_KEY_SQL('CAST(? AS VARCHAR)', 'CAST(? AS DATE)')} AS key`, [cover.filerCik, cover.reportDate]);
  await tx.run('DELETE FROM thirteenf_holdings WHERE filing_id = ?', [id]);
  await tx.run('DELETE FROM thirteenf_filings WHERE filing_id = ?', [id]);
  await writeFiling(tx, id, cover, entries, digest, provenance.file, provenance.capturedAt);
  await rebuildQuarters(tx, 'SELECT CAST(? AS VARCHAR) AS filer_cik, CAST(? AS DATE) AS report_date', [cover.filerCik, cover.reportDate]);
  // The quarter-wide sample key goes once no synthetic filer of the quarter remains.
  await tx.run(
    `DELETE FROM sample_keys WHERE kind = '13f-quarter' AND key = '*:' || CAST(CAST(? AS DATE) AS VARCHAR)
       AND NOT EXISTS (SELECT 1 FROM thirteenf_quarters WHERE source = 'sample' AND report_date = CAST(? AS DATE))`,
    [cover.reportDate, cover.reportDate],
  );
  return { format, rowsRead, rowsAdded: rowsRead, replaced };
};
