/**
 * Importer of SEC XBRL `companyfacts` JSON (data.sec.gov/api/xbrl/companyfacts/CIK##########.json): the
 * company facts the index forecasts, the buyback read and the supply-chain values use.
 */
import type { Importer } from './importer';
import { KEPT_CONCEPTS } from './company-facts-concepts';

export const companyFactsImporter: Importer = {
  name: 'company-facts',
  description: 'SEC XBRL companyfacts JSON (shares outstanding, public float, net income, share repurchases, revenue, registration financials)',
  manual:
    'The SEC XBRL companyfacts document of one company, as data.sec.gov serves it (CIK##########.json: one line of '
    + 'JSON, cik a number, entityName, and facts by taxonomy, concept and unit, each fact with end, val, accn, fy, fp, '
    + 'form, filed, start for a duration and frame when SEC assigned one). Only the concepts the index forecasts, the '
    + 'buyback read (fds-filings(1)), the supply-chain values (fds-supply-chain(1)) and the registration financials (fds-ipos(1)) use are '
    + `kept: ${KEPT_CONCEPTS.map((c) => `${c.taxonomy}:${c.concept}`).join(', ')}; the others are read and skipped. `
    + 'A file that is not a companyfacts document (no numeric cik, no entityName, no facts object) is refused, and so '
    + 'is a kept fact whose end or start is not a yyyy-MM-dd date, whose val is not a number or whose accn is missing, '
    + 'each named by its place in the file (facts.us-gaap.NetIncomeLoss.units.USD[3].end). A company is linked to a '
    + 'listing by its CIK (SEC\'s ticker links, fds ingest sec-tickers, else a Form 4 issuer record), and only without '
    + 'either by its name (case, punctuation and suffixes such as Inc or Corp ignored). Key: CIK, concept, unit, '
    + 'period and accession; re-ingesting adds nothing. A real file of a CIK replaces its synthetic sample facts.',
  extensions: ['.json'],
  load: async (input) => (await import('./company-facts-load')).load(input),
};
