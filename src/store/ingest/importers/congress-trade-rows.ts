/**
 * One disclosed transaction as stored, from the fields of either chamber's layout, with every value that
 * cannot be read reported as a problem; and the write of a file's transactions.
 */
import { htmlText, readBand, readOwner, readTransactionType } from '../../../engine/congress/bands';
import { replaceSample, WHOLE_KEYS } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { ReplacedSample } from '../../sample-keys';
import { disclosureDate, writeRows, type StagedRow } from './congress-store';

/** A transaction's fields as written; `place` says where a problem is (a JSON path or a CSV line and column). */
export interface WrittenTrade {
  filingId: string;
  rowInFiling: number;
  memberId: string;
  chamber: 'senate' | 'house';
  filerName: string;
  filingDate: string | null;
  transactionDate: string;
  ticker: string;
  assetName: string;
  assetType: string;
  subholding: string;
  owner: string;
  type: string;
  amount: string;
}

export interface TradeProblem {
  field: keyof WrittenTrade;
  value: string;
  problem: string;
}

const TYPES = {
  filing_id: 'VARCHAR', row_in_filing: 'INTEGER', member_id: 'VARCHAR', chamber: 'VARCHAR', filer_name: 'VARCHAR', transaction_date: 'DATE',
  filing_date: 'DATE', ticker: 'VARCHAR', transaction_type: 'VARCHAR', type_as_filed: 'VARCHAR', asset_name: 'VARCHAR', asset_type: 'VARCHAR',
  subholding: 'VARCHAR', owner_type: 'VARCHAR', amount_from: 'DOUBLE', amount_to: 'DOUBLE',
};

/** The ticker a cell names: the text of an HTML link, upper case; null for -- or empty. */
export function tickerOf(written: string): string | null {
  const text = htmlText(written).toUpperCase();
  return text === '' || text === '--' || text === 'N/A' ? null : text;
}

/** The stored row of a written transaction, or its problems. */
export function tradeRow(t: WrittenTrade): { row: StagedRow } | { problems: TradeProblem[] } {
  const problems: TradeProblem[] = [];
  const transactionDate = disclosureDate(t.transactionDate);
  const filingDate = disclosureDate(t.filingDate);
  const band = readBand(t.amount);
  const owner = readOwner(t.owner);
  const type = readTransactionType(t.type);
  if (transactionDate === null) problems.push({ field: 'transactionDate', value: t.transactionDate, problem: 'is not a date (MM/DD/YYYY or yyyy-MM-dd)' });
  if (filingDate === null) problems.push({ field: 'filingDate', value: t.filingDate ?? '', problem: 'is not a filing date (MM/DD/YYYY or yyyy-MM-dd)' });
  if (band === null) problems.push({ field: 'amount', value: t.amount, problem: 'is not an amount band such as $1,001 - $15,000 or Over $50,000,000' });
  if (owner === null) problems.push({ field: 'owner', value: t.owner, problem: 'is not an owner (Self, Spouse, Joint, Child; House SP, JT, DC)' });
  if (type === null) problems.push({ field: 'type', value: t.type, problem: 'is not a transaction type (Purchase, Sale, Sale (Partial), Exchange; House P, S, E)' });
  if (transactionDate !== null && filingDate !== null && filingDate < transactionDate) {
    problems.push({ field: 'filingDate', value: t.filingDate ?? '', problem: `is before the transaction date ${transactionDate}` });
  }
  if (problems.length > 0) return { problems };
  const assetName = htmlText(t.assetName);
  return {
    row: {
      filing_id: t.filingId, row_in_filing: t.rowInFiling, member_id: t.memberId, chamber: t.chamber, filer_name: t.filerName.trim(),
      transaction_date: transactionDate, filing_date: filingDate, ticker: tickerOf(t.ticker), transaction_type: type, type_as_filed: t.type.trim(),
      asset_name: assetName === '--' ? '' : assetName, asset_type: t.assetType.trim() === '--' ? '' : t.assetType.trim(),
      subholding: htmlText(t.subholding), owner_type: owner, amount_from: band!.from, amount_to: band!.to,
    },
  };
}

/** Writes a file's transactions (every problem already refused); returns the sample rows replaced and the rows added. */
export async function writeTrades(
  tx: WriteTx,
  rows: readonly StagedRow[],
  provenance: { file: string; capturedAt: string },
): Promise<{ rowsAdded: number; replaced: ReplacedSample[] }> {
  const replaced = await replaceSample(tx, 'congress', `SELECT '${WHOLE_KEYS.congress}' AS key`);
  const rowsAdded = await writeRows(tx, {
    table: 'congress_trades', key: ['filing_id', 'row_in_filing'], values: Object.keys(TYPES).filter((c) => c !== 'filing_id' && c !== 'row_in_filing'),
    order: ['transaction_date', 'filing_id', 'row_in_filing'],
  }, rows, TYPES, provenance);
  return { rowsAdded, replaced };
}
