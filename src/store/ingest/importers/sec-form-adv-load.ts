/**
 * The reading code of the `sec-form-adv` importer (layout in `./sec-form-adv.ts`): reads the CSV as text
 * columns under its own header, finds the needed columns by name, checks every value set-based, and
 * writes one row per adviser for the extract date the file name states. Loaded only when such a file is
 * ingested.
 */
import { basename } from 'node:path';
import { isIsoDate } from '../../../core/dates';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { RowCheck } from '../find-problems';
import { fileProblem, readerDetail } from '../problems';
import type { Importer } from './importer';
import { refuseRecords } from './record-lines';
import { writeCapture, type Capture } from './regulator-lines';

const RAW = 'form_adv_raw';
const ROWS = 'form_adv_rows';

/** The columns read, by the name the file gives them. */
const COLUMNS = {
  crd: 'Organization CRD#',
  secNumber: 'SEC#',
  businessName: 'Primary Business Name',
  legalName: 'Legal Name',
  city: 'Main Office City',
  state: 'Main Office State',
  country: 'Main Office Country',
  website: 'Website Address',
  secStatus: 'SEC Current Status',
  employees: '5A',
  discretionary: '5F(2)(a)',
  nonDiscretionary: '5F(2)(b)',
  total: '5F(2)(c)',
} as const;

/** Item 5E boxes, in the order of the table's charges columns. */
const CHARGES: readonly { column: string; store: string }[] = [
  { column: '5E(1)', store: 'charges_percentage_of_aum' },
  { column: '5E(2)', store: 'charges_hourly' },
  { column: '5E(3)', store: 'charges_subscription' },
  { column: '5E(4)', store: 'charges_fixed' },
  { column: '5E(5)', store: 'charges_commissions' },
  { column: '5E(6)', store: 'charges_performance_based' },
  { column: '5E(7)', store: 'charges_other' },
];

const CAPTURE: Capture = {
  table: 'investment_advisers',
  key: ['crd', 'as_of_date'],
  values: [
    'sec_number', 'legal_name', 'primary_business_name', 'city', 'state', 'country', 'website', 'sec_status', 'number_of_employees',
    'total_regulatory_aum', 'discretionary_aum', 'non_discretionary_aum', ...CHARGES.map((c) => c.store),
  ],
  order: ['crd', 'as_of_date'],
};

const pad = (n: number): string => String(n).padStart(2, '0');

const calendarDate = (year: number, month: number, day: number): string | null => {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : null;
};

/**
 * The date of the monthly extract a file name states: a yyyy-MM-dd date, else a yyyy-MM month (its 1st),
 * else the SEC's own name iaMMDDYY; null when it states none.
 */
export function extractDateInName(name: string): string | null {
  let m = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(name);
  if (m !== null) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(?<!\d)(\d{4})-(\d{2})(?![-\d])/.exec(name);
  if (m !== null) return calendarDate(Number(m[1]), Number(m[2]), 1);
  m = /(?<![a-z])ia(\d{2})(\d{2})(\d{2})(?!\d)/i.exec(name);
  if (m !== null) return calendarDate(2000 + Number(m[3]), Number(m[1]), Number(m[2]));
  return null;
}

const q = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const trimmed = (column: string): string => `nullif(trim(${q(column)}), '')`;
/** SQL: a number as the file writes it (thousands separators, decimals) as DOUBLE; NULL when empty or not a number. */
const amount = (column: string): string =>
  `CASE WHEN regexp_full_match(replace(trim(${q(column)}), ',', ''), '[0-9]+(\\.[0-9]*)?') THEN CAST(replace(trim(${q(column)}), ',', '') AS DOUBLE) END`;
/** SQL: a whole number (thousands separators allowed) as BIGINT; NULL when empty or not one. */
const whole = (column: string): string =>
  `CASE WHEN regexp_full_match(replace(trim(${q(column)}), ',', ''), '[0-9]{1,15}') THEN CAST(replace(trim(${q(column)}), ',', '') AS BIGINT) END`;
const box = (column: string): string => `upper(coalesce(trim(${q(column)}), ''))`;

