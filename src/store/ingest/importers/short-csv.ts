/**
 * Reading a European short-selling register's CSV, for the register loaders (`./short-positions-load.ts`,
 * `./short-aggregates-load.ts`). A register publishes its own header names; a workbook saved as CSV may
 * keep title lines above the header and, saved in another locale, another delimiter. So the header is
 * found first, by its names, among the first lines of the file and the layout's delimiters; DuckDB then
 * reads the file from there as text, the columns are found by their names (case, accents, spacing and a
 * trailing colon ignored), and values are typed in SQL, where the checks catch what cannot be read.
 */
import { open } from 'node:fs/promises';
import type { WriteTx } from '../../store';
import { fileProblem, readerDetail } from '../problems';

export type Delimiter = ';' | ',';

/**
 * How a cell is read. `percent`: percentage points (0.55, "0,55", 0.55%). `fraction`: a fraction of one
 * (0.0055), or percentage points when written with a % sign (0.55% is 0.0055). `date`: yyyy-MM-dd (a time
 * after it ignored), dd/MM/yyyy or dd.MM.yyyy. `local-time`: yyyy-MM-dd HH:mm[:ss] (or with a T), no zone.
 */
export type Kind = 'text' | 'percent' | 'fraction' | 'date' | 'local-time';

export interface CsvColumn<F extends string> {
  field: F;
  /** Header names the layout uses for it, compared as {@link compact} leaves them. */
  names: readonly string[];
  kind: Kind;
}

export interface CsvLayout<F extends string> {
  /** What the file is, for a refusal: `an AFM net short positions export`. */
  what: string;
  /** Delimiters the layout comes with, the publisher's first; the header line decides. */
  delimiters: readonly Delimiter[];
  /** Title lines may stand above the header (a workbook sheet saved as CSV). */
  titled: boolean;
  columns: readonly CsvColumn<F>[];
  /** Fields every file must have a column for. */
  required: readonly F[];
}

/** Where the header is: lines skipped before it, and the delimiter it is written with. */
export interface FoundHeader {
  skip: number;
  delimiter: Delimiter;
}

/** Lines a titled layout's header is looked for in, and how much of the file is read to find it. */
const TITLE_LINES = 30;
const PROBE_BYTES = 64 * 1024;

/** A header name as compared: no byte-order mark, accents, case, spacing or trailing colon. */
export const compact = (name: string): string =>
  name.replace(/^\uFEFF/, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, '').replace(/:$/, '').toLowerCase();

/** The cells of one CSV line (RFC 4180 quoting: a quote inside a quoted value is doubled). */
export function splitLine(line: string, delimiter: Delimiter): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** The layout's required columns a header (its compacted names) lacks, each by the layout's first name. */
function lacking<F extends string>(layout: CsvLayout<F>, names: ReadonlySet<string>): string[] {
  return layout.columns
    .filter((c) => layout.required.includes(c.field) && !c.names.some((n) => names.has(compact(n))))
    .map((c) => `'${c.names[0]}'`);
}

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(PROBE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, PROBE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The header line of `file` in `layout`: the first line (the very first, unless the layout is titled)
 * that names every required column with one of the layout's delimiters. Refused when none does, naming
 * the columns the closest line lacks.
 */
export async function findHeader<F extends string>(file: string, layout: CsvLayout<F>): Promise<FoundHeader> {
  const bytes = await firstBytes(file);
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1'))) {
    throw fileProblem(file, `is a workbook (xlsx or ods), not ${layout.what}: save the sheet as CSV (UTF-8) and ingest that`);
  }
  const lines = bytes.toString('utf8').split('\n').slice(0, layout.titled ? TITLE_LINES : 1);
  let closest: string[] | undefined;
  for (const [skip, line] of lines.entries()) {
    for (const delimiter of layout.delimiters) {
      const missing = lacking(layout, new Set(splitLine(line.replace(/\r$/, ''), delimiter).map(compact)));
      if (missing.length === 0) return { skip, delimiter };
      if (closest === undefined || missing.length < closest.length) closest = missing;
    }
  }
  const where = layout.titled ? ` (no line among its first ${TITLE_LINES} names them all)` : '';
  throw fileProblem(file, `is not ${layout.what}: it lacks the column ${(closest ?? []).join(', ')}${where}`);
}

