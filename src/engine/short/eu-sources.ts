/**
 * The European short-selling registers this service reads, as vocabulary shared by the engine, the
 * importers and the manual: each register's identifier (the `source` of an answer), name, page, country,
 * what it covers, what one figure measures, the unit it states figures in, and after how many days
 * without a capture it is stale.
 *
 * Disclosure registers list individual holders' net short positions; aggregate registers publish a
 * figure per security (or per issuer, Sweden). A current register and its archive are separate sources:
 * their rows are never summed, and an archived row does not prove a position was closed.
 */

export const DISCLOSURE_SOURCES = [
  'AMF-France',
  'AFM-Netherlands-Current',
  'AFM-Netherlands-History',
  'FSMA-Belgium-Current',
  'FSMA-Belgium-History',
  'CBI-Ireland',
  'CNMV-Spain',
  'KNF-Poland',
  'FINFSA-Finland',
  'BAnz-Germany',
  'DFSA-Denmark',
] as const;

export const AGGREGATE_SOURCES = ['Finanstilsynet-Norway', 'FCA-UK-Current', 'FCA-UK-History', 'FI-Sweden', 'DFSA-Denmark-Daily'] as const;

export type DisclosureSource = (typeof DISCLOSURE_SOURCES)[number];
export type AggregateSource = (typeof AGGREGATE_SOURCES)[number];
/** A register: the `register` column of every short-selling capture table. */
export type Register = DisclosureSource | AggregateSource;

export const DEFAULT_DISCLOSURE_SOURCE: DisclosureSource = 'AMF-France';

/** A register whose captures go unrefreshed longer than this is stale (registers publish every business day). */
export const DAILY_STALE_AFTER_DAYS = 7;
/** Denmark's holder notifications come as a monthly workbook: stale after this many days. */
export const MONTHLY_STALE_AFTER_DAYS = 45;

export interface RegisterInfo {
  sourceName: string;
  sourceUrl: string;
  /** ISO 3166 alpha-2 country of the regulator (GB for the FCA). */
  country: string;
  coverage: string;
  measure: string;
  percentageBasis: string;
  /** `fraction`: the register states 0.0052 for 0.52% (converted to percentage points on reading). */
  statedAs: 'percentage points' | 'fraction';
  staleAfterDays: number;
}

export interface AggregateInfo extends RegisterInfo {
  /** `security`: one ISIN's figure; `issuer`: one figure for all the issuer's shares, matched on its LEI. */
  identityScope: 'security' | 'issuer';
  /**
   * Where its figures are kept: `aggregates` (a figure per date, with holders when named), `positions`
   * (the named positions of a disclosure list, one observation each) or `reported` (latest reported
   * aggregates, no position dates).
   */
  shape: 'aggregates' | 'positions' | 'reported';
  /** Collection needs the deployment's permission (see `uk-permission.ts`). */
  permissionGated: boolean;
}

const POINTS = 'Percentage points of issued share capital: 0.35 means 0.35%.';
const NAMED = 'Net short position of one named holder in the issuer\'s shares, as notified to the regulator and published (at or above 0.5% of issued share capital, and each 0.1% step above).';
const ARCHIVE =
  'Notifications moved out of the current register; a holder can have several. An archived row does not prove the position was closed, and it is never to be added to the current register\'s rows.';

const daily = { statedAs: 'percentage points', staleAfterDays: DAILY_STALE_AFTER_DAYS, percentageBasis: POINTS } as const;

