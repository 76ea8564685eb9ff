/**
 * Ingest: loading a prices, dividends, splits or ticks file (CSV, JSON or Parquet, in the canonical columns of
 * `datasets.ts`; for prices also a Yahoo Finance, Stooq or Nasdaq download, `price-downloads.ts`) into the
 * store, or a file in a publisher's own layout through its importer (`importers/`: Cboe, CFTC, FRED, …),
 * with the same guarantees.
 *
 * - Set-based: DuckDB reads the file; rules, ticker normalisation and the insert are SQL. No per-row work
 *   happens in JavaScript. A large CSV of bars goes in one pass (`bulk-prices.ts`); every other file, and
 *   any file the one pass is not sure of, is staged as text, checked and converted (`staged.ts`).
 * - Every problem at once: a bad file is refused listing all its problems, each with its line, column and
 *   value as written (`staged-problems.ts`).
 * - Atomic per file: staging, checks and inserts run in one write transaction, so a refused file, a crash
 *   or a killed process leaves the store as it was.
 * - Idempotent: a row whose key (ticker + date; for ticks ticker + time + price) is stored already is
 *   skipped; re-ingesting a file adds nothing.
 * - Real data first: the synthetic sample rows of every key the file brings (a ticker's market data, a
 *   series, a market, …; see `../sample-keys.ts`) are removed in the same transaction, before the insert,
 *   so a key is never part synthetic and part real, and the report lists what was replaced.
 * - Provenance: every row carries source `ingest`, the file's absolute path and the capture time, and
 *   `ingest_files` records the file, its sha256 and its row counts.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { invalidParameter } from '../../core/errors';
import type { Clock } from '../../core/clock';
import type { ListingKey } from '../../core/tickers';
import type { StateStore } from '../../state/state';
import { reconcileSplits } from '../reconcile-splits';
import type { ReplacedSample } from '../sample-keys';
import type { UnmappedSymbols } from './regulator-symbols';
import type { Store, WriteKind, WriteTx } from '../store';
import { datasets, isDatasetName, type DatasetName } from './datasets';
import { sha256File, sha256Folder } from './digest';
import { describeFile } from './describe';
import { fileTicker, type TickerFrom } from './file-ticker';
import { formatOf, supportedExtensions } from './formats';
import { bulkPathApplies, firstRowsRiseByKey, loadPricesInOnePass, type InsertOrder } from './bulk-prices';
import { addListings, dropLoadTables, type Provenance } from './load';
import { fileProblem } from './problems';
import { recogniseLayout } from './recognise';
import { namesTickers } from './source-layout';
import { dropStaging, type StagedSource } from './stage';
import { loadStaged } from './staged';
import { INGEST_DATASETS } from './dataset-names';
import { importerNamed, type Importer } from './importers/index';

export { datasets, DATASET_NAMES, isDatasetName, columnTypeLabels } from './datasets';
export { IMPORTERS, importerNamed, type Importer } from './importers/index';
export type { CanonicalColumn, ColumnType, DatasetLayout, DatasetName } from './datasets';
export { formatExtensions, formatOf, type IngestFormat } from './formats';
export { DOWNLOAD_LAYOUTS, type DownloadLayout } from './price-downloads';
export type { TickerFrom } from './file-ticker';

export { INGEST_DATASETS } from './dataset-names';

/** What ingesting one file did. */
export interface IngestReport {
  dataset: string;
  /** Absolute path of the file. */
  file: string;
  /** Format read: `csv`, `json`, `parquet`, or for a published layout e.g. `zip`. */
  format: string;
  /** Layout recognised: `canonical`, a prices download (`yahoo`, `stooq`, `stooq-ascii`, `nasdaq`) or the importer's name. */
  layout: string;
  /** The ticker every row was stored under, for a file whose rows name none; null when they do. */
  ticker: string | null;
  /** Where {@link ticker} came from: the `ticker` parameter (`--ticker`) or the file name; null with no ticker. */
  tickerFrom: TickerFrom | null;
  /** Data rows in the file. */
  rowsRead: number;
  /** Rows stored by this ingest. */
  rowsAdded: number;
  /**
   * Rows not stored: their key was stored already or repeated an earlier row of the file, or the row is a
   * day the file writes without data (counted in {@link rowsWithoutData} as well).
   */
  rowsSkipped: number;
  /** Rows the file writes as days without data (Yahoo's null days, a Nasdaq volume of --): read, not stored. */
  rowsWithoutData: number;
  /** Synthetic sample rows this file replaced, per table and key (its keys are real from now on). */
  replacedSample: { dataset: string; key: string; rows: number }[];
  /**
   * For a regulator's file naming securities by symbol: the rows whose symbol maps to no listing, stored
   * under the symbol as filed. Absent when every symbol mapped, or the layout names no symbols.
   */
  unmappedSymbols?: UnmappedSymbols;
}

