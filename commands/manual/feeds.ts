/** Prose of the manual about the web data feed commands of `fds feeds`. */
import { FEED_HISTORY_MAX_BYTES, FEED_HISTORY_MAX_RUNS, FEED_HISTORY_MONTHS } from '../../src/engine/feeds/limits';
import { para, terms, type Section } from './roff';

export const feedsSections: readonly Section[] = [
  {
    title: 'WEB DATA FEEDS',
    body: para(
      'A web data feed is a scheduled collection of web pages set up in the dashboard; fds only reads what was captured. '
        + 'Feeds arrive in the store with fds ingest web-feed (see fds-ingest(1)); reading a feed never contacts the source website.',
      'Feeds need a Pro account key: a Free or Plus key gets 403 forbidden (linking to the server\'s upgrade page when it has one). An organization key owns no '
        + 'feeds and gets 403 forbidden as well. The local CLI acts as the built-in local owner account (Pro).',
    ),
  },
  {
    title: 'RUN STATES',
    body: [
      para('fds feeds list (GET /v1/web-data-feeds, alias /v1/custom-data-sets) shows each of the account\'s feeds, by name, with its '
        + 'schedule, access mode (public, or authenticated when collecting needs a sign-in), its newest run (by start time) and '
        + 'lastResultAtUtc, the completion time of the result fds feeds show serves. An account without feeds gets an empty list. Run states:'),
      terms([
        ['Running', 'Started, not completed: no completion time, no result.'],
        ['Succeeded', 'Completed with a result. Only a result whose extraction passed verification is ever served; an unverified one is kept for auditing.'],
        ['Failed', 'Completed without a result. A failed newer run never hides the last good result.'],
      ]),
    ].join('\n'),
  },
  {
    title: 'RESULTS',
    body: para(
      'fds feeds show ID (GET /v1/web-data-feeds/{id}, alias /v1/custom-data-sets/{id}) prints the newest verified successful '
        + 'result. With --at T it prints the newest one completed at or before the instant T, an ISO-8601 timestamp with a zone '
        + '(2026-11-20T16:00:00Z or 2026-11-20T11:00:00-05:00; read to the millisecond); a timestamp without a zone, or a date alone, '
        + 'is refused (400 naming at).',
      'The result holds normalizedData (nothingStated, shared values repeated across rows, and rows holding only the fields that '
        + 'vary; field names differ by feed), or null for a legacy result that cannot meet that contract; data, the original '
        + 'verified extraction envelope; and sources, the exact pages captured. capturedAtUtc is when the run completed.',
      'A feed of another account and a feed that does not exist both answer 404 not_found with the same message, which names '
        + 'GET /v1/web-data-feeds. A feed of the account with no verified result (yet, or at or before --at) also answers 404 not_found, '
        + 'with a message saying so.',
      `History is bounded per feed: at most ${FEED_HISTORY_MONTHS} months of runs, the newest ${FEED_HISTORY_MAX_RUNS.toLocaleString('en-US')} runs and `
        + `${FEED_HISTORY_MAX_BYTES / 1_000_000} MB of results (1 MB = 1,000,000 bytes of JSON text), applied on every ingest with the oldest `
        + 'run removed first. A result the bounds removed can no longer be served, even with --at.',
    ),
  },
];
