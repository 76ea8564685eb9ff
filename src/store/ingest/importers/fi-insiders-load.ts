/** The reading code of the `fi-insiders` importer (layout in `./fi-insiders.ts`). */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replaceSample, SE_REGISTER_KEY } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { RowCheck } from '../find-problems';
import { fileProblem, readerDetail } from '../problems';
import type { ImportCounts, Importer, ImportInput } from './importer';
import { refuseRecords } from './record-lines';

type Field =
  | 'published_at' | 'issuer' | 'issuer_lei' | 'notifier' | 'person' | 'role' | 'is_related_person' | 'is_amendment' | 'amendment_details'
  | 'is_initial_notification' | 'is_linked_to_share_programme' | 'transaction_type' | 'instrument_type' | 'instrument_name' | 'isin'
  | 'transaction_date' | 'volume' | 'volume_unit' | 'price' | 'currency' | 'venue' | 'status';

/** Each stored field with its Swedish and English header names, in table order. */
const FIELDS: readonly { field: Field; names: readonly string[]; kind: 'time' | 'date' | 'number' | 'flag' | 'text' }[] = [
  { field: 'published_at', names: ['Publiceringsdatum', 'Publication date'], kind: 'time' },
  { field: 'issuer', names: ['Emittent', 'Issuer'], kind: 'text' },
  { field: 'issuer_lei', names: ['LEI-kod', 'LEI-code'], kind: 'text' },
  { field: 'notifier', names: ['Anmälningsskyldig', 'Notifier'], kind: 'text' },
  { field: 'person', names: ['Person i ledande ställning', 'Person discharging managerial responsibilities'], kind: 'text' },
  { field: 'role', names: ['Befattning', 'Position'], kind: 'text' },
  { field: 'is_related_person', names: ['Närstående', 'Closely associated'], kind: 'flag' },
  { field: 'is_amendment', names: ['Korrigering', 'Amendment'], kind: 'flag' },
  { field: 'amendment_details', names: ['Beskrivning av korrigering', 'Details of amendment'], kind: 'text' },
  { field: 'is_initial_notification', names: ['Är förstagångsrapportering', 'Initial notification'], kind: 'flag' },
  { field: 'is_linked_to_share_programme', names: ['Är kopplad till aktieprogram', 'Linked to share option programme'], kind: 'flag' },
  { field: 'transaction_type', names: ['Karaktär', 'Nature of transaction'], kind: 'text' },
  { field: 'instrument_type', names: ['Instrumenttyp', 'Instrument type', 'Intrument type'], kind: 'text' },
  { field: 'instrument_name', names: ['Instrumentnamn', 'Instrument name'], kind: 'text' },
  { field: 'isin', names: ['ISIN'], kind: 'text' },
  { field: 'transaction_date', names: ['Transaktionsdatum', 'Transaction date'], kind: 'date' },
  { field: 'volume', names: ['Volym', 'Volume'], kind: 'number' },
  { field: 'volume_unit', names: ['Volymsenhet', 'Unit'], kind: 'text' },
  { field: 'price', names: ['Pris', 'Price'], kind: 'number' },
  { field: 'currency', names: ['Valuta', 'Currency'], kind: 'text' },
  { field: 'venue', names: ['Handelsplats', 'Trading venue'], kind: 'text' },
  { field: 'status', names: ['Status'], kind: 'text' },
];

const RAW = 'fi_raw';
const ROWS = 'fi_rows';
const q = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const compact = (name: string): string => name.trim().toLowerCase();

/** SQL of a field's typed value from its text cell `v` (NULL when empty; the checks catch the unreadable). */
function typed(kind: (typeof FIELDS)[number]['kind'], v: string): string {
  const t = `nullif(trim(${v}), '')`;
  switch (kind) {
    case 'time':
      return `coalesce(TRY_STRPTIME(${t}, '%Y-%m-%d %H:%M:%S'), TRY_STRPTIME(${t}, '%Y-%m-%d %H:%M'), CAST(TRY_STRPTIME(left(${t}, 10), '%Y-%m-%d') AS TIMESTAMP))`;
    case 'date':
      return `CAST(TRY_STRPTIME(left(${t}, 10), '%Y-%m-%d') AS DATE)`;
    case 'number':
      return `TRY_CAST(replace(replace(replace(${t}, ' ', ''), chr(160), ''), ',', '.') AS DOUBLE)`;
    case 'flag':
      return `CASE lower(${t}) WHEN 'ja' THEN TRUE WHEN 'yes' THEN TRUE WHEN 'nej' THEN FALSE WHEN 'no' THEN FALSE END`;
    case 'text':
      return t;
  }
}

