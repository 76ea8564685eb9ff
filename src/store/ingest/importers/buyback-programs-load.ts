/** The reading code of the `buyback-programs` importer (layout in `./buyback-programs.ts`). */
import type { Importer } from './importer';
import { booleanField, dateField, nonNegativeField, orNull, positiveField, readProgramRecords, textField, tickerField, unitField, urlField } from './program-records';
import { storeBuybackRecords } from './program-store';

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

export const load: Importer['load'] = async (input) => {
  const { tx, provenance, file } = input;
  const records = await readProgramRecords(file, FIELDS, [['remainingAuthorizedAmount', 'remainingAuthorizedUnit']]);
  const { added, replaced } = await storeBuybackRecords(tx, records, 'ingest', provenance);
  return { format: 'json', rowsRead: records.length, rowsAdded: added, replaced };
};
