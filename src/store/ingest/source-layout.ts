/**
 * A file's layout as staging needs it: its columns in file order, each with the header the file writes
 * (problems name columns that way) and the canonical column it fills; how it writes dates and prices;
 * what it writes for a day without data; and whether its rows name their ticker. The canonical columns
 * and every download layout of `price-downloads.ts` are described this way, so one staged path reads them
 * all.
 */
import { literal, quoted } from './convert';
import type { CanonicalColumn, DatasetLayout } from './datasets';
import { datasets } from './datasets';
import { ISO_DATE, type DateForm, type DownloadLayout } from './price-downloads';

export interface SourceColumn {
  /** Its name in the staged text table: a canonical column name, or the layout's own. */
  name: string;
  /** The header cell as the file writes it. */
  header: string;
  /** The canonical column it fills; null for a column only checked or ignored. */
  canonical: CanonicalColumn | null;
}

export interface SourceLayout {
  /** `canonical`, or the name of a download layout (`yahoo`, …). */
  name: string;
  /** How a person calls it: `canonical columns`, `Yahoo Finance download`. */
  title: string;
  dataset: DatasetLayout;
  /** The file's columns, in file order. */
  columns: readonly SourceColumn[];
  date: DateForm;
  pricePrefix: string | null;
  withoutData: DownloadLayout['withoutData'];
  /** Suffix every ticker value carries and loses (`AAPL.US`); null when tickers are written plainly. */
  tickerSuffix: string | null;
  fixed: DownloadLayout['fixed'];
}

/** The file's canonical columns; `headers` are the file's names, in the same order as `present`. */
export function canonicalSource(dataset: DatasetLayout, present: readonly CanonicalColumn[], headers: readonly string[]): SourceLayout {
  return {
    name: 'canonical',
    title: 'canonical columns',
    dataset,
    columns: present.map((canonical, i) => ({ name: canonical.name, header: headers[i] ?? canonical.name, canonical })),
    date: ISO_DATE,
    pricePrefix: null,
    withoutData: null,
    tickerSuffix: null,
    fixed: null,
  };
}

/** A prices file in `download`'s layout; `order` is the declared columns in the order the file has them. */
export function downloadSource(download: DownloadLayout, order: readonly { header: string; as: string }[]): SourceLayout {
  const prices = datasets.prices;
  return {
    name: download.name,
    title: download.title,
    dataset: prices,
    columns: order.map(({ header, as }) => ({ name: as, header, canonical: prices.columns.find((c) => c.name === as) ?? null })),
    date: download.date,
    pricePrefix: download.pricePrefix,
    withoutData: download.withoutData,
    tickerSuffix: download.tickerSuffix,
    fixed: download.fixed,
  };
}

/** The column of the file that fills the canonical column `name`, if the file has one. */
export const columnFilling = (layout: SourceLayout, name: string): SourceColumn | undefined =>
  layout.columns.find((c) => c.canonical?.name === name);

/** True when the rows of the file name their ticker (otherwise one ticker is given for the whole file). */
export const namesTickers = (layout: SourceLayout): boolean => columnFilling(layout, 'ticker') !== undefined;

/**
 * SQL true for a staged text row the layout writes as a day without data (every cell of its rule holds
 * one of its markers, in any case); null when the layout has no such days.
 */
export function withoutDataSql(layout: SourceLayout): string | null {
  const rule = layout.withoutData;
  if (rule === null) return null;
  const markers = rule.markers.map((m) => literal(m.toLowerCase()));
  const cells = rule.columns.flatMap((name) => {
    const column = columnFilling(layout, name);
    return column === undefined ? [] : [`coalesce(lower(trim(${quoted(column.name)})) IN (${markers.join(', ')}), false)`];
  });
  return cells.length === 0 ? null : `(${cells.join(' AND ')})`;
}