/** Reads the whole file as text columns under its own header names; returns the names. */
async function readRaw(tx: WriteTx, file: string): Promise<string[]> {
  try {
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${RAW} AS
       SELECT row_number() OVER () AS record, * FROM read_csv(?, header = true, all_varchar = true, delim = ',', quote = '"', escape = '"', null_padding = true)`,
      [file],
    );
  } catch (error) {
    throw fileProblem(file, `cannot be read as a Form ADV CSV file: ${readerDetail(error)}`);
  }
  return (await tx.all<{ column_name: string }>(`DESCRIBE ${RAW}`)).map((c) => c.column_name);
}

function checks(): RowCheck[] {
  const notFiledOr = (column: string, parsed: string): string => `${trimmed(column)} IS NOT NULL AND ${parsed} IS NULL`;
  return [
    { failed: `crd IS NULL OR crd < 1`, column: COLUMNS.crd, value: q(COLUMNS.crd), problem: 'is not a CRD number (a positive whole number)' },
    { failed: 'legal_name IS NULL', column: COLUMNS.legalName, value: null, problem: 'is empty: every adviser has a legal name' },
    { failed: notFiledOr(COLUMNS.employees, whole(COLUMNS.employees)), column: COLUMNS.employees, value: q(COLUMNS.employees), problem: 'is not a whole number of employees' },
    ...[COLUMNS.discretionary, COLUMNS.nonDiscretionary, COLUMNS.total].map((column): RowCheck => ({
      failed: notFiledOr(column, amount(column)), column, value: q(column), problem: 'is not an amount in USD',
    })),
    ...CHARGES.map((c): RowCheck => ({ failed: `${box(c.column)} NOT IN ('', 'Y', 'N')`, column: c.column, value: q(c.column), problem: 'is not Y or N' })),
  ];
}

/** One typed row per record of the file, the cells as written kept beside them for refusals. */
async function stage(tx: WriteTx, asOfDate: string): Promise<void> {
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${ROWS} AS
     SELECT record, ${whole(COLUMNS.crd)} AS crd, CAST(? AS DATE) AS as_of_date,
            ${trimmed(COLUMNS.secNumber)} AS sec_number, ${trimmed(COLUMNS.legalName)} AS legal_name,
            ${trimmed(COLUMNS.businessName)} AS primary_business_name, ${trimmed(COLUMNS.city)} AS city, ${trimmed(COLUMNS.state)} AS state,
            ${trimmed(COLUMNS.country)} AS country, ${trimmed(COLUMNS.website)} AS website, ${trimmed(COLUMNS.secStatus)} AS sec_status,
            ${whole(COLUMNS.employees)} AS number_of_employees, ${amount(COLUMNS.total)} AS total_regulatory_aum,
            ${amount(COLUMNS.discretionary)} AS discretionary_aum, ${amount(COLUMNS.nonDiscretionary)} AS non_discretionary_aum,
            ${CHARGES.map((c) => `${box(c.column)} = 'Y' AS ${c.store}`).join(', ')},
            ${[...Object.values(COLUMNS), ...CHARGES.map((c) => c.column)].map((c) => q(c)).join(', ')}
     FROM ${RAW}`,
    [asOfDate],
  );
}

const UNIQUE = 'form_adv_unique';

export const load: Importer['load'] = async (input) => {
  const { tx, file, provenance } = input;
  const asOfDate = extractDateInName(basename(file));
  if (asOfDate === null) {
    throw fileProblem(
      file,
      'names no extract date: the Form ADV file states none, so its name must (yyyy-MM-dd, a yyyy-MM month such as ia-2022-04.csv, or the SEC\'s iaMMDDYY)',
    );
  }
  try {
    const names = new Set(await readRaw(tx, file));
    const missing = [...Object.values(COLUMNS), ...CHARGES.map((c) => c.column)].filter((name) => !names.has(name));
    if (missing.length > 0) {
      throw fileProblem(file, `is not a Form ADV investment-adviser file: it lacks the column${missing.length === 1 ? '' : 's'} ${missing.map((m) => `'${m}'`).join(', ')}`);
    }
    await stage(tx, asOfDate);
    const rowsRead = Number((await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${ROWS}`))?.n ?? 0);
    if (rowsRead === 0) throw fileProblem(file, 'has no advisers (only a header)');
    await refuseRecords(tx, file, { path: file, skipLines: 0, headerRecords: 1 }, ROWS, 'record', checks());
    await tx.run(`CREATE OR REPLACE TEMP TABLE ${UNIQUE} AS SELECT * FROM ${ROWS} QUALIFY row_number() OVER (PARTITION BY crd ORDER BY record) = 1`);
    const replaced = await replaceSample(tx, 'investment-adviser', `SELECT crd AS key FROM ${UNIQUE}`);
    const rowsAdded = await writeCapture(tx, CAPTURE, UNIQUE, provenance);
    return { format: 'csv', rowsRead, rowsAdded, replaced };
  } finally {
    for (const table of [RAW, ROWS, UNIQUE]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
  }
};
