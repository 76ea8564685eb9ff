/** Prose of the manual about this family: rules a reader needs beyond the options and the request. */
import { para, terms, type Section } from './roff';

export const cftcSections: readonly Section[] = [
  {
    title: 'TRACKED CONTRACTS',
    body: para(
      'The service answers for a curated set of about 35 major futures contracts, each known by its CFTC contract market '
        + 'code as printed in the Commitments of Traders files (for example 088691 gold, 067651 WTI crude oil, 13874A '
        + 'E-mini S&P 500, 043602 10-year note, 099741 euro FX). Every contract belongs to one category: Agriculture, '
        + 'Energy, Metals, EquityIndices, InterestRates or Currencies. Market codes are compared without surrounding '
        + 'spaces and with letters in any case; a code outside the tracked set answers 404 not_found (exit 3), even when '
        + 'the CFTC publishes it.',
    ),
  },
  {
    title: 'SEARCHING CONTRACTS',
    body: terms([
      ['exact', 'A query that is a tracked market code or a verified alias (gold, crude, wti, oil, s&p 500, es, 10 year, euro, yen, …) returns that one contract. Aliases compare ignoring case, spaces and punctuation, so S&P-500 is s&p 500.'],
      ['every word', 'Otherwise every word of the query must match a word of the code, the market name or the category. A word of three letters or more matches as a prefix (treas matches Treasury); a shorter one must match a whole word.'],
      ['any word', 'When no contract matches every word, contracts matching any word of three letters or more are returned.'],
      ['order', 'Results, and the latest list, are sorted by category (in the order above) then market name; --limit (default 50, max 500) keeps the first rows. Without a query every tracked contract is listed. An empty list means only that the tracked set has no match.'],
    ]),
  },
  {
    title: 'POSITIONS AND NETS',
    body: para(
      'Positions are the legacy futures-only report, "All" columns: open interest, commercial long and short, '
        + 'non-commercial long, short and spreading, in contracts, one row per weekly report (dated the Tuesday the '
        + 'positions were taken), newest first. Without dates the window is the last year ending today (New York date): '
        + 'from the same day a year earlier, both ends included; --end-date alone opens it a year before that date, '
        + '--start-date alone runs it to today. --limit defaults to 52 (a year of weekly reports), max 500.',
      'fds cftc latest lists every tracked contract once with its newest stored report: commNet is commercial long minus '
        + 'commercial short, nonCommNet non-commercial long minus non-commercial short. A contract with no stored report '
        + 'keeps its row with null report fields. --category limits the list to one category (case ignored); any other '
        + 'value is a 400 naming category.',
      'Reports come from fds ingest cftc (the CFTC annual deacot file as annual.txt, .csv or .zip); only tracked contracts '
        + 'are stored.',
    ),
  },
];
