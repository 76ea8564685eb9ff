/**
 * The two CSV layouts of fund holdings: the iShares download (a fund preamble, then a table of every
 * holding with its asset class) and the Invesco download (no preamble; fund ticker and date on every row).
 * Each reader returns the list it found, or refuses the file listing every bad value with its line, the
 * column as the file names it and the value as written.
 */
import { trackedFund, trackedFundNamed, TRACKED_FUND_TICKERS } from '../../../engine/indexes/universe';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import { csvRecords, fundDate, fundNumber, isBlankRecord, percentToFraction, withoutBom, type CsvRecord } from './csv-records';
import type { HoldingRow, HoldingsList } from './index-holdings-store';

const compactName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9%]/g, '');

/** Finds columns by name (case, spaces and punctuation ignored), each by any of its published names. */
function columnFinder(header: readonly string[]) {
  const at = new Map<string, number>();
  header.forEach((name, i) => {
    if (!at.has(compactName(name))) at.set(compactName(name), i);
  });
  return (names: readonly string[]): { index: number; name: string } | null => {
    for (const name of names) {
      const i = at.get(compactName(name));
      if (i !== undefined) return { index: i, name: header[i]!.trim() };
    }
    return null;
  };
}

type Column = { index: number; name: string };

const cell = (record: CsvRecord, column: Column | null): string => (column === null ? '' : (record.cells[column.index] ?? '').trim());
const optional = (record: CsvRecord, column: Column | null): string | null => {
  const value = cell(record, column);
  return value === '' || value === '-' ? null : value;
};
/** A ticker as a fund writes it, trimmed and upper case; null for none (`-`, empty). */
const tickerOf = (raw: string): string | null => {
  const value = raw.trim().toUpperCase();
  return value === '' || value === '-' ? null : value;
};

/** Reads a number cell; an unreadable one becomes an issue. `allowMissing` takes `-` and empty as null. */
function numberCell(record: CsvRecord, column: Column, issues: FileIssue[], allowMissing: boolean): number | null {
  const raw = cell(record, column);
  if (allowMissing && (raw === '' || raw === '-')) return null;
  const value = fundNumber(raw);
  if (value === null) issues.push({ line: record.line, column: column.name, value: raw === '' ? null : raw, problem: 'is not a number' });
  return value;
}

/** The columns both layouts read a holding from. */
type HoldingColumns = Record<'ticker' | 'name' | 'weight' | 'marketValue' | 'shares', Column>;

/** An equity row as a holding: its name must be there; weight, value and shares size the fund's position. */
function holdingOf(record: CsvRecord, c: HoldingColumns, issues: FileIssue[], place: Pick<HoldingRow, 'sector' | 'domicile' | 'exchange'>): HoldingRow {
  const name = cell(record, c.name);
  if (name === '') issues.push({ line: record.line, column: c.name.name, value: null, problem: 'is empty' });
  const weight = numberCell(record, c.weight, issues, false);
  const fundValueUsd = numberCell(record, c.marketValue, issues, false);
  const fundShares = numberCell(record, c.shares, issues, false);
  return { ticker: tickerOf(cell(record, c.ticker)), name, weight: percentToFraction(weight ?? 0), fundShares, fundValueUsd, ...place };
}

