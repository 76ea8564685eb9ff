/**
 * Recognising a file's layout by its header. A prices CSV whose header is exactly that of a known
 * download (Yahoo Finance, Stooq, Nasdaq; names compared ignoring case, surrounding spaces and order) is
 * read in that layout; every other file must be in the dataset's canonical columns, where a prices file
 * may leave out `ticker` when its ticker is given for the whole file.
 */
import type { DatasetLayout } from './datasets';
import { matchColumns } from './columns';
import type { IngestFormat } from './formats';
import { DOWNLOAD_LAYOUTS, type DownloadLayout } from './price-downloads';
import { canonicalSource, downloadSource, type SourceLayout } from './source-layout';

const normalised = (name: string): string => name.trim().toLowerCase();

/** What a refused prices file is told it could also have been. */
const ALSO_READS = `or a ${DOWNLOAD_LAYOUTS.map((d) => d.title).join(', ').replace(/, ([^,]*)$/, ' or $1')} as published (see fds ingest prices --help)`;

/** `download`'s columns in the order of `names`, or null when `names` is not exactly its header. */
function matchDownload(download: DownloadLayout, names: readonly string[]): { header: string; as: string }[] | null {
  const byHeader = new Map(download.columns.map((c) => [normalised(c.header), c]));
  const seen = new Set<string>();
  const order: { header: string; as: string }[] = [];
  for (const name of names) {
    const column = byHeader.get(normalised(name));
    if (column === undefined || seen.has(column.as)) return null;
    seen.add(column.as);
    order.push({ header: name, as: column.as });
  }
  return download.columns.every((c) => c.optional === true || seen.has(c.as)) ? order : null;
}

/** The layout of `file`, whose header (or JSON keys, Parquet columns) are `names`; a 400 when none fits. */
export function recogniseLayout(file: string, dataset: DatasetLayout, format: IngestFormat, names: readonly string[]): SourceLayout {
  const isPrices = dataset.name === 'prices';
  if (isPrices && format === 'csv') {
    for (const download of DOWNLOAD_LAYOUTS) {
      const order = matchDownload(download, names);
      if (order !== null) return downloadSource(download, order);
    }
  }
  const present = matchColumns(file, dataset, names, isPrices ? { mayLack: ['ticker'], alsoReads: ALSO_READS } : {});
  return canonicalSource(dataset, present, names);
}
