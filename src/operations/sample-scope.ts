/**
 * What an answer draws on, by dataset key (see `store/sample-keys.ts`): every operation declares it, so
 * every face can say, answer by answer, whether it holds synthetic rows — the CLI on stderr or in a table
 * footer, the server in `X-Data-Notice`. Because a key is never part synthetic and part real, an answer
 * that draws on a key the manifest still lists is synthetic, and one that does not is not.
 *
 * A scope is computed from the validated parameters and the answer itself, so list answers name exactly
 * the keys of their rows (the tickers of a latest-close batch, the series of a latest-values table).
 */
import type { SampleKeyKind } from '../store/sample-keys';
import { SAMPLE_KEY_KINDS, WHOLE_KEYS } from '../store/sample-keys';

/** Keys of one kind an answer draws on. */
export interface SampleRef {
  kind: SampleKeyKind;
  keys: readonly string[];
}

export type SampleScope<P, R> = (params: P, result: R) => readonly SampleRef[];

/** The answer reads no captured market data: accounts, keys, the curated calendar, store administration. */
export const noCaptures = (): readonly SampleRef[] => [];

/** Stands for every key of its kind: synthetic when the manifest lists any key of that kind. */
export const EVERY_KEY = '*';

/** The answer carries every capture table (a publish for replicas): synthetic while any key still is. */
export const wholeCaptures = (): readonly SampleRef[] => SAMPLE_KEY_KINDS.map((kind) => ({ kind, keys: [EVERY_KEY] }));

/** Listings' market data (bars, dividends, splits, ticks, option chains) by canonical key. */
export const listings = (keys: readonly string[]): SampleRef => ({ kind: 'listing', keys });

/** The listing a validated `ticker` parameter names. */
export const tickerParam = (p: { ticker: { key: string } }): readonly SampleRef[] => [listings([p.ticker.key])];

/** The listings of an answer's rows. */
export const rowTickers = (rows: readonly { ticker: string }[]): SampleRef => listings(rows.map((row) => row.ticker));

export const vixSeries: SampleRef = { kind: 'vix', keys: [WHOLE_KEYS.vix] };
export const fdaMeetings: SampleRef = { kind: 'fda-catalysts', keys: [WHOLE_KEYS.fdaCatalysts] };
export const fredCalendar: SampleRef = { kind: 'fred-calendar', keys: [WHOLE_KEYS.fredCalendar] };

/** Official rates between these currencies; EUR is the base of the published rates and never stored. */
export const currencies = (codes: readonly string[]): SampleRef => ({ kind: 'fx-currency', keys: codes.filter((code) => code !== 'EUR') });
