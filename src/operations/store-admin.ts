/**
 * Store administration for the store's operator (`fds store info`, `fds ingest`): what the store holds,
 * and loading capture files into it. Operator-only: they live under `/_local/` and are not part of the
 * public API.
 */
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { tickerParam } from '../core/params';
import { INGEST_DATASETS } from '../store/ingest/dataset-names';
import { SAMPLE_KEY_KINDS } from '../store/sample-keys';
import { formatExtensions } from '../store/ingest/formats';
// Store administration answers about the store, not with its data.
import { noCaptures } from './sample-scope';
import { operation, type AnyOperation } from './operation';

const TAG = 'store';
/** Datasets whose files are stored as documents with passages (the filing store). */
const DOCUMENT_DATASETS: ReadonlySet<string> = new Set(['filing']);
/** `prices, dividends, …, fred or cftc`, from the one list of datasets. */
const DATASET_LIST = `${INGEST_DATASETS.slice(0, -1).join(', ')} or ${INGEST_DATASETS[INGEST_DATASETS.length - 1]}`;

const StoreInfoResponse = z
  .object({
    path: z.string().describe('Path of the store file (`:memory:` for a private in-memory store).'),
    schemaVersion: z.number().int().describe('Newest applied schema migration.'),
    synthetic: z.boolean().describe('True when any capture comes from the synthetic sample set: such data is not market data.'),
    sampleAsOf: z.string().nullable().describe('As-of date (yyyy-MM-dd) of the sample set the store was created with; null without one.'),
    tables: z
      .array(z.object({ name: z.string().describe('Table name.'), rows: z.number().int().describe('Rows it holds.') }))
      .describe('Every table of the store, by name.'),
    datasets: z
      .array(
        z.object({
          dataset: z.string().describe('Capture table (one with provenance columns): listings, prices, ticks, … and each family\'s tables.'),
          rows: z.number().int().describe('Rows it holds.'),
          newestCapture: z.string().nullable().describe('ISO-8601 time the newest row was captured; null when empty.'),
          sources: z.array(z.string()).describe('Where its rows came from: `sample`, `ingest`, …'),
        }),
      )
      .describe('The capture datasets.'),
    stillSynthetic: z
      .array(
        z.object({
          kind: z.enum(SAMPLE_KEY_KINDS).describe('What the key names: listing (a ticker\'s bars, dividends, splits, ticks and options), vix, put-call, fred-series, fred-calendar, cftc-market, fx-currency, fda-catalysts, web-feed, or a family\'s dataset of a listing (insider filings, short volume, short interest, off-exchange volume, fails-to-deliver, …); fds-ingest(1) lists every kind.'),
          key: z.string().describe('The ticker, series id, market code, put/call type, currency or feed id.'),
          dataset: z.string().describe('Capture table holding the synthetic rows.'),
          rows: z.number().int().describe('Synthetic rows of that key in that table.'),
        }),
      )
      .describe('What is still synthetic, per key and table, by kind then key: a real file of a key replaces all of them. Empty when nothing synthetic is left.'),
  })
  .describe('What the store holds.');

