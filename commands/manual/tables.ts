/**
 * Prose of the manual about how answers read on a terminal: the columns each table keeps first, what
 * `fds quote` does with tickers that do not resolve, and how the board fits a narrow terminal.
 */
import { para, type Section } from './roff';

/** How every table fits the terminal, for fds(1). */
export const TABLES_FIT =
  'A table fits the terminal (COLUMNS, when set, else the terminal\'s width). Each answer keeps its most important columns '
  + 'and leaves out the others when they do not fit, naming them under the table: a wider terminal shows them, and --json '
  + '(or --csv, for data rows) shows every field. Only when even the columns always kept cannot fit is each row shown as a '
  + 'block of name and value lines. Prices have two decimals, counts thousands separators, and headers carry the unit '
  + '($ for US dollars, % for percentages); a listing quoted in another currency adds a Ccy column naming it on its rows, '
  + 'and a note says the $ headers do not apply to those rows. What the rows have in common (the underlying, the '
  + 'expiration) is said above the table, notes on particular rows under it.';

const tables = (text: string): Section => ({ title: 'TABLES', body: para(text) });

export const pricesTableSections: readonly Section[] = [
  tables(
    'On a terminal, daily bars keep date and close at any width, then open, high and low, then volume, then the adjusted close. '
      + 'Latest closes keep ticker and close, then change and change % against the previous close, then the 52-week range '
      + '(low–high; a * marks a partial range, explained under the table), volume and date; symbols that did not resolve are '
      + 'listed under the table.',
  ),
];

export const optionsTableSections: readonly Section[] = [
  tables(
    'On a terminal, a chain says the underlying, the expiration and how many contracts it shows above the table, and keeps '
      + 'type, strike, bid and ask at any width, then last, IV (as a percentage), delta and open interest, then volume, the '
      + 'OCC symbol and the other greeks. The full OCC symbol of every contract is always in --json.',
  ),
];

export const quoteSections: readonly Section[] = [
  {
    title: 'TICKERS WITHOUT A QUOTE',
    body: para(
      'fds quote T1 T2 … answers with the tickers that have a reading; the others are left out of the body, as GET /v1/quotes '
        + 'leaves them out. fds names them on standard error. When at least one ticker resolved the exit status is 0; when '
        + 'none did, it is 3 (not found). The body printed with --json is the /v1 body either way.',
    ),
  },
  tables(
    'On a terminal, a quote table keeps ticker, last and a note (stale, delayed 15m) at any width, then the change and '
      + 'change % against the settled close before the quote\'s session (the close the board compares with), then bid, ask '
      + 'and age, then the session, the time of the reading and its transport.',
  ),
];

export const boardSections: readonly Section[] = [
  {
    title: 'NARROW TERMINALS AND UNKNOWN TICKERS',
    body: para(
      'The board fits its terminal and follows a resize: every column needs 99; narrower, the spread is left out first, then '
        + 'the sparkline (both gone at 80), then bid and ask (gone at 60), then the change. Ticker, last and the note always stay, '
        + 'change % and age the longest after them. A ticker no '
        + 'listing answers to is marked unknown rather than waiting; a known one without a reading yet is marked waiting. '
        + 'Without a terminal the board prints one snapshot table of the same columns, or with --json (--ndjson, --csv) the '
        + 'Quote objects of fds quote.',
    ),
  },
];