/** A UTF-16 export is rewritten as UTF-8 for the reader; returns the path to read. */
async function utf8Copy(file: string): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const bytes = readFileSync(file);
  if (!(bytes[0] === 0xff && bytes[1] === 0xfe)) return { path: file, cleanup: () => Promise.resolve() };
  const dir = await mkdtemp(join(tmpdir(), 'fds-fi-'));
  const path = join(dir, 'export.csv');
  await writeFile(path, new TextDecoder('utf-16le').decode(bytes.subarray(2)));
  return { path, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

async function stage(tx: WriteTx, file: string, path: string): Promise<Map<Field, string>> {
  try {
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${RAW} AS SELECT * FROM read_csv(?, header = true, all_varchar = true, delim = ';', quote = '"', escape = '"', null_padding = true)`,
      [path],
    );
  } catch (error) {
    throw fileProblem(file, `cannot be read as a semicolon-separated register export: ${readerDetail(error)}`);
  }
  const names = (await tx.all<{ column_name: string }>(`DESCRIBE ${RAW}`)).map((c) => c.column_name);
  const byName = new Map(names.map((n) => [compact(n.replace(/^\uFEFF/, '')), n]));
  const columns = new Map<Field, string>();
  for (const f of FIELDS) {
    const found = f.names.map((n) => byName.get(compact(n))).find((n) => n !== undefined);
    if (found !== undefined) columns.set(f.field, found);
  }
  if (!columns.has('published_at') || !columns.has('isin')) {
    throw fileProblem(file, "is not a Finansinspektionen insider register export: it lacks the column 'Publiceringsdatum' or 'ISIN'");
  }
  const select = FIELDS.map((f) => (columns.has(f.field) ? `${typed(f.kind, q(columns.get(f.field)!))} AS ${f.field}` : `NULL AS ${f.field}`));
  const raws = FIELDS.filter((f) => columns.has(f.field) && f.kind !== 'text').map((f) => `${q(columns.get(f.field)!)} AS raw_${f.field}`);
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${ROWS} AS SELECT row_number() OVER (ORDER BY rowid) AS record, ${[...select, ...raws].join(', ')} FROM ${RAW}`);
  return columns;
}

function checks(columns: Map<Field, string>): RowCheck[] {
  const problems: Record<string, string> = {
    time: 'is not a publication time (yyyy-MM-dd HH:mm:ss)',
    date: 'is not a date (yyyy-MM-dd)',
    number: 'is not a number (decimal comma)',
    flag: 'is not Ja or Nej (Yes or No)',
  };
  return FIELDS.filter((f) => columns.has(f.field) && f.kind !== 'text').map((f): RowCheck => ({
    failed: f.field === 'published_at' ? 'published_at IS NULL' : `${f.field} IS NULL AND nullif(trim(raw_${f.field}), '') IS NOT NULL`,
    column: columns.get(f.field)!,
    value: `raw_${f.field}`,
    problem: problems[f.kind]!,
  }));
}

// Every published field except the status identifies a row; the status is the register's to change.
const KEY = FIELDS.filter((f) => f.field !== 'status').map((f) => `s.${f.field} IS NOT DISTINCT FROM o.${f.field}`).join(' AND ');
const COLUMNS = FIELDS.map((f) => f.field).join(', ');

export const load: Importer['load'] = async (input: ImportInput): Promise<ImportCounts> => {
  const { tx } = input;
  const copy = await utf8Copy(input.file);
  try {
    const columns = await stage(tx, input.file, copy.path);
    const rowsRead = (await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${ROWS}`))?.n ?? 0;
    if (rowsRead === 0) throw fileProblem(input.file, 'has no register rows (only a header)');
    await refuseRecords(tx, input.file, { path: copy.path, skipLines: 0, headerRecords: 1 }, ROWS, 'record', checks(columns));
    const replaced = await replaceSample(tx, 'se-insider-isin', `SELECT DISTINCT ${SE_REGISTER_KEY} AS key FROM ${ROWS}`);
    await tx.run(
      `UPDATE se_insider_observations o SET status = s.status FROM ${ROWS} s WHERE ${KEY} AND o.status IS DISTINCT FROM s.status`,
    );
    const added = await tx.run(
      `INSERT INTO se_insider_observations
       SELECT ${COLUMNS}, 'ingest', ?, CAST(? AS TIMESTAMP) FROM (
         SELECT * FROM ${ROWS} s WHERE NOT EXISTS (SELECT 1 FROM se_insider_observations o WHERE ${KEY})
         QUALIFY row_number() OVER (PARTITION BY ${FIELDS.filter((f) => f.field !== 'status').map((f) => f.field).join(', ')} ORDER BY record) = 1
       ) ORDER BY isin, published_at`,
      [input.provenance.file, input.provenance.capturedAt],
    );
    return { format: 'csv', rowsRead, rowsAdded: added, replaced };
  } finally {
    for (const table of [RAW, ROWS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
    await copy.cleanup();
  }
};
