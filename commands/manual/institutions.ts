/** Prose of the manual about institutional ownership (13F): quarters, vintage, amendments, values, CUSIPs and the reads. */
import { para, terms, type Section } from './roff';

export const institutionsSections: readonly Section[] = [
  {
    title: 'REPORTS AND QUARTERS',
    body: para(
      'Institutional investment managers with at least $100 million in 13(f) securities file Form 13F for each calendar '
        + 'quarter, within 45 days after it ends. fds ingest sec-13f loads a filing as EDGAR publishes it (a folder with '
        + 'primary_doc.xml and the information table, or the full submission .txt; a folder of filings loads each), see '
        + 'fds-ingest(1); fds ingest cusip-map loads the CUSIP to ticker links the reads join through. A filer\'s quarter is '
        + 'its CIK and the quarter end (reportDate, always 03-31, 06-30, 09-30 or 12-31; another date is 400).',
    ),
  },
  {
    title: 'VINTAGE',
    body: terms([
      ['isFilingWindowOpen', 'True until 45 days after the quarter ends: its reports are still arriving, so its totals are a part of what will be filed.'],
      ['comparisonAvailable', 'A change from the quarter before (previousReportDate) is shown only when the quarter\'s window has closed and reports of the quarter before are stored; otherwise it is false, comparisonUnavailableReason says why, and no change is shown (activity lists are empty, deltas null) rather than a part-filed quarter read as a real change.'],
      ['default quarter', 'holders and the institution reads answer the newest stored quarter (flagged when its window is open); activity, most-held and market-activity answer the newest stored quarter whose window has closed, when there is one.'],
      ['first 13F', 'A filer whose first stored report is the quarter read is marked isFirst13F: its new positions may only be a new filer. market-activity counts only filers that reported for both quarters, so neither a new filer nor one still to file moves it.'],
    ]),
  },
  {
    title: 'AMENDMENTS AND COMBINED QUARTERS',
    body: terms([
      ['RESTATEMENT', 'A 13F-HR/A of amendment type RESTATEMENT replaces the filer\'s quarter whole: the latest restatement (highest amendment number) is the quarter\'s base.'],
      ['NEW HOLDINGS', 'A 13F-HR/A of amendment type NEW HOLDINGS adds its entries to the base it follows; one numbered before a later restatement was superseded by it.'],
      ['isCombinedQuarter', 'A 13F COMBINATION REPORT reports part of a manager\'s holdings, the rest being in other managers\' reports; a 13F NOTICE (13F-NT) reports none (all are in another manager\'s report). For a stock, a quarter is combined when a holder\'s counted report is a combination report; for an institution, when its report is a combination report or a notice. Positions are counted once, under the manager that reported them, so a combined quarter\'s figures of that manager are not its whole book.'],
    ]),
  },
  {
    title: 'VALUES AND CUSIPS',
    body: para(
      'Values are whole US dollars. Filings made before 2023-01-03 reported value in thousands of dollars and are '
        + 'multiplied by 1,000; filings made from that day, amendments of older quarters included, report dollars. '
        + 'Positions are summed per CUSIP and position type: Shares (SH), Principal (PRN), Call and Put (option entries; '
        + 'their shares are the underlying\'s). Totals of a stock count Shares positions only. A CUSIP maps to a listing '
        + 'through one map: the links of fds ingest cusip-map (the sample set\'s until a file replaces them), then the '
        + 'CUSIP the SEC\'s fails-to-deliver files pair with a listing. A position whose CUSIP maps to none is kept, with '
        + 'listedTicker null; a stock no CUSIP maps to answers 404 (exit 3).',
    ),
  },
  {
    title: 'READS',
    body: terms([
      ['holders TICKER', 'Filers with a position in the stock, one row per filer and position type, largest value first; percentOfTotal is a Shares row\'s part of the quarter\'s institutional shares (0–100). --report-date, --limit (20, max 500), --offset.'],
      ['ownership TICKER', 'The newest --periods stored quarters (default 8, max 40): filers, shares, value and the percent change of shares.'],
      ['activity TICKER', 'Buyers and sellers against the quarter before, most shares first (--limit per list, default 10, max 100).'],
      ['most-held', 'Stocks by filers holding them (--sort filers, filersDelta or value), with their change and percentOfUniverse (filers holding it as a percent of filers with a holdings or combination report that quarter).'],
      ['market-activity', '--bucket top-buys, top-sells (value added or cut), new-positions or sold-out-positions (positions opened or closed, by the most filers).'],
      ['search WORDS…', 'Filers by name words or CIK (/v1/institutions).'],
      ['portfolio CIK', 'A quarter\'s positions with their weights; summary CIK its size, largest and top-ten weights and change; sectors CIK its value by sector (the sector index holdings state for the listing, else Unclassified); changes CIK the positions opened (New), Added, Trimmed and Exited (/v1/institutions/{cik}/activity, --change to keep one kind).'],
      ['super-investors', 'A curated roster of well-known managers with the CIK their firm files under and its newest stored quarter; isStale when that quarter is older than the newest whose deadline has passed.'],
      ['consensus', '--institutions CIK,CIK… (2 to 25): stocks at least --min-funds of them (default 2) hold in the quarter, most holders first.'],
    ]),
  },
  {
    title: 'SAMPLE DATA',
    body: para(
      'The sample set holds synthetic 13F reports of thirty managers over six quarters: the roster managers keep their real '
        + 'names and CIKs (their holdings are synthetic), the others are named Sample with CIKs from 0099990001. It includes a '
        + 'first-time filer, a restatement, a combination report, a notice and a thousands-era filing; when the as-of date '
        + 'falls inside a filing window, only the filings made by then are in it. A real filing of a manager\'s quarter '
        + 'replaces that quarter\'s sample rows.',
    ),
  },
];
