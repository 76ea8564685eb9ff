/**
 * The covered stock indexes (data/stock-indexes.json): slug, name, provider, the kind of forecast their
 * entry rules allow, the aliases a caller may use, and the full-replication funds whose disclosed holdings
 * are their constituent lists. Every index operation and every holdings importer answers only for these.
 */
import table from '../../../data/stock-indexes.json';
import { notFound } from '../../core/errors';

export type ForecastKind = 'Screen' | 'Projection';

export interface TrackingFund {
  /** The fund's ticker (IVV, QQQ, …): the key its lists are stored under. */
  ticker: string;
  /** The names the fund's own files print, to recognise a file. */
  names: readonly string[];
}

export interface StockIndex {
  slug: string;
  name: string;
  provider: string;
  /** Null for the 30-stock average, which has no quantitative entry rule. */
  forecast: ForecastKind | null;
  aliases: readonly string[];
  funds: readonly TrackingFund[];
}

const isForecastKind = (value: string | null): value is ForecastKind | null => value === null || value === 'Screen' || value === 'Projection';

function curated(): readonly StockIndex[] {
  return table.indexes.map((entry) => {
    if (!isForecastKind(entry.forecast)) throw new Error(`data/stock-indexes.json: ${entry.slug} has an unknown forecast kind ${entry.forecast}`);
    return { ...entry, forecast: entry.forecast };
  });
}

/** The covered indexes, in the order of the data file (the order of `GET /v1/indexes`). */
export const INDEXES: readonly StockIndex[] = curated();

/** Lower case, letters and digits only: "S&P-500", "s&p 500" and "SP500" become "sp500"; "^GSPC" becomes "gspc". */
export const compact = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every exact spelling (slug, name, alias), compacted, with the index it names. */
const exactNames = new Map<string, StockIndex>();
for (const index of INDEXES) {
  for (const spelling of [index.slug, index.name, ...index.aliases]) exactNames.set(compact(spelling), index);
}

/** Words of a spelling, lower case: "S&P MidCap 400" gives s, p, midcap, 400. */
const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);

/**
 * The indexes a spelling could name: one for an exact slug, name or alias (case, spaces and punctuation
 * ignored); otherwise every index whose name or slug starts with the spelling, or holds each of its words
 * as the start of a word ("russell" names both Russell indexes, "midcap" only the MidCap 400).
 */
export function indexesNamed(spelling: string): StockIndex[] {
  const key = compact(spelling);
  if (key === '') return [];
  const exact = exactNames.get(key);
  if (exact) return [exact];
  const words = wordsOf(spelling);
  return INDEXES.filter((index) => {
    const own = [...wordsOf(index.name), ...wordsOf(index.slug)];
    return compact(index.name).startsWith(key) || words.every((w) => own.some((o) => o.startsWith(w)));
  });
}

/** The one index a caller's spelling names; 404 when it names none or could name several. */
export function resolveIndex(spelling: string): StockIndex {
  const found = indexesNamed(spelling);
  if (found.length === 1) return found[0]!;
  const shown = spelling.trim();
  if (found.length === 0) {
    throw notFound(`Unknown index '${shown}': not one of the covered indexes (see /v1/indexes).`);
  }
  throw notFound(`Index '${shown}' is ambiguous: it could name ${found.map((i) => i.name).join(', ')}. Use a slug (${found.map((i) => i.slug).join(', ')}).`);
}

/** The index a tracking fund replicates, by the fund's ticker. */
const fundOwner = new Map<string, { index: StockIndex; fund: TrackingFund }>();
const fundByName = new Map<string, { index: StockIndex; fund: TrackingFund }>();
for (const index of INDEXES) {
  for (const fund of index.funds) {
    fundOwner.set(fund.ticker, { index, fund });
    for (const name of fund.names) fundByName.set(compact(name), { index, fund });
  }
}

/** The tracked fund of a ticker as a file writes it (spaces and case ignored), with its index. */
export const trackedFund = (ticker: string): { index: StockIndex; fund: TrackingFund } | undefined => fundOwner.get(ticker.trim().toUpperCase());

/** The tracked fund a file names by its full name (iShares preamble, N-PORT series name), with its index. */
export const trackedFundNamed = (name: string): { index: StockIndex; fund: TrackingFund } | undefined => fundByName.get(compact(name));

/** The tickers of every tracking fund, for messages. */
export const TRACKED_FUND_TICKERS: readonly string[] = INDEXES.flatMap((i) => i.funds.map((f) => f.ticker));
