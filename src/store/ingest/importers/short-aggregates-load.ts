/**
 * The reading code of the aggregate register importers (layouts' prose in `./short-positions.ts`):
 * Finanstilsynet's (Norway) JSON export of figures per ISIN with the holders under each, and CSVs of one
 * figure per issuer (Finansinspektionen, Sweden) or per ISIN at a local report time (Denmark's daily).
 *
 * Like a disclosure register's, an export is the whole register: its figures (and holders) become the
 * register's, what it no longer lists is removed, ingesting it again changes nothing, and an export older
 * than the stored register is refused (`./short-register.ts`). A figure is stored as the register states
 * it and never replaced by the sum of its holders.
 */
import type { AggregateSource } from '../../../engine/short/eu-sources';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { sha256File } from '../digest';
import { findProblems, type RowCheck } from '../find-problems';
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';
import type { ImportCounts, ImportInput } from './importer';
import { refuseRecords } from './record-lines';
import { FIGURE_RANGE, findHeader, KIND_PROBLEM, stageCsv, typed, type CsvColumn, type CsvLayout, type Kind } from './short-csv';
import { NEWEST_OF_ROW, recordExport, refuseOlderExport } from './short-register';

type Field = 'isin' | 'issuer_lei' | 'issuer_name' | 'position_date' | 'reported_at_local' | 'net_short_position';
type CsvAggregateLayout = CsvLayout<Field>;

const col = (field: Field, kind: Kind, ...names: string[]): CsvColumn<Field> => ({ field, kind, names });

export const AGGREGATE_LAYOUTS = {
  fi: {
    what: "Finansinspektionen's aggregated short positions file, saved as CSV",
    delimiters: [';', ','],
    titled: true,
    columns: [
      col('issuer_name', 'text', 'Emittentens namn'),
      col('issuer_lei', 'text', 'Emittentens LEI-kod'),
      col('net_short_position', 'percent', 'Summa blankning %'),
      col('position_date', 'date', 'Positionsdatum senaste position', 'Positionsdatum'),
    ],
    required: ['issuer_lei', 'net_short_position', 'position_date'],
  },
  'dfsa-daily': {
    what: "a Danish daily aggregates file in fds's canonical columns",
    delimiters: [',', ';'],
    titled: false,
    columns: [
      col('isin', 'text', 'isin'),
      col('issuer_name', 'text', 'issuerName'),
      col('net_short_position', 'percent', 'percentOfIssuedCapital'),
      col('reported_at_local', 'local-time', 'latestReportedAtLocal'),
    ],
    required: ['isin', 'net_short_position', 'reported_at_local'],
  },
} as const satisfies Record<string, CsvAggregateLayout>;

export type AggregateLayoutName = keyof typeof AGGREGATE_LAYOUTS | 'ssr';

/** The staged figures and holders, typed, in the columns of `short_aggregates` and `short_positions`. */
const FIGURES = 'short_agg_rows';
const HOLDERS = 'short_agg_holders';
const RAW = 'short_agg_raw';
const STAGED = 'short_agg_staged';

/** The stored columns of a figure and of a holder, with their types (for a column a layout does not have). */
const FIGURE_TYPES = {
  isin: 'VARCHAR', issuer_lei: 'VARCHAR', issuer_name: 'VARCHAR', position_date: 'DATE', reported_at_local: 'TIMESTAMP',
  net_short_position: 'DOUBLE', shares: 'BIGINT', became_historical_on: 'DATE',
} as const;
const HOLDER_TYPES = {
  holder_name: 'VARCHAR', holder_lei: 'VARCHAR', issuer_name: 'VARCHAR', isin: 'VARCHAR', net_short_position: 'DOUBLE', shares: 'BIGINT',
  position_date: 'DATE', publication_date: 'DATE', publication_end_date: 'DATE', aggregate_date: 'DATE',
} as const;
const FIGURE_FIELDS = Object.keys(FIGURE_TYPES) as (keyof typeof FIGURE_TYPES)[];
const HOLDER_FIELDS = Object.keys(HOLDER_TYPES) as (keyof typeof HOLDER_TYPES)[];

const ISIN = "'[A-Z]{2}[A-Z0-9]{9}[0-9]'";
const LEI = "'[A-Z0-9]{18}[0-9]{2}'";
const q = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const NAMED: Partial<Record<Field, string>> = { isin: 'ISIN', issuer_lei: "issuer's LEI" };

// ------------------------------------------------------------------------------------------------------
// CSV layouts: one figure a row.

