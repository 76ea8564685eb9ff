/**
 * What `fds ingest --help` and fds-ingest(1) both say about loading files, written once: how a prices file
 * gets its ticker, what a folder stands for and how a run of several files stops, how a refusal reads, and
 * the rules a bar must pass. The layouts themselves are described by their declarations.
 */
import { LISTED_PROBLEMS } from '../src/store/ingest/problems';

export const TICKER_PROSE =
  'A prices file without a ticker column holds the bars of one ticker: give it with --ticker, or let the file name say it '
  + '(MSFT.csv, Stooq\'s aapl.us.txt). A name that could be read two ways (VOD.L.csv, BRK.B.csv) or that is no ticker '
  + '(HistoricalData_1718.csv, AAPL (1).csv) is refused: give --ticker. --ticker with a file whose rows name their ticker is '
  + 'a usage error. The ticker goes through the same parser as every request (brk.b is stored as BRK-B), and the report says '
  + 'which ticker was used and whether it came from --ticker or the file name.';

export const FILES_PROSE =
  'Each argument is a file or a folder; a folder stands for every file directly inside it whose extension the dataset '
  + 'reads, in name order (hidden files are passed over, and a file named twice is loaded once). Each file is loaded in its '
  + 'own transaction, whole or not at all, in order. The first file refused stops the command with exit 2: the message gives '
  + 'its problems and names the files loaded before it and those not attempted.';

export const REFUSAL_PROSE =
  `A file with bad values is refused whole, listing every problem found (the first ${LISTED_PROBLEMS}, the rest counted), `
  + 'one per line, each with the line of the file (the header is line 1 and blank lines count; a JSON file gives the record '
  + 'and a Parquet file the row), the column as the file names it and the value as written, for example: line 4, column '
  + '\'High\': "184.00" is below the open (open 184.22). Nothing of a refused file is stored.';

export const BAR_PROSE =
  'Every bar must hold low <= open <= high and low <= close <= high; prices are numbers greater than 0 and volumes whole '
  + 'numbers, 0 or more; dates are real calendar dates; a ticker keeps one currency.';

export const DOWNLOADS_PROSE =
  'A prices CSV may also be a download as the site publishes it, recognised by its header (names in any case and order). '
  + 'Prices in these downloads are split-adjusted dollars, like the canonical columns; the report names the layout read.';
