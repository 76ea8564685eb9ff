/**
 * Storing one tracking fund's holdings list, whatever layout it came in (iShares CSV, Invesco CSV,
 * N-PORT-P XML): the wholeness decision, the sample replacement and the set-based insert.
 *
 * Wholeness: a list is published only when the file proves it arrived whole. None of the layouts states a
 * count of its holdings (N-PORT-P included), so the proof is the weights: a full-replication fund holds its
 * index at about 100% of net assets, so the stored security rows' weights must sum to between
 * {@link WHOLE_WEIGHT_MIN} and {@link WHOLE_WEIGHT_MAX}. A narrowed copy (the first rows of a download) falls
 * short, is stored for the record with `complete` false, and is never published.
 */
import type { StockIndex, TrackingFund } from '../../../engine/indexes/universe';
import { replaceSample } from '../../sample-keys';
import type { ImportCounts, ImportInput } from './importer';

/** Least and most sum of weights (fraction of net assets) a whole list of a full-replication fund has. */
export const WHOLE_WEIGHT_MIN = 0.97;
export const WHOLE_WEIGHT_MAX = 1.03;

export interface HoldingRow {
  ticker: string | null;
  name: string;
  /** Fraction of the fund's net assets. */
  weight: number;
  fundShares: number | null;
  fundValueUsd: number | null;
  sector: string | null;
  domicile: string | null;
  exchange: string | null;
}

export interface HoldingsList {
  index: StockIndex;
  fund: TrackingFund;
  asOfDate: string;
  isDaily: boolean;
  layout: 'ishares-csv' | 'invesco-csv' | 'nport-xml';
  /** Rows of the file's table read (securities, cash and derivatives alike). */
  rowsRead: number;
  /** The security rows kept, in file order. */
  holdings: HoldingRow[];
}

/** Whether a list proved itself whole, and the sentence saying how (stored with it). */
export function wholeness(holdings: readonly HoldingRow[]): { complete: boolean; weightSum: number; completeness: string } {
  const weightSum = holdings.reduce((sum, h) => sum + h.weight, 0);
  const percent = (weightSum * 100).toFixed(2);
  const complete = holdings.length > 0 && weightSum >= WHOLE_WEIGHT_MIN && weightSum <= WHOLE_WEIGHT_MAX;
  const completeness = complete
    ? `whole: ${holdings.length} security rows weighing ${percent}% of net assets`
    : `narrowed: ${holdings.length} security rows weighing ${percent}% of net assets, outside ${WHOLE_WEIGHT_MIN * 100}%–${WHOLE_WEIGHT_MAX * 100}%`;
  return { complete, weightSum, completeness };
}

const ROW_TYPE = JSON.stringify([
  {
    position: 'INTEGER', ticker: 'VARCHAR', name: 'VARCHAR', weight: 'DOUBLE', fundShares: 'DOUBLE', fundValueUsd: 'DOUBLE',
    sector: 'VARCHAR', domicile: 'VARCHAR', exchange: 'VARCHAR',
  },
]);

/**
 * Stores `list` unless a list of the same fund and date is stored already (then nothing is added), with one
 * exception: a whole list replaces a narrowed one of its fund and date, so the whole file that follows a
 * narrowed copy is published (the narrowed copy's rows are all in it). Its sample lists are removed first,
 * so a fund's lists are all real once one real file is ingested.
 */
export async function storeHoldings(input: ImportInput, list: HoldingsList, format: string): Promise<ImportCounts> {
  const { tx, provenance } = input;
  const replaced = await replaceSample(tx, 'index-fund', 'SELECT CAST(? AS VARCHAR) AS key', [list.fund.ticker]);
  const key = [list.fund.ticker, list.asOfDate];
  const stored = await tx.one<{ complete: boolean }>('SELECT complete FROM index_fund_lists WHERE fund = ? AND as_of_date = CAST(? AS DATE)', key);
  const whole = wholeness(list.holdings);
  if (stored !== undefined && (stored.complete || !whole.complete)) return { format, rowsRead: list.rowsRead, rowsAdded: 0, replaced };
  if (stored !== undefined) {
    await tx.run('DELETE FROM index_fund_holdings WHERE fund = ? AND as_of_date = CAST(? AS DATE)', key);
    await tx.run('DELETE FROM index_fund_lists WHERE fund = ? AND as_of_date = CAST(? AS DATE)', key);
  }
  await tx.run(
    `INSERT INTO index_fund_lists VALUES (?, ?, CAST(? AS DATE), ?, ?, ?, ?, ?, ?, 'ingest', ?, CAST(? AS TIMESTAMP))`,
    [
      list.fund.ticker, list.index.slug, list.asOfDate, list.isDaily, list.layout, list.holdings.length, whole.weightSum,
      whole.complete, whole.completeness, provenance.file, provenance.capturedAt,
    ],
  );
  const rows = list.holdings.map((h, i) => ({ position: i + 1, ...h }));
  // One statement for the whole list: the rows travel as one bound JSON value.
  const added = await tx.run(
    `INSERT INTO index_fund_holdings
     SELECT ?, CAST(? AS DATE), r.position, r.ticker, r.name, r.weight, r.fundShares, r.fundValueUsd, r.sector, r.domicile, r.exchange,
            'ingest', ?, CAST(? AS TIMESTAMP)
     FROM (SELECT unnest(from_json(CAST(? AS JSON), '${ROW_TYPE}'), recursive := true)) AS r
     ORDER BY r.position`,
    [list.fund.ticker, list.asOfDate, provenance.file, provenance.capturedAt, JSON.stringify(rows)],
  );
  return { format, rowsRead: list.rowsRead, rowsAdded: added, replaced };
}
