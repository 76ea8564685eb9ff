/**
 * What `fds ingest` prints for people: a few lines per file instead of a table of report fields. The file
 * as the user named it on a line of its own, then, indented: the download layout and ticker when they were
 * worked out, the row counts with why rows were skipped, the synthetic sample rows the file replaced, and
 * the rows whose regulator symbol matched no listing.
 * Machine output keeps the report.
 */
import type { z } from 'zod';
import { ingestOperation } from '../src/operations/store-admin';
import { DOWNLOAD_LAYOUTS } from '../src/store/ingest/price-downloads';
import { rowNoun } from '../src/store/sample-keys';
import type { TableOptions } from './render-table';
import { wrap } from './wrap';

type Report = z.infer<typeof ingestOperation.response>;

export interface IngestViewOptions extends TableOptions {
  /** Each file as the user named it, in the order of the reports. */
  names: readonly string[];
}

const count = (n: number): string => n.toLocaleString('en-US');

/** `bars` for prices, `bar` for one of them. */
const noun = (plural: string, rows: number): string => (rows === 1 ? plural.replace(/s$/, '') : plural);

/** `Yahoo Finance download, ticker AAPL from the file name`; null for a canonical file that names its tickers. */
function readAs(report: Report): string | null {
  const layout = DOWNLOAD_LAYOUTS.find((d) => d.name === report.layout)?.title;
  const ticker = report.ticker === null ? undefined : `ticker ${report.ticker} from ${report.tickerFrom === 'flag' ? '--ticker' : 'the file name'}`;
  const said = [layout, ticker].filter((part): part is string => part !== undefined).join(', ');
  return said === '' ? null : `${said[0]!.toUpperCase()}${said.slice(1)}`;
}

/** `3 rows read, 2 added, 1 skipped (1 without data)`; a duplicate's key was stored already or came earlier in the file. */
function counts(report: Report): string {
  const duplicates = report.rowsSkipped - report.rowsWithoutData;
  const why = [
    duplicates > 0 ? `${count(duplicates)} ${noun('duplicates', duplicates)}` : null,
    report.rowsWithoutData > 0 ? `${count(report.rowsWithoutData)} without data` : null,
  ].filter((part): part is string => part !== null);
  const reason = why.length === 0 ? '' : ` (${why.join(', ')})`;
  return `${count(report.rowsRead)} ${noun('rows', report.rowsRead)} read, ${count(report.rowsAdded)} added, ${count(report.rowsSkipped)} skipped${reason}`;
}

/** `Replaced 780 synthetic AAPL bars.`, or every key and table when there are more; null when none. */
function replaced(report: Report): string | null {
  const byKey = new Map<string, string[]>();
  for (const r of report.replacedSample) byKey.set(r.key, [...(byKey.get(r.key) ?? []), `${count(r.rows)} ${noun(rowNoun(r.dataset), r.rows)}`]);
  if (byKey.size === 0) return null;
  const [only] = report.replacedSample;
  if (report.replacedSample.length === 1 && only !== undefined) return `Replaced ${count(only.rows)} synthetic ${only.key} ${noun(rowNoun(only.dataset), only.rows)}.`;
  if (byKey.size === 1) {
    const [[key, phrases]] = [...byKey.entries()] as [[string, string[]]];
    return `Replaced synthetic ${key} data: ${phrases.join(', ')}.`;
  }
  return `Replaced synthetic data: ${[...byKey.entries()].map(([key, phrases]) => `${key} (${phrases.join(', ')})`).join(', ')}.`;
}

/** `2 rows under 1 symbol matched no listing, stored as filed: ZZZZ.`; null when every symbol mapped. */
function unmapped(report: Report): string | null {
  const found = report.unmappedSymbols;
  if (found === undefined || found.rows === 0) return null;
  const more = found.symbols - found.first.length;
  const named = [...found.first, ...(more > 0 ? [`… and ${count(more)} more`] : [])].join(', ');
  return `${count(found.rows)} ${noun('rows', found.rows)} under ${count(found.symbols)} ${noun('symbols', found.symbols)} matched no listing, stored as filed: ${named}.`;
}

/** The summary of an ingest body, or null when the body is not a list of ingest reports. */
export function renderIngestView(body: unknown, options: IngestViewOptions): string | null {
  const data = typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data) ? (body.data as unknown[]) : null;
  if (data === null) return null;
  const reports: Report[] = [];
  for (const item of data) {
    const parsed = ingestOperation.response.safeParse(item);
    if (!parsed.success) return null;
    reports.push(parsed.data);
  }
  const lines = reports.flatMap((report, i) => {
    const details = [readAs(report), counts(report), replaced(report), unmapped(report)].filter((text): text is string => text !== null);
    return [options.names[i] ?? report.file, ...details.flatMap((text) => wrap(text, options.width, '  '))];
  });
  if (options.footer !== null) lines.push(options.footer);
  return `${lines.join('\n')}\n`;
}