async function stageCsvFigures(tx: WriteTx, file: string, layout: CsvAggregateLayout): Promise<number> {
  const header = await findHeader(file, layout);
  const columns = await stageCsv(tx, file, layout, RAW, header);
  const kindOf = (field: Field): Kind => layout.columns.find((c) => c.field === field)?.kind ?? 'text';
  const fields = layout.columns.map((c) => c.field).filter((f) => columns.has(f));
  const value = (f: Field): string => (columns.has(f) ? typed(kindOf(f), q(columns.get(f)!)) : 'NULL');
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${STAGED} AS
     SELECT * FROM (
       SELECT row_number() OVER (ORDER BY rowid) AS record, ${fields.map((f) => `${q(columns.get(f)!)} AS raw_${f}`).join(', ')},
              ${fields.map((f) => `${value(f)} AS ${f}`).join(', ')}
       FROM ${RAW})
     WHERE NOT (${fields.map((f) => `nullif(trim(raw_${f}), '') IS NULL`).join(' AND ')})`,
  );
  const figure = kindOf('net_short_position') as 'percent';
  const checks: RowCheck[] = [];
  const name = (f: Field) => columns.get(f)!;
  for (const f of layout.required) {
    const kind = kindOf(f);
    const problem = kind === 'text' ? `where every figure names its ${NAMED[f] ?? f}` : KIND_PROBLEM[kind];
    checks.push({ failed: `${f} IS NULL`, column: name(f), value: `raw_${f}`, problem });
  }
  if (columns.has('isin')) checks.push({ failed: `isin IS NOT NULL AND NOT regexp_full_match(isin, ${ISIN})`, column: name('isin'), value: 'raw_isin', problem: 'is not an ISIN (two letters, nine letters or digits, a check digit)' });
  if (columns.has('issuer_lei')) {
    checks.push({ failed: `issuer_lei IS NOT NULL AND NOT regexp_full_match(issuer_lei, ${LEI})`, column: name('issuer_lei'), value: 'raw_issuer_lei', problem: 'is not an LEI (eighteen letters or digits, two check digits)' });
  }
  checks.push({
    failed: `net_short_position < 0 OR net_short_position > ${FIGURE_RANGE[figure].max}`,
    column: name('net_short_position'), value: 'raw_net_short_position', problem: FIGURE_RANGE[figure].problem,
  });
  await refuseRecords(tx, file, { path: file, skipLines: header.skip, headerRecords: 1 }, STAGED, 'record', checks);
  const select = FIGURE_FIELDS.map((f) => ((fields as readonly string[]).includes(f) ? f : `CAST(NULL AS ${FIGURE_TYPES[f]}) AS ${f}`));
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${FIGURES} AS SELECT ${select.join(', ')} FROM ${STAGED}`);
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${HOLDERS} AS SELECT ${HOLDER_FIELDS.map((f) => `CAST(NULL AS ${HOLDER_TYPES[f]}) AS ${f}`).join(', ')} WHERE false`);
  return Number((await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${FIGURES}`))?.n ?? 0);
}

// ------------------------------------------------------------------------------------------------------
// Finanstilsynet's JSON: instruments, their events (the register's figures) and each event's holders.

/** One value read from the JSON, with its place (`[3].events[0].shortPercent`) and document order. */
interface Placed {
  n: number;
  at: string;
}

interface FigureCells extends Placed {
  isin: string | null;
  issuer: string | null;
  date: string | null;
  percent: string | null;
  shares: string | null;
}

interface HolderCells extends FigureCells {
  holder: string | null;
  event_date: string | null;
}

const asText = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The figures and holders of the export, in document order; the shapes it breaks are returned as issues. */
function walkSsr(body: readonly unknown[]): { figures: FigureCells[]; holders: HolderCells[]; shape: FileIssue[] } {
  const figures: FigureCells[] = [];
  const holders: HolderCells[] = [];
  const shape: FileIssue[] = [];
  let n = 0;
  const wrong = (at: string, problem: string): void => void shape.push({ line: null, at, column: null, problem });
  for (const [i, instrument] of body.entries()) {
    if (!isObject(instrument)) {
      wrong(`[${i}]`, 'is not an instrument (an object with isin, issuerName and events)');
      continue;
    }
    const isin = asText(instrument.isin);
    const issuer = asText(instrument.issuerName);
    if (!Array.isArray(instrument.events)) {
      wrong(`[${i}].events`, 'is not a list of events');
      continue;
    }
    for (const [j, event] of (instrument.events as unknown[]).entries()) {
      const at = `[${i}].events[${j}]`;
      if (!isObject(event)) {
        wrong(at, 'is not an event (an object with date, shortPercent, shares and activePositions)');
        continue;
      }
      const date = asText(event.date);
      figures.push({ n: ++n, at, isin, issuer, date, percent: asText(event.shortPercent), shares: asText(event.shares) });
      const positions = event.activePositions ?? [];
      if (!Array.isArray(positions)) {
        wrong(`${at}.activePositions`, 'is not a list of positions');
        continue;
      }
      for (const [k, position] of (positions as unknown[]).entries()) {
        const place = `${at}.activePositions[${k}]`;
        if (!isObject(position)) {
          wrong(place, 'is not a position (an object with positionHolder, date, shortPercent and shares)');
          continue;
        }
        holders.push({
          n: ++n, at: place, isin, issuer, event_date: date, holder: asText(position.positionHolder), date: asText(position.date),
          percent: asText(position.shortPercent), shares: asText(position.shares),
        });
      }
    }
  }
  return { figures, holders, shape };
}

