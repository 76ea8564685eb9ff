/**
 * The reading code of the `vix` importer (the layout is described in `./vix.ts`): checks the file's
 * layout, stages and validates its rows set-based, and inserts the new ones. Loaded only when such a file
 * is ingested.
 */
import {
  blankRow, checkRows, dropStagedRows, GAUGE_ROWS, headerCells, headLines, missing, notNonNegativeNumber, stageRows, usDate,
  type StagedColumn,
} from './gauges-csv';
import { fileProblem, quoteValue } from '../problems';
import { replaceSample, WHOLE_KEYS } from '../../sample-keys';
import type { Importer } from './importer';

const HEADER = ['DATE', 'OPEN', 'HIGH', 'LOW', 'CLOSE'];
/** The header is the file's one line before the data. */
const HEADER_LINES = 1;
const column = (name: string): StagedColumn => ({ name, label: name.toUpperCase() });
const DATE = column('date');
const LEVELS = ['open', 'high', 'low', 'close'].map(column);
const COLUMNS = [DATE, ...LEVELS];

/** Cboe rows enter as source `cboe`; the file and capture time are bound. */
const INSERT = `
INSERT INTO vix_daily
SELECT date, open, high, low, close, 'cboe', ?, CAST(? AS TIMESTAMP)
FROM (
  SELECT ${usDate(DATE)} AS date, ${LEVELS.map((c) => `CAST(trim(${c.name}) AS DOUBLE) AS ${c.name}`).join(', ')}, record AS line
  FROM ${GAUGE_ROWS}
  WHERE NOT (${blankRow(COLUMNS)})
) AS f
WHERE NOT EXISTS (SELECT 1 FROM vix_daily v WHERE v.date = f.date)
QUALIFY row_number() OVER (PARTITION BY date ORDER BY line) = 1
ORDER BY date`;

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const [first = ''] = await headLines(file, 1);
  const found = headerCells(first);
  if (found.join(',') !== HEADER.join(',')) {
    throw fileProblem(file, `is not a Cboe VIX history file: the first line must be ${HEADER.join(',')}, found ${quoteValue(first)}`);
  }
  const rowsRead = await stageRows(tx, file, HEADER_LINES, COLUMNS);
  await checkRows(tx, file, HEADER_LINES, COLUMNS, [
    { column: DATE, failed: `${usDate(DATE)} IS NULL`, problem: 'is not a date in MM/DD/YYYY form' },
    ...LEVELS.flatMap((c) => [
      { column: c, failed: missing(c), problem: 'is missing: every level is required' },
      { column: c, failed: notNonNegativeNumber(c), problem: 'is not a non-negative number' },
    ]),
  ]);
  // The VIX is one series: any real session replaces the whole synthetic one.
  const replaced = rowsRead === 0 ? [] : await replaceSample(tx, 'vix', 'SELECT ? AS key', [WHOLE_KEYS.vix]);
  const rowsAdded = await tx.run(INSERT, [provenance.file, provenance.capturedAt]);
  await dropStagedRows(tx);
  return { format: 'csv', rowsRead, rowsAdded, replaced };
};
