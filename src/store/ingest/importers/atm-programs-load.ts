/** The reading code of the `atm-programs` importer (layout in `./atm-programs.ts`). */
import type { Importer } from './importer';
import { dateField, nonNegativeField, orNull, positiveField, readProgramRecords, textField, tickerField, urlField } from './program-records';
import { storeAtmRecords } from './program-store';

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

export const load: Importer['load'] = async (input) => {
  const { tx, provenance, file } = input;
  const records = await readProgramRecords(file, FIELDS, [['cumulativeSoldUsd', 'soldAsOf']]);
  const { added, replaced } = await storeAtmRecords(tx, records, 'ingest', provenance);
  return { format: 'json', rowsRead: records.length, rowsAdded: added, replaced };
};