const number = (cell: string): string => `TRY_CAST(trim(${cell}) AS DOUBLE)`;
const whole = (cell: string): string => `TRY_CAST(trim(${cell}) AS BIGINT)`;
const isoDate = (cell: string): string => `CAST(TRY_STRPTIME(left(trim(${cell}), 10), '%Y-%m-%d') AS DATE)`;
const present = (cell: string): string => `nullif(trim(${cell}), '') IS NOT NULL`;

const PERCENT_POINTS = 'is not a number of percentage points from 0 to 100';

const FIGURE_CHECKS: readonly RowCheck[] = [
  { failed: `isin IS NULL OR NOT regexp_full_match(trim(isin), ${ISIN})`, column: 'isin', value: 'isin', problem: 'is not an ISIN (two letters, nine letters or digits, a check digit)' },
  { failed: `${isoDate('date')} IS NULL`, column: 'date', value: 'date', problem: 'is not a date (yyyy-MM-dd)' },
  { failed: `coalesce(${number('percent')} NOT BETWEEN 0 AND 100, true)`, column: 'shortPercent', value: 'percent', problem: PERCENT_POINTS },
  { failed: `${present('shares')} AND coalesce(${whole('shares')} < 0, true)`, column: 'shares', value: 'shares', problem: 'is not a whole number of shares' },
];

const HOLDER_CHECKS: readonly RowCheck[] = [
  { failed: `NOT ${present('holder')}`, column: 'positionHolder', value: 'holder', problem: 'where every position names its holder' },
  { failed: `${present('date')} AND ${isoDate('date')} IS NULL`, column: 'date', value: 'date', problem: 'is not a date (yyyy-MM-dd)' },
  { failed: `${present('percent')} AND coalesce(${number('percent')} NOT BETWEEN 0 AND 100, true)`, column: 'shortPercent', value: 'percent', problem: PERCENT_POINTS },
  { failed: `${present('shares')} AND coalesce(${whole('shares')} < 0, true)`, column: 'shares', value: 'shares', problem: 'is not a whole number of shares' },
];

const stageJson = (tx: WriteTx, table: string, rows: readonly object[], columns: readonly string[]) =>
  tx.run(
    `CREATE OR REPLACE TEMP TABLE ${table} AS SELECT * FROM (SELECT unnest(from_json(CAST(? AS JSON), '[{${columns.map((c) => `"${c}":"${c === 'n' ? 'INTEGER' : 'VARCHAR'}"`).join(',')}}]'), recursive := true))`,
    [JSON.stringify(rows)],
  );

/** Every problem of the staged `table`, placed by the JSON path of its row (`[3].events[0].shortPercent`). */
async function placedProblems(tx: WriteTx, table: string, checks: readonly RowCheck[], places: ReadonlyMap<number, string>): Promise<{ issues: (FileIssue & { n: number })[]; total: number }> {
  const found = await findProblems(tx, table, 'n', checks);
  const issues = found.issues.map((issue) => ({ ...issue, n: issue.line ?? 0, line: null, at: `${places.get(issue.line ?? 0) ?? '?'}.${issue.column}`, column: null }));
  return { issues, total: found.total };
}

