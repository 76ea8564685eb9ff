/** Prose of the manual about the funds family (registered funds, investment advisers): rules a reader needs beyond the options and the request. */
import { SAMPLE_CRD_RANGE } from '../../src/store/sample/advisers';
import { fundOperationsSection, swedishPositionsSection } from './fund-filings';
import { para, terms, type Section } from './roff';

export const fundsSections: readonly Section[] = [
  {
    title: 'FUND IDENTIFIERS',
    body: para(
      'A fund is a series of a registered investment company as it files the SEC\'s monthly portfolio report N-PORT-P. '
        + 'Its profileId is its SEC series id (S and nine digits, such as S000030880): stable, and present for every '
        + 'series, with or without a ticker. Every fund route accepts the profile id, the series id (the same text), the '
        + 'series\' own ticker, or a verified share-class ticker (a class ticker stored as belonging to the series), in any '
        + 'case; an id matching several is read in that order, a real fund before a synthetic sample fund with the same '
        + 'ticker. A fund no stored report names is 404 (exit 3); fds funds operations also resolves a series id that '
        + 'only a stored N-CEN filing lists.',
      'Reports are loaded with fds ingest sec-nport-p FILE.xml and N-CEN filings with fds ingest sec-ncen FILE.xml (see '
        + 'fds-ingest(1)); a filing is read as a stream, so a '
        + `large one never sits in memory whole. The sample funds are synthetic: their names start with Sample and their `
        + `series ids run from S999000001 (far above any real one); a real filing of a series replaces its synthetic rows. `
        + `Tickers of real funds come from SEC's company_tickers_mf.json (fds ingest sec-fund-tickers): each class ticker `
        + `is a verified share-class ticker of its series, and a series with a single class takes it as its own.`,
    ),
  },
  {
    title: 'FUND DIRECTORY',
    body: terms([
      ['query', 'fds funds search QUERY… matches a fund name, registrant, profile id, series id, the fund\'s own ticker or a verified share-class ticker; an empty query is refused (400, exit 2).'],
      ['identifier', 'A query that is exactly a profile id (series id), own ticker or verified share-class ticker, in any case, comes first.'],
      ['every word', 'Then funds whose series name and registrant name together hold every word of the query, in any order.'],
      ['any word', 'Only when no fund is in either tier, a sparse fallback returns funds whose names hold any word of the query.'],
      ['words', 'Whole words only, compared ignoring case and punctuation: a short token never matches inside a longer word.'],
      ['rows', 'One row per series, from its newest report: seriesName, registrantName, profileId, ticker (null without one), fundType (null when not known), netAssets (the fund\'s reported total), holdingCount (stored rows), reportedHoldingCount, holdingsCoverage and latestReportPeriodDate. Within a tier, largest net assets first, then series name and profile id; totalMatches counts every match before --limit (default 20, max 500). Series without a ticker are listed, and every profileId resolves on fds funds holdings.'],
      ['absent', 'Funds that do not file N-PORT-P (money market funds, small business investment companies) can be absent: a miss is not evidence that a fund does not exist.'],
    ]),
  },
  {
    title: 'FUND HOLDINGS',
    body: terms([
      ['report', 'fds funds holdings ID answers from the series\' report with the greatest reporting-period date (repPdDate), whatever order reports were ingested in: a late amendment (NPORT-P/A) of an older quarter never shadows the newest report. An amendment of the same period replaces that report whole.'],
      ['rows', 'Every stored investment: name, cusip, balance in units (NS shares, PA principal amount, NC contracts, OU other), valueUsd, percentOfNetAssets (12.5 is 12.5%; negative for a short), assetCategory (EC common equity, DBT debt, STIV short-term vehicle, …) and country, largest value first, then filing order.'],
      ['coverage', 'totalHoldings counts the stored rows; reportedHoldingCount is how many investments the filing lists (null when unknown). holdingsCoverage is fullPortfolio when the two are equal, trackedEquitiesOnly when fewer rows are stored than the filing reports (only the tracked equities were kept, so the rows are not the whole portfolio), and unknown when the reported count is missing or below the stored one.'],
      ['paging', '--limit defaults to 20, max 500; --offset skips rows. A page past the last holding is empty (200), not an error; meta.total is totalHoldings.'],
    ]),
  },
  fundOperationsSection,
  {
    title: 'FUND OWNERS OF A STOCK',
    body: terms([
      ['newest', 'fds funds owners TICKER lists the positions in the stock of each series\' newest report only; an older report of a series never adds a row. Values (balance, units, valueUsd, percentOfNetAssets, payoffProfile) are as of each row\'s own reportPeriodDate.'],
      ['18 months', 'A series whose newest reporting period is more than 18 months before today (New York date) has stopped filing: it is left out of the rows and of totalPositions.'],
      ['matching', 'A holding is the stock\'s when the filing identifies it so: its identifiers\' ticker is the listing\'s ticker (BRK.B and BRK/B read as BRK-B), or its CUSIP, or the CUSIP inside a US or CA ISIN, is a CUSIP the SEC\'s fails-to-deliver data pairs with the ticker. A holding the filing names by neither is not counted; a stock no counted fund holds answers an empty list.'],
      ['filter', '--registrant-or-series TEXT keeps positions whose registrant or series name holds TEXT, ignoring case; it applies before totalPositions, meta.total and the paging.'],
      ['order', 'Largest valueUsd first, then registrant, series and profile id. --limit defaults to 20, max 500; --offset skips rows; a page past the end is empty.'],
    ]),
  },
  swedishPositionsSection,
  {
    title: 'INVESTMENT ADVISER SEARCH',
    body: terms([
      ['names', 'fds funds advisers search matches the legal name and the doing-business-as name (primaryBusinessName) of the newest stored extract of each adviser; either may match.'],
      ['exact', 'An adviser whose legal or doing-business-as name is exactly the query\'s words comes first.'],
      ['every word', 'Then advisers whose legal or doing-business-as name holds every word of the query, in any order.'],
      ['any word', 'Only when no adviser is in either tier, a sparse fallback returns advisers whose names hold any word of the query.'],
      ['words', 'Whole words only, compared ignoring case and punctuation (J.P. is jp, L.L.C. is llc): a short token never matches inside a longer word.'],
      ['order', 'Within a tier, largest total regulatory AUM first (not filed last), then legal name, then CRD. totalMatches counts every match before --limit, which defaults to 20, max 500. An empty query is refused (400, exit 2).'],
    ]),
  },
  {
    title: 'INVESTMENT ADVISER PROFILE',
    body: para(
      'fds funds advisers show CRD prints the profile of one adviser by its CRD number (as the search returns it): '
        + 'secNumber (the 801- file number), legalName, primaryBusinessName, city, state and country of the main office, '
        + 'website exactly as filed (it may be a social-media page), secStatus, numberOfEmployees (Form ADV Item 5A), '
        + 'totalRegulatoryAum, discretionaryAum and nonDiscretionaryAum (Item 5F(2)(c), (a) and (b), USD), and the '
        + 'booleans chargesPercentageOfAum, chargesHourly, chargesSubscription, chargesFixed, chargesCommissions, '
        + 'chargesPerformanceBased and chargesOther (the boxes of Item 5E). A figure the adviser did not file is null. '
        + 'An unknown CRD is 404 (exit 3); a CRD that is not a positive whole number is 400 naming crd (exit 2).',
      'asOfDate is the date of the SEC\'s monthly bulk extract the row comes from, not the date of the adviser\'s '
        + 'filing: the figures in an extract may be a year old. Several monthly extracts may be stored; every answer '
        + 'comes from the newest extract of the CRD, whatever order they were ingested in.',
      'Extracts are loaded with fds ingest sec-form-adv FILE.csv (see fds-ingest(1)). The file states no date of its '
        + 'own, so its name must: yyyy-MM-dd, a yyyy-MM month (the extract of the 1st) or the SEC\'s iaMMDDYY. '
        + `The sample advisers are synthetic: their names start with Sample and their CRDs run from ${SAMPLE_CRD_RANGE.first} `
        + `to ${SAMPLE_CRD_RANGE.last}, far above any real CRD; a real extract naming a CRD replaces its synthetic rows, `
        + 'and fds store info lists the advisers still synthetic.',
    ),
  },
];
