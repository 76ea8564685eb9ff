/** The reading code of the `atm-programs` importer (layout in `./atm-programs.ts`). */
import { replaceSample } from '../../sample-keys';
import type { Importer } from './importer';
import { dateField, nonNegativeField, orNull, positiveField, readProgramRecords, textField, tickerField, urlField } from './program-records';

const FIELDS = {
  ticker: tickerField,
  establishedDate: dateField,
  capacityUsd: positiveField,
  cumulativeSoldUsd: orNull(nonNegativeField),
  soldAsOf: orNull(dateField),
  expirationDate: orNull(dateField),
  form: textField,
  filedDate: dateField,
  accession: textField,
  url: orNull(urlField),
};

const RECORD_TYPE = JSON.stringify([
  {
    ticker: 'VARCHAR', establishedDate: 'DATE', capacityUsd: 'DOUBLE', cumulativeSoldUsd: 'DOUBLE', soldAsOf: 'DATE', expirationDate: 'DATE',
    form: 'VARCHAR', filedDate: 'DATE', accession: 'VARCHAR', url: 'VARCHAR',
  },
]);

export const load: Importer['load'] = async (input) => {
  const { tx, provenance, file } = input;
  const records = await readProgramRecords(file, FIELDS, [['cumulativeSoldUsd', 'soldAsOf']]);
  const json = JSON.stringify(records);
  const replaced = await replaceSample(tx, 'atm-programs', `SELECT DISTINCT r.ticker AS key FROM (SELECT unnest(from_json(CAST(? AS JSON), '${RECORD_TYPE}'), recursive := true)) AS r`, [json]);
  // One row per program and filing: the first occurrence in the file wins, a stored one is kept.
  const added = await tx.run(
    `INSERT INTO atm_programs
     SELECT r.ticker, r.establishedDate, r.capacityUsd, r.cumulativeSoldUsd, r.soldAsOf, r.expirationDate, r.form, r.filedDate, r.accession, r.url,
            'ingest', ?, CAST(? AS TIMESTAMP)
     FROM (SELECT *, row_number() OVER () AS n FROM (SELECT unnest(from_json(CAST(? AS JSON), '${RECORD_TYPE}'), recursive := true))) AS r
     WHERE NOT EXISTS (SELECT 1 FROM atm_programs a WHERE a.ticker = r.ticker AND a.established_date = r.establishedDate AND a.accession = r.accession)
     QUALIFY row_number() OVER (PARTITION BY r.ticker, r.establishedDate, r.accession ORDER BY r.n) = 1`,
    [provenance.file, provenance.capturedAt, json],
  );
  return { format: 'json', rowsRead: records.length, rowsAdded: added, replaced };
};
