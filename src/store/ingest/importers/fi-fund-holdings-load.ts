/**
 * The reading code of the `fi-fund-holdings` importer (layout in `./fi-fund-holdings.ts`): streams one
 * fund's quarterly report, reads each position as it closes, checks the report's own elements, and stores
 * the report as a revision of the fund's quarter with every position row as reported. Loaded only when
 * such a file is ingested.
 */
import { replaceSample } from '../../sample-keys';
import { sha256File } from '../digest';
import { fileProblems, LISTED_PROBLEMS, type FileIssue } from '../problems';
import { fiPosition, fiReport, POSITION, type FiPosition } from './fi-fund-report';
import type { Importer } from './importer';
import { streamXmlFile } from './xml';

const ROW_TYPE = JSON.stringify([
  {
    rowNumber: 'INTEGER', instrumentName: 'VARCHAR', isin: 'VARCHAR', assetType: 'VARCHAR', issuerCountry: 'VARCHAR', currency: 'VARCHAR',
    quantity: 'DOUBLE', price: 'DOUBLE', fxRate: 'DOUBLE', marketValueSek: 'DOUBLE', percentOfFundAssets: 'DOUBLE',
  },
]);

export const load: Importer['load'] = async (input) => {
  const { tx, file, provenance } = input;
  const issues: FileIssue[] = [];
  const positions: FiPosition[] = [];
  const root = await streamXmlFile(file, POSITION, (entry) => positions.push(fiPosition(entry, positions.length + 1, issues)), async () => {});
  const report = fiReport(file, root);
  if (issues.length > 0) throw fileProblems(file, issues.slice(0, LISTED_PROBLEMS), issues.length);

  const revision = await sha256File(file);
  const rowsRead = 1 + positions.length;
  const key = [report.instituteNumber, report.periodEnd, revision];
  const stored = await tx.one<{ n: number }>(
    'SELECT count(*) AS n FROM se_fund_reports WHERE institute_number = ? AND period_end = CAST(? AS DATE) AND revision_id = ?',
    key,
  );
  if (Number(stored?.n ?? 0) > 0) return { format: 'xml', rowsRead, rowsAdded: 0, replaced: [] };

  const replaced = await replaceSample(tx, 'se-fund-quarter', 'SELECT CAST(? AS VARCHAR) AS key', [report.periodEnd]);
  const stamp = [provenance.file, provenance.capturedAt];
  await tx.run(
    `INSERT INTO se_fund_reports VALUES (?, CAST(? AS DATE), ?, ?, ?, ?, ?, ?, ?, 'ingest', ?, CAST(? AS TIMESTAMP))`,
    [...key, report.fundName, report.fundIsin, report.companyName, report.companyInstituteNumber, report.fundAssetsSek, positions.length, ...stamp],
  );
  // Kept in the order of the lookup key (the instrument's ISIN), each row with its place in the report.
  const added = positions.length === 0
    ? 0
    : await tx.run(
      `INSERT INTO se_fund_positions
       SELECT ?, CAST(? AS DATE), ?, p.*, 'ingest', ?, CAST(? AS TIMESTAMP)
       FROM (SELECT unnest(from_json(CAST(? AS JSON), '${ROW_TYPE}'), recursive := true)) AS p
       ORDER BY p.isin NULLS LAST, p.rowNumber`,
      [...key, ...stamp, JSON.stringify(positions)],
    );
  return { format: 'xml', rowsRead, rowsAdded: 1 + added, replaced };
};