const IngestReportResponse = z
  .object({
    dataset: z.enum(INGEST_DATASETS).describe('Dataset the file was loaded into.'),
    file: z.string().describe('Absolute path of the file.'),
    format: z.string().describe('Format read: csv, json or parquet by the file extension; a published layout may report e.g. zip.'),
    layout: z.string().describe('Layout recognised by the header: canonical, a prices download (yahoo, stooq, stooq-ascii, nasdaq), or for a publisher\'s dataset its name.'),
    ticker: z.string().nullable().describe('The ticker every row was stored under, for a prices file whose rows name none; null when the file names its tickers.'),
    tickerFrom: z.enum(['flag', 'fileName']).nullable().describe('Where ticker came from: flag (the ticker parameter, --ticker) or fileName (aapl.us.txt, MSFT.csv); null with no ticker.'),
    rowsRead: z.number().int().describe('Data rows in the file.'),
    rowsAdded: z.number().int().describe('Rows stored by this ingest.'),
    rowsSkipped: z.number().int().describe('Rows not stored because their key (ticker and date; for ticks ticker, time and price) was stored already or repeated an earlier row of the file, or because the file writes the row as a day without data.'),
    rowsWithoutData: z.number().int().describe('Rows the file writes as days without data (a Yahoo day of nulls, a Nasdaq volume of --): read, not stored, counted in rowsSkipped too.'),
    replacedSample: z
      .array(
        z.object({
          dataset: z.string().describe('Capture table the synthetic rows were removed from (prices, fred_observations, …).'),
          key: z.string().describe('The dataset key the file brought real rows for: a ticker, a series id, a market code, a currency, …'),
          rows: z.number().int().describe('Synthetic sample rows of that key removed from that table.'),
        }),
      )
      .describe('Synthetic sample rows this file replaced: a key the file brings is real from now on, never part synthetic. Empty when the file covered no sample key.'),
    unmappedSymbols: z
      .object({
        rows: z.number().int().describe('Rows stored under a symbol that maps to no listing.'),
        symbols: z.number().int().describe('Distinct such symbols.'),
        first: z.array(z.string()).describe('The first few of them as filed, sorted (at most 10).'),
      })
      .optional()
      .describe('For a regulator\'s file that names securities by symbol (FINRA, SEC): rows whose symbol maps to no stored listing. They are stored under the symbol as filed, never dropped. Absent when every symbol mapped or the layout names none.'),
  })
  .describe('What ingesting one file did.');

const extensions = Object.entries(formatExtensions)
  .map(([format, list]) => `${format.toUpperCase()} (${list.join(' ')})`)
  .join(', ');

export const storeInfoOperation = operation({
  id: 'store.info',
  method: 'GET',
  path: '/_local/store',
  summary: 'Tables, row counts and the newest capture per dataset',
  description: 'Every table with its row count; for each capture table (listings, prices, dividends, splits, ticks and the tables of the other families) the newest capture time and the sources of the rows; whether the store holds the synthetic sample set, and which dataset keys are still synthetic.',
  tag: TAG,
  params: z.object({}),
  response: StoreInfoResponse,
  access: 'local',
  sampleScope: noCaptures,
  run: async (ctx) => (await import('../store/info')).storeInfo(ctx.store),
});

export const ingestOperation = operation({
  id: 'ingest.run',
  method: 'POST',
  path: '/_local/ingest/{dataset}',
  summary: 'Load a capture file (canonical columns or a publisher\'s layout) into the store',
  description:
    `Reads ${extensions} in the canonical columns of the dataset, or a prices download as Yahoo Finance, Stooq or Nasdaq publish it `
    + '(see fds-ingest(1)). The file is loaded whole or not at all; rows whose key (ticker and date; for ticks ticker, time and price) '
    + 'is already stored are skipped, so ingesting a file again adds nothing. A prices file whose rows name no ticker takes the ticker '
    + 'parameter, or else the ticker its file name states. A refused file leaves the store unchanged; a bad prices, dividends, splits '
    + 'or ticks file is refused with every problem found, each with its line, column and value as written.',
  tag: TAG,
  params: z.object({
    dataset: z.enum(INGEST_DATASETS, { error: `must be ${DATASET_LIST}` }).describe(`Dataset: ${DATASET_LIST}.`),
    file: z
      .string()
      .refine((path) => isAbsolute(path), { message: 'must be an absolute path' })
      .describe('Absolute path of the file to ingest.'),
    ticker: tickerParam('Ticker of a prices file whose rows name none (a download of one ticker); without it the file name must state it (MSFT.csv, aapl.us.txt).').optional(),
  }),
  response: IngestReportResponse,
  access: 'local',
  sampleScope: noCaptures,
  run: async (ctx, p) => {
    // A replica of published captures answers this before reading the file.
    ctx.store.assertCapturesWritable();
    const report = await (await import('../store/ingest/index')).ingestAny(ctx.store, ctx.clock, p.dataset, p.file, { ticker: p.ticker, state: ctx.state });
    // Passages stored while the store's vectors come from an embeddings endpoint get theirs now.
    if (DOCUMENT_DATASETS.has(report.dataset)) await (await import('../engine/filings/search/reindex')).embedPendingPassages(ctx);
    return report;
  },
});

export const storeAdminOperations: readonly AnyOperation[] = [storeInfoOperation, ingestOperation];
