/**
 * The N-PORT-P XML filing of a tracking fund (SEC EDGAR `edgarSubmission`, nport namespace): the fund is
 * recognised by its series name, the list is dated by the reporting-period date (`repPdDate`), and the
 * holdings are the `invstOrSec` entries of asset category EC (common equity), read with the shared XML
 * reader (namespace prefixes or none); every entry is checked and placed by its
 * line in the file.
 */
import { trackedFundNamed, TRACKED_FUND_TICKERS } from '../../../engine/indexes/universe';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import { fundNumber, percentToFraction } from './csv-records';
import type { HoldingRow, HoldingsList } from './index-holdings-store';
import { nportInvestment, nportReportDate, nportSubmissionType, textBelow } from './nport';
import { childrenNamed, descendant, readXmlFile } from './xml';

export function readNportHoldings(file: string, text: string): HoldingsList {
  const root = readXmlFile(file, text);
  nportSubmissionType(file, root);
  const seriesName = textBelow(root, 'seriesName') ?? '';
  const owner = trackedFundNamed(seriesName);
  if (!owner) {
    throw fileProblem(
      file,
      `is the N-PORT-P filing of '${seriesName || 'an unnamed series'}', which is not a tracking fund of a covered index (tracked funds: ${TRACKED_FUND_TICKERS.join(', ')})`,
    );
  }
  const asOfDate = nportReportDate(file, root);

  const issues: FileIssue[] = [];
  const holdings: HoldingRow[] = [];
  let rowsRead = 0;
  for (const entry of childrenNamed(descendant(root, 'invstOrSecs'), 'invstOrSec')) {
    rowsRead++;
    const investment = nportInvestment(entry);
    const line = investment.line;
    if ((investment.assetCategory ?? '').toUpperCase() !== 'EC') continue;
    const number = (element: 'pctVal' | 'valUSD' | 'balance'): number | null => {
      const raw = element === 'pctVal' ? investment.pctVal : element === 'valUSD' ? investment.valueUsd : investment.balance;
      const value = raw === null ? null : fundNumber(raw);
      if (value === null) issues.push({ line, column: element, value: raw, problem: 'is not a number' });
      return value;
    };
    const name = investment.name ?? investment.title ?? '';
    if (name === '') issues.push({ line, column: 'name', value: null, problem: 'is empty' });
    const pctVal = number('pctVal');
    const fundValueUsd = number('valUSD');
    const fundShares = number('balance');
    const ticker = investment.ticker;
    holdings.push({
      ticker: ticker === null || ticker === '' ? null : ticker.toUpperCase(), name, weight: percentToFraction(pctVal ?? 0), fundShares, fundValueUsd,
      sector: null, domicile: investment.country, exchange: null,
    });
  }
  if (issues.length > 0) throw fileProblems(file, issues);
  return { ...owner, asOfDate, isDaily: false, layout: 'nport-xml', rowsRead, holdings };
}
