/**
 * The reading code of the `cftc-cot` importer (the layout is described in `./cftc-cot.ts`): checks the file's
 * layout, stages and validates its rows set-based, and inserts the new ones. Loaded only when such a file
 * is ingested.
 */
import { TRACKED_CODES } from '../../../engine/cftc/universe';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { RowCheck } from '../find-problems';
import { fileProblem, readerDetail } from '../problems';
import type { ImportCounts, Importer, ImportInput } from './importer';
import { refuseRecords } from './record-lines';
import { withZipEntry } from './zip-entry';

// Header: the columns a COT legacy report must have, found by name. Names compare ignoring case, spaces
// and punctuation, so the quoted names of annual.txt ("Open Interest (All)") and the underscore names of
// the spreadsheet edition ("Open_Interest_All") both match.
type PositionKey = 'open_interest' | 'comm_long' | 'comm_short' | 'noncomm_long' | 'noncomm_short' | 'noncomm_spreads';

/** The six position fields, each with its published header names (annual.txt name first). */
const COT_FIELDS: readonly { key: PositionKey; names: readonly string[] }[] = [
  { key: 'open_interest', names: ['Open Interest (All)', 'Open_Interest_All'] },
  { key: 'comm_long', names: ['Commercial Positions-Long (All)', 'Comm_Positions_Long_All'] },
  { key: 'comm_short', names: ['Commercial Positions-Short (All)', 'Comm_Positions_Short_All'] },
  { key: 'noncomm_long', names: ['Noncommercial Positions-Long (All)', 'NonComm_Positions_Long_All'] },
  { key: 'noncomm_short', names: ['Noncommercial Positions-Short (All)', 'NonComm_Positions_Short_All'] },
  // "Postions" is how the spreadsheet edition spells it.
  { key: 'noncomm_spreads', names: ['Noncommercial Positions-Spreading (All)', 'NonComm_Postions_Spread_All', 'NonComm_Positions_Spread_All'] },
];

const MARKET_CODE_NAMES = ['CFTC Contract Market Code', 'CFTC_Contract_Market_Code'];
const ISO_DATE_NAMES = ['As of Date in Form YYYY-MM-DD', 'Report_Date_as_YYYY-MM-DD', 'Report_Date_as_MM_DD_YYYY'];
const YYMMDD_NAMES = ['As of Date in Form YYMMDD', 'As_of_Date_In_Form_YYMMDD'];

/** The file's own names of the needed columns. */
interface CotColumns {
  marketCode: string;
  /** The yyyy-MM-dd (or MM/dd/yyyy) date column, when the file has one. */
  isoDate: string | null;
  /** The YYMMDD date column, when the file has one. */
  yymmdd: string | null;
  positions: Record<PositionKey, string>;
}

