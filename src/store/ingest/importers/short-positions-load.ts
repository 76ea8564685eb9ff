/**
 * The reading code of the disclosure register importers (layouts' prose in `./short-positions.ts`). One
 * loader reads every disclosure layout: the header is found by its names (`./short-csv.ts`), DuckDB reads
 * the file as text with the layout's delimiter, values are typed in SQL, and a bad value is refused with
 * its line, column and value.
 *
 * An export is the whole register as published, so it becomes the register: rows the register no longer
 * lists are removed, new ones added, rows already stored kept (ingesting the same file again changes
 * nothing). An export older than the stored register is refused (`./short-register.ts`).
 */
import type { Register } from '../../../engine/short/eu-sources';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { sha256File } from '../digest';
import type { RowCheck } from '../find-problems';
import { fileProblem } from '../problems';
import type { ImportCounts, ImportInput } from './importer';
import { refuseRecords } from './record-lines';
import { FIGURE_RANGE, findHeader, KIND_PROBLEM, stageCsv, typed, type CsvColumn, type CsvLayout, type Kind } from './short-csv';
import { NEWEST_OF_ROW, recordExport, refuseOlderExport } from './short-register';

type Field = 'holder_name' | 'holder_lei' | 'issuer_name' | 'isin' | 'net_short_position' | 'position_date' | 'publication_date' | 'publication_end_date';

export type RegisterLayout = CsvLayout<Field>;

const col = (field: Field, kind: Kind, ...names: string[]): CsvColumn<Field> => ({ field, kind, names });
const REQUIRED: readonly Field[] = ['holder_name', 'isin', 'net_short_position', 'position_date'];
const layout = (what: string, delimiters: RegisterLayout['delimiters'], titled: boolean, ...columns: CsvColumn<Field>[]): RegisterLayout => ({
  what, delimiters, titled, columns, required: REQUIRED,
});

