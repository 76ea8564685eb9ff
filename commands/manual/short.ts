/** Prose of the manual about the short-selling family: the European registers, their rules and where their data comes from. */
import { EU_LISTINGS } from '../../src/engine/short/eu-listings';
import {
  AGGREGATE_REGISTERS,
  AGGREGATE_SOURCES,
  DAILY_STALE_AFTER_DAYS,
  DISCLOSURE_REGISTERS,
  DISCLOSURE_SOURCES,
  MONTHLY_STALE_AFTER_DAYS,
} from '../../src/engine/short/eu-sources';
import { UK_PERMISSION_ENV } from '../../src/engine/short/uk-permission';
import { IMPORTERS } from '../../src/store/ingest/importers/index';
import { REGISTER_LAYOUT_SOURCES } from '../../src/store/ingest/importers/short-positions';
import { para, terms, type Section } from './roff';

/** The datasets of `fds ingest` that load a register (none: no importer yet). */
const datasetsOf = (register: string): string[] =>
  IMPORTERS.filter((importer) => importer.manual.startsWith(`Loads the ${register} register.`)).map((importer) => importer.name);

function importersOf(register: string): string {
  const names = datasetsOf(register);
  return names.length === 0 ? 'No importer yet: only the synthetic sample answers for it.' : `Loaded with fds ingest ${names.join(', ')}.`;
}

/** Per register with an importer: its dataset and where its layout comes from. */
const layoutTerms = (): string =>
  terms(
    [...REGISTER_LAYOUT_SOURCES].map(([register, source]) => [register, `fds ingest ${datasetsOf(register).join(', ')}; its layout is ${source}.`] as const),
  );

const registerTerms = (sources: readonly string[], info: Readonly<Record<string, { sourceName: string; coverage: string; staleAfterDays: number }>>) =>
  terms(sources.map((source) => [source, `${info[source]!.sourceName}. ${info[source]!.coverage} Stale after ${info[source]!.staleAfterDays} days. ${importersOf(source)}`] as const));

const listingList = EU_LISTINGS.map((l) => `${l.mic} ${l.ticker} (${l.country}, ${l.isin ?? 'ISIN not verified'}${l.issuerLei === null ? '' : `, LEI ${l.issuerLei}`})`).join('; ');

