/**
 * The tracked FRED series: the curated set in `data/fred-series.json` and the verified aliases in
 * `data/fred-aliases.json`. This is the one place that knows which series exist, their categories and how
 * a text is cut into the words search compares.
 */
import aliasTable from '../../../data/fred-aliases.json';
import seriesTable from '../../../data/fred-series.json';
import { CATEGORIES, type Category, type SeasonalAdjustment } from './vocabulary';

export { CATEGORIES, SEASONAL_ADJUSTMENTS, type Category, type SeasonalAdjustment } from './vocabulary';

/** One curated series. */
export interface SeriesInfo {
  /** FRED series id, upper case. */
  id: string;
  title: string;
  category: Category;
  /** FRED's frequency text: `Daily`, `Weekly, Ending Saturday`, `Monthly`, `Quarterly`, `Annual`, … */
  frequency: string;
  units: string;
  seasonalAdjustment: SeasonalAdjustment;
  /** Typical recent level; only the synthetic sample uses it. */
  sampleLevel: number;
}

const isCategory = (text: string): text is Category => (CATEGORIES as readonly string[]).includes(text);

function checked(raw: (typeof seriesTable.series)[number]): SeriesInfo {
  if (!isCategory(raw.category)) throw new Error(`data/fred-series.json: ${raw.id} has unknown category ${raw.category}`);
  if (raw.seasonalAdjustment !== 'SA' && raw.seasonalAdjustment !== 'NSA') {
    throw new Error(`data/fred-series.json: ${raw.id} has seasonal adjustment ${raw.seasonalAdjustment}`);
  }
  return { ...raw, category: raw.category, seasonalAdjustment: raw.seasonalAdjustment };
}

/** Every tracked series, ordered by category name then series id (the order every list answers in). */
export const TRACKED_SERIES: readonly SeriesInfo[] = seriesTable.series
  .map(checked)
  .sort((a, b) => compareText(a.category, b.category) || compareText(a.id, b.id));

const byId = new Map(TRACKED_SERIES.map((s) => [s.id, s]));

/** Plain code-point order, the same on every machine (no locale). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The tracked series with this id, compared case-insensitively; undefined when it is not tracked. */
export function trackedSeries(id: string): SeriesInfo | undefined {
  return byId.get(id.trim().toUpperCase());
}

/**
 * The words of a text: lower-case runs of letters and digits. Punctuation and spacing never matter, so
 * `10-Year`, `10 year` and `10_YEAR` all give `10`, `year`. A camel-case category such as `InterestRates`
 * gives its whole name and its parts: `interestrates`, `interest`, `rates`.
 */
export function wordsOf(text: string): string[] {
  const camelParts = text.match(/[A-Z][a-z]+|[A-Z]+(?![a-z])|[a-z]+|\d+/g) ?? [];
  const plain = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const parts = /[a-z][A-Z]/.test(text) ? camelParts.map((p) => p.toLowerCase()) : [];
  return [...new Set([...plain, ...parts])];
}

/** The alias key of a text: its plain words joined by one space (`10-Year Treasury` → `10 year treasury`). */
export const aliasKey = (text: string): string => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).join(' ');

const aliases = new Map<string, SeriesInfo>();
for (const [alias, id] of Object.entries(aliasTable.aliases)) {
  const series = byId.get(id);
  if (series === undefined) throw new Error(`data/fred-aliases.json: alias "${alias}" names untracked series ${id}`);
  const key = aliasKey(alias);
  if (aliases.has(key)) throw new Error(`data/fred-aliases.json: alias "${alias}" repeats another alias`);
  aliases.set(key, series);
}

/** The series a verified alias names, compared without case or punctuation; undefined when none does. */
export const aliasedSeries = (text: string): SeriesInfo | undefined => aliases.get(aliasKey(text));

/** Every alias key and the id it names, for the manual and tests. */
export const ALIASES: ReadonlyMap<string, string> = new Map([...aliases].map(([key, s]) => [key, s.id]));
