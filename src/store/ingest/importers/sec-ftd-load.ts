/**
 * The reading code of the `sec-ftd` importer (layout in `./sec-ftd.ts`): stages the file's lines (a zip's
 * one .txt unzipped first), reads the trailer, checks every value, maps symbols to listings, and writes
 * the rows and the span the file covers. Loaded only when such a file is ingested.
 */
import { basename } from 'node:path';
import { replaceSample, WHOLE_KEYS } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { RowCheck } from '../find-problems';
import { dropSymbols, mapStagedSymbols, SYMBOLS, symbolMapped, unmappedSymbols } from '../regulator-symbols';
import type { ImportCounts, Importer, ImportInput } from './importer';
import {
  compactDate, decimal, empty, expectHeader, headerOf, refuseStaged, stageLines, wholeNumber, writeCapture, type Capture,
} from './regulator-lines';
import { withZipEntry } from './zip-entry';

const LINES = 'sec_ftd_lines';
const ROWS = 'sec_ftd_rows';
const CAPTURE_ROWS = 'sec_ftd_capture';
const PERIOD_ROWS = 'sec_ftd_period';

const HEADER = ['SETTLEMENT DATE', 'CUSIP', 'SYMBOL', 'QUANTITY (FAILS)', 'DESCRIPTION', 'PRICE'];

const CAPTURE: Capture = {
  table: 'fails_to_deliver',
  key: ['ticker', 'cusip', 'settlement_date'],
  values: ['symbol', 'symbol_mapped', 'quantity', 'price', 'description'],
  order: ['ticker', 'settlement_date', 'cusip'],
};

const PERIODS: Capture = {
  table: 'fails_to_deliver_periods',
  key: ['period_start', 'period_end'],
  values: ['record_count', 'trailer_record_count', 'trailer_quantity', 'complete'],
  order: ['period_start', 'period_end'],
};

const cell = (i: number) => `cells[${i}]`;
/** A price cell that holds no price: `.` as the SEC writes it, or nothing. */
const noPrice = `coalesce(trim(${cell(6)}), '') IN ('', '.')`;

const whole = `len(cells) = ${HEADER.length}`;
const CHECKS: readonly RowCheck[] = [
  { failed: `NOT ${whole}`, column: null, value: 'text', problem: `does not have the ${HEADER.length} fields of the header`, detail: `len(cells) || ' fields'` },
  ...([
    { failed: `${compactDate(cell(1))} IS NULL`, column: 'SETTLEMENT DATE', value: cell(1), problem: 'is not a date in yyyyMMdd form' },
    { failed: empty(cell(2)), column: 'CUSIP', value: cell(2), problem: 'is missing: every row names its security' },
    { failed: `${wholeNumber(cell(4))} IS NULL`, column: 'QUANTITY (FAILS)', value: cell(4), problem: 'is not a whole number of shares' },
    { failed: `NOT ${noPrice} AND ${decimal(cell(6))} IS NULL`, column: 'PRICE', value: cell(6), problem: 'is not a price (a number, or . for none)' },
  ] satisfies RowCheck[]).map((check) => ({ ...check, failed: `${whole} AND (${check.failed})` })),
];

/** The key of a row: its listing, else its symbol as filed, else (no symbol) `CUSIP:` and its CUSIP. */
const TICKER = `coalesce((SELECT m.ticker FROM ${SYMBOLS} m WHERE m.raw = symbol), nullif(trim(symbol), ''), 'CUSIP:' || trim(${cell(2)}))`;

const CAPTURE_SELECT = `
SELECT ${compactDate(cell(1))} AS settlement_date, upper(trim(${cell(2)})) AS cusip, ${TICKER} AS ticker, coalesce(trim(symbol), '') AS symbol,
       ${symbolMapped('symbol')} AS symbol_mapped, ${wholeNumber(cell(4))} AS quantity,
       CASE WHEN ${noPrice} THEN NULL ELSE ${decimal(cell(6))} END AS price, nullif(trim(${cell(5)}), '') AS description, line
FROM ${ROWS}
QUALIFY row_number() OVER (PARTITION BY ticker, cusip, settlement_date ORDER BY line) = 1`;

