/**
 * The reading code of the short-selling register importers (layouts and prose in `./short-positions.ts`).
 * One loader reads every register layout: DuckDB reads the file as text with the layout's delimiter, the
 * columns are found by their header names (case, accents and spacing ignored), values are typed in SQL,
 * and a bad value is refused with its line, column and value.
 *
 * An export is the whole register as published, so it becomes the register: rows the register no longer
 * lists are removed, new ones added, rows already stored kept (ingesting the same file again changes
 * nothing). The accepted export is recorded in `short_exports` (what makes the register captured). An
 * export whose own last-update date is older than the stored register's is refused: the register would go
 * back in time.
 */
import type { Register } from '../../../engine/short/eu-sources';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { sha256File } from '../digest';
import type { RowCheck } from '../find-problems';
import { fileProblem, readerDetail } from '../problems';
import type { ImportCounts, ImportInput } from './importer';
import { refuseRecords } from './record-lines';

type Field = 'holder_name' | 'holder_lei' | 'issuer_name' | 'isin' | 'net_short_position' | 'position_date' | 'publication_date' | 'publication_end_date';
type Kind = 'text' | 'percent' | 'date';

interface LayoutColumn {
  field: Field;
  /** Header names the layout uses for it, compared ignoring case, accents and spacing. */
  names: readonly string[];
  kind: Kind;
}

export interface RegisterLayout {
  /** What the file is, for a refusal: `an AFM net short positions export`. */
  what: string;
  delimiter: ';' | ',';
  columns: readonly LayoutColumn[];
}

const col = (field: Field, kind: Kind, ...names: string[]): LayoutColumn => ({ field, kind, names });

export const LAYOUTS = {
  amf: {
    what: "an AMF net short positions export (data.gouv.fr, semicolons)",
    delimiter: ';',
    columns: [
      col('holder_name', 'text', 'Detenteur de la position courte nette'),
      col('holder_lei', 'text', 'Legal Entity Identifier detenteur'),
      col('issuer_name', 'text', 'Emetteur / issuer'),
      col('net_short_position', 'percent', 'Ratio'),
      col('isin', 'text', 'code ISIN'),
      col('position_date', 'date', 'Date de debut position'),
      col('publication_date', 'date', 'Date de debut de publication position'),
      col('publication_end_date', 'date', 'Date de fin de publication position'),
    ],
  },
  afm: {
    what: 'an AFM net short positions export (semicolons)',
    delimiter: ';',
    columns: [
      col('holder_name', 'text', 'Position holder'),
      col('issuer_name', 'text', 'Name of the issuer'),
      col('isin', 'text', 'ISIN'),
      col('net_short_position', 'percent', 'Net short position'),
      col('position_date', 'date', 'Position date'),
    ],
  },
  fsma: {
    what: 'an FSMA net short positions export',
    delimiter: ',',
    columns: [
      col('position_date', 'date', 'Position date'),
      col('publication_end_date', 'date', 'Change Position Date'),
      col('issuer_name', 'text', 'Issuer'),
      col('isin', 'text', 'ISIN'),
      col('holder_name', 'text', 'Position holder'),
      col('net_short_position', 'percent', 'Net short position'),
    ],
  },
  fca: {
    what: "an FCA net short positions daily update",
    delimiter: ',',
    columns: [
      col('holder_name', 'text', 'Position holder'),
      col('issuer_name', 'text', 'Name of the issuer', 'Name of share issuer'),
      col('isin', 'text', 'ISIN'),
      col('net_short_position', 'percent', 'Net short position', 'Net short position (%)'),
      col('position_date', 'date', 'Date position was created, changed or cancelled', 'Position date'),
    ],
  },
} as const satisfies Record<string, RegisterLayout>;

export type LayoutName = keyof typeof LAYOUTS;

/** Every stored field, in table order. */
const FIELDS: readonly Field[] = ['holder_name', 'holder_lei', 'issuer_name', 'isin', 'net_short_position', 'position_date', 'publication_date', 'publication_end_date'];
const REQUIRED: readonly Field[] = ['holder_name', 'isin', 'net_short_position', 'position_date'];