const replacedRows = (replaced: readonly ReplacedSample[]): IngestReport['replacedSample'] =>
  replaced.map(({ dataset, key, rows }) => ({ dataset, key, rows }));

/** The file exists, is a regular file and is not empty; otherwise a 400 naming it. */
async function checkFile(file: string): Promise<void> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw fileProblem(file, 'is not a file');
    size = info.size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw fileProblem(file, 'does not exist');
    if ((error as NodeJS.ErrnoException).code === 'EACCES') throw fileProblem(file, 'cannot be read (permission denied)');
    throw error;
  }
  if (size === 0) throw fileProblem(file, 'is empty');
}

/** Appends the `ingest_files` row of a loaded file. */
async function recordFile(tx: WriteTx, report: IngestReport, sha256: string, capturedAt: string): Promise<void> {
  await tx.run('INSERT INTO ingest_files VALUES (?, ?, ?, ?, ?, ?, ?, CAST(? AS TIMESTAMP))', [
    randomUUID(), report.dataset, report.file, report.format, sha256, report.rowsRead, report.rowsAdded, capturedAt,
  ]);
}

/** Every ingest transaction loads captures: its commit moves the store's ingest generation. */
const INGEST: WriteKind = { ingest: true };

/** What an ingest may be told besides the file. */
export interface IngestOptions {
  /** The ticker of a prices file whose rows name none (`--ticker`); otherwise the file name says it. */
  ticker?: ListingKey | undefined;
  /** Where state lives, for importers of state (web-feed); absent, the store itself. */
  state?: StateStore | undefined;
}

/** A 400 naming `ticker` for a dataset whose files name their own keys. */
const tickerNotTaken = (dataset: string) =>
  invalidParameter(`Invalid parameter 'ticker': only a prices file takes a ticker; a ${dataset} file names its own.`);

/**
 * Loads `file` into `dataset`, a canonical dataset (`ingestFile`) or a published layout (`ingestPublished`).
 * An unknown dataset name is a 400.
 */
export async function ingestAny(store: Store, clock: Clock, dataset: string, file: string, options: IngestOptions = {}): Promise<IngestReport> {
  if (isDatasetName(dataset)) return ingestFile(store, clock, dataset, file, options);
  const importer = importerNamed(dataset);
  if (importer === undefined) throw invalidParameter(`Invalid parameter 'dataset': must be one of ${INGEST_DATASETS.join(', ')}.`);
  if (options.ticker !== undefined) throw tickerNotTaken(importer.name);
  return ingestPublished(store, clock, importer, file, options.state);
}

/**
 * Loads `file` in `importer`'s published layout, in one write transaction with its `ingest_files` row:
 * all of it or nothing.
 */
export async function ingestPublished(store: Store, clock: Clock, importer: Importer, file: string, state?: StateStore): Promise<IngestReport> {
  const path = resolve(file);
  const extension = extname(path).toLowerCase();
  const folder = importer.isUnitFolder?.(path) === true;
  if (!folder && !importer.extensions.includes(extension)) {
    throw fileProblem(path, `has an extension the ${importer.name} importer does not read (supported: ${importer.extensions.join(', ')})`);
  }
  if (!folder) await checkFile(path);
  const provenance: Provenance = { file: path, capturedAt: clock.now().toISOString() };
  const digest = folder ? sha256Folder(path) : sha256File(path);
  try {
    return await store.write(async (tx) => {
      const counts = await importer.load({ tx, file: path, extension, provenance, clock, state });
      const report: IngestReport = {
        dataset: importer.name, file: path, format: counts.format, layout: importer.name, ticker: null, tickerFrom: null,
        rowsRead: counts.rowsRead, rowsAdded: counts.rowsAdded, rowsSkipped: counts.rowsRead - counts.rowsAdded, rowsWithoutData: 0,
        replacedSample: replacedRows(counts.replaced),
        ...(counts.unmappedSymbols === undefined ? {} : { unmappedSymbols: counts.unmappedSymbols }),
      };
      await recordFile(tx, report, await digest, provenance.capturedAt);
      return report;
    }, INGEST);
  } finally {
    await digest.catch(() => undefined);
  }
}

