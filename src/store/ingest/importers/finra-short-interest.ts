/**
 * Importer of FINRA's equity short interest, bi-monthly per settlement date: the file as downloaded
 * (`shrt20260715.csv`, pipe-delimited despite its name) and the Query API `consolidatedShortInterest`
 * JSON body. Both carry the same field names; days to cover is kept as filed with FINRA's 999.99 cap, and
 * a 999.99 filed for a zero average daily volume is marked as the placeholder it is.
 */
import type { Importer } from './importer';

export const finraShortInterestImporter: Importer = {
  name: 'finra-short-interest',
  description: 'FINRA equity short interest (the pipe-delimited shrt file or the Query API JSON)',
  manual:
    'FINRA\'s bi-monthly equity short interest, in either form FINRA distributes it. The file as downloaded '
    + '(shrt20260715.csv; pipe-delimited despite the .csv): a header naming accountingYearMonthNumber, symbolCode, '
    + 'issueName, issuerServicesGroupExchangeCode, marketClassCode, currentShortPositionQuantity, '
    + 'previousShortPositionQuantity, stockSplitFlag, averageDailyVolumeQuantity, daysToCoverQuantity, revisionFlag, '
    + 'changePercent, changePreviousNumber and settlementDate (found by name, any order), then one row per security; no '
    + 'trailer. Or the Query API body of otcMarket/consolidatedShortInterest (.json): an array of objects with the same '
    + 'field names, in any order of dates, flags null when unset. settlementDate is yyyy-MM-dd; symbolCode and '
    + 'currentShortPositionQuantity are required; positions and volumes are whole shares, changePreviousNumber and '
    + 'changePercent may be negative; stockSplitFlag is S or empty, revisionFlag R or empty. daysToCoverQuantity is '
    + 'stored as filed, including FINRA\'s 999.99 cap: a 999.99 with a positive average daily volume is a real reading '
    + '(999.99 or more), while a 999.99 filed for a zero (or missing) average daily volume is marked as a placeholder. '
    + 'Symbols are matched to listings (BRKB and BRK.B are BRK-B; case is ignored); a symbol that matches none is stored '
    + 'as filed and named in the summary. The key is the listing and the settlement date: a file ingested again adds '
    + 'nothing, and a revised figure replaces the stored one. A bad value is refused with its line (in JSON, its place '
    + 'such as [3].settlementDate), field and value. The synthetic short interest of the listings the file names is '
    + 'replaced.',
  extensions: ['.csv', '.txt', '.json'],
  load: async (input) => (await import('./finra-short-interest-load')).load(input),
};