const compact = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Finds the needed columns in `names` (the file's header); a 400 naming what is missing otherwise. */
function matchCotHeader(file: string, names: readonly string[]): CotColumns {
  const byCompact = new Map<string, string>();
  for (const name of names) if (!byCompact.has(compact(name))) byCompact.set(compact(name), name);
  const find = (candidates: readonly string[]): string | null => {
    for (const candidate of candidates) {
      const found = byCompact.get(compact(candidate));
      if (found !== undefined) return found;
    }
    return null;
  };
  const missing: string[] = [];
  const need = (candidates: readonly string[]): string => {
    const found = find(candidates);
    if (found === null) missing.push(`'${candidates[0]!}'`);
    return found ?? '';
  };
  const marketCode = need(MARKET_CODE_NAMES);
  const isoDate = find(ISO_DATE_NAMES);
  const yymmdd = find(YYMMDD_NAMES);
  if (isoDate === null && yymmdd === null) missing.push(`'${ISO_DATE_NAMES[0]!}' (or '${YYMMDD_NAMES[0]!}')`);
  const positions = Object.fromEntries(COT_FIELDS.map((f) => [f.key, need(f.names)])) as Record<PositionKey, string>;
  if (missing.length > 0) {
    throw fileProblem(
      file,
      `is not a CFTC legacy Commitments of Traders report: it lacks the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`,
    );
  }
  return { marketCode, isoDate, yymmdd, positions };
}

// Reading and storing.

const RAW = 'cftc_raw';
const ROWS = 'cftc_rows';

const q = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Reads the whole file as text columns under its own header names, in file order. */
async function readRaw(tx: WriteTx, shown: string, path: string): Promise<string[]> {
  try {
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${RAW} AS SELECT * FROM read_csv(?, header = true, all_varchar = true, delim = ',', quote = '"', escape = '"')`,
      [path],
    );
  } catch (error) {
    throw fileProblem(shown, `cannot be read as a COT report: ${readerDetail(error)}`);
  }
  const described = await tx.all<{ column_name: string }>(`DESCRIBE ${RAW}`);
  return described.map((c) => c.column_name);
}

/** A date in any of the published forms: yyyy-MM-dd (with or without a time after it), MM/dd/yyyy, or the YYMMDD column. */
function dateExpression(columns: CotColumns): string {
  const forms: string[] = [];
  if (columns.isoDate !== null) {
    const v = `trim(${q(columns.isoDate)})`;
    forms.push(`TRY_STRPTIME(left(${v}, 10), '%Y-%m-%d')`, `TRY_STRPTIME(split_part(${v}, ' ', 1), '%m/%d/%Y')`);
  }
  if (columns.yymmdd !== null) forms.push(`TRY_STRPTIME(lpad(trim(${q(columns.yymmdd)}), 6, '0'), '%y%m%d')`);
  return `CAST(coalesce(${forms.join(', ')}) AS DATE)`;
}

/** A whole, non-negative number of contracts, spaces around it allowed; NULL otherwise. */
const contracts = (column: string): string => {
  const v = `TRY_CAST(trim(${q(column)}) AS DOUBLE)`;
  return `CASE WHEN ${v} >= 0 AND ${v} = trunc(${v}) AND ${v} < 9007199254740992 THEN CAST(${v} AS BIGINT) END`;
};

/**
 * One typed row per report: its 1-based `record` in the file, market code, date, the six positions, and
 * whether the contract is tracked, next to the cells as written (`raw_…`) for refusals. Records are
 * numbered by rank of rowid, which follows file order: rows appended inside a transaction get rowids far
 * from 0, so the rowid itself is not the number.
 */
async function stage(tx: WriteTx, columns: CotColumns): Promise<void> {
  const dateColumn = columns.isoDate ?? columns.yymmdd!;
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${ROWS} AS
     SELECT row_number() OVER (ORDER BY rowid) AS record,
            upper(trim(${q(columns.marketCode)})) AS market_code,
            ${dateExpression(columns)} AS report_date,
            ${COT_FIELDS.map((f) => `${contracts(columns.positions[f.key])} AS ${f.key}`).join(', ')},
            list_contains(string_split(?, ','), upper(trim(${q(columns.marketCode)}))) AS tracked,
            ${q(dateColumn)} AS raw_date,
            ${COT_FIELDS.map((f) => `${q(columns.positions[f.key])} AS raw_${f.key}`).join(', ')}
     FROM ${RAW}`,
    [TRACKED_CODES.join(',')],
  );
}

/** Every check of a staged report, under the file's own column names. */
function checks(columns: CotColumns): RowCheck[] {
  return [
    { failed: `coalesce(market_code, '') = ''`, column: columns.marketCode, value: null, problem: 'is empty' },
    { failed: 'report_date IS NULL', column: columns.isoDate ?? columns.yymmdd!, value: 'raw_date', problem: 'is not a report date (yyyy-MM-dd)' },
    ...COT_FIELDS.map((f): RowCheck => ({
      failed: `tracked AND ${f.key} IS NULL`,
      column: columns.positions[f.key],
      value: `raw_${f.key}`,
      problem: 'is not a whole number of contracts',
    })),
  ];
}

/** Inserts the tracked reports whose key is new, first occurrence in the file winning; returns how many. */
function insertNew(tx: WriteTx, input: ImportInput): Promise<number> {
  return tx.run(
    `INSERT INTO cftc_positions
     SELECT s.market_code, s.report_date, s.open_interest, s.comm_long, s.comm_short, s.noncomm_long, s.noncomm_short, s.noncomm_spreads,
            'ingest', ?, CAST(? AS TIMESTAMP)
     FROM ${ROWS} s
     ANTI JOIN cftc_positions p ON p.market_code = s.market_code AND p.report_date = s.report_date
     WHERE s.tracked AND s.record IN (SELECT min(record) FROM ${ROWS} WHERE tracked GROUP BY market_code, report_date)
     ORDER BY s.market_code, s.report_date`,
    [input.provenance.file, input.provenance.capturedAt],
  );
}

/** Loads one report file (already unzipped) that `shown` names in messages. */
async function loadReport(input: ImportInput, path: string, shown: string, format: string): Promise<ImportCounts> {
  const { tx } = input;
  try {
    const columns = matchCotHeader(shown, await readRaw(tx, shown, path));
    await stage(tx, columns);
    const read = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${ROWS}`);
    const rowsRead = read?.n ?? 0;
    if (rowsRead === 0) throw fileProblem(shown, 'has no reports (only a header)');
    // The header is the report's first record; every bad value is listed with its file line.
    await refuseRecords(tx, shown, { path, skipLines: 0, headerRecords: 1 }, ROWS, 'record', checks(columns));
    const replaced = await replaceSample(tx, 'cftc-market', `SELECT DISTINCT market_code AS key FROM ${ROWS} WHERE tracked`);
    return { format, rowsRead, rowsAdded: await insertNew(tx, input), replaced };
  } finally {
    for (const table of [RAW, ROWS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
  }
}

/** The report inside a deacot zip (annual.txt as distributed). */
const loadZip = (input: ImportInput): Promise<ImportCounts> =>
  withZipEntry(input.file, /\.(txt|csv)$/i, 'a .txt or .csv report', (path, shown) => loadReport(input, path, shown, 'zip'));

export const load: Importer['load'] = (input) => (input.extension === '.zip' ? loadZip(input) : loadReport(input, input.file, input.file, input.extension === '.csv' ? 'csv' : 'text'));
