/**
 * The reading code of the `finra-short-volume` importer (layout in `./finra-short-volume.ts`): stages the
 * file's lines, checks the header, the record-count trailer and every value, maps symbols to listings and
 * writes the rows. Loaded only when such a file is ingested.
 */
import { basename } from 'node:path';
import { replaceSample } from '../../sample-keys';
import { refuseProblems, type RowCheck } from '../find-problems';
import { fileProblem, fileProblems, quoteValue } from '../problems';
import { dropSymbols, mapStagedSymbols, storedTicker, symbolMapped, unmappedSymbols } from '../regulator-symbols';
import type { Importer } from './importer';
import { compactDate, decimal, empty, expectHeader, headerOf, stageLines, writeCapture, type Capture } from './regulator-lines';

const LINES = 'finra_sv_lines';
const ROWS = 'finra_sv_rows';
const CAPTURE_ROWS = 'finra_sv_capture';

const HEADER = ['Date', 'Symbol', 'ShortVolume', 'ShortExemptVolume', 'TotalVolume', 'Market'];

/** The files FINRA posts each day, by the prefix of their names. */
export const FACILITIES = ['CNMS', 'FNSQ', 'FNQC', 'FNYX', 'FNRA', 'FORF'] as const;

const CAPTURE: Capture = {
  table: 'short_volume_daily',
  key: ['ticker', 'date', 'facility'],
  values: ['symbol', 'symbol_mapped', 'markets', 'short_volume', 'short_exempt_volume', 'total_volume'],
  order: ['ticker', 'date', 'facility'],
};

/** The facility the file name states (`CNMSshvol20260730.txt` → CNMS), or a refusal. */
function facilityOf(file: string): string {
  const match = /^([A-Za-z]{4})shvol/i.exec(basename(file));
  const code = match?.[1]?.toUpperCase();
  if (code === undefined || !(FACILITIES as readonly string[]).includes(code)) {
    throw fileProblem(
      file,
      `is not named as FINRA names its daily short-sale volume files (${FACILITIES.map((f) => `${f}shvol`).join(', ')} and the date), `
      + 'so whether its rows are the consolidated figures or one facility\'s is unknown',
    );
  }
  return code;
}

/** The line of the record-count trailer: the last line that is not blank, holding only digits. */
async function trailer(tx: Parameters<Importer['load']>[0]['tx'], file: string): Promise<{ line: number; count: number }> {
  const last = await tx.one<{ line: number; text: string }>(`SELECT line, text FROM ${LINES} WHERE line > 1 AND trim(text) <> '' ORDER BY line DESC LIMIT 1`);
  if (last === undefined) throw fileProblem(file, 'has no rows and no record-count trailer after its header');
  if (!/^\s*\d+\s*$/.test(last.text)) {
    throw fileProblem(file, `ends without its record-count trailer (FINRA ends the file with a line holding only the count of records; the last line is ${quoteValue(last.text)}), so it may be cut`);
  }
  return { line: Number(last.line), count: Number(last.text.trim()) };
}

const cell = (i: number) => `cells[${i}]`;

/** A line with the header's fields is checked value by value; one with another count is one problem. */
const whole = `len(cells) = ${HEADER.length}`;
const CHECKS: readonly RowCheck[] = [
  { failed: `NOT ${whole}`, column: null, value: 'text', problem: `does not have the ${HEADER.length} fields of the header`, detail: `len(cells) || ' fields'` },
  ...([
    { failed: `${compactDate(cell(1))} IS NULL`, column: 'Date', value: cell(1), problem: 'is not a date in yyyyMMdd form' },
    { failed: empty(cell(2)), column: 'Symbol', value: cell(2), problem: 'is missing: every row names its security' },
    { failed: `${decimal(cell(3))} IS NULL`, column: 'ShortVolume', value: cell(3), problem: 'is not a non-negative number of shares' },
    { failed: `${decimal(cell(4))} IS NULL`, column: 'ShortExemptVolume', value: cell(4), problem: 'is not a non-negative number of shares' },
    { failed: `${decimal(cell(5))} IS NULL`, column: 'TotalVolume', value: cell(5), problem: 'is not a non-negative number of shares' },
    { failed: `NOT regexp_full_match(trim(${cell(6)}), '[A-Za-z](,[A-Za-z])*')`, column: 'Market', value: cell(6), problem: 'is not a facility code or a comma list of them (B,Q,N)' },
  ] satisfies RowCheck[]).map((check) => ({ ...check, failed: `${whole} AND (${check.failed})` })),
];

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const facility = facilityOf(file);
  try {
    await stageLines(tx, file, file, LINES);
    expectHeader(file, await headerOf(tx, LINES), HEADER, 'a FINRA daily short-sale volume file');
    const end = await trailer(tx, file);
    await tx.run(`CREATE OR REPLACE TEMP TABLE ${ROWS} AS SELECT line, text, cells FROM ${LINES} WHERE line > 1 AND line < ? AND trim(text) <> ''`, [end.line]);
    const rowsRead = Number((await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${ROWS}`))?.n ?? 0);
    if (rowsRead !== end.count) {
      throw fileProblems(file, [{
        line: end.line, column: null, value: String(end.count),
        problem: `is the record count of the trailer, but the file holds ${rowsRead} record${rowsRead === 1 ? '' : 's'}: it is cut or was edited`,
      }]);
    }
    await refuseProblems(tx, file, ROWS, 'line', CHECKS);

    await tx.run(`ALTER TABLE ${ROWS} ADD COLUMN symbol VARCHAR`);
    await tx.run(`UPDATE ${ROWS} SET symbol = cells[2]`);
    await mapStagedSymbols(tx, ROWS, 'symbol');
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${CAPTURE_ROWS} AS
       SELECT ${compactDate(cell(1))} AS date, ${storedTicker('symbol')} AS ticker, trim(symbol) AS symbol, ${symbolMapped('symbol')} AS symbol_mapped,
              ? AS facility, upper(trim(${cell(6)})) AS markets,
              ${decimal(cell(3))} AS short_volume, ${decimal(cell(4))} AS short_exempt_volume, ${decimal(cell(5))} AS total_volume, line
       FROM ${ROWS}
       QUALIFY row_number() OVER (PARTITION BY ticker, date ORDER BY line) = 1`,
      [facility],
    );
    const replaced = await replaceSample(tx, 'short-volume', `SELECT DISTINCT ticker AS key FROM ${CAPTURE_ROWS} WHERE symbol_mapped`);
    const rowsAdded = await writeCapture(tx, CAPTURE, CAPTURE_ROWS, provenance);
    return { format: 'text', rowsRead, rowsAdded, replaced, unmappedSymbols: await unmappedSymbols(tx, ROWS, 'symbol') };
  } finally {
    for (const table of [LINES, ROWS, CAPTURE_ROWS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
    await dropSymbols(tx);
  }
};
