/**
 * Short selling: the European regulators' net short position disclosures and aggregates of a listing.
 * Each operation is declared once here; the rules live in `engine/short/`. The US operations of the
 * family (short volume, short interest, …) join this list.
 */
import { z } from 'zod';
import { limitParam, oneOfWords } from '../core/params';
import { AggregateReportsSchema, DisclosuresSchema } from '../engine/short/eu-schemas';
import { DEFAULT_DISCLOSURE_SOURCE, DISCLOSURE_SOURCES } from '../engine/short/eu-sources';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

const TAG = 'short';

/** The registers an answer draws on (each one real file replaces whole). */
const registers = (keys: readonly string[]): SampleRef => ({ kind: 'short-register', keys });

const exchange = () => z.string().describe('Market identifier code of the exchange, e.g. XPAR (Euronext Paris), XAMS, XLON, XSTO.');
const listingTicker = () => z.string().describe('Ticker as the exchange writes it, share class after a dash, e.g. TTE, HM-B.');

const sourceParam = oneOfWords(DISCLOSURE_SOURCES, `must be one of ${DISCLOSURE_SOURCES.join(', ')}`)
  .prefault(DEFAULT_DISCLOSURE_SOURCE)
  .describe(`Register to read (default ${DEFAULT_DISCLOSURE_SOURCE}): ${DISCLOSURE_SOURCES.join(', ')}. Current and archived registers are separate sources.`);

export const euDisclosuresOperation = operation({
  id: 'short.euDisclosures',
  method: 'GET',
  path: '/v1/stocks/{exchange}/{ticker}/short-disclosures',
  summary: "Net short positions of named holders in a European listing, as one regulator's register publishes them.",
  description:
    "Disclosures of one register (source, default AMF-France) matched to the listing's exact ISIN, newest position first, "
    + 'bounded by limit (no full-history paging). Percentages are percentage points of issued share capital. Only '
    + 'coverageStatus available says anything about positions: unresolved_security, not_captured and '
    + 'no_matching_disclosures never mean zero short positions. A current register and its archive are separate sources, '
    + 'never to be summed. Reads stored captures only. Unknown or ambiguous listing: 404.',
  tag: TAG,
  params: z.object({
    exchange: exchange(),
    ticker: listingTicker(),
    limit: limitParam(20, 100).describe('Disclosures returned, newest first (default 20, 1 to 100); there is no paging beyond them.'),
    source: sourceParam,
  }),
  response: DisclosuresSchema,
  access: 'anyPlan',
  // Not cached: staleness is judged against the clock.
  sampleScope: (p) => [registers([p.source])],
  run: async (ctx, p) => (await import('../engine/short/eu-disclosures')).euDisclosures(ctx, p),
});

export const euAggregatesOperation = operation({
  id: 'short.euAggregates',
  method: 'GET',
  path: '/v1/stocks/{exchange}/{ticker}/short-aggregates',
  summary: "Regulators' aggregate net short positions of a European listing: one report per register of its country.",
  description:
    "An array of reports, one per aggregate register covering the listing's country, never added together (UK current and "
    + "historical, Sweden's issuer-wide figure across listings, Denmark's daily aggregate and monthly notifications). "
    + 'limit bounds the observations of each report. Only coverageStatus available says anything about positions; missing '
    + 'observations never mean zero. UK reports need the deployment\'s permission (permission_required otherwise). Reads '
    + 'stored captures only. Unknown or ambiguous listing: 404.',
  tag: TAG,
  params: z.object({ exchange: exchange(), ticker: listingTicker(), limit: limitParam(20, 100).describe('Observations per report, newest first (default 20, 1 to 100).') }),
  response: AggregateReportsSchema,
  access: 'anyPlan',
  // Not cached: staleness is judged against the clock, and the UK permission is the context's.
  sampleScope: (_p, result) => [registers(result.map((report) => report.source))],
  run: async (ctx, p) => (await import('../engine/short/eu-aggregates')).euAggregates(ctx, p),
});

export const shortOperations: readonly AnyOperation[] = [euDisclosuresOperation, euAggregatesOperation];