async function stageSsr(tx: WriteTx, file: string): Promise<number> {
  const body = await readJsonFile(file);
  if (!Array.isArray(body)) throw fileProblem(file, 'is not a Finanstilsynet short sale register export: expected a JSON array of instruments');
  const { figures, holders, shape } = walkSsr(body);
  if (shape.length > 0) throw fileProblems(file, shape);
  await stageJson(tx, FIGURES, figures.map(({ at: _at, ...cells }) => cells), ['n', 'isin', 'issuer', 'date', 'percent', 'shares']);
  await stageJson(tx, HOLDERS, holders.map(({ at: _at, ...cells }) => cells), ['n', 'isin', 'issuer', 'event_date', 'holder', 'date', 'percent', 'shares']);
  const places = new Map([...figures, ...holders].map((p) => [p.n, p.at]));
  const a = await placedProblems(tx, FIGURES, FIGURE_CHECKS, places);
  const b = await placedProblems(tx, HOLDERS, HOLDER_CHECKS, places);
  if (a.total + b.total > 0) throw fileProblems(file, [...a.issues, ...b.issues].sort((x, y) => x.n - y.n), a.total + b.total);
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${STAGED} AS
     SELECT trim(isin) AS isin, CAST(NULL AS VARCHAR) AS issuer_lei, nullif(trim(issuer), '') AS issuer_name, ${isoDate('date')} AS position_date,
            CAST(NULL AS TIMESTAMP) AS reported_at_local, ${number('percent')} AS net_short_position, ${whole('shares')} AS shares,
            CAST(NULL AS DATE) AS became_historical_on
     FROM ${FIGURES}`,
  );
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${FIGURES} AS SELECT * FROM ${STAGED}`);
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${STAGED} AS
     SELECT trim(holder) AS holder_name, CAST(NULL AS VARCHAR) AS holder_lei, nullif(trim(issuer), '') AS issuer_name, trim(isin) AS isin,
            ${number('percent')} AS net_short_position, ${whole('shares')} AS shares, ${isoDate('date')} AS position_date,
            CAST(NULL AS DATE) AS publication_date, CAST(NULL AS DATE) AS publication_end_date, ${isoDate('event_date')} AS aggregate_date
     FROM ${HOLDERS}`,
  );
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${HOLDERS} AS SELECT * FROM ${STAGED}`);
  return figures.length + holders.length;
}

// ------------------------------------------------------------------------------------------------------

const keyOf = (fields: readonly string[]) => fields.map((f) => `s.${f} IS NOT DISTINCT FROM o.${f}`).join(' AND ');

/** Makes the staged figures and holders the register's: what it no longer lists goes, what it adds comes. */
async function replaceRegister(tx: WriteTx, register: AggregateSource, input: ImportInput): Promise<number> {
  const provenance = [input.provenance.file, input.provenance.capturedAt];
  let added = 0;
  for (const [table, staged, fields, order] of [
    ['short_aggregates', FIGURES, FIGURE_FIELDS, 'isin, issuer_lei, position_date, reported_at_local'],
    ['short_positions', HOLDERS, HOLDER_FIELDS, 'isin, aggregate_date, holder_name'],
  ] as const) {
    const columns = fields.join(', ');
    await tx.run(`DELETE FROM ${table} o WHERE o.register = ? AND NOT EXISTS (SELECT 1 FROM ${staged} s WHERE ${keyOf(fields)})`, [register]);
    added += await tx.run(
      `INSERT INTO ${table} (register, ${columns}, source, source_file, captured_at)
       SELECT ?, ${columns}, 'ingest', ?, CAST(? AS TIMESTAMP) FROM (
         SELECT * FROM ${staged} s WHERE NOT EXISTS (SELECT 1 FROM ${table} o WHERE o.register = ? AND ${keyOf(fields)})
         QUALIFY row_number() OVER (PARTITION BY ${columns}) = 1
       ) ORDER BY ${order}`,
      [register, ...provenance, register],
    );
  }
  return added;
}

export async function loadAggregates(register: AggregateSource, layoutName: AggregateLayoutName, input: ImportInput): Promise<ImportCounts> {
  const { tx, file } = input;
  const digest = sha256File(file);
  try {
    const rowsRead = layoutName === 'ssr' ? await stageSsr(tx, file) : await stageCsvFigures(tx, file, AGGREGATE_LAYOUTS[layoutName]);
    if (rowsRead === 0) throw fileProblem(file, 'has no figures: an export without rows is not accepted as the register');
    const newest = await tx.one<{ newest: string | null }>(`SELECT max(${NEWEST_OF_ROW('position_date', 'reported_at_local')}) AS newest FROM ${FIGURES}`);
    const latestSha256 = await refuseOlderExport(tx, file, register, { stated: null, newest: newest?.newest ?? null });
    const replaced = await replaceSample(tx, 'short-register', 'SELECT ? AS key', [register]);
    const rowsAdded = await replaceRegister(tx, register, input);
    await recordExport(tx, input, register, { sha256: await digest, rows: rowsRead, stated: null, latestSha256 });
    return { format: layoutName === 'ssr' ? 'json' : 'csv', rowsRead, rowsAdded, replaced };
  } finally {
    await digest.catch(() => undefined);
    for (const table of [RAW, STAGED, FIGURES, HOLDERS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
  }
}
