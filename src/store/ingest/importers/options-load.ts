/**
 * The reading code of the `options` importer (the layout is described in `./options.ts`): checks the file's
 * layout, stages and validates its rows set-based, and inserts the new ones. Loaded only when such a file
 * is ingested.
 */
import type { RowCheck } from '../find-problems';
import { readerDetail, fileProblem } from '../problems';
import { replaceSample, type ReplacedSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { ImportInput } from './importer';
import { refuseRecords } from './record-lines';

const RAW = 'options_ingest_raw';
const TEXT = 'options_ingest_text';
const TYPED = 'options_ingest_rows';

type Need = 'always' | 'contract' | 'optional';
type Kind = 'timestamp' | 'ticker' | 'date' | 'symbol' | 'type' | 'style' | 'price' | 'count' | 'positive' | 'positiveCount' | 'boolean' | 'number';

interface Column {
  name: string;
  need: Need;
  kind: Kind;
}

const column = (name: string, need: Need, kind: Kind): Column => ({ name, need, kind });

/** The layout, in the documented order. Names are matched case-insensitively; order does not matter. */
const COLUMNS: readonly Column[] = [
  column('observed_at', 'always', 'timestamp'),
  column('underlying', 'always', 'ticker'),
  column('expiration_date', 'always', 'date'),
  column('occ_symbol', 'always', 'symbol'),
  column('contract_type', 'contract', 'type'),
  column('exercise_style', 'contract', 'style'),
  column('strike_price', 'contract', 'positive'),
  column('shares_per_contract', 'contract', 'positiveCount'),
  column('active', 'contract', 'boolean'),
  column('snapshot_date', 'optional', 'date'),
  column('day_open', 'optional', 'price'),
  column('day_high', 'optional', 'price'),
  column('day_low', 'optional', 'price'),
  column('day_close', 'optional', 'price'),
  column('day_volume', 'optional', 'count'),
  column('day_vwap', 'optional', 'price'),
  column('implied_volatility', 'optional', 'price'),
  column('open_interest', 'optional', 'count'),
  column('open_interest_date', 'optional', 'date'),
  column('delta', 'optional', 'number'),
  column('gamma', 'optional', 'number'),
  column('theta', 'optional', 'number'),
  column('vega', 'optional', 'number'),
  column('bid_price', 'optional', 'price'),
  column('ask_price', 'optional', 'price'),
  column('quote_as_of', 'optional', 'timestamp'),
];

/** ISO-8601 date and time with an offset (`Z`, `±hh`, `±hhmm`, `±hh:mm`), seconds and fractions optional. */
const ISO_TIMESTAMP = String.raw`\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|z|[+-]\d{2}(:?\d{2})?)`;
const TICKER = String.raw`([A-Z]{4}:)?[A-Z0-9][A-Z0-9.-]{0,31}`;
const OCC = String.raw`[A-Z0-9][A-Z0-9:. -]{0,39}`;

/** SQL that is true when the text value `v` breaks the column's kind (it is not NULL). */
const broken: Readonly<Record<Kind, { test: (v: string) => string; problem: string }>> = {
  timestamp: { test: (v) => `NOT regexp_full_match(${v}, '${ISO_TIMESTAMP}') OR TRY_CAST(${v} AS TIMESTAMPTZ) IS NULL`, problem: 'is not an ISO-8601 timestamp with an offset' },
  ticker: { test: (v) => `NOT regexp_full_match(upper(${v}), '${TICKER}')`, problem: 'is not a ticker' },
  date: { test: (v) => `TRY_STRPTIME(${v}, '%Y-%m-%d') IS NULL`, problem: 'is not a yyyy-MM-dd date' },
  symbol: { test: (v) => `NOT regexp_full_match(upper(${v}), '${OCC}')`, problem: 'is not an OCC option symbol' },
  type: { test: (v) => `lower(${v}) NOT IN ('call', 'put')`, problem: 'is not call or put' },
  style: { test: (v) => `lower(${v}) NOT IN ('american', 'european')`, problem: 'is not american or european' },
  price: { test: (v) => `TRY_CAST(${v} AS DOUBLE) IS NULL OR NOT isfinite(TRY_CAST(${v} AS DOUBLE)) OR TRY_CAST(${v} AS DOUBLE) < 0`, problem: 'is not a non-negative number' },
  count: { test: (v) => `TRY_CAST(${v} AS DOUBLE) IS NULL OR TRY_CAST(${v} AS DOUBLE) < 0 OR TRY_CAST(${v} AS DOUBLE) <> floor(TRY_CAST(${v} AS DOUBLE))`, problem: 'is not a non-negative whole number' },
  positive: { test: (v) => `TRY_CAST(${v} AS DOUBLE) IS NULL OR NOT isfinite(TRY_CAST(${v} AS DOUBLE)) OR TRY_CAST(${v} AS DOUBLE) <= 0`, problem: 'is not a positive number' },
  positiveCount: { test: (v) => `TRY_CAST(${v} AS DOUBLE) IS NULL OR TRY_CAST(${v} AS DOUBLE) <= 0 OR TRY_CAST(${v} AS DOUBLE) <> floor(TRY_CAST(${v} AS DOUBLE))`, problem: 'is not a positive whole number' },
  boolean: { test: (v) => `lower(${v}) NOT IN ('true', 'false')`, problem: 'is not true or false' },
  number: { test: (v) => `TRY_CAST(${v} AS DOUBLE) IS NULL OR NOT isfinite(TRY_CAST(${v} AS DOUBLE))`, problem: 'is not a number' },
};

const q = (name: string): string => `"${name}"`;
/** The staged cell as the file wrote it (untrimmed), shown in refusals. */
const raw = (name: string): string => q(`raw_${name}`);

/** Every check of a row, in column order, then the checks across rows (see {@link CHECKED}). */
function checks(): RowCheck[] {
  const list: RowCheck[] = [];
  for (const c of COLUMNS) {
    const v = q(c.name);
    if (c.need === 'always' && c.name !== 'occ_symbol') list.push({ column: c.name, failed: `${v} IS NULL`, value: null, problem: 'is empty' });
    if (c.need === 'contract') list.push({ column: c.name, failed: `occ_symbol IS NOT NULL AND ${v} IS NULL`, value: null, problem: 'is empty on a contract row' });
    list.push({ column: c.name, failed: `${v} IS NOT NULL AND (${broken[c.kind].test(v)})`, value: raw(c.name), problem: broken[c.kind].problem });
  }
  const contractColumns = COLUMNS.filter((c) => c.need !== 'always').map((c) => q(c.name));
  list.push({
    column: 'occ_symbol',
    failed: `occ_symbol IS NULL AND coalesce(${contractColumns.join(', ')}) IS NOT NULL`,
    value: null,
    problem: 'is empty, so the row marks an empty snapshot and may carry only observed_at, underlying and expiration_date',
  });
  list.push({ column: 'occ_symbol', failed: 'occ_symbol IS NOT NULL AND same_contract_so_far > 1', value: raw('occ_symbol'), problem: 'repeats the occ_symbol and observed_at of an earlier row' });
  list.push({
    column: 'occ_symbol',
    failed: 'occ_symbol IS NULL AND contracts_in_snapshot > 0',
    value: null,
    problem: 'is empty, marking an empty snapshot, but the file has contracts in that snapshot',
  });
  return list;
}

/** {@link TEXT} with what the checks across rows compare (window functions cannot stand in a WHERE). */
const CHECKED = `(SELECT *,
  count(*) OVER (PARTITION BY upper(occ_symbol), TRY_CAST(observed_at AS TIMESTAMPTZ) ORDER BY row_index ROWS UNBOUNDED PRECEDING) AS same_contract_so_far,
  count(occ_symbol) OVER (PARTITION BY replace(upper(underlying), '.', '-'), expiration_date, TRY_CAST(observed_at AS TIMESTAMPTZ)) AS contracts_in_snapshot
  FROM ${TEXT}) AS checked`;

/** Reads the file as text into RAW; a file DuckDB cannot read as CSV is refused. */
async function readFile(tx: WriteTx, file: string): Promise<void> {
  try {
    await tx.run(`CREATE OR REPLACE TEMP TABLE ${RAW} AS SELECT * FROM read_csv(?, header = true, all_varchar = true, delim = ',', quote = '"', escape = '"')`, [file]);
  } catch (error) {
    throw fileProblem(file, `cannot be read as CSV: ${readerDetail(error)}`);
  }
}

/**
 * Checks the header; absent optional columns become NULL in TEXT, every value trimmed, empty = NULL, next
 * to the cell as written (`raw_…`). `row_index` is the 1-based data record.
 */
async function normalise(tx: WriteTx, file: string): Promise<void> {
  const names = (await tx.all<{ column_name: string }>(`SELECT column_name FROM (DESCRIBE ${RAW})`)).map((r) => r.column_name);
  const byLower = new Map(names.map((n) => [n.trim().toLowerCase(), n]));
  const unknown = names.filter((n) => !COLUMNS.some((c) => c.name === n.trim().toLowerCase()));
  if (unknown.length > 0) throw fileProblem(file, `has columns the options layout does not define: ${unknown.join(', ')} (see fds-ingest(1))`);
  const missing = COLUMNS.filter((c) => c.need !== 'optional' && !byLower.has(c.name)).map((c) => c.name);
  if (missing.length > 0) throw fileProblem(file, `lacks the required column(s) ${missing.join(', ')}`);
  const projection = COLUMNS.flatMap((c) => {
    const source = byLower.get(c.name);
    return source === undefined
      ? [`CAST(NULL AS VARCHAR) AS ${q(c.name)}`, `CAST(NULL AS VARCHAR) AS ${raw(c.name)}`]
      : [`nullif(trim(${q(source)}), '') AS ${q(c.name)}`, `${q(source)} AS ${raw(c.name)}`];
  });
  // rowid follows the file's order but need not start at 0 inside a transaction, so rows are ranked by it.
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${TEXT} AS SELECT row_number() OVER (ORDER BY rowid) AS row_index, ${projection.join(', ')} FROM ${RAW} ORDER BY rowid`,
  );
}

/** Refuses the file with every value that breaks a check, each with its file line (the header is line 1). */
function checkRules(tx: WriteTx, file: string): Promise<void> {
  return refuseRecords(tx, file, { path: file, skipLines: 0, headerRecords: 1 }, CHECKED, 'row_index', checks());
}

const instant = (v: string): string => `make_timestamp(epoch_us(CAST(${v} AS TIMESTAMPTZ)))`;
const date = (v: string): string => `CAST(strptime(${v}, '%Y-%m-%d') AS DATE)`;

/** Converts the checked text rows to their stored types. */
async function convert(tx: WriteTx): Promise<void> {
  const typed = COLUMNS.map((c) => {
    const v = q(c.name);
    switch (c.kind) {
      case 'timestamp': return `${instant(v)} AS ${v}`;
      case 'ticker': return `replace(upper(${v}), '.', '-') AS ${v}`;
      case 'date': return `${date(v)} AS ${v}`;
      case 'symbol': return `upper(${v}) AS ${v}`;
      case 'type': return `CASE lower(${v}) WHEN 'call' THEN 'Call' WHEN 'put' THEN 'Put' END AS ${v}`;
      case 'style': return `CASE lower(${v}) WHEN 'american' THEN 'American' WHEN 'european' THEN 'European' END AS ${v}`;
      case 'boolean': return `lower(${v}) = 'true' AS ${v}`;
      case 'count': case 'positiveCount': return `CAST(CAST(${v} AS DOUBLE) AS BIGINT) AS ${v}`;
      case 'price': case 'positive': case 'number': return `CAST(${v} AS DOUBLE) AS ${v}`;
    }
  });
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${TYPED} AS SELECT row_index, ${typed.join(', ')} FROM ${TEXT} ORDER BY row_index`);
}

