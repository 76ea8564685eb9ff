/**
 * The N-PORT-P XML filing of a tracking fund (SEC EDGAR `edgarSubmission`, nport namespace): the fund is
 * recognised by its series name, the list is dated by the reporting-period date (`repPdDate`), and the
 * holdings are the `invstOrSec` entries of asset category EC (common equity), read with the shared XML
 * reader (namespace prefixes or none); every entry is checked and placed by its
 * line in the file.
 */
import { trackedFundNamed, TRACKED_FUND_TICKERS } from '../../../engine/indexes/universe';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import { fundDate, fundNumber, percentToFraction } from './csv-records';
import type { HoldingRow, HoldingsList } from './index-holdings-store';
import { childrenNamed, descendant, readXmlFile, textAt, type XmlElement } from './xml';

/** The text of the first `<name>` element below `element`, or null when absent or empty. */
const textBelow = (element: XmlElement | undefined, name: string): string | null => {
  const found = descendant(element, name);
  return found === undefined || found.text === '' ? null : found.text;
};

/** Whether a document is an N-PORT filing (so a caller can tell it from another XML). */
const isNport = (root: XmlElement): boolean => /^NPORT-P/i.test(textBelow(root, 'submissionType') ?? '');

export function readNportHoldings(file: string, text: string): HoldingsList {
  const root = readXmlFile(file, text);
  if (!isNport(root)) throw fileProblem(file, 'is not an N-PORT-P filing: no <submissionType>NPORT-P</submissionType>');
  const seriesName = textBelow(root, 'seriesName') ?? '';
  const owner = trackedFundNamed(seriesName);
  if (!owner) {
    throw fileProblem(
      file,
      `is the N-PORT-P filing of '${seriesName || 'an unnamed series'}', which is not a tracking fund of a covered index (tracked funds: ${TRACKED_FUND_TICKERS.join(', ')})`,
    );
  }
  const rawDate = textBelow(root, 'repPdDate');
  const asOfDate = rawDate === null ? null : fundDate(rawDate);
  if (asOfDate === null) throw fileProblem(file, `has no reporting-period date (<repPdDate>) in yyyy-MM-dd form${rawDate === null ? '' : ` (found "${rawDate}")`}`);

  const issues: FileIssue[] = [];
  const holdings: HoldingRow[] = [];
  let rowsRead = 0;
  for (const entry of childrenNamed(descendant(root, 'invstOrSecs'), 'invstOrSec')) {
    rowsRead++;
    const line = entry.line;
    if ((textAt(entry, 'assetCat') ?? '').toUpperCase() !== 'EC') continue;
    const number = (element: string): number | null => {
      const raw = textAt(entry, element);
      const value = raw === null ? null : fundNumber(raw);
      if (value === null) issues.push({ line, column: element, value: raw, problem: 'is not a number' });
      return value;
    };
    const name = textAt(entry, 'name') ?? textAt(entry, 'title') ?? '';
    if (name === '') issues.push({ line, column: 'name', value: null, problem: 'is empty' });
    const pctVal = number('pctVal');
    const fundValueUsd = number('valUSD');
    const fundShares = number('balance');
    const ticker = descendant(entry, 'ticker')?.attributes.value ?? null;
    holdings.push({
      ticker: ticker === null || ticker === '' ? null : ticker.toUpperCase(), name, weight: percentToFraction(pctVal ?? 0), fundShares, fundValueUsd,
      sector: null, domicile: textAt(entry, 'invCountry'), exchange: null,
    });
  }
  if (issues.length > 0) throw fileProblems(file, issues);
  return { ...owner, asOfDate, isDaily: false, layout: 'nport-xml', rowsRead, holdings };
}