/** Thrown inside a one-pass transaction to roll it back; carries why. */
class OnePassMissed extends Error {
  constructor(readonly outcome: 'unsorted' | 'declined') {
    super(`one pass ${outcome}`);
  }
}

/**
 * Loads `file` into the `dataset` tables of `store`, all of it or none of it. A prices file may be in the
 * canonical columns or a recognised download layout (`recognise.ts`); one whose rows name no ticker takes
 * `options.ticker` or the ticker its name states. A bad file (unknown extension, missing, empty, wrong
 * columns, values that break their column's rules) is refused with a 400 `invalid_parameter` naming the
 * file and, for bad values, every problem found with its line, column and value as written; the store is
 * then unchanged. After prices or splits, pending splits are reconciled in the same transaction.
 */
export async function ingestFile(store: Store, clock: Clock, dataset: DatasetName, file: string, options: IngestOptions = {}): Promise<IngestReport> {
  const path = resolve(file);
  const format = formatOf(path);
  if (format === null) throw fileProblem(path, `has an extension ingest does not read (supported: ${supportedExtensions()})`);
  if (dataset !== 'prices' && options.ticker !== undefined) throw tickerNotTaken(dataset);
  await checkFile(path);
  const shape = await describeFile(store, path, format);
  const layout = recogniseLayout(path, datasets[dataset], format, shape.names);
  const ticker = fileTicker(path, layout, options.ticker);
  const provenance: Provenance = { file: path, capturedAt: clock.now().toISOString() };
  const source: StagedSource = { path, format, delimiter: shape.delimiter };

  // Hashing runs while DuckDB reads the file; both only read it.
  const digest = sha256File(path);
  const finish = async (tx: WriteTx, counts: { rowsRead: number; rowsAdded: number; rowsWithoutData: number; replaced: ReplacedSample[] }): Promise<IngestReport> => {
    if (dataset === 'prices' || dataset === 'splits') await reconcileSplits(tx, clock);
    const report: IngestReport = {
      dataset, file: path, format, layout: layout.name, ticker: ticker?.ticker.key ?? null, tickerFrom: ticker?.from ?? null,
      rowsRead: counts.rowsRead, rowsAdded: counts.rowsAdded, rowsSkipped: counts.rowsRead - counts.rowsAdded,
      rowsWithoutData: counts.rowsWithoutData, replacedSample: replacedRows(counts.replaced),
    };
    await recordFile(tx, report, await digest, provenance.capturedAt);
    await dropLoadTables(tx);
    await dropStaging(tx);
    return report;
  };

  const delimiter = shape.delimiter ?? ',';
  const present = layout.columns.flatMap((c) => (c.canonical === null ? [] : [c.canonical]));
  /** One one-pass attempt in its own transaction: the report, or why it was rolled back. */
  const onePass = async (order: InsertOrder): Promise<IngestReport | 'unsorted' | 'declined'> => {
    try {
      return await store.write(async (tx) => {
        const outcome = await loadPricesInOnePass(tx, path, delimiter, present, provenance, order);
        if (typeof outcome === 'string') throw new OnePassMissed(outcome);
        await addListings(tx, provenance, false);
        return finish(tx, { ...outcome, rowsWithoutData: 0 });
      }, INGEST);
    } catch (error) {
      if (error instanceof OnePassMissed) return error.outcome;
      throw error;
    }
  };

  try {
    // The one pass reads canonical CSV bars that name their tickers; everything else is staged.
    if (dataset === 'prices' && format === 'csv' && layout.name === 'canonical' && namesTickers(layout) && bulkPathApplies(present)) {
      // A file whose first rows are sorted is tried in file order first (no sort); a file found unsorted
      // after all is tried again in key order; a declined one goes to the staged path.
      const orders: InsertOrder[] = (await firstRowsRiseByKey(store, path, delimiter, present)) ? ['file', 'key'] : ['key'];
      for (const order of orders) {
        const outcome = await onePass(order);
        if (outcome === 'declined') break;
        if (outcome !== 'unsorted') return outcome;
      }
    }
    return await store.write(async (tx) => finish(tx, await loadStaged(tx, source, layout, ticker?.ticker ?? null, provenance)), INGEST);
  } finally {
    // When a transaction failed first, its error is the one reported; the hash is only awaited so no read
    // of the file outlives the call.
    await digest.catch(() => undefined);
  }
}
