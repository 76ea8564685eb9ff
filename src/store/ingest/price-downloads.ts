/**
 * The daily-price files people download from public sites, as data: which header each one has, which of
 * its columns fill which canonical prices column, how it writes dates and prices, and what it writes for a
 * day it has no data for. Ingest recognises a prices file by its header (`recognise.ts`), the manual and
 * `fds ingest prices --help` describe these declarations, and nothing else knows the layouts.
 *
 * Prices in all of them are split-adjusted dollars, as the canonical `open`…`close` columns are. Light on
 * purpose (no reading code): the command line imports it for its help text.
 */

/** How a layout writes a session date: the DuckDB `strptime` format, and how the manual names it. */
export interface DateForm {
  strptime: string;
  label: string;
}

export const ISO_DATE: DateForm = { strptime: '%Y-%m-%d', label: 'yyyy-MM-dd' };
const COMPACT_DATE: DateForm = { strptime: '%Y%m%d', label: 'yyyyMMdd' };
const US_DATE: DateForm = { strptime: '%m/%d/%Y', label: 'MM/dd/yyyy' };

/** A prices column a download fills: the canonical ones, and the ticker of a file that names it per row. */
export type DownloadTarget = 'ticker' | 'date' | 'open' | 'high' | 'low' | 'close' | 'adjusted_close' | 'volume';

export interface DownloadColumn {
  /** The header cell as published (matched ignoring case and surrounding spaces). */
  header: string;
  /**
   * What the column is while the file is checked: a canonical column it fills, or a name of its own for
   * a column that is only checked (`period`) or read and ignored (`open_interest`).
   */
  as: DownloadTarget | 'period' | 'time' | 'open_interest';
  /** Some copies of the layout leave the column out. */
  optional?: boolean;
}

export type DownloadLayoutName = 'yahoo' | 'stooq' | 'stooq-ascii' | 'nasdaq';

export interface DownloadLayout {
  name: DownloadLayoutName;
  /** The layout as a person calls it: `Yahoo Finance download`. */
  title: string;
  /** The columns in the order the publisher writes them; a file may order them otherwise. */
  columns: readonly DownloadColumn[];
  date: DateForm;
  /** A sign written before every price (`$182.89`); a price without it is read as well. */
  pricePrefix: string | null;
  /**
   * A day the publisher lists without data: when every one of `columns` holds one of `markers` (any
   * case), the row is not stored (no bar is invented for it) and is counted as a row without data.
   */
  withoutData: { columns: readonly DownloadTarget[]; markers: readonly string[]; what: string } | null;
  /** Ticker values written with a market suffix to remove (`AAPL.US` → AAPL); only such values are read. */
  tickerSuffix: string | null;
  /** A column that must hold one value on every row, and what is wrong otherwise. */
  fixed: { as: 'period'; value: string; problem: string } | null;
  /** What a reader needs beyond the header, in a few sentences (see {@link describeDownload}). */
  manual: string;
}

const VALUE_COLUMNS: readonly DownloadTarget[] = ['open', 'high', 'low', 'close', 'adjusted_close', 'volume'];

export const DOWNLOAD_LAYOUTS: readonly DownloadLayout[] = [
  {
    name: 'yahoo',
    title: 'Yahoo Finance download',
    columns: [
      { header: 'Date', as: 'date' },
      { header: 'Open', as: 'open' },
      { header: 'High', as: 'high' },
      { header: 'Low', as: 'low' },
      { header: 'Close', as: 'close' },
      { header: 'Adj Close', as: 'adjusted_close' },
      { header: 'Volume', as: 'volume' },
    ],
    date: ISO_DATE,
    pricePrefix: null,
    // Yahoo lists some days (a holiday, a halt) with `null` in every field: there was no bar that day.
    withoutData: { columns: VALUE_COLUMNS, markers: ['null'], what: 'null' },
    tickerSuffix: null,
    fixed: null,
    manual:
      'the historical data of a quote page. Dates yyyy-MM-dd, newest or oldest first. Adj Close (adjusted for dividends '
      + 'too) is stored as the adjusted close. A day Yahoo writes with null in every field has no data: it is not stored (no '
      + 'bar is made up for it) and is counted as skipped, without data; a null in only some fields of a day is refused.',
  },
  {
    name: 'stooq',
    title: 'Stooq download',
    columns: [
      { header: 'Date', as: 'date' },
      { header: 'Open', as: 'open' },
      { header: 'High', as: 'high' },
      { header: 'Low', as: 'low' },
      { header: 'Close', as: 'close' },
      { header: 'Volume', as: 'volume' },
      { header: 'OpenInt', as: 'open_interest' },
    ],
    date: ISO_DATE,
    pricePrefix: null,
    withoutData: null,
    tickerSuffix: null,
    fixed: null,
    manual:
      'the per-ticker files of its bulk download, named like aapl.us.txt. Dates yyyy-MM-dd. OpenInt (open interest, 0 for '
      + 'stocks) is ignored.',
  },
  {
    name: 'stooq-ascii',
    title: 'Stooq ASCII download',
    columns: [
      { header: '<TICKER>', as: 'ticker' },
      { header: '<PER>', as: 'period' },
      { header: '<DATE>', as: 'date' },
      { header: '<TIME>', as: 'time' },
      { header: '<OPEN>', as: 'open' },
      { header: '<HIGH>', as: 'high' },
      { header: '<LOW>', as: 'low' },
      { header: '<CLOSE>', as: 'close' },
      { header: '<VOL>', as: 'volume' },
      { header: '<OPENINT>', as: 'open_interest', optional: true },
    ],
    date: COMPACT_DATE,
    pricePrefix: null,
    withoutData: null,
    // Stooq names a US listing AAPL.US; other markets (VOD.UK, 7203.JP) have no unambiguous MIC here.
    tickerSuffix: '.US',
    fixed: { as: 'period', value: 'D', problem: 'is not D: only daily bars load into prices' },
    manual:
      'Stooq\'s ASCII files, <OPENINT> possibly absent. Dates yyyyMMdd. The file names its tickers, written with Stooq\'s '
      + 'market suffix: AAPL.US is stored as AAPL, and a ticker of another market is refused. <PER> must be D (daily); <TIME> '
      + 'and <OPENINT> are ignored.',
  },
  {
    name: 'nasdaq',
    title: 'Nasdaq download',
    columns: [
      { header: 'Date', as: 'date' },
      { header: 'Close/Last', as: 'close' },
      { header: 'Volume', as: 'volume' },
      { header: 'Open', as: 'open' },
      { header: 'High', as: 'high' },
      { header: 'Low', as: 'low' },
    ],
    date: US_DATE,
    pricePrefix: '$',
    // A bar is served only with a positive volume, so a day without one cannot be stored as a bar; left out,
    // a later file that has its volume can still add it.
    withoutData: { columns: ['volume'], markers: ['--', 'N/A'], what: 'no volume' },
    tickerSuffix: null,
    fixed: null,
    manual:
      'the historical quotes of nasdaq.com. Dates MM/dd/yyyy, newest first; prices written with a dollar sign ($182.89). A '
      + 'day whose volume is -- or N/A is not stored (a bar needs its volume) and is counted as skipped, without data.',
  },
];

/** A layout as the help and the manual describe it: `Yahoo Finance download: Date,Open,…,Volume; the …`. */
export const describeDownload = (download: DownloadLayout): string =>
  `${download.title}: ${download.columns.map((c) => c.header).join(',')}; ${download.manual}`;
