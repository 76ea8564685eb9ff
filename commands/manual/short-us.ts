/** Prose of the manual about the US short-selling reads: the rules a reader needs beyond the options and the request. */
import { CASE_SEPARATED_FROM, DAYS_TO_COVER_CAP, DEFAULT_MONTHS, PAGE_LIMITS, SHORT_VOLUME_START } from '../../src/engine/short/us-rules';
import { para, type Section } from './roff';

const limits = (which: keyof typeof PAGE_LIMITS): string => `--limit defaults to ${PAGE_LIMITS[which][0]}, max ${PAGE_LIMITS[which][1]}`;

const window = (which: keyof typeof DEFAULT_MONTHS, dates: string): string =>
  `--start-date and --end-date bound the ${dates}, both ends included; without them the window is the last ${DEFAULT_MONTHS[which]} months, ending today`;

export const shortUsSections: readonly Section[] = [
  {
    title: 'US LISTINGS',
    body: para(
      'fds short volume, interest, off-exchange and ftd take a US stock or ETF listing (AAPL, BRK-B or BRK.B), and read '
        + 'the regulators\' files stored by fds ingest (finra-short-volume, finra-short-interest, finra-off-exchange, '
        + 'sec-ftd) or the synthetic sample. A regulator symbol that matches no stored listing is kept as filed and answers '
        + 'under that symbol. Every list is newest first and paged with --limit and --offset; a known ticker with nothing '
        + 'in the window is an empty page, an unknown one 404 (exit 3), and a non-US listing (MIC:TICKER) 404 as well, '
        + 'since FINRA and SEC data cover US listings only. A bad value is 400 naming the option (exit 2).',
    ),
  },
  {
    title: 'SHORT VOLUME',
    body: para(
      'fds short volume TICKER lists FINRA\'s daily short-sale volume (Reg SHO): date, shortVolume (short-exempt '
        + 'included), shortExemptVolume, totalVolume and shortVolumePercent (shortVolume as a percentage of totalVolume, '
        + 'two decimals; null when totalVolume is 0). The volumes cover off-exchange trades reported to FINRA\'s '
        + 'facilities only, about 40% of consolidated volume, so 40 to 50 percent short is a normal baseline, not a signal.',
      'A day\'s figure is the consolidated (CNMS) file\'s row when one is stored; only without it is it the sum of the '
        + 'facility files of that day (FNSQ, FNQC, FNYX, FNRA, FORF). The consolidated row already is the sum of the '
        + `facility rows, so the two are never added. Daily coverage begins ${SHORT_VOLUME_START}: earlier dates answer `
        + 'an empty page, whatever is stored.',
      'FINRA files volumes on the share basis of the trade date, in fractional shares. Each figure is restated onto '
        + 'today\'s split basis (multiplied by the ratio of every split effective after the trade date and by today; a '
        + 'split announced for later changes nothing yet), then rounded to the nearest whole share, halves away from '
        + 'zero. The percentage comes from the unrounded figures, which a restatement does not change. '
        + `${window('shortVolume', 'trade date')}; ${limits('shortVolume')}.`,
      'fds short largest answers the market\'s largest short volume on one trade date (--date; default the newest date '
        + 'with short volume stored, on or before today) as date and rows of ticker, name and the same figures, each as '
        + 'fds short volume gives it for that listing and date. --sort-by shortVolume (default) or shortPercent, largest '
        + 'first, ties on ticker; --min-short-volume and --min-total-volume (shares, default 0) apply to the returned '
        + `figures; meta.total counts the rows past the floors. A date without data, or before ${SHORT_VOLUME_START}, is an `
        + `empty board. ${limits('largest')}.`,
    ),
  },
  {
    title: 'SHORT INTEREST',
    body: para(
      'fds short interest TICKER lists FINRA\'s short interest at each settlement date (twice a month): settlementDate, '
        + 'shortPosition, changeInShortPosition, averageDailyVolume, daysToCover, as FINRA published them, and '
        + 'splitInPeriod, FINRA\'s flag that a split took effect in the reporting period (positions are not restated; '
        + `across such a period the change straddles two share bases). FINRA caps daysToCover at ${DAYS_TO_COVER_CAP}: a `
        + `returned ${DAYS_TO_COVER_CAP} is a real reading meaning ${DAYS_TO_COVER_CAP} days or more (typically a listing that `
        + `barely trades), while the ${DAYS_TO_COVER_CAP} FINRA files for a settlement with zero average daily volume is a `
        + `placeholder, not a reading, and is returned as null. ${window('shortInterest', 'settlement date')}; `
        + `${limits('shortInterest')}.`,
      'fds short snapshot answers every listing\'s short interest at one settlement: settlementDate and rows of ticker, '
        + 'name (the listing\'s, else FINRA\'s issue name), shortPosition, changeInShortPosition, averageDailyVolume and '
        + 'daysToCover. The settlement is the newest one FINRA has published as of today by its calendar (FINRA '
        + 'disseminates a settlement on the 7th business day after it) of which the store holds rows: one that has '
        + 'settled but is not yet published is never shown. --sort-by daysToCover (default), shortPosition or change, '
        + `descending, ties on ticker. Sorted by daysToCover, readings at the ${DAYS_TO_COVER_CAP} cap rank after every `
        + 'real reading and rows without a reading (null) come last; the other sorts are plain descending orders, an '
        + 'unknown change last. --min-days-to-cover (default 0) above 0 leaves out rows without a reading; '
        + '--min-average-daily-volume (default 0; --min-avg-daily-volume and minAvgDailyVolume are the same, and giving '
        + 'both with different values is 400) counts an unknown volume as 0. meta.total counts the rows past the floors. '
        + `${limits('snapshot')}.`,
    ),
  },
  {
    title: 'OFF-EXCHANGE VOLUME',
    body: para(
      'fds short off-exchange TICKER lists FINRA\'s weekly OTC transparency data by week start (Monday): atsVolume and '
        + 'atsTradeCount (alternative trading systems), nonAtsOtcVolume and nonAtsOtcTradeCount (other over-the-counter '
        + 'trading), and totalOffExchangeVolume, their sum. A venue with no row stored for the week is null (its file not '
        + 'captured, or nothing reported), and so is the total then. Rows of symbols that differ only by case are one '
        + `listing's and are summed. Before the week of ${CASE_SEPARATED_FROM} FINRA folded such symbols into one row, so `
        + 'mayIncludeCaseFoldedSiblingVolume is true for the weeks before it: their figures may include a sibling\'s '
        + `volume. ${window('offExchange', 'week start')}; ${limits('offExchange')}.`,
    ),
  },
  {
    title: 'FAILS TO DELIVER',
    body: para(
      'fds short ftd TICKER lists the SEC\'s fails-to-deliver: settlementDate, quantity, price and value. quantity is '
        + 'the aggregate outstanding fail balance on that date: a balance, never to be summed across dates. A listing '
        + 'filed under two CUSIPs on one date (a CUSIP change) is one row, its balances of that date added. price is the '
        + 'file\'s, the prior trading day\'s close (null where the file writes a dot); value is quantity × price to the '
        + 'cent, null without a price.',
      'coverageStartDate and coverageEndDate bound the newest unbroken run of complete SEC files stored (each file '
        + 'covers a half-month; one whose trailer count disagrees with its rows is a cut copy, its rows kept but not '
        + 'counted as coverage). From coverageStartDate through coverageEndDate a date without a row means no reported '
        + 'fails; earlier dates (a missing or cut file breaks the run) are only partially covered, and later ones not '
        + `yet. Both are null while no complete file is stored. ${window('failsToDeliver', 'settlement date')}; `
        + `${limits('failsToDeliver')} (a trading day a row, so a default page holds the default window).`,
    ),
  },
];
