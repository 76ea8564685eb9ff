/**
 * The N-PORT-P XML filing of a tracking fund (SEC EDGAR `edgarSubmission`, nport namespace): the fund is
 * recognised by its series name, the list is dated by the reporting-period date (`repPdDate`), and the
 * holdings are the `invstOrSec` entries of asset category EC (common equity). The layout is regular
 * enough to read by element name, namespace prefixes or none; every entry is checked and placed by its
 * line in the file.
 */
import { trackedFundNamed, TRACKED_FUND_TICKERS } from '../../../engine/indexes/universe';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import { fundDate, fundNumber, percentToFraction } from './csv-records';
import type { HoldingRow, HoldingsList } from './index-holdings-store';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text of an XML element's content with entities decoded. */
const decode = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });

/** The text of the first `<name>` element inside `xml` (any namespace prefix), or null. */
export function elementText(xml: string, name: string): string | null {
  const m = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(xml);
  return m ? decode(m[1]!.trim()) : null;
}

/** The `value` attribute of the first empty `<name value="…"/>` element inside `xml`, or null. */
const valueAttribute = (xml: string, name: string): string | null => {
  const m = new RegExp(`<(?:[\\w.-]+:)?${name}\\s[^>]*?value="([^"]*)"`).exec(xml);
  return m ? decode(m[1]!.trim()) : null;
};

const lineAt = (text: string, offset: number): number => {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
};

/** Whether a file is an N-PORT filing (so a caller can tell it from another XML). */
export const isNport = (text: string): boolean => /<(?:[\w.-]+:)?submissionType>\s*NPORT-P/.test(text);

export function readNportHoldings(file: string, text: string): HoldingsList {
  if (!isNport(text)) throw fileProblem(file, 'is not an N-PORT-P filing: no <submissionType>NPORT-P</submissionType>');
  const seriesName = elementText(text, 'seriesName') ?? '';
  const owner = trackedFundNamed(seriesName);
  if (!owner) {
    throw fileProblem(
      file,
      `is the N-PORT-P filing of '${seriesName || 'an unnamed series'}', which is not a tracking fund of a covered index (tracked funds: ${TRACKED_FUND_TICKERS.join(', ')})`,
    );
  }
  const rawDate = elementText(text, 'repPdDate');
  const asOfDate = rawDate === null ? null : fundDate(rawDate);
  if (asOfDate === null) throw fileProblem(file, `has no reporting-period date (<repPdDate>) in yyyy-MM-dd form${rawDate === null ? '' : ` (found "${rawDate}")`}`);

  const issues: FileIssue[] = [];
  const holdings: HoldingRow[] = [];
  let rowsRead = 0;
  const entries = /<(?:[\w.-]+:)?invstOrSec>([\s\S]*?)<\/(?:[\w.-]+:)?invstOrSec>/g;
  for (let m = entries.exec(text); m !== null; m = entries.exec(text)) {
    rowsRead++;
    const xml = m[1]!;
    const line = lineAt(text, m.index);
    if ((elementText(xml, 'assetCat') ?? '').toUpperCase() !== 'EC') continue;
    const number = (element: string): number | null => {
      const raw = elementText(xml, element);
      const value = raw === null ? null : fundNumber(raw);
      if (value === null) issues.push({ line, column: element, value: raw, problem: 'is not a number' });
      return value;
    };
    const name = elementText(xml, 'name') ?? elementText(xml, 'title') ?? '';
    if (name === '') issues.push({ line, column: 'name', value: null, problem: 'is empty' });
    const pctVal = number('pctVal');
    const fundValueUsd = number('valUSD');
    const fundShares = number('balance');
    const ticker = valueAttribute(xml, 'ticker');
    holdings.push({
      ticker: ticker === null || ticker === '' ? null : ticker.toUpperCase(), name, weight: percentToFraction(pctVal ?? 0), fundShares, fundValueUsd,
      sector: null, domicile: elementText(xml, 'invCountry'), exchange: null,
    });
  }
  if (issues.length > 0) throw fileProblems(file, issues);
  return { ...owner, asOfDate, isDaily: false, layout: 'nport-xml', rowsRead, holdings };
}
