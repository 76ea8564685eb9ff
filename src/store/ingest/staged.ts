/**
 * The staged path, which every file can take: stage the file as text, check every rule there and refuse
 * the file with every problem found (line, column, value as written), convert the rows, replace the
 * synthetic sample rows of the file's tickers, then insert the rows whose key is new, one per key.
 */
import type { ListingKey } from '../../core/tickers';
import { replaceSample, type ReplacedSample } from '../sample-keys';
import type { WriteTx } from '../store';
import { readCurrencies } from './currencies';
import { csvRejected } from './csv-read';
import { addListings, loadRows, type Provenance } from './load';
import { fileProblem } from './problems';
import { rowChecks } from './row-checks';
import { columnFilling, type SourceLayout } from './source-layout';
import { convertStaged, countWithoutData, RAW, stageText, type StagedSource } from './stage';
import { refuseStagedFile } from './staged-problems';
import { keepTickers, readTickers, TICKERS } from './tickers';

export interface StagedCounts {
  rowsRead: number;
  rowsAdded: number;
  /** Rows the layout writes as days without data, read but not stored. */
  rowsWithoutData: number;
  replaced: ReplacedSample[];
}

/**
 * Loads the file at `source` in `layout` inside `tx`. `ticker` is the one ticker of a file whose rows name
 * none (null when they do).
 */
export async function loadStaged(
  tx: WriteTx,
  source: StagedSource,
  layout: SourceLayout,
  ticker: ListingKey | null,
  provenance: Provenance,
): Promise<StagedCounts> {
  const rowsRead = await stageText(tx, source, layout);
  if (rowsRead === 0 && !(source.format === 'csv' && (await csvRejected(tx)))) throw fileProblem(source.path, 'has no rows');
  await readTickers(tx, RAW, layout, ticker);
  const withCurrencies = layout.dataset.name === 'prices' && columnFilling(layout, 'currency') !== undefined;
  if (withCurrencies) await readCurrencies(tx, RAW, layout);
  await refuseStagedFile(tx, source, RAW, rowChecks(layout, RAW));

  const rowsWithoutData = await countWithoutData(tx, layout);
  if (rowsWithoutData === rowsRead) {
    throw fileProblem(source.path, `has no rows with data: every row is a day the ${layout.title} writes as ${layout.withoutData?.what ?? 'empty'}`);
  }
  await keepTickers(tx);
  await convertStaged(tx, layout);
  const replaced = await replaceSample(tx, 'listing', `SELECT key FROM ${TICKERS}`);
  const rowsAdded = await loadRows(tx, layout.dataset, provenance);
  if (layout.dataset.name === 'prices') await addListings(tx, provenance, withCurrencies);
  return { rowsRead, rowsAdded, rowsWithoutData, replaced };
}
