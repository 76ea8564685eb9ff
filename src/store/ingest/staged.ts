/**
 * The staged path, which every file can take: stage the file in a typed temporary table, check every rule
 * there (naming the first bad row), normalise tickers, replace the synthetic sample rows of the file's
 * tickers, then insert the rows whose key is new, one per key.
 */
import { replaceSample, type ReplacedSample } from '../sample-keys';
import type { WriteTx } from '../store';
import type { CanonicalColumn, DatasetLayout } from './datasets';
import { addListings, checkOneCurrencyPerTicker, loadRows, type Provenance } from './load';
import { fileProblem } from './problems';
import { checkRules } from './rules';
import { stageFile, type StagedSource } from './stage';
import { resolveTickers, TICKERS } from './tickers';

export async function loadStaged(
  tx: WriteTx,
  source: StagedSource,
  layout: DatasetLayout,
  present: readonly CanonicalColumn[],
  provenance: Provenance,
): Promise<{ rowsRead: number; rowsAdded: number; replaced: ReplacedSample[] }> {
  const rowsRead = await stageFile(tx, source, layout, present);
  if (rowsRead === 0) throw fileProblem(source.path, 'has no rows');
  await checkRules(tx, source.path, layout);
  await resolveTickers(tx, source.path);
  if (layout.name === 'prices') await checkOneCurrencyPerTicker(tx, source.path);
  const replaced = await replaceSample(tx, 'listing', `SELECT key FROM ${TICKERS}`);
  const rowsAdded = await loadRows(tx, layout, provenance);
  if (layout.name === 'prices') await addListings(tx, provenance);
  return { rowsRead, rowsAdded, replaced };
}
