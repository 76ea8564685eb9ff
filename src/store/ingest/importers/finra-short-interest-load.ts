/**
 * The reading code of the `finra-short-interest` importer (layouts in `./finra-short-interest.ts`): stages
 * the pipe file's lines, or the JSON body's objects, as text cells in one field order, checks every value,
 * maps symbols to listings and writes the rows. Loaded only when such a file is ingested.
 */
import { replaceSample } from '../../sample-keys';
import type { RowCheck } from '../find-problems';
import { fileProblem } from '../problems';
import { dropSymbols, mapStagedSymbols, storedTicker, symbolMapped, unmappedSymbols } from '../regulator-symbols';
import type { Importer } from './importer';
import {
  dashedDate, decimal, empty, headerOf, refuseStaged, signedWholeNumber, stageJsonRecords, stageLines, wholeNumber, writeCapture, type Capture,
} from './regulator-lines';

const LINES = 'finra_si_lines';
const ROWS = 'finra_si_rows';
const CAPTURE_ROWS = 'finra_si_capture';

/** The fields read, in the order of the staged cells; the required ones must be in a file's header. */
const FIELDS = [
  'symbolCode', 'issueName', 'issuerServicesGroupExchangeCode', 'marketClassCode', 'currentShortPositionQuantity',
  'previousShortPositionQuantity', 'stockSplitFlag', 'averageDailyVolumeQuantity', 'daysToCoverQuantity', 'revisionFlag',
  'changePercent', 'changePreviousNumber', 'settlementDate',
] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: readonly Field[] = ['symbolCode', 'currentShortPositionQuantity', 'settlementDate'];

/** SQL of a field's staged cell. */
const f = (field: Field): string => `cells[${FIELDS.indexOf(field) + 1}]`;

/** FINRA's cap on days to cover, also filed as a placeholder when there is no volume. */
export const DAYS_TO_COVER_CAP = 999.99;

const CAPTURE: Capture = {
  table: 'short_interest',
  key: ['ticker', 'settlement_date'],
  values: [
    'symbol', 'symbol_mapped', 'issue_name', 'market_class', 'exchange_code', 'short_position', 'previous_short_position',
    'change_in_short_position', 'change_percent', 'average_daily_volume', 'days_to_cover', 'days_to_cover_placeholder', 'revised', 'split',
  ],
  order: ['ticker', 'settlement_date'],
};

const optional = (field: Field, failed: string): string => `NOT ${empty(f(field))} AND ${failed}`;

const CHECKS: readonly RowCheck[] = [
  { failed: `${dashedDate(f('settlementDate'))} IS NULL`, column: 'settlementDate', value: f('settlementDate'), problem: 'is not a date in yyyy-MM-dd form' },
  { failed: empty(f('symbolCode')), column: 'symbolCode', value: f('symbolCode'), problem: 'is missing: every row names its security' },
  { failed: `${wholeNumber(f('currentShortPositionQuantity'))} IS NULL`, column: 'currentShortPositionQuantity', value: f('currentShortPositionQuantity'), problem: 'is not a whole number of shares' },
  { failed: optional('previousShortPositionQuantity', `${wholeNumber(f('previousShortPositionQuantity'))} IS NULL`), column: 'previousShortPositionQuantity', value: f('previousShortPositionQuantity'), problem: 'is not a whole number of shares' },
  { failed: optional('averageDailyVolumeQuantity', `${wholeNumber(f('averageDailyVolumeQuantity'))} IS NULL`), column: 'averageDailyVolumeQuantity', value: f('averageDailyVolumeQuantity'), problem: 'is not a whole number of shares' },
  { failed: optional('changePreviousNumber', `${signedWholeNumber(f('changePreviousNumber'))} IS NULL`), column: 'changePreviousNumber', value: f('changePreviousNumber'), problem: 'is not a whole number of shares' },
  { failed: optional('daysToCoverQuantity', `${decimal(f('daysToCoverQuantity'))} IS NULL`), column: 'daysToCoverQuantity', value: f('daysToCoverQuantity'), problem: 'is not a non-negative number of days' },
  { failed: optional('changePercent', `${decimal(f('changePercent'), true)} IS NULL`), column: 'changePercent', value: f('changePercent'), problem: 'is not a number' },
  { failed: optional('stockSplitFlag', `upper(trim(${f('stockSplitFlag')})) <> 'S'`), column: 'stockSplitFlag', value: f('stockSplitFlag'), problem: 'is not S or empty' },
  { failed: optional('revisionFlag', `upper(trim(${f('revisionFlag')})) <> 'R'`), column: 'revisionFlag', value: f('revisionFlag'), problem: 'is not R or empty' },
];

