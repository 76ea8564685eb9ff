/**
 * The reading code of the `fda-catalysts` importer (the layout is described in `./fda-catalysts.ts`): checks the file's
 * layout, stages and validates its rows set-based, and inserts the new ones. Loaded only when such a file
 * is ingested.
 */
import { fileProblem, quoteValue } from '../problems';
import {
  blankRow, checkRows, dropStagedRows, GAUGE_ROWS, headerCells, headLines, isoDate, missing, stageRows, type StagedColumn,
} from './gauges-csv';
import type { Importer } from './importer';
import { replaceSample, WHOLE_KEYS } from '../../sample-keys';

const NAMES = ['meeting_date', 'end_date', 'title', 'center', 'catalyst_type', 'source_url'] as const;
const column = (name: string): StagedColumn => ({ name, label: name });
const [MEETING, END, TITLE, CENTER, TYPE, URL] = NAMES.map(column) as [StagedColumn, StagedColumn, StagedColumn, StagedColumn, StagedColumn, StagedColumn];
const COLUMNS = [MEETING, END, TITLE, CENTER, TYPE, URL];
/** The header is the file's one line before the data. */
const HEADER_LINES = 1;

/** The last day: the given end_date, or the meeting date for a one-day meeting written with an empty end_date. */
const endDate = `CASE WHEN ${missing(END)} THEN ${isoDate(MEETING)} ELSE ${isoDate(END)} END`;

const INSERT = `
INSERT INTO fda_catalysts
SELECT meeting_date, end_date, title, center, catalyst_type, source_url, 'ingest', ?, CAST(? AS TIMESTAMP)
FROM (
  SELECT ${isoDate(MEETING)} AS meeting_date, ${endDate} AS end_date, trim(title) AS title, upper(trim(center)) AS center,
         trim(catalyst_type) AS catalyst_type, trim(source_url) AS source_url, record AS line
  FROM ${GAUGE_ROWS}
  WHERE NOT (${blankRow(COLUMNS)})
) AS f
WHERE NOT EXISTS (SELECT 1 FROM fda_catalysts c WHERE c.meeting_date = f.meeting_date AND c.title = f.title)
QUALIFY row_number() OVER (PARTITION BY meeting_date, title ORDER BY line) = 1
ORDER BY meeting_date, title`;

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const [first = ''] = await headLines(file, 1);
  if (headerCells(first).join(',') !== NAMES.join(',').toUpperCase()) {
    throw fileProblem(file, `is not an fds catalyst CSV: the first line must be ${NAMES.join(',')}, found ${quoteValue(first)}`);
  }
  const rowsRead = await stageRows(tx, file, HEADER_LINES, COLUMNS);
  await checkRows(tx, file, HEADER_LINES, COLUMNS, [
    { column: MEETING, failed: `${isoDate(MEETING)} IS NULL`, problem: 'is not a date in yyyy-MM-dd form' },
    { column: END, failed: `NOT ${missing(END)} AND ${isoDate(END)} IS NULL`, problem: 'is not a date in yyyy-MM-dd form' },
    { column: END, failed: `${endDate} < ${isoDate(MEETING)}`, problem: 'is before meeting_date' },
    ...[TITLE, CENTER, TYPE].map((c) => ({ column: c, failed: missing(c), problem: 'is missing: the value is required' })),
    {
      column: URL,
      failed: `NOT coalesce(regexp_full_match(trim(${URL.name}), 'https?://[^[:space:]]+'), false)`,
      problem: 'is not an http or https URL',
    },
  ]);
  // The synthetic meetings are one invented calendar: a real file replaces all of it.
  const replaced = rowsRead === 0 ? [] : await replaceSample(tx, 'fda-catalysts', 'SELECT ? AS key', [WHOLE_KEYS.fdaCatalysts]);
  const rowsAdded = await tx.run(INSERT, [provenance.file, provenance.capturedAt]);
  await dropStagedRows(tx);
  return { format: 'csv', rowsRead, rowsAdded, replaced };
};