const RAW = 'short_raw';
const ROWS = 'short_rows';
const q = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A header as compared: no byte-order mark, accents, case or repeated spaces. */
const compact = (name: string): string =>
  name.replace(/^\uFEFF/, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().replace(/\s+/g, ' ').toLowerCase();

/** SQL of a field's typed value from its text cell `v` (NULL when empty; the checks catch the unreadable). */
function typed(kind: Kind, v: string): string {
  const t = `nullif(trim(${v}), '')`;
  switch (kind) {
    case 'text':
      return t;
    case 'percent':
      // 0.55, "0,55" (decimal comma) and 0.55% all mean 0.55 percentage points.
      return `TRY_CAST(replace(replace(replace(${t}, '%', ''), ' ', ''), ',', '.') AS DOUBLE)`;
    case 'date':
      return `coalesce(CAST(TRY_STRPTIME(left(${t}, 10), '%Y-%m-%d') AS DATE), CAST(TRY_STRPTIME(${t}, '%d/%m/%Y') AS DATE))`;
  }
}

const FOOTER = "'^(?i)(disclaimer|date last update)'";
const MODIFIED_TEXT = "regexp_extract(raw_holder_name, '(?i)^date last update\\s+(.+)$', 1)";

async function stage(tx: WriteTx, file: string, layout: RegisterLayout): Promise<Map<Field, string>> {
  try {
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${RAW} AS SELECT * FROM read_csv(?, header = true, all_varchar = true, delim = ?, quote = '"', escape = '"', null_padding = true)`,
      [file, layout.delimiter],
    );
  } catch (error) {
    throw fileProblem(file, `cannot be read as ${layout.what}: ${readerDetail(error)}`);
  }
  const names = (await tx.all<{ column_name: string }>(`DESCRIBE ${RAW}`)).map((c) => c.column_name);
  const byName = new Map(names.map((n) => [compact(n), n]));
  const columns = new Map<Field, string>();
  for (const c of layout.columns) {
    const found = c.names.map((n) => byName.get(compact(n))).find((n) => n !== undefined);
    if (found !== undefined) columns.set(c.field, found);
  }
  const missing = layout.columns.filter((c) => REQUIRED.includes(c.field) && !columns.has(c.field)).map((c) => `'${c.names[0]}'`);
  if (missing.length > 0) throw fileProblem(file, `is not ${layout.what}: it lacks the column ${missing.join(', ')}`);
  const kindOf = (field: Field): Kind => layout.columns.find((c) => c.field === field)?.kind ?? 'text';
  const select = FIELDS.map((f) => (columns.has(f) ? `${typed(kindOf(f), q(columns.get(f)!))} AS ${f}` : `NULL AS ${f}`));
  const raws = [...columns].map(([field, name]) => `${q(name)} AS raw_${field}`);
  // A footer line (AFM's disclaimer and last-update lines) fills the first column only.
  const others = [...columns.keys()].filter((field) => field !== 'holder_name').map((field) => `nullif(trim(raw_${field}), '') IS NULL`);
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${ROWS} AS
     SELECT *, is_footer AND regexp_matches(raw_holder_name, '(?i)^date last update') AS states_modified,
            CAST(TRY_STRPTIME(trim(${MODIFIED_TEXT}), '%d %b %Y') AS TIMESTAMP) AS modified
     FROM (SELECT *, coalesce(regexp_matches(trim(raw_holder_name), ${FOOTER}) AND ${others.join(' AND ')}, false) AS is_footer
           FROM (SELECT row_number() OVER (ORDER BY rowid) AS record, ${[...select, ...raws].join(', ')} FROM ${RAW}))`,
  );
  return columns;
}

function checks(columns: Map<Field, string>, layout: RegisterLayout): RowCheck[] {
  const name = (field: Field) => columns.get(field)!;
  const data = 'NOT is_footer';
  const found: RowCheck[] = [
    { failed: `${data} AND holder_name IS NULL`, column: name('holder_name'), value: 'raw_holder_name', problem: 'where every position names its holder' },
    { failed: `${data} AND isin IS NULL`, column: name('isin'), value: 'raw_isin', problem: 'where every position names its ISIN' },
    {
      failed: `${data} AND isin IS NOT NULL AND NOT regexp_full_match(isin, '[A-Z]{2}[A-Z0-9]{9}[0-9]')`,
      column: name('isin'), value: 'raw_isin', problem: 'is not an ISIN (two letters, nine letters or digits, a check digit)',
    },
    {
      failed: `${data} AND net_short_position IS NULL`,
      column: name('net_short_position'), value: 'raw_net_short_position', problem: 'is not a percentage (0.55, 0,55 or 0.55%)',
    },
    {
      failed: `${data} AND (net_short_position < 0 OR net_short_position > 100)`,
      column: name('net_short_position'), value: 'raw_net_short_position', problem: 'is not a percentage from 0 to 100',
    },
    { failed: 'states_modified AND modified IS NULL', column: name('holder_name'), value: 'raw_holder_name', problem: 'does not state a date (Date last update 12 Aug 2025)' },
  ];
  for (const c of layout.columns.filter((c) => c.kind === 'date' && columns.has(c.field))) {
    const required = REQUIRED.includes(c.field);
    found.push({
      failed: `${data} AND ${c.field} IS NULL AND ${required ? 'true' : `nullif(trim(raw_${c.field}), '') IS NOT NULL`}`,
      column: name(c.field), value: `raw_${c.field}`, problem: 'is not a date (yyyy-MM-dd or dd/MM/yyyy)',
    });
  }
  return found;
}

const KEY = FIELDS.map((f) => `s.${f} IS NOT DISTINCT FROM o.${f}`).join(' AND ');
const COLUMNS = FIELDS.join(', ');

/**
 * The file digest of the newest stored export of `register` (in order of capture, then of storing), and the
 * latest last-update any real export of it stated (the sample's dates say nothing of the real register).
 */
const LATEST_EXPORT = `
SELECT (SELECT sha256 FROM short_exports WHERE register = ? ORDER BY captured_at DESC, rowid DESC LIMIT 1) AS sha256,
       (SELECT strftime(max(source_modified_at), '%Y-%m-%d') FROM short_exports WHERE register = ? AND source <> 'sample') AS modified`;

export async function loadRegister(register: Register, layoutName: LayoutName, input: ImportInput): Promise<ImportCounts> {
  const { tx, file } = input;
  const layout: RegisterLayout = LAYOUTS[layoutName];
  const digest = sha256File(file);
  try {
    const columns = await stage(tx, file, layout);
    const counted = await tx.one<{ n: number; modified: string | null }>(
      `SELECT count(*) FILTER (WHERE NOT is_footer) AS n, strftime(max(modified), '%Y-%m-%d') AS modified FROM ${ROWS}`,
    );
    const rowsRead = Number(counted?.n ?? 0);
    if (rowsRead === 0) throw fileProblem(file, 'has no positions (only a header): an export without rows is not accepted as the register');
    await refuseRecords(tx, file, { path: file, skipLines: 0, headerRecords: 1 }, ROWS, 'record', checks(columns, layout));
    const modified = counted?.modified ?? null;
    const latest = await tx.one<{ sha256: string | null; modified: string | null }>(LATEST_EXPORT, [register, register]);
    if (modified !== null && latest?.modified != null && modified < latest.modified) {
      throw fileProblem(file, `states its last update as ${modified}, older than the ${register} register stored (${latest.modified}): the register would go back in time`);
    }
    const replaced = await replaceSample(tx, 'short-register', 'SELECT ? AS key', [register]);
    const data = `(SELECT ${COLUMNS} FROM ${ROWS} WHERE NOT is_footer)`;
    // The export is the register now: what it no longer lists goes, what it adds comes.
    await tx.run(`DELETE FROM short_positions o WHERE o.register = ? AND NOT EXISTS (SELECT 1 FROM ${data} s WHERE ${KEY})`, [register]);
    const added = await tx.run(
      `INSERT INTO short_positions (register, ${COLUMNS}, source, source_file, captured_at)
       SELECT ?, ${COLUMNS}, 'ingest', ?, CAST(? AS TIMESTAMP) FROM (
         SELECT * FROM ${data} s WHERE NOT EXISTS (SELECT 1 FROM short_positions o WHERE o.register = ? AND ${KEY})
         QUALIFY row_number() OVER (PARTITION BY ${COLUMNS}) = 1
       ) ORDER BY isin, position_date`,
      [register, input.provenance.file, input.provenance.capturedAt, register],
    );
    const sha256 = await digest;
    if (latest?.sha256 !== sha256) {
      await tx.run('INSERT INTO short_exports VALUES (?, ?, ?, CAST(? AS TIMESTAMP), ?, ?, CAST(? AS TIMESTAMP))', [
        register, sha256, rowsRead, modified, 'ingest', input.provenance.file, input.provenance.capturedAt,
      ]);
    }
    return { format: 'csv', rowsRead, rowsAdded: added, replaced };
  } finally {
    await digest.catch(() => undefined);
    for (const table of [RAW, ROWS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
  }
}