export const DISCLOSURE_REGISTERS: Readonly<Record<DisclosureSource, RegisterInfo>> = {
  'AMF-France': {
    ...daily,
    sourceName: 'Autorité des marchés financiers (France), net short positions made public since 1 November 2012',
    sourceUrl: 'https://www.data.gouv.fr/fr/datasets/historique-des-positions-courtes-nettes-sur-actions-rendues-publiques-depuis-le-1er-novembre-2012/',
    country: 'FR',
    coverage: 'Every net short position the AMF has published since 1 November 2012, current and ended, with its publication dates; a position still published has no publication end date.',
    measure: NAMED,
  },
  'AFM-Netherlands-Current': {
    ...daily,
    sourceName: 'Autoriteit Financiële Markten (Netherlands), current net short positions register',
    sourceUrl: 'https://www.afm.nl/nl-nl/sector/registers/meldingenregisters/netto-shortposities-actueel',
    country: 'NL',
    coverage:
      'Notifications in the AFM\'s current register. It also keeps earlier notifications of a holder, so one holder can have several rows; a notification crossing below 0.5% moves to the archive after one working day. The register gives no holder LEI, publication date or archive-transfer date (null: unknown).',
    measure: NAMED,
  },
  'AFM-Netherlands-History': {
    ...daily,
    sourceName: 'Autoriteit Financiële Markten (Netherlands), archived net short positions register',
    sourceUrl: 'https://www.afm.nl/nl-nl/sector/registers/meldingenregisters',
    country: 'NL',
    coverage: `${ARCHIVE} The archive gives no holder LEI, publication date or archive-transfer date (null: unknown).`,
    measure: NAMED,
  },
  'FSMA-Belgium-Current': {
    ...daily,
    sourceName: 'Financial Services and Markets Authority (Belgium), current net short positions',
    sourceUrl: 'https://www.fsma.be',
    country: 'BE',
    coverage: 'Net short positions the FSMA currently publishes. No holder LEI or publication date is given.',
    measure: NAMED,
  },
  'FSMA-Belgium-History': {
    ...daily,
    sourceName: 'Financial Services and Markets Authority (Belgium), historical net short positions',
    sourceUrl: 'https://www.fsma.be',
    country: 'BE',
    coverage: `${ARCHIVE} The FSMA's change date (when a newer notification replaced the row) is returned as publicationEndDate.`,
    measure: NAMED,
  },
  'CBI-Ireland': {
    ...daily,
    sourceName: 'Central Bank of Ireland, net short positions',
    sourceUrl: 'https://www.centralbank.ie',
    country: 'IE',
    coverage: 'Net short positions the Central Bank of Ireland publishes.',
    measure: NAMED,
    statedAs: 'fraction',
    percentageBasis: 'Percentage points of issued share capital: 0.35 means 0.35%. The register states fractions (0.0035); they are multiplied by 100.',
  },
  'CNMV-Spain': {
    ...daily,
    sourceName: 'Comisión Nacional del Mercado de Valores (Spain), net short positions',
    sourceUrl: 'https://www.cnmv.es/Portal/Consultas/Busqueda.aspx?id=29',
    country: 'ES',
    coverage: 'Individual net short positions the CNMV publishes, current and historical.',
    measure: NAMED,
  },
  'KNF-Poland': {
    ...daily,
    sourceName: 'Komisja Nadzoru Finansowego (Poland), net short positions',
    sourceUrl: 'https://www.knf.gov.pl',
    country: 'PL',
    coverage: 'Net short positions the KNF publishes.',
    measure: NAMED,
  },
  'FINFSA-Finland': {
    ...daily,
    sourceName: 'Finanssivalvonta (Finland), net short positions',
    sourceUrl: 'https://www.finanssivalvonta.fi',
    country: 'FI',
    coverage: 'Net short positions the FIN-FSA publishes.',
    measure: NAMED,
  },
  'BAnz-Germany': {
    ...daily,
    sourceName: 'Bundesanzeiger (Germany), net short positions published under the Short Selling Regulation',
    sourceUrl: 'https://www.bundesanzeiger.de',
    country: 'DE',
    coverage: 'Net short positions published in the Federal Gazette on BaFin\'s behalf.',
    measure: NAMED,
  },
  'DFSA-Denmark': {
    ...daily,
    sourceName: 'Finanstilsynet (Denmark), monthly workbook of net short position notifications',
    sourceUrl: 'https://www.finanstilsynet.dk',
    country: 'DK',
    coverage:
      'Notifications at or above 0.5% from the regulator\'s monthly workbook, including below-threshold exit notifications; an exit does not establish later holdings. Never to be added to the daily aggregate (DFSA-Denmark-Daily).',
    measure: 'Net short position of one named holder as notified, from the monthly workbook.',
    staleAfterDays: MONTHLY_STALE_AFTER_DAYS,
  },
};

export const AGGREGATE_REGISTERS: Readonly<Record<AggregateSource, AggregateInfo>> = {
  'Finanstilsynet-Norway': {
    ...daily,
    sourceName: 'Finanstilsynet (Norway), short position register',
    sourceUrl: 'https://www.finanstilsynet.no',
    country: 'NO',
    coverage: 'Positions active within the last two years at or above 0.5%, per ISIN, with the holders the register names and their own dates and shares.',
    measure: 'Aggregate net short position in the ISIN as the register states it; never replaced by the sum of its holders.',
    identityScope: 'security',
    shape: 'aggregates',
    permissionGated: false,
  },
  'FCA-UK-Current': {
    ...daily,
    sourceName: 'Financial Conduct Authority (UK), net short positions daily update',
    sourceUrl: 'https://www.fca.org.uk/markets/short-selling/notification-disclosure-net-short-positions',
    country: 'GB',
    coverage: 'Net short positions the FCA currently discloses at or above 0.5% of issued share capital, one observation per disclosed position with its holder. Collection needs the deployment\'s permission.',
    measure: 'Net short position of the holder named, as disclosed; never added to the historical report.',
    identityScope: 'security',
    shape: 'positions',
    permissionGated: true,
  },
  'FCA-UK-History': {
    ...daily,
    sourceName: 'Financial Conduct Authority (UK), historical net short positions',
    sourceUrl: 'https://www.fca.org.uk/markets/short-selling/notification-disclosure-net-short-positions',
    country: 'GB',
    coverage: 'Positions the FCA no longer lists as current. Collection needs the deployment\'s permission.',
    measure: 'Net short position of the holder named, as it last stood while current; never added to the current report.',
    identityScope: 'security',
    shape: 'positions',
    permissionGated: true,
  },
  'FI-Sweden': {
    ...daily,
    sourceName: 'Finansinspektionen (Sweden), aggregated net short positions',
    sourceUrl: 'https://www.fi.se',
    country: 'SE',
    coverage: 'Aggregated net short positions above 0.1% per issuer. Share classes and holders are not identified.',
    measure: 'Aggregate net short position in the issuer (all share classes, matched on its LEI); never to be summed across the listings of one issuer.',
    percentageBasis: 'Percentage points of the issuer\'s issued share capital: 0.35 means 0.35%.',
    identityScope: 'issuer',
    shape: 'aggregates',
    permissionGated: false,
  },
  'DFSA-Denmark-Daily': {
    ...daily,
    sourceName: 'Finanstilsynet (Denmark), daily aggregated net short positions',
    sourceUrl: 'https://www.finanstilsynet.dk',
    country: 'DK',
    coverage: 'The latest reported aggregate of positions at or above 0.1% per ISIN. Never to be added to the monthly holder notifications (DFSA-Denmark).',
    measure: 'Aggregate net short position as last reported, with the local time it was reported (not the position date): see reportedAggregates; observations is empty.',
    identityScope: 'security',
    shape: 'reported',
    permissionGated: false,
  },
};

export const registerInfo = (register: Register): RegisterInfo =>
  (DISCLOSURE_REGISTERS as Readonly<Record<string, RegisterInfo>>)[register] ?? AGGREGATE_REGISTERS[register as AggregateSource];
