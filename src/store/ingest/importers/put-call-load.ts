/**
 * The reading code of the `put-call` importer (the layout is described in `./put-call.ts`): checks the file's
 * layout, stages and validates its rows set-based, and inserts the new ones. Loaded only when such a file
 * is ingested.
 */
import { fileProblem, quoteValue } from '../problems';
import type { PutCallType } from '../../../engine/gauges/schemas';
import {
  blankRow, checkRows, dropStagedRows, GAUGE_ROWS, headerCells, headLines, missing, notNonNegativeNumber, notWholeNumber,
  stageRows, usDate, type StagedColumn,
} from './gauges-csv';
import type { Importer } from './importer';
import { replaceSample } from '../../sample-keys';

/** Lines searched for the product line and the header: Cboe puts them on lines 2 and 3. */
const PREAMBLE_LINES = 10;

/**
 * Cboe's product wording → the API's type. Cboe writes `TOTAL`, `EQUITY`, `INDEX`, `VIX`, `ETP` (some
 * vintages spell products out, e.g. `INDEX OPTIONS`, `EXCHANGE TRADED PRODUCTS`), so the words are
 * matched, VIX before INDEX ("VIX INDEX OPTIONS" is a VIX product).
 */
const PRODUCT_WORDS: readonly (readonly [RegExp, PutCallType])[] = [
  [/^TOTAL\b/, 'Total'],
  [/\bVIX\b|\bVOLATILITY\b/, 'Vix'],
  [/\bETPS?\b|\bEXCHANGE[ -]TRADED\b|\bETFS?\b/, 'Etp'],
  [/\bEQUITY\b|\bEQUITIES\b/, 'Equity'],
  [/\bINDEX\b|\bINDICES\b|\bINDEXES\b/, 'Index'],
];

/** The product of a `PRODUCT: …` cell, or null when the wording names none of the five. */
export function putCallProduct(wording: string): PutCallType | null {
  const words = wording.trim().toUpperCase();
  return PRODUCT_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

const column = (name: string, label: string): StagedColumn => ({ name, label });
const DATE = column('date', 'DATE');
const CALLS = column('calls', 'CALLS');
const PUTS = column('puts', 'PUTS');
const TOTAL = column('total', 'TOTAL');
const RATIO = column('ratio', 'P/C Ratio');
const COLUMNS = [DATE, CALLS, PUTS, TOTAL, RATIO];

/** Header cells accepted in each position (upper case); Cboe has written both CALL and CALLS. */
const HEADER: readonly (readonly string[])[] = [['DATE'], ['CALLS', 'CALL'], ['PUTS', 'PUT'], ['TOTAL'], ['P/C RATIO', 'P/C']];
const HEADER_TEXT = 'DATE,CALLS,PUTS,TOTAL,P/C Ratio';

const INSERT = `
INSERT INTO put_call_ratios
SELECT ?, date, calls, puts, total, ratio, 'cboe', ?, CAST(? AS TIMESTAMP)
FROM (
  SELECT ${usDate(DATE)} AS date, CAST(trim(calls) AS BIGINT) AS calls, CAST(trim(puts) AS BIGINT) AS puts,
         CAST(trim(total) AS BIGINT) AS total, CAST(trim(ratio) AS DOUBLE) AS ratio, record AS line
  FROM ${GAUGE_ROWS}
  WHERE NOT (${blankRow(COLUMNS)})
) AS f
WHERE NOT EXISTS (SELECT 1 FROM put_call_ratios p WHERE p.type = ? AND p.date = f.date)
QUALIFY row_number() OVER (PARTITION BY date ORDER BY line) = 1
ORDER BY date`;

interface Layout {
  type: PutCallType;
  /** Lines before the first data row (preamble and header). */
  skip: number;
}

/** Finds the header and the product line before it, or refuses the file saying what is missing. */
function readLayout(file: string, lines: readonly string[]): Layout {
  const headerAt = lines.findIndex((line) => headerCells(line)[0] === 'DATE');
  const header = headerAt < 0 ? [] : headerCells(lines[headerAt]!);
  const headerMatches = header.length === HEADER.length && HEADER.every((accepted, i) => accepted.includes(header[i]!));
  if (!headerMatches) {
    const found = headerAt < 0 ? 'no line starting with DATE' : quoteValue(lines[headerAt]!);
    throw fileProblem(file, `is not a Cboe put/call ratio file: expected the header ${HEADER_TEXT} within its first lines, found ${found}`);
  }
  const productLine = lines.slice(0, headerAt).find((line) => /PRODUCT:/i.test(line));
  if (productLine === undefined) {
    throw fileProblem(
      file,
      'has no product line before its header (Cboe writes ", PRODUCT: TOTAL,,EXCHANGE: Cboe,"), so the put/call type it holds is unknown',
    );
  }
  const wording = /PRODUCT:\s*([^,]*)/i.exec(productLine)![1]!;
  const type = putCallProduct(wording);
  if (type === null) {
    throw fileProblem(file, `names the product ${quoteValue(wording.trim())}, which is none of TOTAL, EQUITY, INDEX, VIX, ETP`);
  }
  return { type, skip: headerAt + 1 };
}

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const { type, skip } = readLayout(file, await headLines(file, PREAMBLE_LINES));
  const rowsRead = await stageRows(tx, file, skip, COLUMNS);
  await checkRows(tx, file, skip, COLUMNS, [
    { column: DATE, failed: `${usDate(DATE)} IS NULL`, problem: 'is not a date in MM/DD/YYYY form' },
    ...[CALLS, PUTS, TOTAL].map((c) => ({ column: c, failed: notWholeNumber(c), problem: 'is not a whole number of contracts' })),
    { column: RATIO, failed: missing(RATIO), problem: 'is missing: every row needs its ratio' },
    { column: RATIO, failed: notNonNegativeNumber(RATIO), problem: 'is not a non-negative number' },
  ]);
  const replaced = rowsRead === 0 ? [] : await replaceSample(tx, 'put-call', 'SELECT ? AS key', [type]);
  const rowsAdded = await tx.run(INSERT, [type, provenance.file, provenance.capturedAt, type]);
  await dropStagedRows(tx);
  return { format: 'csv', rowsRead, rowsAdded, replaced };
};
