/**
 * Importer of registered investment companies' annual census reports: the SEC's Form N-CEN XML primary
 * document of one filing (a registrant and the series it covers, with their service providers).
 */
import type { Importer } from './importer';
import { PROVIDER_ROLES } from './ncen';

export const secNcenImporter: Importer = {
  name: 'sec-ncen',
  description: 'SEC Form N-CEN XML filing of a registrant (its series and their service providers)',
  manual:
    'The primary document of one Form N-CEN filing as EDGAR publishes it (primary_doc.xml, edgarSubmission in the ncen '
    + 'namespace); an amendment (N-CEN/A) reads alike and is stored as one. From headerData: submissionType, the '
    + 'investmentCompanyType (N-1A, N-2, …) and the series the report covers (rptSeriesClassInfo seriesId); from '
    + 'generalInfo: reportEndingPeriod; from registrantInfo: registrantFullName, registrantCik, investmentCompFileNo, '
    + 'isRegistrantFirstFiling, isRegistrantLastFiling and the registrant\'s principal underwriters and public '
    + 'accountants; from each managementInvestmentQuestion: the series (mgmtInvSeriesId, mgmtInvFundName) and its '
    + 'service providers, each with its role, name, country and affiliation answer (null where the form asks none). '
    + `Roles kept: ${PROVIDER_ROLES.join(', ')}; brokers, broker-dealers and terminated advisers are not providers `
    + 'and are not kept, nor is an item whose name is N/A. The document states neither its accession number nor its '
    + 'filing date, so the file name does: name the file after its accession number as EDGAR writes it '
    + '(0001410368-26-010921, or its 18 digits) and add the filing date right after it, as yyyy-MM-dd or yyyyMMdd '
    + '(ncen-0001410368-26-010921-2026-02-12.xml). Without an accession the filing is identified by the document\'s '
    + 'sha256; without a date its filedDate is null (unknown). A document that is not well-formed XML is refused '
    + 'naming its line; one that is no N-CEN filing, or lacks the registrant name or CIK or the reporting period, is '
    + 'refused naming the element; a series id that is not S and nine digits, a Y/N answer that is neither, or a '
    + 'provider without a name element is refused listing each with its line and element. Key: the filing. '
    + 'Re-ingesting the same document adds nothing; another document of the same filing replaces it whole. A fund '
    + 'is linked to every filing that lists its series id (and a filing that lists no series to the funds of its '
    + 'registrant CIK). A real filing of a registrant replaces every synthetic N-CEN filing of that registrant.',
  extensions: ['.xml'],
  load: async (input) => (await import('./sec-ncen-load')).load(input),
};
