/**
 * The ticker of a prices file whose rows do not name one: given with the ingest (`--ticker`, the `ticker`
 * parameter) or, failing that, stated by the file's name when the name can be read only one way. A name
 * that could mean two listings (`VOD.L.csv`, `BRK.B.csv`: a market suffix or a share class?) or that does
 * not look like a US symbol (`HistoricalData_1718.csv`, `AAPL (1).csv`, `prices.csv`) is refused with the
 * advice to give the ticker. The report says which ticker was used and where it came from, so a name read
 * wrongly (`data.csv` as DATA) shows at once.
 */
import { basename, extname } from 'node:path';
import { invalidParameter } from '../../core/errors';
import { parseTicker, type ListingKey } from '../../core/tickers';
import { fileProblem } from './problems';
import type { SourceLayout } from './source-layout';
import { namesTickers } from './source-layout';

/** Where the ticker of a file came from: the ingest's `ticker` parameter (`--ticker`) or the file name. */
export type TickerFrom = 'flag' | 'fileName';

export interface FileTicker {
  ticker: ListingKey;
  from: TickerFrom;
}

/**
 * A US symbol as download sites name their files: letters and digits (at least one letter), at most five,
 * with an optional share class after a dash (`BRK-B`).
 */
const TICKER_NAME = /^(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{1,5}(-[A-Za-z]{1,2})?$/;

/** Stooq names its per-ticker files with the US market suffix: `aapl.us.txt`. */
const STOOQ_US = /\.us$/i;

/** The ticker `file`'s name states (`MSFT.csv`, `aapl.us.txt` → AAPL), or null when it states none unambiguously. */
export function tickerOfFileName(file: string): ListingKey | null {
  const stem = basename(file, extname(file)).replace(STOOQ_US, '');
  return TICKER_NAME.test(stem) ? parseTicker(stem) : null;
}

/**
 * The ticker every row of the file is stored under, or null when its rows name their tickers. A given
 * ticker for a file that names its own is a 400 naming `ticker`; a file naming none, given none, whose
 * name states none is refused.
 */
export function fileTicker(file: string, layout: SourceLayout, given: ListingKey | undefined): FileTicker | null {
  if (namesTickers(layout)) {
    if (given !== undefined) {
      throw invalidParameter(`Invalid parameter 'ticker': ${file} names its tickers in a column of its own; --ticker is only for a file without one.`);
    }
    return null;
  }
  if (given !== undefined) return { ticker: given, from: 'flag' };
  const named = tickerOfFileName(file);
  if (named !== null) return { ticker: named, from: 'fileName' };
  throw fileProblem(file, `has no ticker column, and its name '${basename(file)}' does not say which ticker it holds: give the ticker with --ticker (the ticker parameter)`);
}
