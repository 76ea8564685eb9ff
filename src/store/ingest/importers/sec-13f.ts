/**
 * Importer of institutional managers' quarterly holdings reports: one SEC Form 13F filing (13F-HR, 13F-NT
 * and their amendments) as EDGAR publishes it, a folder holding its cover page and information table or
 * its full submission text.
 */
import type { Importer } from './importer';
import { isFilingFolder } from './thirteenf-documents';

export const sec13fImporter: Importer = {
  name: 'sec-13f',
  description: 'SEC Form 13F filing of an institutional manager (cover page and information table)',
  manual:
    'One Form 13F filing as EDGAR publishes it: the filing\'s folder (primary_doc.xml, the cover page, beside the '
    + 'information table, any other .xml whose root is informationTable; a folder named by the accession number '
    + 'without dashes gives the filing its accession number), or the full submission .txt (its header\'s '
    + 'ACCESSION NUMBER and FILED AS OF DATE, its 13F-HR and INFORMATION TABLE documents). A folder of such '
    + 'folders and .txt files loads each filing on its own. From the cover page: submissionType (13F-HR, '
    + '13F-HR/A, 13F-NT, 13F-NT/A), the filer\'s cik, periodOfReport (MM-DD-YYYY, a quarter end), '
    + 'filingManager name, reportType (13F HOLDINGS REPORT, 13F COMBINATION REPORT, 13F NOTICE), isAmendment, '
    + 'amendmentNo and amendmentType (RESTATEMENT or NEW HOLDINGS), tableEntryTotal, tableValueTotal and '
    + 'otherIncludedManagersCount. From each infoTable entry: nameOfIssuer, titleOfClass, cusip, value, '
    + 'shrsOrPrnAmt (sshPrnamt, sshPrnamtType SH or PRN), putCall, investmentDiscretion and votingAuthority '
    + '(Sole, Shared, None). Values are stored in whole dollars: a filing made before 2023-01-03 reported '
    + 'thousands and is multiplied by 1,000 (the filing date is the submission\'s FILED AS OF DATE, else the '
    + 'signature date; with neither, schemaVersion X0202 or later means dollars, else a quarter ended by '
    + '2022-09-30 means thousands). Amendments: a RESTATEMENT replaces the filer\'s quarter; NEW HOLDINGS '
    + 'adds its entries to the original or latest restatement it follows. A document that is not well-formed '
    + 'XML is refused naming its line; a cover without the filer cik, the period, the manager\'s name, a known '
    + 'report type, or an amendment without its type is refused naming the element; a holdings or combination '
    + 'report without an information table, or a notice with entries, is refused; entries whose name, cusip '
    + '(nine letters and digits), value, sshPrnamt, sshPrnamtType or putCall are wrong are refused listing '
    + 'every bad value with its file line, element and value as written. Key: the accession number (else '
    + 'the digest of the documents); re-ingesting the same filing adds nothing. rowsRead counts the filing '
    + 'and its entries, rowsAdded those written. A real filing of a filer\'s quarter replaces every synthetic '
    + 'row of that quarter.',
  extensions: ['.txt'],
  isUnitFolder: isFilingFolder,
  load: async (input) => (await import('./sec-13f-load')).load(input),
};
