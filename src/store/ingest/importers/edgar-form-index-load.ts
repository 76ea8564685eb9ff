/** The reading code of the `edgar-form-index` importer (layout in `./edgar-form-index.ts`). */
import { readFile } from 'node:fs/promises';
import { REGISTRATION_FORMS } from '../../../engine/ipos/forms';
import { replaceSample } from '../../sample-keys';
import { fileProblem, fileProblems } from '../problems';
import { readFormIndex } from './edgar-form-index-read';
import type { Importer } from './importer';

const ROW_TYPE = JSON.stringify([{ cik: 'BIGINT', companyName: 'VARCHAR', formType: 'VARCHAR', filedDate: 'DATE', accession: 'VARCHAR', url: 'VARCHAR' }]);

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const index = readFormIndex(await readFile(file, 'latin1'), REGISTRATION_FORMS);
  if (index === null) throw fileProblem(file, 'is not an EDGAR form or company index: no header line naming Form Type, Company Name, CIK, Date Filed and File Name');
  if (index.issues.length > 0) throw fileProblems(file, index.issues);
  const rows = JSON.stringify(index.kept.map(({ line: _line, ...row }) => row));
  const replaced = await replaceSample(
    tx, 'registration',
    `SELECT DISTINCT CAST(r.cik AS VARCHAR) AS key FROM (SELECT unnest(from_json(CAST(? AS JSON), '${ROW_TYPE}'), recursive := true)) AS r`, [rows],
  );
  // One row per accession: a filing stored already (or listed twice in the file) is skipped.
  const added = await tx.run(
    `INSERT INTO registration_filings
     SELECT r.cik, r.companyName, r.formType, r.filedDate, r.accession, r.url, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM (SELECT r.*, row_number() OVER (PARTITION BY r.accession ORDER BY r.filedDate) AS n
           FROM (SELECT unnest(from_json(CAST(? AS JSON), '${ROW_TYPE}'), recursive := true)) AS r) AS r
     WHERE r.n = 1 AND NOT EXISTS (SELECT 1 FROM registration_filings f WHERE f.accession = r.accession)`,
    [provenance.file, provenance.capturedAt, rows],
  );
  return { format: 'idx', rowsRead: index.rows, rowsAdded: added, replaced };
};
