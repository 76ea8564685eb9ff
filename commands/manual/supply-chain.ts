/** Prose of the manual about the supply-chain reads: where the statements come from, the fields, the rules and the plans. */
import { FISCAL_YEAR_DAYS } from '../../src/engine/buybacks/rules';
import { REVENUE_CONCEPTS } from '../../src/engine/supply-chain/revenue-concepts';
import { ANNUAL_FORMS } from '../../src/store/ingest/importers/sec-10k-report';
import { para, terms, type Section } from './roff';

/**
 * The extractor's figures on its hand-labelled sentences, as `npx tsx test/engine/supply-chain/eval.ts`
 * prints them; a test measures them again and fails when this copy is stale.
 */
export const EXTRACTOR_FIGURES = { sentences: 86, statements: 80, precision: 0.987, recall: 0.95, quoted: 26 } as const;

const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

export const supplyChainSections: readonly Section[] = [
  {
    title: 'WHERE THE STATEMENTS COME FROM',
    body: para(
      `Annual reports (${ANNUAL_FORMS.join(', ')}) ingested with fds ingest sec-10k, read sentence by sentence by a deterministic `
        + 'extractor: the same sentence always gives the same statements, and a sentence it cannot read exactly (a '
        + 'hypothetical, a negation, an aggregate of several customers, a share of something else) gives none rather '
        + `than a guess. On ${EXTRACTOR_FIGURES.sentences} hand-labelled sentences (${EXTRACTOR_FIGURES.quoted} quoted from filings) holding `
        + `${EXTRACTOR_FIGURES.statements} statements it has a precision of ${percent(EXTRACTOR_FIGURES.precision)} and a recall of `
        + `${percent(EXTRACTOR_FIGURES.recall)} (npx tsx test/engine/supply-chain/eval.ts in the source tree measures them). Statements `
        + 'extracted elsewhere come in with fds ingest supply-chain-statements. Unnamed counterparties (Customer A, one '
        + 'customer) are not stored.',
      "A company's supply chain joins its own current annual report (its newest fiscal period; an original before an "
        + "amendment of the same period) with every other filer's current report that names it. A filer naming the "
        + 'company as a customer is one of its suppliers, one naming it as a supplier one of its customers; competitors '
        + 'and partners are mutual. Statements about one company are one entry: a listed company by its ticker, an '
        + 'unlisted one by its written name (case, punctuation and suffixes such as Inc ignored). Names are resolved to '
        + 'listings when a report is ingested, against the listings, their issuers and SEC\'s names of linked companies; a '
        + 'name several companies share, or none has, stays unlisted.',
      'Filings are read largest companies first, so absence from a list is not evidence that no relationship exists.',
    ),
  },
  {
    title: 'FIELDS',
    body: terms([
      ['ticker, companyName', "The company asked for, and its listing's name (else SEC's, else its report's)."],
      ['annualReport', "{form, filedDate, filingUrl} of its own current report; null when none is read. filedDate and filingUrl are null when the ingested file did not say them (a bare primary document names neither)."],
      ['namedOnlyByOthers', "True for a company listed only outside the US (MIC:TICKER, no US listing of its issuer) whose statements all come from other companies' reports."],
      ['counts', 'Companies per side (customers, suppliers, competitors, partners) before the --side, --quantified-only and --limit filters.'],
      ['overview', 'namedCustomerShare: the sum of the revenue shares its own report states for named customers of the newest period stated, one per customer (namedCustomerShareIsFloor: some are floors, so the sum is a lower bound), namedCustomerCount, namedCustomerPeriod (as written); largestCustomer {name, ticker, percent, isFloor, period}; mostReliantSupplier: the supplier whose own report states the largest share of its revenue coming from this company (null when none).'],
      ['customers, suppliers, competitors, partners', 'Company entries {name, ticker (MIC:TICKER outside the US, null when unlisted), competitorNamedBy (both, company, competitor; null outside competitors), statements}.'],
      ['statements[]', "{statedBy (the filer's ticker, or its name when unlisted), isOwnFiling, form, filedDate, filingUrl, quote (the whole sentence), role (as written), share {percent, percentFloor, basis Revenue or Receivables or null, period as written} or null, value}: the company's own first, then newest filed first."],
      ['value', `Set for every share of revenue: amountUsd = the share times the annual revenue the same filing reports for the period the share names (its own accession, else the annual facts filed for its fiscal year in its form; a fiscal year is a duration of ${FISCAL_YEAR_DAYS.min} to ${FISCAL_YEAR_DAYS.max} days, its revenue the first of ${REVENUE_CONCEPTS.join(', ')} tagged), isFloor, revenueUsd, revenuePeriodEnd; customerRevenueShare (derived, never stated by a filing: the amount as a percent of the customer's own revenue over its fiscal year overlapping the filer's most), customerRevenueUsd, customerRevenuePeriodEnd. Revenue comes from fds ingest company-facts; a figure not in the store is null. A real statement is valued with real facts only, a sample one with sample facts only.`],
    ]),
  },
  {
    title: 'LENSES AND FILTERS',
    body: terms([
      ['--lens stated', 'The default: the largest share any statement about the pair states first.'],
      ['--lens dependsOn', "The largest share the company's own report states (of its revenue or receivables, or a supplier's of its purchases) first."],
      ['--lens dependents', "Those relying most on this company first: the largest share another company's report states of its own revenue coming from this one."],
      ['--side, --quantified-only, --limit', 'One side only (the others come back empty); only companies some statement states a share for; companies per side (default 50, max 500). Companies without the lens\'s share follow, by the largest share stated, then by name.'],
    ]),
  },
  {
    title: 'OVERLAP',
    body: para(
      'fds supply-chain overlap TICKER compares the company\'s suppliers and customers with those of its competitors. '
        + 'Only competitors matched to a listed company take part (competitorCount; unreadCompetitorCount of them have no '
        + 'report of their own read yet, ownFilingRead false, and share only what other reports say of them). A supplier '
        + 'or customer matches a competitor\'s when both resolve to the same listed company or, when either is unlisted, '
        + 'their written names match; so one company written two ways that resolve differently counts twice. suppliers '
        + 'and customers {name, ticker, sharedWith} list the company\'s own, shared ones first; competitors {name, ticker, '
        + 'namedBy, ownFilingRead, sharedCount} the most shared first. Counts cover every row before --limit (default 50 '
        + 'per list, max 500). --vs TICKER, one competitor as competitors shows it, adds focus {competitor, suppliers, '
        + 'customers}, each side with bothCount, onlyCompanyCount, onlyCompetitorCount and the lists both, onlyCompany, '
        + 'onlyCompetitor of {name, ticker}. A --vs that is not a listed competitor is refused (400 invalid_parameter, exit '
        + '2) with the usable tickers named.',
    ),
  },
  {
    title: 'PLANS',
    body: para(
      'Both reads are open to every key and never answer 403. On the Pro plan they answer everything (locked false, '
        + 'upgradeUrl null). On Free and Plus they answer 200 locked: locked true, upgradeUrl the server\'s upgrade page '
        + '(fds serve --upgrade-url, FDS_UPGRADE_URL or fds config set upgradeUrl; null when it has none), the counts and '
        + 'the overview\'s shares kept, no company named (largestCustomer.name and .ticker null, likewise '
        + 'mostReliantSupplier) and the four lists empty; the overlap keeps only its counts, with empty lists and focus '
        + 'null, and ignores --vs. The plan is the calling key\'s (fds keys create --plan; fds accounts set-plan). The '
        + 'local CLI on its own store acts as the store\'s owner, on Pro, so it always sees everything; with --remote it '
        + 'sees what the given key\'s plan allows.',
    ),
  },
  {
    title: 'EMPTY ANSWERS AND ERRORS',
    body: para(
      'An unknown ticker (no listing, SEC ticker link or report names it) is an error: 404 not_found, exit 3. A known '
        + 'company that no report read names yet is not: 200, exit 0, every count 0, the lists empty and annualReport '
        + 'null. The table says so under it. A malformed parameter (--side, --lens, --limit, --vs) is 400 '
        + 'invalid_parameter, exit 2.',
    ),
  },
];