/**
 * Reads `file` from its header into the temp table `table`, every cell text; returns the file's column
 * name of each of the layout's fields it has.
 */
export async function stageCsv<F extends string>(tx: WriteTx, file: string, layout: CsvLayout<F>, table: string, header: FoundHeader): Promise<Map<F, string>> {
  try {
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${table} AS SELECT * FROM read_csv(?, header = true, all_varchar = true, delim = ?, quote = '"', escape = '"', null_padding = true, skip = ?)`,
      [file, header.delimiter, header.skip],
    );
  } catch (error) {
    throw fileProblem(file, `cannot be read as ${layout.what}: ${readerDetail(error)}`);
  }
  const names = (await tx.all<{ column_name: string }>(`DESCRIBE ${table}`)).map((c) => c.column_name);
  const byName = new Map(names.map((n) => [compact(n), n]));
  const columns = new Map<F, string>();
  for (const c of layout.columns) {
    const found = c.names.map((n) => byName.get(compact(n))).find((n) => n !== undefined);
    if (found !== undefined && ![...columns.values()].includes(found)) columns.set(c.field, found);
  }
  return columns;
}

const number = (t: string): string => `TRY_CAST(replace(replace(replace(replace(${t}, '%', ''), ' ', ''), chr(160), ''), ',', '.') AS DOUBLE)`;

/** SQL of the date part of a text (before a time). */
const datePart = (t: string): string => `split_part(replace(${t}, 'T', ' '), ' ', 1)`;

/** SQL of a field's typed value from its text cell `v` (NULL when empty or unreadable; the checks tell which). */
export function typed(kind: Kind, v: string): string {
  const t = `nullif(trim(${v}), '')`;
  switch (kind) {
    case 'text':
      return t;
    case 'percent':
      return number(t);
    case 'fraction':
      return `CASE WHEN contains(${t}, '%') THEN ${number(t)} / 100 ELSE ${number(t)} END`;
    case 'date': {
      const d = datePart(t);
      return `CAST(coalesce(TRY_STRPTIME(${d}, '%Y-%m-%d'), TRY_STRPTIME(${d}, '%d/%m/%Y'), TRY_STRPTIME(${d}, '%d.%m.%Y')) AS DATE)`;
    }
    case 'local-time': {
      const s = `replace(${t}, 'T', ' ')`;
      return `coalesce(TRY_STRPTIME(${s}, '%Y-%m-%d %H:%M:%S'), TRY_STRPTIME(${s}, '%Y-%m-%d %H:%M'))`;
    }
  }
}

/** What a value of a kind must look like, for a refusal. */
export const KIND_PROBLEM: Readonly<Record<Exclude<Kind, 'text'>, string>> = {
  percent: 'is not a percentage (0.55, 0,55 or 0.55%)',
  fraction: 'is not a fraction of issued capital (0.0055, or 0.55%)',
  date: 'is not a date (yyyy-MM-dd, dd/MM/yyyy or dd.MM.yyyy)',
  'local-time': 'is not a local time (yyyy-MM-dd HH:mm:ss, without a zone)',
};

/** The SQL bounds a stated figure of a kind keeps to, and the refusal when it does not. */
export const FIGURE_RANGE: Readonly<Record<'percent' | 'fraction', { max: number; problem: string }>> = {
  percent: { max: 100, problem: 'is not a percentage from 0 to 100' },
  fraction: { max: 1, problem: 'is not a fraction from 0 to 1 (0.0055 is 0.55%)' },
};
