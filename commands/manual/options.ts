/** Prose of the manual about this family: rules a reader needs beyond the options and the request. */
import { DEFAULT_OPTIONS_CACHE_SECONDS } from '../../src/engine/options/cache';
import { DEFAULT_OPTIONS_TIMEOUT_MS } from '../../src/engine/options/upstream';
import { para, terms, type Section } from './roff';

export const optionsSections: readonly Section[] = [
  {
    title: 'OPTION DATA',
    body: para(
      'fds options expirations TICKER lists the upcoming expirations (today in New York or later) of the listing\'s active '
        + 'contracts, ascending, each with its contract count; it is open to every plan and is read from the stored contract '
        + 'reference, so it answers whatever the options provider (disabled included). fds options chain TICKER shows one '
        + 'expiration (--expiration, default the nearest upcoming) by strike, calls before puts, filtered by --min-strike, '
        + '--max-strike and --type call|put, at most --limit contracts (default 250, max 500); returned and total say how many, '
        + 'and truncated is true when contracts were capped or the snapshot page bound was reached. fds options contract TICKER '
        + '--symbol OCC shows one contract, fetched from the provider and not stored. Chains and contracts need a paid plan (Free: '
        + '403, linking to the server\'s upgrade page when it has one; see fds-serve(1)).',
      'The path names the exact underlying: BRK-B never returns BRK-A\'s chain, and a contract of another underlying is unknown '
        + 'under it. BRK.B is read as BRK-B. An unknown, inactive or delisted ticker answers 404 on every option command, checked '
        + 'before any provider is asked (so 404 even when options data is disabled); an unknown, expired or no longer active '
        + 'symbol answers 404 too. --symbol takes the OCC form: root, yymmdd, C or P, strike in thousandths over 8 digits (e.g. '
        + 'AAPL261218C00150000; spaces and lower case are accepted); another shape answers 400. A known listing with no active contracts answers 200 with expiration null and no contracts: only an empty '
        + 'active-contract reference proves a listing has no options. A confirmed expiration whose snapshot is empty keeps its '
        + 'expiration and returns no contracts. An expiration that has passed or is not listed answers 400.',
      'Expiration, strike, type, exercise style and contract size come from the stored reference data, never from the OCC '
        + 'symbol. snapshotDate dates the day bar and openInterestDate the open interest; either may be null and one is never '
        + 'inferred from the other. quoteAsOf is the time of the bid/ask observation; null means unknown and is never replaced by '
        + 'the request time. Implied volatility and greeks are decimal fractions (0.4351 is 43.51%), theta per calendar day, '
        + 'vega per 0.01 of volatility. Pro sees the quote fields in real time (delayed false); Plus sees the indicative view '
        + '(delayed true); delayed describes the quote fields only. There is no historical date: answers are current snapshots.',
    ),
  },
  {
    title: 'OPTIONS PROVIDERS',
    body: [
      para(
        'Chains and contracts come from one provider, chosen by fds serve --options-provider, or for the local CLI by the '
          + 'environment variable FDS_OPTIONS_PROVIDER (expirations are always read from the store):',
      ),
      terms([
        ['capture', 'The default: the newest snapshot stored in the capture tables (the sample set, or files loaded with fds ingest options).'],
        [
          'upstream',
          'Another fds server\'s /v1 chain and contract endpoints, given by --options-upstream URL and --options-upstream-key KEY (FDS_OPTIONS_UPSTREAM, '
            + 'FDS_OPTIONS_UPSTREAM_KEY). The key needs a paid plan there. Connect and read timeouts are --options-timeout-ms '
            + `(default ${DEFAULT_OPTIONS_TIMEOUT_MS}). Its 404 stays 404; its 5xx, a timeout, a refused connection, a refused key or an `
            + 'answer that is not the documented resource become 503.',
        ],
        ['disabled', 'Every chain and contract request answers 503; expirations still answer from the store.'],
      ]),
      para(
        `A provider's snapshot is reused for ${DEFAULT_OPTIONS_CACHE_SECONDS} seconds (--options-cache-seconds; 0 turns the cache off), `
          + 'for every caller and plan, IV and greeks included; a failure is never reused. 503 service_unavailable (exit status 6) '
          + 'means options data is disabled, timed out or failing, or that no snapshot of the expiration has been captured: it never '
          + 'means the listing has no options.',
      ),
    ].join('\n'),
  },
];
