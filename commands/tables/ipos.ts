/**
 * Tables of the registration (IPO) pipeline. The list: one row per registration, its price as a range.
 * The detail: the registration's headline, its terms and what the read found said above its annual
 * financials (a pending or unavailable read said in words, not as a row of dashes), and its filings
 * listed under them.
 */
import { count, fixed, price, text } from './format';
import type { Row } from './layout';
import { column, computed, countColumn, isRecord, textColumn, type RowList, type TableSpec } from './spec';

const rowsOf = (v: unknown): Row[] => (Array.isArray(v) ? v.filter(isRecord) : []);

/** `15.00`, `14.00–16.00`, or a dash when there is no price. */
function priceRange(row: Row): string {
  if (typeof row.offerPriceLow !== 'number' && typeof row.offerPriceHigh !== 'number') return text(null);
  return row.offerPriceLow === row.offerPriceHigh ? price(row.offerPriceLow) : `${price(row.offerPriceLow)}–${price(row.offerPriceHigh)}`;
}

/** The names of a list, `; `-separated. */
const names = (v: unknown): string => (Array.isArray(v) ? v.map(text).join('; ').replace(/\.$/, '') : '');

const ticker = (row: Row): string => text(row.listedTicker ?? row.proposedTicker);

export const ipoList: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('cik', 'CIK', 1),
    textColumn('companyName', 'Company', 1),
    textColumn('status', 'Status', 1),
    textColumn('latestFilingDate', 'Latest', 1),
    computed('price', 'Price $', 1, priceRange),
    computed('ticker', 'Ticker', 2, ticker, 'left'),
    countColumn('sharesOffered', 'Shares', 3),
    textColumn('termsAvailability', 'Terms', 4),
    textColumn('latestFormType', 'Form', 5),
    column('isBlankCheck', 'SPAC', 6, (v) => (v === true ? 'yes' : ''), 'left'),
  ],
  says: [],
};

/** The headline, the terms and what the read found: said first, as a person reads a registration. */
function detailAbove(body: Row): string[] {
  const r = isRecord(body.registration) ? body.registration : {};
  const lines = [
    `${text(r.companyName)} (CIK ${text(r.cik)}): ${text(r.status)}${r.isBlankCheck === true ? ', a blank check company' : ''}; first filed ${text(r.firstFiledDate)}, latest ${text(r.latestFormType)} ${text(r.latestFilingDate)}.`,
    r.termsAvailability === 'Pending'
      ? `Terms: Pending, the ${text(r.effectiveProspectusForm)} filed ${text(r.effectiveProspectusFiledDate)} is not read yet.`
      : r.termsAvailability === 'Unavailable'
        ? `Terms: Unavailable from the ${text(r.effectiveProspectusForm)} filed ${text(r.effectiveProspectusFiledDate)} (offering ${text(r.offeringType)}); no price or share figure is shown.`
        : `Terms (${text(r.termsAvailability)}) from ${text(r.effectiveProspectusForm)} filed ${text(r.effectiveProspectusFiledDate)}: offering ${text(r.offeringType)}, price $ ${priceRange(r)}, shares ${count(r.sharesOffered)}, ticker ${ticker(r)} on ${text(r.exchange)}.`,
    body.underwritersAvailability === 'Available' ? `Underwriters: ${names(body.underwriters)}.` : `Underwriters: ${text(body.underwritersAvailability)}.`,
    body.riskFactorsAvailability === 'Available' ? `Risk factors: ${rowsOf(body.riskFactors).length} (--json gives each).` : `Risk factors: ${text(body.riskFactorsAvailability)}.`,
  ];
  if (typeof body.offerPriceQuote === 'string') lines.push(`Price, as filed: “${body.offerPriceQuote}”`);
  return lines;
}

/** Every registration filing on one line, newest first, and where the effective one is on EDGAR. */
function detailBelow(body: Row): string[] {
  const r = isRecord(body.registration) ? body.registration : {};
  const filings = rowsOf(body.filings).map((f) => `${text(f.formType)} ${text(f.filedDate)}`);
  const lines = filings.length > 0 ? [`Filings, newest first: ${filings.join(', ')}.`] : [];
  if (typeof r.effectiveProspectusUrl === 'string') lines.push(`Effective filing: ${r.effectiveProspectusUrl}`);
  return lines;
}

const detailLists = (body: Row): RowList[] => [
  { title: 'Financials (fiscal years, USD)', rows: rowsOf(body.financials) },
];

export const ipoDetail: TableSpec = {
  rows: 'financials',
  lists: detailLists,
  columns: [
    column('fiscalYear', 'FY', 1, text, 'left'),
    countColumn('revenue', 'Revenue', 1),
    column('revenueGrowthPercent', 'Growth %', 2, (v) => fixed(v, 1)),
    column('grossMarginPercent', 'Margin %', 2, (v) => fixed(v, 1)),
    countColumn('netIncome', 'Net income', 1),
    countColumn('cashAndEquivalents', 'Cash', 3),
    countColumn('operatingCashFlow', 'Op. cash flow', 4),
  ],
  above: detailAbove,
  below: detailBelow,
  says: ['registration', 'underwriters', 'underwritersAvailability', 'riskFactors', 'riskFactorsAvailability', 'offerPriceQuote', 'filings', 'extractionForm', 'extractionFiledDate', 'extractionAccessionNumber', 'extractionEdgarUrl', 'offeringTypeQuote', 'businessSummary', 'useOfProceeds', 'sharesOfferedQuote'],
};
