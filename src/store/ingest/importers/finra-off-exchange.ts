/**
 * Importer of FINRA's weekly OTC transparency data by security: the Query API `otcMarket/weeklySummary`
 * JSON body of the per-symbol summaries, ATS (`ATS_W_SMBL`) and non-ATS OTC (`OTC_W_SMBL`). A body that
 * carries no `summaryTypeCode` takes the type from its file name (`weeklySummary_ATS_W_SMBL_…json`).
 */
import type { Importer } from './importer';

export const finraOffExchangeImporter: Importer = {
  name: 'finra-off-exchange',
  description: 'FINRA weekly off-exchange volume by security, ATS and non-ATS OTC (Query API weeklySummary JSON)',
  manual:
    'The body of FINRA\'s Query API otcMarket/weeklySummary for the per-security summaries: a JSON array of objects, '
    + 'in any order, with issueSymbolIdentifier, weekStartDate (yyyy-MM-dd, a Monday), totalWeeklyShareQuantity and '
    + 'totalWeeklyTradeCount (whole numbers), and optionally issueName, tierDescription (NMS Tier 1, NMS Tier 2, OTC '
    + 'Equity), totalNotionalSum, lastReportedDate, initialPublishedDate, lastUpdateDate and summaryTypeCode. The '
    + 'summary type says which volume a row is: ATS_W_SMBL (trades on alternative trading systems) or OTC_W_SMBL '
    + '(non-ATS OTC trades). A body whose objects carry no summaryTypeCode takes it from the file name, which must then '
    + 'contain ATS_W_SMBL or OTC_W_SMBL (weeklySummary_ATS_W_SMBL_T1_AAPL.json); otherwise the file is refused, as is '
    + 'a per-firm summary (ATS_W_FIRM, OTC_W_FIRM, or objects naming an MPID), whose rows are parts of a total. Before '
    + '2025-08-11 FINRA folded symbols that differ only by case into one row, so such a row may include a case-folded '
    + 'sibling\'s volume. Symbols are matched to listings (case is ignored; BRK.B is BRK-B); a symbol that matches none '
    + 'is stored as filed and named in the summary. The key is the listing, the week, the summary type and the symbol '
    + 'as filed: a body ingested again adds nothing, and a week FINRA updated replaces the stored one. A bad value is '
    + 'refused with its place ([3].weekStartDate) and value. The synthetic off-exchange volume of the listings the body '
    + 'names is replaced.',
  extensions: ['.json'],
  load: async (input) => (await import('./finra-off-exchange-load')).load(input),
};
