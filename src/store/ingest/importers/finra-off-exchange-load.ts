/**
 * The reading code of the `finra-off-exchange` importer (layout in `./finra-off-exchange.ts`): stages the
 * body's objects as text cells, works out each row's summary type, checks every value, maps symbols to
 * listings and writes the rows. Loaded only when such a file is ingested.
 */
import { basename } from 'node:path';
import { replaceSample } from '../../sample-keys';
import type { RowCheck } from '../find-problems';
import { dropSymbols, mapStagedSymbols, storedTicker, symbolMapped, unmappedSymbols } from '../regulator-symbols';
import { fileProblem } from '../problems';
import type { Importer } from './importer';
import { dashedDate, decimal, empty, refuseStaged, stageJsonRecords, wholeNumber, writeCapture, type Capture } from './regulator-lines';

const ROWS = 'finra_ox_rows';
const CAPTURE_ROWS = 'finra_ox_capture';

const FIELDS = [
  'issueSymbolIdentifier', 'issueName', 'weekStartDate', 'totalWeeklyShareQuantity', 'totalWeeklyTradeCount', 'totalNotionalSum',
  'tierDescription', 'summaryTypeCode', 'lastReportedDate', 'initialPublishedDate', 'lastUpdateDate', 'MPID',
] as const;
type Field = (typeof FIELDS)[number];
const f = (field: Field): string => `cells[${FIELDS.indexOf(field) + 1}]`;

/** The per-security summary types and the venue each counts. */
export const SUMMARY_VENUES = { ATS_W_SMBL: 'ATS', OTC_W_SMBL: 'OTC' } as const;
const TYPES = Object.keys(SUMMARY_VENUES);

const CAPTURE: Capture = {
  table: 'off_exchange_weekly',
  key: ['ticker', 'week_start_date', 'venue', 'symbol'],
  values: ['symbol_mapped', 'summary_type', 'tier', 'issue_name', 'share_volume', 'trade_count', 'notional_usd', 'last_reported_date', 'initial_published_date', 'last_update_date'],
  order: ['ticker', 'week_start_date', 'venue', 'symbol'],
};

/** The summary type the file name states, or null. */
const typeInName = (file: string): string | null => TYPES.find((type) => basename(file).toUpperCase().includes(type)) ?? null;

/**
 * SQL of a row's summary type: its own summaryTypeCode, else `named`, the one the file name states (one of
 * {@link TYPES}, never text of the file, so it may be written into the statement).
 */
const summaryType = (named: string | null): string =>
  `coalesce(upper(nullif(trim(${f('summaryTypeCode')}), '')), ${named === null ? 'NULL' : `'${named}'`})`;

const optionalDate = (field: Field): RowCheck => ({
  failed: `NOT ${empty(f(field))} AND ${dashedDate(f(field))} IS NULL`, column: field, value: f(field), problem: 'is not a date in yyyy-MM-dd form',
});

const checks = (named: string | null): RowCheck[] => [
  { failed: 'NOT object', column: null, value: 'text', problem: 'is not an object' },
  { failed: `object AND NOT ${empty(f('MPID'))}`, column: 'MPID', value: f('MPID'), problem: 'names a firm: this is a per-firm summary, whose rows are parts of a total; ingest the per-security summary (ATS_W_SMBL, OTC_W_SMBL)' },
  ...([
    { failed: empty(f('issueSymbolIdentifier')), column: 'issueSymbolIdentifier', value: f('issueSymbolIdentifier'), problem: 'is missing: every row names its security' },
    { failed: `${dashedDate(f('weekStartDate'))} IS NULL`, column: 'weekStartDate', value: f('weekStartDate'), problem: 'is not a date in yyyy-MM-dd form' },
    { failed: `isodow(${dashedDate(f('weekStartDate'))}) <> 1`, column: 'weekStartDate', value: f('weekStartDate'), problem: 'is not a Monday: FINRA weeks start on Monday' },
    { failed: `${wholeNumber(f('totalWeeklyShareQuantity'))} IS NULL`, column: 'totalWeeklyShareQuantity', value: f('totalWeeklyShareQuantity'), problem: 'is not a whole number of shares' },
    { failed: `${wholeNumber(f('totalWeeklyTradeCount'))} IS NULL`, column: 'totalWeeklyTradeCount', value: f('totalWeeklyTradeCount'), problem: 'is not a whole number of trades' },
    { failed: `NOT ${empty(f('totalNotionalSum'))} AND ${decimal(f('totalNotionalSum'))} IS NULL`, column: 'totalNotionalSum', value: f('totalNotionalSum'), problem: 'is not a non-negative amount' },
    { failed: `${summaryType(named)} NOT IN (${TYPES.map((t) => `'${t}'`).join(', ')})`, column: 'summaryTypeCode', value: f('summaryTypeCode'), problem: `is not a per-security summary type (${TYPES.join(', ')})` },
    optionalDate('lastReportedDate'),
    optionalDate('initialPublishedDate'),
    optionalDate('lastUpdateDate'),
  ] satisfies RowCheck[]).map((check) => ({ ...check, failed: `object AND (${check.failed})` })),
];

