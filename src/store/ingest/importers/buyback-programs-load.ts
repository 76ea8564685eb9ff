/** The reading code of the `buyback-programs` importer (layout in `./buyback-programs.ts`). */
import { replaceSample } from '../../sample-keys';
import type { Importer } from './importer';
import { booleanField, dateField, nonNegativeField, orNull, positiveField, readProgramRecords, textField, tickerField, unitField, urlField } from './program-records';

const FIELDS = {
  ticker: tickerField,
  announcedDate: orNull(dateField),
  authorizedAmount: positiveField,
  authorizedUnit: unitField,
  remainingAuthorizedAmount: orNull(nonNegativeField),
  remainingAuthorizedUnit: orNull(unitField),
  asOfDate: dateField,
  expires: orNull(dateField),
  dollarsAreCombinedEquity: booleanField,
  form: textField,
  filedDate: dateField,
  accession: textField,
  url: orNull(urlField),
};

const RECORD_TYPE = JSON.stringify([
  {
    ticker: 'VARCHAR', announcedDate: 'DATE', authorizedAmount: 'DOUBLE', authorizedUnit: 'VARCHAR', remainingAuthorizedAmount: 'DOUBLE',
    remainingAuthorizedUnit: 'VARCHAR', asOfDate: 'DATE', expires: 'DATE', dollarsAreCombinedEquity: 'BOOLEAN', form: 'VARCHAR',
    filedDate: 'DATE', accession: 'VARCHAR', url: 'VARCHAR',
  },
]);

export const load: Importer['load'] = async (input) => {
  const { tx, provenance, file } = input;
  const records = await readProgramRecords(file, FIELDS, [['remainingAuthorizedAmount', 'remainingAuthorizedUnit']]);
  const json = JSON.stringify(records);
  const replaced = await replaceSample(tx, 'buyback-programs', `SELECT DISTINCT r.ticker AS key FROM (SELECT unnest(from_json(CAST(? AS JSON), '${RECORD_TYPE}'), recursive := true)) AS r`, [json]);
  // The records travel as one bound JSON value; one stored already is kept, and of a key repeated in the
  // file the first occurrence wins.
  const added = await tx.run(
    `INSERT INTO buyback_programs
     SELECT r.ticker, r.announcedDate, r.authorizedAmount, r.authorizedUnit, r.remainingAuthorizedAmount, r.remainingAuthorizedUnit,
            r.asOfDate, r.expires, r.dollarsAreCombinedEquity, r.form, r.filedDate, r.accession, r.url, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM (SELECT *, row_number() OVER () AS n FROM (SELECT unnest(from_json(CAST(? AS JSON), '${RECORD_TYPE}'), recursive := true))) AS r
     WHERE NOT EXISTS (
       SELECT 1 FROM buyback_programs b
       WHERE b.ticker = r.ticker AND b.announced_date IS NOT DISTINCT FROM r.announcedDate AND b.authorized_amount = r.authorizedAmount
         AND b.authorized_unit = r.authorizedUnit AND b.as_of_date = r.asOfDate AND b.accession = r.accession)
     QUALIFY row_number() OVER (PARTITION BY r.ticker, r.announcedDate, r.authorizedAmount, r.authorizedUnit, r.asOfDate, r.accession ORDER BY r.n) = 1`,
    [provenance.file, provenance.capturedAt, json],
  );
  return { format: 'json', rowsRead: records.length, rowsAdded: added, replaced };
};