export const shortSections: readonly Section[] = [
  {
    title: 'EUROPEAN LISTINGS',
    body: para(
      'fds short eu-disclosures and eu-aggregates take a listing as EXCHANGE TICKER: the market identifier code and the '
        + 'ticker as the exchange writes it (GET /v1/stocks/{exchange}/{ticker}/short-disclosures and .../short-aggregates). '
        + 'The listing is resolved from curated reference data (data/eu-listings.json) to its country (whose regulator\'s '
        + 'aggregates apply), the ISIN of the listed instrument and the issuer\'s LEI; an unknown listing, or one naming '
        + 'several instruments, is 404 (exit 3). Registers are matched on the exact ISIN, never on the issuer\'s name or '
        + `another of its instruments; Sweden's aggregate alone is matched on the issuer's LEI. The listings: ${listingList}.`,
      'Answers read the captures stored by fds ingest (or the synthetic sample) and never contact a regulator. Percentages '
        + 'are percentage points of issued share capital (0.35 means 0.35%), whatever unit the register states them in.',
    ),
  },
  {
    title: 'DISCLOSURES',
    body: [
      para(
        'fds short eu-disclosures EXCHANGE TICKER [--source SOURCE] [--limit N] lists the net short positions of named holders '
          + 'that one register publishes for the listing, newest position date first: holderName, holderLei, issuerName, isin, '
          + 'percentOfIssuedCapital, positionDate, publicationDate and publicationEndDate (when the register stopped '
          + 'publishing the row as current), null where the register does not say (unknown, never zero). The answer also '
          + 'says which register (source, sourceName, sourceUrl), what it covers (coverage), what a figure measures '
          + '(measure) and in what unit (percentageBasis), when it was last captured (checkedAt), the last update its export '
          + 'states (sourceModifiedAt), whether that capture is stale (isStale) and totalDisclosures before the limit. '
          + `--source defaults to AMF-France; another value must be one of ${DISCLOSURE_SOURCES.join(', ')} (case ignored), `
          + 'anything else is 400 naming source and these values. --limit is 1 to 100 (default 20); anything else is 400. '
          + 'There is no paging beyond the limit.',
        'coverageStatus: unresolved_security (the listing has no verified ISIN), not_captured (no export of the register '
          + 'has been accepted yet), no_matching_disclosures (exports were, none lists this ISIN) or available. Only available '
          + 'says anything about positions; none of the others means zero short positions.',
        'A current register and its archive are separate sources (AFM-Netherlands-Current and -History, FSMA-Belgium-Current '
          + 'and -History): their rows are never summed. The Dutch current register holds earlier notifications of a holder '
          + 'beside the newer ones; a notification crossing below 0.5% moves to the archive after one working day, and an '
          + 'archived row does not prove the position was closed. Dutch registers give no holder LEI, publication date or '
          + 'archive-transfer date: those stay null. Ireland states positions as fractions; they are returned multiplied by '
          + '100. Denmark\'s source is a monthly workbook of notifications at or above 0.5%; a below-threshold exit notification '
          + 'does not establish later holdings.',
        `Staleness is this service's rule: a register not captured within ${DAILY_STALE_AFTER_DAYS} days is stale (registers `
          + `publish every business day), Denmark's monthly workbook within ${MONTHLY_STALE_AFTER_DAYS} days; a register never `
          + 'captured is stale too. The registers:',
      ),
      registerTerms(DISCLOSURE_SOURCES, DISCLOSURE_REGISTERS),
    ].join('\n'),
  },
  {
    title: 'AGGREGATES',
    body: [
      para(
        'fds short eu-aggregates EXCHANGE TICKER [--limit N] answers an array of reports, one per aggregate register covering '
          + 'the listing\'s country (an empty array where none does: not a zero). Each report has source, sourceName, '
          + 'identityScope (security: matched on the ISIN; issuer: on the issuer\'s LEI), isin, issuerLei, measure, coverage, '
          + 'coverageStatus, percentageBasis, checkedAt, sourceModifiedAt, isStale, totalObservations, sourceUrl, observations '
          + '(newest first: positionDate, percentOfIssuedCapital, shares, becameHistoricalOn, holders as the register names '
          + 'them with their own positionDate, percentOfIssuedCapital and shares, and holderSharesReconcile) and '
          + 'reportedAggregates. --limit (1 to 100, default 20) bounds the observations of each report.',
        'coverageStatus, in the order it is decided: permission_required (a UK report on a deployment without the UK '
          + 'permission), unresolved_security or unresolved_issuer (the ISIN, or for Sweden the LEI, is not verified), '
          + 'not_captured, no_matching_observations, available. Missing observations never mean zero short positions.',
        'Reports are never added together. A register\'s figure is never replaced by the sum of its holders: '
          + 'holderSharesReconcile says whether the holders\' shares equal it (false when holders below the publication '
          + 'threshold make up the rest; null when there are no shares to compare). Norway covers positions active in a '
          + 'two-year window at or above 0.5%, and its holders keep their own dates and shares. The UK\'s current and '
          + 'historical positions are separate reports, and each UK observation is one disclosed position with its holder. '
          + 'Sweden\'s aggregate is issuer-scoped (isin null, issuerLei exact, positions above 0.1%), names no share class or '
          + 'holder and must not be summed across the listings of one issuer. Denmark\'s daily aggregate (positions at or '
          + 'above 0.1%, exact ISIN) comes as reportedAggregates (isin, issuerName, percentOfIssuedCapital, '
          + 'latestReportedAtLocal: a local time without zone that is not the position date) with empty observations, and is '
          + 'never added to the monthly notifications of fds short eu-disclosures --source DFSA-Denmark. The registers:',
      ),
      registerTerms(AGGREGATE_SOURCES, AGGREGATE_REGISTERS),
    ].join('\n'),
  },
  {
    title: 'UK PERMISSION',
    body: para(
      `Collecting the UK's short-position data needs permission. A deployment that holds it says so with the environment `
        + `variable ${UK_PERMISSION_ENV}, set to the reference of its permission (any non-empty text): fds serve reads it `
        + 'from its own environment when it starts, the local CLI (and the store\'s daemon answering it) from the caller\'s. '
        + 'Without it, both UK reports answer permission_required with no observations, whatever the store holds; fds ingest '
        + 'stores an FCA file either way.',
    ),
  },
  {
    title: 'FILES',
    body: [
      para(
        'Every register has an importer; fds-ingest(1) gives each layout in full (header names, delimiter, decimal mark, '
          + 'date forms). The AFM (Netherlands) current register, the FSMA (Belgium) current file and the FCA (UK) daily '
          + 'update are tested on published files; the others on files written in their layouts. Where a register '
          + 'publishes a spreadsheet or a web table (Ireland, Spain, Poland, Sweden), the sheet or table saved as CSV is '
          + 'read: title lines above the header are skipped and either delimiter is taken. Where no published column list of a register could be '
          + 'found (Denmark\'s monthly workbook and daily aggregates), its file is read in fds\'s canonical CSV, whose '
          + 'columns are the fields of the answer. Each export becomes its register whole. An export stating a last update older '
          + 'than the stored register\'s is refused; a history register only grows, so there an export whose newest position '
          + 'is older than the stored newest is refused too; a current register is not judged by its rows (its newest '
          + 'notification can leave it for the archive). Per register:',
      ),
      layoutTerms(),
    ].join('\n'),
  },
];