export const LAYOUTS = {
  amf: layout(
    'an AMF net short positions export (data.gouv.fr, semicolons)', [';'], false,
    col('holder_name', 'text', 'Detenteur de la position courte nette'),
    col('holder_lei', 'text', 'Legal Entity Identifier detenteur'),
    col('issuer_name', 'text', 'Emetteur / issuer'),
    col('net_short_position', 'percent', 'Ratio'),
    col('isin', 'text', 'code ISIN'),
    col('position_date', 'date', 'Date de debut position'),
    col('publication_date', 'date', 'Date de debut de publication position'),
    col('publication_end_date', 'date', 'Date de fin de publication position'),
  ),
  afm: layout(
    'an AFM net short positions export (semicolons)', [';'], false,
    col('holder_name', 'text', 'Position holder'),
    col('issuer_name', 'text', 'Name of the issuer'),
    col('isin', 'text', 'ISIN'),
    col('net_short_position', 'percent', 'Net short position'),
    col('position_date', 'date', 'Position date'),
  ),
  fsma: layout(
    'an FSMA net short positions export', [','], false,
    col('position_date', 'date', 'Position date'),
    col('publication_end_date', 'date', 'Change Position Date'),
    col('issuer_name', 'text', 'Issuer'),
    col('isin', 'text', 'ISIN'),
    col('holder_name', 'text', 'Position holder'),
    col('net_short_position', 'percent', 'Net short position'),
  ),
  fca: layout(
    'an FCA net short positions daily update', [','], false,
    col('holder_name', 'text', 'Position holder'),
    col('issuer_name', 'text', 'Name of the issuer', 'Name of share issuer'),
    col('isin', 'text', 'ISIN'),
    col('net_short_position', 'percent', 'Net short position', 'Net short position (%)'),
    col('position_date', 'date', 'Date position was created, changed or cancelled', 'Position date'),
  ),
  cbi: layout(
    'a sheet of the Central Bank of Ireland\'s table of significant net short positions, saved as CSV', [',', ';'], true,
    col('holder_name', 'text', 'Position Holder'),
    col('issuer_name', 'text', 'Name of the Issuer'),
    col('isin', 'text', 'ISIN'),
    col('net_short_position', 'fraction', 'Net short position %', 'Net short position'),
    col('position_date', 'date', 'Position Date'),
  ),
  cnmv: layout(
    'a sheet of the CNMV net short positions workbook, saved as CSV', [';', ','], true,
    col('holder_name', 'text', 'Tenedor de la posición / Position holder', 'Position holder'),
    col('issuer_name', 'text', 'Emisor / Issuer', 'Issuer'),
    col('isin', 'text', 'ISIN'),
    col('net_short_position', 'percent', 'Posición corta (%) / Net short position (%)', 'Net short position (%)'),
    col('position_date', 'date', 'Fecha posición / Position date', 'Position date'),
  ),
  knf: layout(
    'the KNF short selling register table, saved as CSV', [',', ';'], true,
    col('holder_name', 'text', 'Posiadacz pozycji krótkiej'),
    col('issuer_name', 'text', 'Nazwa papieru'),
    col('isin', 'text', 'ISIN'),
    col('net_short_position', 'percent', 'Pozycja krótka netto (%)'),
    col('position_date', 'date', 'Data obliczenia pozycji'),
    col('publication_date', 'date', 'Data ostatniej aktualizacji'),
  ),
  finfsa: layout(
    'a FIN-FSA net short positions export', [';', ','], false,
    col('holder_name', 'text', 'Position holder'),
    col('issuer_name', 'text', 'Name of the issuer'),
    col('isin', 'text', 'ISIN'),
    col('net_short_position', 'percent', 'Net short position (%)', 'Net short position'),
    col('position_date', 'date', 'Date', 'Position date'),
  ),
  banz: layout(
    'a Bundesanzeiger net short positions CSV', [',', ';'], false,
    col('holder_name', 'text', 'Positionsinhaber'),
    col('issuer_name', 'text', 'Emittent'),
    col('isin', 'text', 'ISIN'),
    col('net_short_position', 'percent', 'Position'),
    col('position_date', 'date', 'Datum'),
  ),
  canonical: layout(
    'a register file in fds\'s canonical disclosure columns', [',', ';'], false,
    col('holder_name', 'text', 'holderName'),
    col('holder_lei', 'text', 'holderLei'),
    col('issuer_name', 'text', 'issuerName'),
    col('isin', 'text', 'isin'),
    col('net_short_position', 'percent', 'percentOfIssuedCapital'),
    col('position_date', 'date', 'positionDate'),
    col('publication_date', 'date', 'publicationDate'),
    col('publication_end_date', 'date', 'publicationEndDate'),
  ),
} as const satisfies Record<string, RegisterLayout>;

export type LayoutName = keyof typeof LAYOUTS;

/** Every stored field, in table order. */
const FIELDS: readonly Field[] = ['holder_name', 'holder_lei', 'issuer_name', 'isin', 'net_short_position', 'position_date', 'publication_date', 'publication_end_date'];

const RAW = 'short_raw';
const ROWS = 'short_rows';
const q = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const FOOTER = "'^(?i)(disclaimer|date last update)'";
const MODIFIED_TEXT = "regexp_extract(raw_holder_name, '(?i)^date last update\\s+(.+)$', 1)";

