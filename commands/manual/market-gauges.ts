/** Prose of the manual about the put/call, volatility-index and catalyst commands of `fds market`. */
import { CATALYST_COVERAGE_START, CATALYST_DEFAULT_LIMIT, CATALYST_DEFAULT_SPAN_DAYS, CATALYST_MAX_LIMIT } from '../../src/engine/fda/schemas';
import { DEFAULT_PUT_CALL_TYPE, GAUGE_DEFAULT_LIMIT, GAUGE_MAX_LIMIT, PUT_CALL_TYPES } from '../../src/engine/gauges/schemas';
import { para, terms, type Section } from './roff';

export const marketGaugesSections: readonly Section[] = [
  {
    title: 'PUT/CALL RATIOS',
    body: [
      para(
        `fds market put-call lists Cboe's daily call, put and total contract volumes and the published put/call ratio of one `
          + `product, newest session first. --type is one of ${PUT_CALL_TYPES.join(', ')} in any letter case (equity, EQUITY `
          + `and Equity are the same) and defaults to ${DEFAULT_PUT_CALL_TYPE}; any other value is refused naming type. The `
          + `ratio is stored as Cboe publishes it (two decimals), not recomputed.`,
        `Without --start-date and --end-date the whole stored history is paged. Pages hold ${GAUGE_DEFAULT_LIMIT} sessions by `
          + `default and at most ${GAUGE_MAX_LIMIT}; --offset skips rows; meta.hasMore says whether more rows follow. A start `
          + `date after the end date is refused. Load Cboe's own files with fds ingest put-call.`,
      ),
    ].join('\n.PP\n'),
  },
  {
    title: 'VOLATILITY INDEX',
    body: para(
      `fds market vix lists the daily open, high, low and close of the Cboe volatility index, newest first, paged like `
        + `put-call (${GAUGE_DEFAULT_LIMIT} rows by default, at most ${GAUGE_MAX_LIMIT}). The series begins 1990-01-02: a start `
        + `date before it is accepted and simply finds nothing earlier. Load Cboe's VIX_History.csv with fds ingest vix.`,
    ),
  },
  {
    title: 'ADVISORY-COMMITTEE CATALYSTS',
    body: [
      para(
        `fds market catalysts (GET /v1/fda/catalysts) lists announced FDA advisory-committee meetings, soonest first (by `
          + `meeting date, then title). Rows carry no stock ticker. Coverage begins ${CATALYST_COVERAGE_START.slice(0, 7)}; a `
          + `window before that returns nothing.`,
      ),
      terms([
        ['--start-date', 'First day of the window; defaults to today in New York (America/New_York), not the UTC date.'],
        [
          '--end-date',
          `Last day of the window; defaults to ${CATALYST_DEFAULT_SPAN_DAYS} days after the start (the start given or defaulted). An end `
            + 'before the start is refused (400), also when only --end-date is given and falls before today.',
        ],
        ['--limit', `At most this many rows (default ${CATALYST_DEFAULT_LIMIT}, max ${CATALYST_MAX_LIMIT}). The list is not paged: there is no --offset, and the API refuses an offset parameter.`],
      ]),
      para(
        'A meeting spanning several days (meetingDate to endDate) is listed when any of its days falls in the window, so a '
          + 'meeting that began before the start date but is still running appears. Load a calendar with fds ingest fda-catalysts.',
      ),
    ].join('\n.PP\n'),
  },
];
