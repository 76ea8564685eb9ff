/**
 * The reading code of the `fx-rates` importer (the layouts are described in `./fx-rates.ts`): reads the
 * header by name, stages the rows as text, refuses every bad date or rate at once, then unpivots the quoted
 * rates into `fx_rates`. Loaded only when such a file is ingested.
 */
import { replaceSample, type ReplacedSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { fileProblem, quoteValue } from '../problems';
import { checkRows, dropStagedRows, GAUGE_ROWS, headLines, missing, stageRows, type RowRule, type StagedColumn } from './gauges-csv';
import type { Importer } from './importer';

/** The base of the reference rates: never a column of the file. */
const BASE = 'EUR';
/** The header is the file's one line before the data. */
const HEADER_LINES = 1;

/** A currency column of the file: its staged name (`c0`, `c1`, … from code, never from the file) and its ISO code. */
interface CurrencyColumn extends StagedColumn {
  currency: string;
}

/** The header's layout: the date column, the currency columns, and empty trailing cells (the final comma). */
interface Layout {
  date: StagedColumn;
  currencies: CurrencyColumn[];
  trailing: StagedColumn[];
}

/** Reads the header by name; refuses anything that is not Date followed by distinct ISO codes. */
export function readHeader(file: string, line: string): Layout {
  const cells = line.split(',').map((cell) => cell.trim());
  let end = cells.length;
  while (end > 1 && cells[end - 1] === '') end -= 1;
  const [first = ''] = cells;
  if (first.toLowerCase() !== 'date') {
    throw fileProblem(file, `is not an ECB reference-rate file: the first column must be Date, found ${quoteValue(first)}`);
  }
  const codes = cells.slice(1, end);
  if (codes.length === 0) throw fileProblem(file, 'has no currency column after Date');
  const seen = new Set<string>();
  const currencies = codes.map((code, i): CurrencyColumn => {
    if (!/^[A-Z]{3}$/.test(code)) throw fileProblem(file, `has the column ${quoteValue(code)}, which is not a three-letter ISO currency code`);
    if (code === BASE) throw fileProblem(file, `has a ${BASE} column: the rates are per euro, ${BASE} is the base and is 1 by definition`);
    if (seen.has(code)) throw fileProblem(file, `has the currency column ${code} twice`);
    seen.add(code);
    return { name: `c${i}`, label: code, currency: code };
  });
  const trailing = cells.slice(end).map((_, i): StagedColumn => ({ name: `trailing${i}`, label: `column ${end + i + 1}` }));
  return { date: { name: 'date_text', label: first }, currencies, trailing };
}

/** SQL: the date of the row in either published form (`2025-05-09`, `09 May 2025`), NULL when neither. */
const parsedDate = (c: StagedColumn): string => `CAST(CASE
  WHEN regexp_full_match(trim(${c.name}), '[0-9]{4}-[0-9]{2}-[0-9]{2}') THEN TRY_STRPTIME(trim(${c.name}), '%Y-%m-%d')
  WHEN regexp_full_match(trim(${c.name}), '[0-9]{1,2} [A-Za-z]+ [0-9]{4}') THEN TRY_STRPTIME(trim(${c.name}), '%d %B %Y')
END AS DATE)`;

/** SQL: the cell says the currency was not quoted (N/A or empty). */
const notQuoted = (c: StagedColumn): string => `coalesce(trim(${c.name}), '') IN ('', 'N/A')`;

/** SQL: a quoted cell that is not a positive decimal with at most 12 decimals (what DECIMAL(38, 12) keeps exactly). */
const notRate = (c: StagedColumn): string =>
  `NOT (${notQuoted(c)}) AND NOT coalesce(regexp_full_match(trim(${c.name}), '[0-9]{1,26}(\\.[0-9]{1,12})?') AND TRY_CAST(trim(${c.name}) AS DECIMAL(38, 12)) > 0, false)`;

/** The rules every non-blank row must pass, the date first. */
function rules(layout: Layout): RowRule[] {
  return [
    { column: layout.date, failed: missing(layout.date), problem: 'is missing: every row is dated' },
    { column: layout.date, failed: `NOT ${missing(layout.date)} AND ${parsedDate(layout.date)} IS NULL`, problem: 'is not a date in yyyy-MM-dd or 09 May 2025 form' },
    ...layout.currencies.map((c) => ({ column: c, failed: notRate(c), problem: 'is neither a positive rate per euro (at most 12 decimals) nor N/A' })),
    ...layout.trailing.map((c) => ({ column: c, failed: `NOT (${missing(c)})`, problem: 'is in a column without a header' })),
  ];
}

/**
 * Unpivots the staged rows into one row per date and quoted currency, keeps the first of a key repeated in
 * the file, and inserts the keys not stored yet, in key order. Currency codes are bound, one per column.
 */
async function insertRates(tx: WriteTx, layout: Layout, sourceFile: string, capturedAt: string): Promise<{ rowsRead: number; rowsAdded: number; replaced: ReplacedSample[] }> {
  const perCurrency = layout.currencies.map(
    (c) => `SELECT ${parsedDate(layout.date)} AS date, CAST(? AS VARCHAR) AS currency, CAST(trim(${c.name}) AS DECIMAL(38, 12)) AS per_euro, record AS line
            FROM ${GAUGE_ROWS} WHERE NOT (${notQuoted(c)})`,
  );
  const codes = layout.currencies.map((c) => c.currency);
  await tx.run(`CREATE OR REPLACE TEMP TABLE fx_ingest_rates AS ${perCurrency.join('\nUNION ALL\n')}`, codes);
  const read = await tx.one<{ n: number }>('SELECT count(*) AS n FROM fx_ingest_rates');
  const replaced = await replaceSample(tx, 'fx-currency', 'SELECT DISTINCT currency AS key FROM fx_ingest_rates');
  const rowsAdded = await tx.run(
    `INSERT INTO fx_rates (date, currency, per_euro, source, source_file, captured_at)
     SELECT s.date, s.currency, s.per_euro, 'ecb', ?, CAST(? AS TIMESTAMP)
     FROM fx_ingest_rates s
     ANTI JOIN fx_rates r ON r.date = s.date AND r.currency = s.currency
     QUALIFY row_number() OVER (PARTITION BY s.date, s.currency ORDER BY s.line) = 1
     ORDER BY s.date, s.currency`,
    [sourceFile, capturedAt],
  );
  await tx.run('DROP TABLE fx_ingest_rates');
  return { rowsRead: read?.n ?? 0, rowsAdded, replaced };
}

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const [header = ''] = await headLines(file, 1);
  const layout = readHeader(file, header);
  const columns = [layout.date, ...layout.currencies, ...layout.trailing];
  await stageRows(tx, file, HEADER_LINES, columns);
  await checkRows(tx, file, HEADER_LINES, columns, rules(layout));
  const counts = await insertRates(tx, layout, provenance.file, provenance.capturedAt);
  await dropStagedRows(tx);
  return { format: 'csv', ...counts };
};