/** The columns every holdings row must have, refusing the file when one is missing. */
function need<K extends string>(file: string, find: ReturnType<typeof columnFinder>, wanted: Record<K, readonly string[]>, layout: string): Record<K, Column> {
  const found = {} as Record<K, Column>;
  const missing: string[] = [];
  for (const [key, names] of Object.entries(wanted) as [K, readonly string[]][]) {
    const column = find(names);
    if (column === null) missing.push(`'${names[0]!}'`);
    else found[key] = column;
  }
  if (missing.length > 0) throw fileProblem(file, `is not ${layout}: it lacks the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);
  return found;
}

const untracked = (file: string, what: string) =>
  fileProblem(file, `holds the holdings of ${what}, which is not a tracking fund of a covered index (tracked funds: ${TRACKED_FUND_TICKERS.join(', ')})`);

/** The iShares daily holdings CSV. */
export function readIsharesHoldings(file: string, text: string): HoldingsList {
  const records = csvRecords(withoutBom(text));
  const headerAt = records.findIndex((r) => compactName(r.cells[0] ?? '') === 'ticker' && r.cells.some((c) => compactName(c) === 'weight%'));
  if (headerAt < 0) throw fileProblem(file, "is not an iShares holdings file: no header line starting 'Ticker' with a 'Weight (%)' column");
  const fundName = (records[0]?.cells[0] ?? '').trim();
  const owner = trackedFundNamed(fundName);
  if (!owner) throw untracked(file, `'${fundName}' (line 1)`);
  const dateRecord = records.slice(0, headerAt).find((r) => compactName(r.cells[0] ?? '') === 'fundholdingsasof');
  if (!dateRecord) throw fileProblem(file, "has no 'Fund Holdings as of' line before its header");
  const asOfDate = fundDate(dateRecord.cells[1] ?? '');
  if (asOfDate === null) {
    throw fileProblems(file, [{ line: dateRecord.line, column: 'Fund Holdings as of', value: dateRecord.cells[1] ?? null, problem: 'is not a date such as "Sep 01, 2026"' }]);
  }
  const find = columnFinder(records[headerAt]!.cells);
  const c = need(file, find, {
    ticker: ['Ticker'], name: ['Name'], assetClass: ['Asset Class'], marketValue: ['Market Value'], weight: ['Weight (%)'], shares: ['Quantity', 'Shares'],
  }, 'an iShares holdings file');
  const sector = find(['Sector']);
  const location = find(['Location']);
  const exchange = find(['Exchange']);
  const issues: FileIssue[] = [];
  const holdings: HoldingRow[] = [];
  let rowsRead = 0;
  // The table ends at the first blank line: what follows is the download's legal footer.
  for (const record of records.slice(headerAt + 1)) {
    if (isBlankRecord(record)) break;
    rowsRead++;
    const assetClass = cell(record, c.assetClass);
    if (assetClass === '') issues.push({ line: record.line, column: c.assetClass.name, value: null, problem: 'is empty' });
    // Cash, money-market sweeps, futures and collateral are the fund's, not the index's.
    if (assetClass.toLowerCase() !== 'equity') continue;
    holdings.push(holdingOf(record, c, issues, { sector: optional(record, sector), domicile: optional(record, location), exchange: optional(record, exchange) }));
  }
  if (issues.length > 0) throw fileProblems(file, issues);
  if (rowsRead === 0) throw fileProblem(file, 'has a header but no holdings');
  return { ...owner, asOfDate, isDaily: true, layout: 'ishares-csv', rowsRead, holdings };
}

/** The Invesco holdings CSV (the current layout and the older one of 2018). */
export function readInvescoHoldings(file: string, text: string): HoldingsList {
  const records = csvRecords(withoutBom(text)).filter((r) => !isBlankRecord(r));
  if (records.length === 0) throw fileProblem(file, 'is empty');
  const find = columnFinder(records[0]!.cells);
  const c = need(file, find, {
    fund: ['Fund Ticker', 'FundTicker'], ticker: ['Holding Ticker', 'HoldingsTicker'], shares: ['Shares/Par Value', 'Shares'],
    marketValue: ['MarketValue', 'Market Value'], weight: ['Weight'], name: ['Name'], date: ['Date'],
  }, 'an Invesco holdings file');
  const sector = find(['Sector']);
  const rows = records.slice(1);
  if (rows.length === 0) throw fileProblem(file, 'has a header but no holdings');
  const fundTicker = cell(rows[0]!, c.fund);
  const owner = trackedFund(fundTicker);
  if (!owner) throw untracked(file, `'${fundTicker}' (line ${rows[0]!.line})`);
  const issues: FileIssue[] = [];
  const holdings: HoldingRow[] = [];
  const firstDate = fundDate(cell(rows[0]!, c.date));
  for (const record of rows) {
    if (cell(record, c.fund).toUpperCase() !== owner.fund.ticker) {
      issues.push({ line: record.line, column: c.fund.name, value: cell(record, c.fund), problem: `is not ${owner.fund.ticker}, the fund of the first row (one file holds one fund)` });
    }
    const date = fundDate(cell(record, c.date));
    if (date === null) issues.push({ line: record.line, column: c.date.name, value: cell(record, c.date) || null, problem: 'is not a date in MM/DD/YYYY form' });
    else if (firstDate !== null && date !== firstDate) issues.push({ line: record.line, column: c.date.name, value: cell(record, c.date), problem: `differs from the first row's date (${firstDate})` });
    holdings.push(holdingOf(record, c, issues, { sector: optional(record, sector), domicile: null, exchange: null }));
  }
  if (issues.length > 0 || firstDate === null) throw fileProblems(file, issues);
  return { ...owner, asOfDate: firstDate, isDaily: true, layout: 'invesco-csv', rowsRead: rows.length, holdings };
}

/** Which CSV layout a file is in: iShares files open with the fund's name, Invesco files with their header. */
export function readHoldingsCsv(file: string, text: string): HoldingsList {
  const first = withoutBom(text).split(/\r?\n/, 1)[0] ?? '';
  return /fund ?ticker/i.test(first) ? readInvescoHoldings(file, text) : readIsharesHoldings(file, text);
}