/** The half month a file name states (`cnsfails202009a` → 2020-09-01 to 2020-09-15), or null. */
export function periodInName(name: string): { start: string; end: string } | null {
  const m = /cnsfails(\d{4})(\d{2})([ab])/i.exec(name);
  if (m === null) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const [from, to] = m[3]!.toLowerCase() === 'a' ? [1, 15] : [16, lastDay];
  return { start: `${year}-${pad(month)}-${pad(from)}`, end: `${year}-${pad(month)}-${pad(to)}` };
}

const TRAILER_COUNT = /^\s*Trailer record count\s+(\d+)\s*$/i;
const TRAILER_QUANTITY = /^\s*Trailer total quantity of shares\s+(\d+)\s*$/i;

/** The numbers of the trailer lines, each null when the file has no such line. */
async function trailer(tx: WriteTx): Promise<{ count: number | null; quantity: number | null }> {
  const lines = await tx.all<{ text: string }>(`SELECT text FROM ${LINES} WHERE line > 1 AND starts_with(lower(ltrim(text)), 'trailer') ORDER BY line`);
  const found = (pattern: RegExp): number | null => {
    for (const { text } of lines) {
      const m = pattern.exec(text);
      if (m !== null) return Number(m[1]);
    }
    return null;
  };
  return { count: found(TRAILER_COUNT), quantity: found(TRAILER_QUANTITY) };
}

/** Loads one fails file (already unzipped) that `shown` names in messages and `name` names for its span. */
async function loadFile(input: ImportInput, path: string, shown: string, name: string, format: string): Promise<ImportCounts> {
  const { tx, provenance } = input;
  try {
    await stageLines(tx, path, shown, LINES);
    expectHeader(shown, await headerOf(tx, LINES), HEADER, 'an SEC fails-to-deliver file');
    const trail = await trailer(tx);
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${ROWS} AS
       SELECT line, text, cells, cells[3] AS symbol FROM ${LINES}
       WHERE line > 1 AND trim(text) <> '' AND NOT starts_with(lower(ltrim(text)), 'trailer')`,
    );
    const rowsRead = Number((await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${ROWS}`))?.n ?? 0);
    await refuseStaged(tx, shown, ROWS, CHECKS, false);

    await mapStagedSymbols(tx, ROWS, 'symbol');
    await tx.run(`CREATE OR REPLACE TEMP TABLE ${CAPTURE_ROWS} AS ${CAPTURE_SELECT}`);
    const named = periodInName(name);
    const quantity = Number((await tx.one<{ q: number | null }>(`SELECT sum(quantity) AS q FROM ${CAPTURE_ROWS}`))?.q ?? 0);
    const complete = (trail.count === null || trail.count === rowsRead) && (trail.quantity === null || trail.quantity === quantity);
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${PERIOD_ROWS} AS
       SELECT least(CAST(? AS DATE), min(settlement_date)) AS period_start, greatest(CAST(? AS DATE), max(settlement_date)) AS period_end,
              CAST(? AS BIGINT) AS record_count, CAST(? AS BIGINT) AS trailer_record_count, CAST(? AS BIGINT) AS trailer_quantity, ? AS complete
       FROM ${CAPTURE_ROWS}
       HAVING period_start IS NOT NULL`,
      [named?.start ?? null, named?.end ?? null, rowsRead, trail.count, trail.quantity, complete],
    );

    const replaced = [
      ...(await replaceSample(tx, 'fails-to-deliver', `SELECT DISTINCT ticker AS key FROM ${CAPTURE_ROWS} WHERE symbol_mapped`)),
      ...(await replaceSample(tx, 'ftd-coverage', 'SELECT ? AS key', [WHOLE_KEYS.ftdCoverage])),
    ];
    const rowsAdded = await writeCapture(tx, CAPTURE, CAPTURE_ROWS, provenance);
    await writeCapture(tx, PERIODS, PERIOD_ROWS, provenance);
    return { format, rowsRead, rowsAdded, replaced, unmappedSymbols: await unmappedSymbols(tx, CAPTURE_ROWS, 'ticker', 'NOT symbol_mapped') };
  } finally {
    for (const table of [LINES, ROWS, CAPTURE_ROWS, PERIOD_ROWS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
    await dropSymbols(tx);
  }
}

export const load: Importer['load'] = (input) =>
  input.extension === '.zip'
    ? withZipEntry(input.file, /\.txt$/i, 'a .txt fails-to-deliver file', (path, shown) => loadFile(input, path, shown, `${basename(path)} ${basename(input.file)}`, 'zip'))
    : loadFile(input, input.file, input.file, basename(input.file), 'text');