const text = (field: Field): string => `nullif(trim(${f(field)}), '')`;

/** The typed capture rows of the staged cells, one per listing and settlement date (first in the file wins). */
const CAPTURE_SELECT = `
SELECT ${dashedDate(f('settlementDate'))} AS settlement_date, ${storedTicker('symbol')} AS ticker, trim(symbol) AS symbol,
       ${symbolMapped('symbol')} AS symbol_mapped, ${text('issueName')} AS issue_name, ${text('marketClassCode')} AS market_class,
       ${text('issuerServicesGroupExchangeCode')} AS exchange_code,
       ${wholeNumber(f('currentShortPositionQuantity'))} AS short_position,
       ${wholeNumber(f('previousShortPositionQuantity'))} AS previous_short_position,
       ${signedWholeNumber(f('changePreviousNumber'))} AS change_in_short_position,
       ${decimal(f('changePercent'), true)} AS change_percent,
       ${wholeNumber(f('averageDailyVolumeQuantity'))} AS average_daily_volume,
       ${decimal(f('daysToCoverQuantity'))} AS days_to_cover,
       coalesce(${decimal(f('daysToCoverQuantity'))} = ${DAYS_TO_COVER_CAP} AND coalesce(${wholeNumber(f('averageDailyVolumeQuantity'))}, 0) = 0, false) AS days_to_cover_placeholder,
       coalesce(upper(trim(${f('revisionFlag')})) = 'R', false) AS revised,
       coalesce(upper(trim(${f('stockSplitFlag')})) = 'S', false) AS split,
       line
FROM ${ROWS}
QUALIFY row_number() OVER (PARTITION BY ticker, settlement_date ORDER BY line) = 1`;

/** Stages the pipe file: its data lines, cells reordered into {@link FIELDS} by the header's names. */
async function stageFile(tx: Parameters<Importer['load']>[0]['tx'], file: string): Promise<void> {
  await stageLines(tx, file, file, LINES);
  const header = await headerOf(tx, LINES);
  const at = new Map(header.map((name, i) => [name.toLowerCase(), i + 1]));
  const missing = REQUIRED.filter((field) => !at.has(field.toLowerCase()));
  if (missing.length > 0) {
    throw fileProblem(file, `is not a FINRA short interest file: its header lacks ${missing.join(', ')} (FINRA's names, separated by |)`);
  }
  const cells = FIELDS.map((field) => (at.has(field.toLowerCase()) ? `cells[${at.get(field.toLowerCase())!}]` : 'NULL'));
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${ROWS} AS
     SELECT line, text, len(cells) = ? AS complete, [${cells.join(', ')}]::VARCHAR[] AS cells FROM ${LINES} WHERE line > 1 AND trim(text) <> ''`,
    [header.length],
  );
}

export const load: Importer['load'] = async ({ tx, file, extension, provenance }) => {
  const json = extension === '.json';
  try {
    if (json) {
      await stageJsonRecords(tx, file, ROWS, FIELDS, 'a FINRA consolidatedShortInterest body');
      await tx.run(`ALTER TABLE ${ROWS} RENAME COLUMN object TO complete`);
    } else {
      await stageFile(tx, file);
    }
    const rowsRead = Number((await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${ROWS}`))?.n ?? 0);
    const shape: RowCheck = json
      ? { failed: 'NOT complete', column: null, value: 'text', problem: 'is not an object' }
      : { failed: 'NOT complete', column: null, value: 'text', problem: 'does not have the fields of the header' };
    await refuseStaged(tx, file, ROWS, [shape, ...CHECKS.map((c) => ({ ...c, failed: `complete AND (${c.failed})` }))], json);

    await tx.run(`ALTER TABLE ${ROWS} ADD COLUMN symbol VARCHAR`);
    await tx.run(`UPDATE ${ROWS} SET symbol = ${f('symbolCode')}`);
    await mapStagedSymbols(tx, ROWS, 'symbol');
    await tx.run(`CREATE OR REPLACE TEMP TABLE ${CAPTURE_ROWS} AS ${CAPTURE_SELECT}`);
    const replaced = await replaceSample(tx, 'short-interest', `SELECT DISTINCT ticker AS key FROM ${CAPTURE_ROWS} WHERE symbol_mapped`);
    const rowsAdded = await writeCapture(tx, CAPTURE, CAPTURE_ROWS, provenance);
    return { format: json ? 'json' : 'text', rowsRead, rowsAdded, replaced, unmappedSymbols: await unmappedSymbols(tx, ROWS, 'symbol') };
  } finally {
    for (const table of [LINES, ROWS, CAPTURE_ROWS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
    await dropSymbols(tx);
  }
};