/** Stages the typed rows (and their raw cells) in {@link ROWS}; returns the file's column of each field it has. */
async function stage(tx: WriteTx, file: string, layout: RegisterLayout): Promise<{ columns: Map<Field, string>; skip: number }> {
  const header = await findHeader(file, layout);
  const columns = await stageCsv(tx, file, layout, RAW, header);
  const kindOf = (field: Field): Kind => layout.columns.find((c) => c.field === field)?.kind ?? 'text';
  const select = FIELDS.map((f) => (columns.has(f) ? `${typed(kindOf(f), q(columns.get(f)!))} AS ${f}` : `NULL AS ${f}`));
  const raws = [...columns].map(([field, name]) => `${q(name)} AS raw_${field}`);
  const empty = (field: Field) => `nullif(trim(raw_${field}), '') IS NULL`;
  // A footer line (AFM's disclaimer and last-update lines) fills the first column only; a row with no
  // cell filled is a blank line of a saved sheet.
  const others = [...columns.keys()].filter((field) => field !== 'holder_name').map(empty);
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${ROWS} AS
     SELECT *, is_footer AND regexp_matches(raw_holder_name, '(?i)^date last update') AS states_modified,
            CAST(TRY_STRPTIME(trim(${MODIFIED_TEXT}), '%d %b %Y') AS TIMESTAMP) AS modified
     FROM (SELECT *, coalesce(regexp_matches(trim(raw_holder_name), ${FOOTER}) AND ${others.join(' AND ')}, false)
                     OR (${[...columns.keys()].map(empty).join(' AND ')}) AS is_footer
           FROM (SELECT row_number() OVER (ORDER BY rowid) AS record, ${[...select, ...raws].join(', ')} FROM ${RAW}))`,
  );
  return { columns, skip: header.skip };
}

function checks(columns: Map<Field, string>, layout: RegisterLayout): RowCheck[] {
  const name = (field: Field) => columns.get(field)!;
  const data = 'NOT is_footer';
  const figure = layout.columns.find((c) => c.field === 'net_short_position')!.kind as 'percent' | 'fraction';
  const found: RowCheck[] = [
    { failed: `${data} AND holder_name IS NULL`, column: name('holder_name'), value: 'raw_holder_name', problem: 'where every position names its holder' },
    { failed: `${data} AND isin IS NULL`, column: name('isin'), value: 'raw_isin', problem: 'where every position names its ISIN' },
    {
      failed: `${data} AND isin IS NOT NULL AND NOT regexp_full_match(isin, '[A-Z]{2}[A-Z0-9]{9}[0-9]')`,
      column: name('isin'), value: 'raw_isin', problem: 'is not an ISIN (two letters, nine letters or digits, a check digit)',
    },
    { failed: `${data} AND net_short_position IS NULL`, column: name('net_short_position'), value: 'raw_net_short_position', problem: KIND_PROBLEM[figure] },
    {
      failed: `${data} AND (net_short_position < 0 OR net_short_position > ${FIGURE_RANGE[figure].max})`,
      column: name('net_short_position'), value: 'raw_net_short_position', problem: FIGURE_RANGE[figure].problem,
    },
    { failed: 'states_modified AND modified IS NULL', column: name('holder_name'), value: 'raw_holder_name', problem: 'does not state a date (Date last update 12 Aug 2025)' },
  ];
  for (const c of layout.columns.filter((c) => c.kind === 'date' && columns.has(c.field))) {
    const required = REQUIRED.includes(c.field);
    found.push({
      failed: `${data} AND ${c.field} IS NULL AND ${required ? 'true' : `nullif(trim(raw_${c.field}), '') IS NOT NULL`}`,
      column: name(c.field), value: `raw_${c.field}`, problem: KIND_PROBLEM.date,
    });
  }
  return found;
}

const KEY = FIELDS.map((f) => `s.${f} IS NOT DISTINCT FROM o.${f}`).join(' AND ');
const COLUMNS = FIELDS.join(', ');

export async function loadRegister(register: Register, layoutName: LayoutName, input: ImportInput): Promise<ImportCounts> {
  const { tx, file } = input;
  const layout: RegisterLayout = LAYOUTS[layoutName];
  const digest = sha256File(file);
  try {
    const { columns, skip } = await stage(tx, file, layout);
    const counted = await tx.one<{ n: number; modified: string | null; newest: string | null }>(
      `SELECT count(*) FILTER (WHERE NOT is_footer) AS n, strftime(max(modified), '%Y-%m-%d') AS modified,
              max(${NEWEST_OF_ROW('position_date')}) FILTER (WHERE NOT is_footer) AS newest
       FROM ${ROWS}`,
    );
    const rowsRead = Number(counted?.n ?? 0);
    if (rowsRead === 0) throw fileProblem(file, 'has no positions (only a header): an export without rows is not accepted as the register');
    await refuseRecords(tx, file, { path: file, skipLines: skip, headerRecords: 1 }, ROWS, 'record', checks(columns, layout));
    const stated = counted?.modified ?? null;
    const latestSha256 = await refuseOlderExport(tx, file, register, { stated, newest: counted?.newest ?? null });
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
    await recordExport(tx, input, register, { sha256: await digest, rows: rowsRead, stated, latestSha256 });
    return { format: 'csv', rowsRead, rowsAdded: added, replaced };
  } finally {
    await digest.catch(() => undefined);
    for (const table of [RAW, ROWS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
  }
}
