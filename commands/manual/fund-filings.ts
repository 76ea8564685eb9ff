/**
 * Prose of the manual about a fund's operations (SEC Form N-CEN) and Swedish funds' positions
 * (Finansinspektionen): rules a reader needs beyond the options and the request.
 */
import { DUE_AFTER_DAYS } from '../../src/engine/funds/se-positions-source';
import { para, terms, type Section } from './roff';

export const fundOperationsSection: Section = {
  title: 'FUND OPERATIONS',
  body: terms([
    ['filings', 'fds funds operations ID lists the SEC Form N-CEN filings that cover the fund, newest first (report period, then filing date). N-CEN is the annual census report a registrant (the trust or company) files for the series it lists: a filing covers the fund when it lists the fund\'s series id, or, listing no series at all, when its registrant CIK is the CIK of the fund\'s newest N-PORT-P report.'],
    ['fund id', 'The fund is given as on fds funds holdings: profile id, series id, series ticker or verified share-class ticker. A series id that no N-PORT-P report has but a stored N-CEN filing lists resolves too (a money market fund files N-CEN but no N-PORT-P), so every profileId of fds funds search resolves here. Anything else is 404 (exit 3).'],
    ['rows', 'Each filing: filedDate (as the ingested file\'s name stated it; null when unknown), reportPeriodEnd, investmentCompanyType (N-1A, N-2, …), investmentCompanyFileNumber (811-…), isAmendment (an N-CEN/A), isFirstFiling and isLastFiling (the registrant\'s answers; null when unanswered), accessionNumber, registrantName, registrantCik, and serviceProviders: the fund\'s own, then the registrant\'s, in filing order.'],
    ['providers', 'Each provider has a role (investmentAdviser, subAdviser, transferAgent, pricingService, custodian, shareholderServicingAgent, administrator, securitiesLendingAgent, liquidityClassificationService, collateralManager, principalUnderwriter, publicAccountant), its name and country as filed, and isAffiliated: the filing\'s answer whether it is an affiliated person (of the fund or its adviser; for an underwriter, of the registrant), null where the form asks none (investment advisers, public accountants).'],
    ['coverage', 'coverage is always registrantLevelTrackedIssuerFeed and coverageNote says what that means: filings are registrant-level and only the stored ones are read. An empty data list (200, exit 0) is a coverage result, never evidence that no filing exists. An amendment is a filing of its own, listed beside the filing it amends.'],
    ['limit', '--limit defaults to 10, max 500. There is no offset.'],
    ['loading', 'Filings are loaded with fds ingest sec-ncen FILE.xml (see fds-ingest(1)); name the file after its accession number and filing date, which the document itself does not state. The sample filings are synthetic: their registrants\' names start with Sample and their CIKs run from 0009990001; a real filing of a registrant replaces its synthetic filings.'],
  ]),
};

export const swedishPositionsSection: Section = {
  title: 'SWEDISH FUND POSITIONS',
  body: [
    para(
      'fds funds swedish EXCHANGE TICKER (GET /v1/stocks/{exchange}/{ticker}/swedish-fund-positions) lists the positions Swedish UCITS '
        + 'funds report to Finansinspektionen (Fondinnehav per kvartal) in the listing\'s exact ISIN. The listing resolves as on fds short '
        + 'eu-disclosures: a verified European listing (XSTO HM-B) gives its ISIN; an unknown or ambiguous listing is 404 (exit 3). '
        + 'This is portfolio positions of Swedish funds only: not comprehensive ownership, and never merged with other ownership data.',
    ),
    terms([
      ['quarter', `Without --period-end the newest captured quarter is read; --period-end DATE reads the quarter ending on DATE, which must be a calendar quarter end (yyyy-03-31, -06-30, -09-30, -12-31; anything else is 400 naming periodEnd). FI publishes a fund's revised report in place of the earlier one; every revision ingested is kept, and each fund's quarter is read from its revision captured last.`],
      ['rows', 'One row per reported position row: a position the report lists twice is two rows. fundInstituteNumber is the fund\'s identity (FI\'s institute number, not a share-class ISIN), with fundName and managementCompany; reportingDate is the quarter end; instrumentName, isin, assetType, issuerCountry, currency and quantity as reported; marketValueSek is in SEK whatever the instrument\'s currency; percentOfFundAssets is the position\'s weight in the fund (5.2 is 5.2%), not a share of the company; fundAssetsSek is the fund\'s assets; revisionCapturedAt and sourceRow (revisionId, rowNumber) say which report row it is. Largest market value first, then institute number and row.'],
      ['coverage', 'coverageStatus is available, or one of unresolved_security (the listing\'s ISIN is not verified), not_captured (the quarter, or any quarter, is not captured) and no_matching_positions (captured, no fund lists the ISIN); none of those three means no Swedish fund holds the security. periodEnd is the quarter asked for, latestCapturedPeriodEnd the newest captured, checkedAt when the quarter was last captured.'],
      ['staleness', `isStale is true when no quarter is captured or when a quarter newer than the newest captured one is due: a quarter is taken to be due ${DUE_AFTER_DAYS} days after it ends (FI publishes about two months after).`],
      ['paging', '--limit 1 to 100 (default 20), --offset 0 to 100000 (default 0); out of range is 400 naming the parameter. totalPositions and meta.total count the rows before paging.'],
      ['layout', 'Reports are loaded with fds ingest fi-fund-holdings FILE.xml, one fund and quarter per file, in FI\'s published XML layout (see fds-ingest(1)). The sample\'s Swedish funds are synthetic: names start with Sample and institute numbers run from 9990001; a real report of a quarter replaces that whole synthetic quarter.'],
    ]),
  ].join('\n'),
};