const captureSelect = (named: string | null): string => `
SELECT ${dashedDate(f('weekStartDate'))} AS week_start_date, ${storedTicker('symbol')} AS ticker, trim(symbol) AS symbol,
       ${symbolMapped('symbol')} AS symbol_mapped,
       CASE ${summaryType(named)} ${Object.entries(SUMMARY_VENUES).map(([type, venue]) => `WHEN '${type}' THEN '${venue}'`).join(' ')} END AS venue,
       ${summaryType(named)} AS summary_type, nullif(trim(${f('tierDescription')}), '') AS tier, nullif(trim(${f('issueName')}), '') AS issue_name,
       ${wholeNumber(f('totalWeeklyShareQuantity'))} AS share_volume, ${wholeNumber(f('totalWeeklyTradeCount'))} AS trade_count,
       ${decimal(f('totalNotionalSum'))} AS notional_usd, ${dashedDate(f('lastReportedDate'))} AS last_reported_date,
       ${dashedDate(f('initialPublishedDate'))} AS initial_published_date, ${dashedDate(f('lastUpdateDate'))} AS last_update_date, line
FROM ${ROWS}
QUALIFY row_number() OVER (PARTITION BY ticker, week_start_date, venue, symbol ORDER BY line) = 1`;

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  try {
    const rowsRead = await stageJsonRecords(tx, file, ROWS, FIELDS, 'a FINRA weeklySummary body');
    const named = typeInName(file);
    const untyped = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${ROWS} WHERE object AND ${empty(f('summaryTypeCode'))}`);
    if (named === null && Number(untyped?.n ?? 0) > 0) {
      throw fileProblem(
        file,
        `does not say which summary it is: its records carry no summaryTypeCode and its name contains neither ${TYPES.join(' nor ')} `
        + '(ATS or non-ATS OTC volume); name it as downloaded, e.g. weeklySummary_ATS_W_SMBL_T1_AAPL.json',
      );
    }
    await refuseStaged(tx, file, ROWS, checks(named), true);
    await tx.run(`ALTER TABLE ${ROWS} ADD COLUMN symbol VARCHAR`);
    await tx.run(`UPDATE ${ROWS} SET symbol = ${f('issueSymbolIdentifier')}`);
    await mapStagedSymbols(tx, ROWS, 'symbol');
    await tx.run(`CREATE OR REPLACE TEMP TABLE ${CAPTURE_ROWS} AS ${captureSelect(named)}`);
    const replaced = await replaceSample(tx, 'off-exchange', `SELECT DISTINCT ticker AS key FROM ${CAPTURE_ROWS} WHERE symbol_mapped`);
    const rowsAdded = await writeCapture(tx, CAPTURE, CAPTURE_ROWS, provenance);
    return { format: 'json', rowsRead, rowsAdded, replaced, unmappedSymbols: await unmappedSymbols(tx, ROWS, 'symbol') };
  } finally {
    for (const table of [ROWS, CAPTURE_ROWS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
    await dropSymbols(tx);
  }
};