const REFERENCE_COLUMNS = ['underlying', 'contract_type', 'exercise_style', 'strike_price', 'expiration_date', 'shares_per_contract', 'active'];

/** Inserts what is new; returns the file rows stored (snapshot rows, and empty-snapshot markers of new runs). */
async function insert(tx: WriteTx, input: ImportInput): Promise<number> {
  const { file, provenance } = input;
  const origin = `'ingest', ?, CAST(? AS TIMESTAMP)`;
  const from = [file, provenance.capturedAt];
  const changed = REFERENCE_COLUMNS.map((c) => `c.${c} IS DISTINCT FROM t.${c}`).join(' OR ');
  await tx.run(
    `INSERT INTO option_contracts
     SELECT t.occ_symbol, t.underlying, t.contract_type, t.exercise_style, t.strike_price, t.expiration_date,
            CAST(t.shares_per_contract AS INTEGER), t.active, t.observed_at, ${origin}
     FROM (SELECT * FROM ${TYPED} WHERE occ_symbol IS NOT NULL
           QUALIFY row_number() OVER (PARTITION BY occ_symbol ORDER BY observed_at DESC, row_index DESC) = 1) t
     LEFT JOIN (SELECT * FROM option_contracts WHERE occ_symbol IN (SELECT occ_symbol FROM ${TYPED})
                QUALIFY row_number() OVER (PARTITION BY occ_symbol ORDER BY as_of DESC) = 1) c ON c.occ_symbol = t.occ_symbol
     WHERE c.occ_symbol IS NULL OR (c.as_of < t.observed_at AND (${changed}))
     ORDER BY t.underlying, t.expiration_date, t.strike_price, t.contract_type, t.occ_symbol`,
    from,
  );
  const markers = await tx.one<{ n: number }>(
    `SELECT count(*) AS n FROM ${TYPED} t WHERE occ_symbol IS NULL AND NOT EXISTS (
       SELECT 1 FROM option_snapshot_runs r WHERE r.underlying = t.underlying AND r.expiration_date = t.expiration_date AND r.observed_at = t.observed_at)`,
  );
  await tx.run(
    `INSERT INTO option_snapshot_runs
     SELECT DISTINCT t.underlying, t.expiration_date, t.observed_at, ${origin} FROM ${TYPED} t
     WHERE NOT EXISTS (SELECT 1 FROM option_snapshot_runs r
                       WHERE r.underlying = t.underlying AND r.expiration_date = t.expiration_date AND r.observed_at = t.observed_at)
     ORDER BY 1, 2, 3`,
    from,
  );
  const snapshots = await tx.run(
    `INSERT INTO option_snapshots
     SELECT t.occ_symbol, t.observed_at, t.snapshot_date, t.day_open, t.day_high, t.day_low, t.day_close, t.day_volume, t.day_vwap,
            t.implied_volatility, t.open_interest, t.open_interest_date, t.delta, t.gamma, t.theta, t.vega, t.bid_price, t.ask_price,
            t.quote_as_of, ${origin}
     FROM ${TYPED} t
     WHERE t.occ_symbol IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM option_snapshots s WHERE s.occ_symbol = t.occ_symbol AND s.observed_at = t.observed_at)
     ORDER BY t.occ_symbol, t.observed_at`,
    from,
  );
  return snapshots + (markers?.n ?? 0);
}

export async function load(input: ImportInput): Promise<{ format: string; rowsRead: number; rowsAdded: number; replaced: ReplacedSample[] }> {
  const { tx, file } = input;
  await readFile(tx, file);
  await normalise(tx, file);
  await checkRules(tx, file);
  await convert(tx);
  const rowsRead = (await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${TYPED}`))?.n ?? 0;
  if (rowsRead === 0) throw fileProblem(file, 'has a header but no rows');
  const replaced = await replaceSample(tx, 'listing', `SELECT DISTINCT underlying AS key FROM ${TYPED}`);
  const rowsAdded = await insert(tx, input);
  for (const table of [RAW, TEXT, TYPED]) await tx.run(`DROP TABLE ${table}`);
  return { format: 'csv', rowsRead, rowsAdded, replaced };
}

