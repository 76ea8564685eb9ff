/**
 * What the two readers of SEC N-PORT-P filings share (the tracking-fund lists of `index-holdings` and the
 * fund reports of `sec-nport-p`): telling the form from another XML, the reporting-period date, and the
 * fields of one investment (`invstOrSec`) as written. Element facts: the header's `submissionType` is
 * NPORT-P (NPORT-P/A for an amendment); `genInfo` holds regName, regCik, seriesName, seriesId, repPdEnd and
 * repPdDate; `fundInfo` holds totAssets and netAssets; each investment holds name, lei, title, cusip,
 * `identifiers` (isin and ticker as a `value` attribute), balance, units, curCd, valUSD, pctVal,
 * payoffProfile, assetCat (or `assetConditional` with an assetCat attribute) and invCountry.
 */
import { fileProblem } from '../problems';
import { fundDate } from './csv-records';
import { child, descendant, textAt, type XmlElement } from './xml';

/** The text of the first `<name>` element below `element`, or null when absent or empty. */
export const textBelow = (element: XmlElement | undefined, name: string): string | null => {
  const found = descendant(element, name);
  return found === undefined || found.text === '' ? null : found.text;
};

/** The form a document says it is (`NPORT-P`, `NPORT-P/A`), or refuses a document that is no N-PORT-P filing. */
export function nportSubmissionType(file: string, root: XmlElement): string {
  const type = (textBelow(root, 'submissionType') ?? '').toUpperCase();
  if (!/^NPORT-P/.test(type)) throw fileProblem(file, 'is not an N-PORT-P filing: no <submissionType>NPORT-P</submissionType>');
  return type;
}

/** The reporting-period date (`repPdDate`), or the refusal of a filing without one. */
export function nportReportDate(file: string, root: XmlElement): string {
  const raw = textBelow(root, 'repPdDate');
  const date = raw === null ? null : fundDate(raw);
  if (date === null) throw fileProblem(file, `has no reporting-period date (<repPdDate>) in yyyy-MM-dd form${raw === null ? '' : ` (found "${raw}")`}`);
  return date;
}

/** One investment's fields as written (null when absent or empty), and its line in the file. */
export interface NportInvestment {
  line: number;
  name: string | null;
  title: string | null;
  lei: string | null;
  cusip: string | null;
  isin: string | null;
  ticker: string | null;
  balance: string | null;
  units: string | null;
  currency: string | null;
  valueUsd: string | null;
  pctVal: string | null;
  payoffProfile: string | null;
  assetCategory: string | null;
  country: string | null;
}

const attribute = (element: XmlElement | undefined, name: string): string | null => {
  const value = element?.attributes[name]?.trim();
  return value === undefined || value === '' ? null : value;
};

/** The fields of one `invstOrSec` element. */
export function nportInvestment(entry: XmlElement): NportInvestment {
  const identifiers = child(entry, 'identifiers');
  return {
    line: entry.line,
    name: textAt(entry, 'name'),
    title: textAt(entry, 'title'),
    lei: textAt(entry, 'lei'),
    cusip: textAt(entry, 'cusip'),
    isin: attribute(child(identifiers, 'isin'), 'value'),
    ticker: attribute(child(identifiers, 'ticker'), 'value'),
    balance: textAt(entry, 'balance'),
    units: textAt(entry, 'units'),
    currency: textAt(entry, 'curCd') ?? attribute(child(entry, 'currencyConditional'), 'curCd'),
    valueUsd: textAt(entry, 'valUSD'),
    pctVal: textAt(entry, 'pctVal'),
    payoffProfile: textAt(entry, 'payoffProfile'),
    assetCategory: textAt(entry, 'assetCat') ?? attribute(child(entry, 'assetConditional'), 'assetCat'),
    country: textAt(entry, 'invCountry'),
  };
}
