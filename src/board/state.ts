/**
 * The board's state and the one reducer that changes it. Pure: time comes in on the actions, so every
 * transition can be checked without a terminal or a timer.
 */
import type { ConnectionState, Quote, SettledClose } from './types';

/** Prices kept per row for the session sparkline. */
export const SPARK_POINTS = 10;
/** How long an up or down tick stays highlighted. */
export const FLASH_MS = 1_000;

export type SortKey = 'ticker' | 'changePercent' | 'age';
export const SORT_KEYS: readonly SortKey[] = ['ticker', 'changePercent', 'age'];

export interface Flash {
  direction: 'up' | 'down';
  /** Epoch ms after which the highlight is gone. */
  until: number;
}

export interface Row {
  ticker: string;
  /** Last good quote; kept through a disconnect. */
  quote: Quote | null;
  settled: SettledClose | null;
  /** Trade prices of the session so far, oldest first, at most SPARK_POINTS. */
  history: number[];
  flash: Flash | null;
  /** No listing answers to the ticker (it did not resolve to a settled close). */
  unknown: boolean;
}

export interface BoardState {
  /** Rows in the order they were added. */
  rows: Row[];
  selected: string | null;
  sort: SortKey;
  /** Text typed after `a`; null when no prompt is open. */
  prompt: string | null;
  /** One line for the user (a refused add, a rejected ticker); cleared by the next key. */
  message: string | null;
  connection: ConnectionState;
}

export type BoardAction =
  | { type: 'quote'; quote: Quote; now: number }
  | { type: 'connection'; state: ConnectionState }
  | { type: 'settled'; closes: ReadonlyMap<string, SettledClose>; unknown?: readonly string[] }
  | { type: 'add'; ticker: string }
  | { type: 'remove'; ticker: string }
  | { type: 'select'; ticker: string }
  | { type: 'sort'; key: SortKey }
  | { type: 'prompt'; text: string | null }
  | { type: 'message'; text: string | null };

export function initialState(tickers: readonly string[]): BoardState {
  const unique = [...new Set(tickers)];
  return {
    rows: unique.map(emptyRow),
    selected: unique[0] ?? null,
    sort: 'ticker',
    prompt: null,
    message: null,
    connection: 'connecting',
  };
}

const emptyRow = (ticker: string): Row => ({ ticker, quote: null, settled: null, history: [], flash: null, unknown: false });

type Handlers = { [K in BoardAction['type']]: (state: BoardState, action: Extract<BoardAction, { type: K }>) => BoardState };

const handlers: Handlers = {
  quote: (state, { quote, now }) => ({
    ...state,
    rows: state.rows.map((row) => (row.ticker === quote.ticker ? withQuote(row, quote, now) : row)),
  }),
  connection: (state, { state: connection }) => ({ ...state, connection }),
  settled: (state, { closes, unknown = [] }) => ({
    ...state,
    rows: state.rows.map((row) => ({ ...row, settled: closes.get(row.ticker) ?? row.settled, unknown: row.unknown || unknown.includes(row.ticker) })),
  }),
  add: (state, { ticker }) =>
    state.rows.some((row) => row.ticker === ticker)
      ? { ...state, selected: ticker }
      : { ...state, rows: [...state.rows, emptyRow(ticker)], selected: ticker },
  remove: (state, { ticker }) => {
    const rows = state.rows.filter((row) => row.ticker !== ticker);
    return { ...state, rows, selected: state.selected === ticker ? (rows[0]?.ticker ?? null) : state.selected };
  },
  select: (state, { ticker }) => ({ ...state, selected: ticker }),
  sort: (state, { key }) => ({ ...state, sort: key }),
  prompt: (state, { text }) => ({ ...state, prompt: text }),
  message: (state, { text }) => ({ ...state, message: text }),
};

export function reduce(state: BoardState, action: BoardAction): BoardState {
  const handler = handlers[action.type] as (s: BoardState, a: BoardAction) => BoardState;
  return handler(state, action);
}

/**
 * A new quote for a row. The same reading delivered twice (a replay on resubscribe) neither flashes nor
 * grows the sparkline; a reading from a new session starts a fresh sparkline.
 */
function withQuote(row: Row, quote: Quote, now: number): Row {
  const previous = row.quote;
  if (previous && previous.asOf === quote.asOf && previous.price === quote.price) return { ...row, quote };
  const sameSession = previous !== null && previous.sessionDate === quote.sessionDate;
  const history = [...(sameSession ? row.history : []), quote.price].slice(-SPARK_POINTS);
  const direction = previous === null || !sameSession || quote.price === previous.price ? null : quote.price > previous.price ? 'up' : 'down';
  return { ...row, quote, history, flash: direction === null ? row.flash : { direction, until: now + FLASH_MS } };
}

/**
 * The close a quote of `sessionDate` is compared against: the last settled close before that session.
 * Shared by the board and the quote table, so both show the same change.
 */
export function referenceCloseFor(settled: SettledClose, sessionDate: string): number | null {
  if (settled.date < sessionDate) return settled.close;
  // The session of the quote has itself settled (after the close): compare with the close before it.
  return settled.date === sessionDate ? settled.previousClose : null;
}

/** The close the change columns compare against: the last settled close before the quote's session. */
export function referenceClose(row: Row): number | null {
  const { quote, settled } = row;
  if (!quote || !settled) return null;
  return referenceCloseFor(settled, quote.sessionDate);
}

export interface Change {
  change: number;
  changePercent: number;
}

export function changeOf(row: Row): Change | null {
  const reference = referenceClose(row);
  if (reference === null || reference === 0 || !row.quote) return null;
  const change = row.quote.price - reference;
  return { change, changePercent: (change / reference) * 100 };
}

/** Age of the row's quote in whole seconds at `now`; null without a quote. */
export function ageSeconds(row: Row, now: number): number | null {
  if (!row.quote) return null;
  return Math.max(0, Math.floor((now - Date.parse(row.quote.asOf)) / 1000));
}

/** Rows in display order. Rows without a value for the sort key go last, then by ticker. */
export function sortedRows(state: BoardState, now: number): Row[] {
  const key = (row: Row): number | null =>
    state.sort === 'changePercent' ? (changeOf(row)?.changePercent ?? null) : state.sort === 'age' ? ageSeconds(row, now) : null;
  return [...state.rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      // Biggest gainers first; freshest first.
      return state.sort === 'changePercent' ? kb - ka : ka - kb;
    }
    return a.ticker.localeCompare(b.ticker);
  });
}

export function nextSort(key: SortKey): SortKey {
  return SORT_KEYS[(SORT_KEYS.indexOf(key) + 1) % SORT_KEYS.length]!;
}

/** The ticker `by` rows away from the selection in display order, clamped at both ends. */
export function moveSelection(state: BoardState, now: number, by: number): string | null {
  const order = sortedRows(state, now).map((row) => row.ticker);
  if (order.length === 0) return null;
  const at = state.selected === null ? -1 : order.indexOf(state.selected);
  return order[Math.min(order.length - 1, Math.max(0, at + by))] ?? null;
}
