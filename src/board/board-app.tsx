/**
 * The live board as an Ink component: rows of quotes from a `BoardSource`, keys to add, delete, sort and
 * select, and a status line. Time enters only through `clock` and `scheduler`, so a test drives it frame
 * by frame.
 */
import { Box, Text, useApp, useInput, useStdout } from 'ink';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Clock } from '../core/clock';
import { parseTicker } from '../core/tickers';
import { zonedParts } from '../core/timezone';
import { columnsFor, fit, headerLine, rowCells, type Column, type RowCells } from './format';
import { changeOf, initialState, moveSelection, nextSort, reduce, sortedRows, type BoardAction, type BoardState, type Row, type SortKey } from './state';
import type { BoardSource, Scheduler, SourceEvent } from './types';

export interface BoardAppProps {
  source: BoardSource;
  clock: Clock;
  scheduler: Scheduler;
  /** Tickers on the board at start, already canonical. */
  tickers: readonly string[];
  /** False under NO_COLOR: every mark is still spelled out in words. */
  color: boolean;
  /** A line under the status line (the synthetic-sample warning); absent or null for none. */
  notice?: string | null | undefined;
  /** Terminal width to fit; absent, the width of Ink's stdout, followed as the terminal is resized. */
  width?: number | undefined;
}

/** Columns left of each row: the selection mark. */
const MARK_WIDTH = 2;

/** The width of the terminal the board draws on, kept current as it is resized. */
function useTerminalWidth(fixed: number | undefined): number {
  const { stdout } = useStdout();
  const [columns, setColumns] = useState(() => stdout.columns);
  useEffect(() => {
    if (fixed !== undefined) return;
    const onResize = () => setColumns(stdout.columns);
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout, fixed]);
  // A stream that reports no width (a pipe under a pseudo-terminal) gets the classic 80.
  return fixed ?? (columns > 0 ? columns : 80);
}

/** How often the age column and flash highlights are redrawn. */
export const REDRAW_MS = 1_000;

const SORT_NAMES: Record<SortKey, string> = { ticker: 'ticker', changePercent: 'change %', age: 'age' };

export function BoardApp({ source, clock, scheduler, tickers, color, notice, width }: BoardAppProps) {
  const { exit } = useApp();
  const columns = columnsFor(useTerminalWidth(width) - MARK_WIDTH);
  const limit = source.maxTickers;
  const kept = limit === null ? tickers : tickers.slice(0, limit);
  const [state, dispatchToReact] = useReducer(reduce, kept, (start) => startState(start, tickers, limit));
  const [now, setNow] = useState(() => clock.now().getTime());
  // Keys read the state as of the previous key, not of the previous render: typed or pasted text arrives
  // faster than React renders, so the reference is advanced by every action as it is dispatched.
  const latest = useRef(state);
  const dispatch = useCallback((action: BoardAction) => {
    latest.current = reduce(latest.current, action);
    dispatchToReact(action);
  }, []);

  useEffect(() => scheduler.every(REDRAW_MS, () => setNow(clock.now().getTime())), [scheduler, clock]);

  useEffect(() => {
    const stop = source.listen((event: SourceEvent) => {
      const at = clock.now().getTime();
      setNow(at);
      switch (event.type) {
        case 'quote':
          dispatch({ type: 'quote', quote: event.quote, now: at });
          return;
        case 'connection':
          dispatch({ type: 'connection', state: event.state });
          return;
        case 'rejected':
          if (event.ticker !== null) dispatch({ type: 'remove', ticker: event.ticker });
          dispatch({ type: 'message', text: event.ticker === null ? event.message : `${event.ticker}: ${event.message}` });
          return;
      }
    });
    source.subscribe(kept);
    loadCloses(source, kept, dispatch);
    return stop;
    // The source and the starting tickers are fixed for the life of the board.
  }, [source, dispatch]);

  const addTicker = useCallback(
    (raw: string) => {
      const current = latest.current;
      const parsed = parseTicker(raw);
      if (!parsed) {
        dispatch({ type: 'message', text: `'${raw}' is not a ticker: 1 to 32 letters, digits, dots or dashes, or MIC:TICKER.` });
        return;
      }
      const ticker = parsed.key;
      if (current.rows.some((row) => row.ticker === ticker)) {
        dispatch({ type: 'select', ticker });
        return;
      }
      if (limit !== null && current.rows.length >= limit) {
        dispatch({ type: 'message', text: `The stream holds at most ${limit} tickers; delete one (d) before adding ${ticker}.` });
        return;
      }
      dispatch({ type: 'add', ticker });
      source.subscribe([ticker]);
      loadCloses(source, [ticker], dispatch);
    },
    [limit, source, dispatch],
  );

  useInput((input, key) => {
    const current = latest.current;
    if (current.prompt !== null) {
      const commit = (text: string) => {
        dispatch({ type: 'prompt', text: null });
        if (text.trim() !== '') addTicker(text.trim());
      };
      if (key.return) {
        commit(current.prompt);
      } else if (key.escape) {
        dispatch({ type: 'prompt', text: null });
      } else if (key.backspace || key.delete) {
        dispatch({ type: 'prompt', text: current.prompt.slice(0, -1) });
      } else if (input !== '' && !key.ctrl && !key.meta) {
        // Pasted or fast-typed text can arrive in one chunk with its Enter at the end.
        const [typed = '', ...afterEnter] = input.split(/\r\n|\r|\n/);
        if (afterEnter.length > 0) commit(current.prompt + typed);
        else dispatch({ type: 'prompt', text: current.prompt + typed });
      }
      return;
    }
    if (current.message !== null) dispatch({ type: 'message', text: null });
    const at = clock.now().getTime();
    if (input === 'q' || (key.ctrl && input === 'c')) {
      exit();
    } else if (input === 'a') {
      dispatch({ type: 'prompt', text: '' });
    } else if (input === 'd' && current.selected !== null) {
      const ticker = current.selected;
      const next = moveSelection(current, at, 1);
      dispatch({ type: 'remove', ticker });
      // Keep the cursor where it was: on the row that slides up, or the new last row.
      const fallback = next !== ticker ? next : moveSelection(current, at, -1);
      if (fallback !== null && fallback !== ticker) dispatch({ type: 'select', ticker: fallback });
      source.unsubscribe([ticker]);
    } else if (input === 's') {
      dispatch({ type: 'sort', key: nextSort(current.sort) });
    } else if (key.upArrow || key.downArrow) {
      const ticker = moveSelection(current, at, key.upArrow ? -1 : 1);
      if (ticker !== null) dispatch({ type: 'select', ticker });
    }
  });

  // The key hints appear once the keys work: Ink attaches its input listener in an effect after the first
  // frame, and a q pressed on seeing a hint drawn earlier could be lost.
  const [keysLive, setKeysLive] = useState(false);
  useEffect(() => setKeysLive(true), []);

  const rows = sortedRows(state, now);
  return (
    <Box flexDirection="column">
      <Text bold={color}>{`  ${headerLine(columns)}`}</Text>
      {rows.length === 0 ? <Text>{'  No tickers: press a to add one.'}</Text> : null}
      {rows.map((row) => (
        <BoardRow key={row.ticker} row={row} now={now} selected={row.ticker === state.selected} color={color} columns={columns} />
      ))}
      <Text> </Text>
      <Text>{statusLine(source, state, now)}</Text>
      {notice ? <Text>{notice}</Text> : null}
      {state.prompt !== null ? (
        <Text>{`Add ticker: ${state.prompt}▏`}</Text>
      ) : (
        <Text dimColor={color}>{keysLive ? 'a add  d delete  s sort  ↑/↓ select  q quit' : ' '}</Text>
      )}
      {state.message !== null ? <Text color={color ? 'yellow' : undefined}>{state.message}</Text> : null}
    </Box>
  );
}

function startState(kept: readonly string[], asked: readonly string[], limit: number | null): BoardState {
  const state = initialState(kept);
  const dropped = asked.slice(kept.length);
  if (limit === null || dropped.length === 0) return state;
  return { ...state, message: `The stream holds at most ${limit} tickers; not watching ${dropped.join(', ')}.` };
}

function loadCloses(source: BoardSource, tickers: readonly string[], dispatch: (action: BoardAction) => void): void {
  source.settledCloses(tickers).then(
    ({ closes, unknown }) => dispatch({ type: 'settled', closes, unknown }),
    (error: unknown) => dispatch({ type: 'message', text: `Previous closes unavailable: ${error instanceof Error ? error.message : String(error)}` }),
  );
}

const CONNECTION_WORDS = { connecting: 'connecting', live: 'live', reconnecting: 'reconnecting…', finished: 'replay finished', stopped: 'stopped' } as const;

/** `feed replay · live · 10:31:05 ET · sort ticker`. */
export function statusLine(source: BoardSource, state: BoardState, now: number): string {
  const clock = zonedParts(new Date(now), 'America/New_York');
  return `feed ${source.feed} · ${CONNECTION_WORDS[state.connection]} · ${clock.date} ${clock.time} ET · sort ${SORT_NAMES[state.sort]}`;
}

interface BoardRowProps {
  row: Row;
  now: number;
  selected: boolean;
  color: boolean;
  columns: readonly Column[];
}

function BoardRow({ row, now, selected, color, columns }: BoardRowProps) {
  const cells = rowCells(row, now);
  const change = changeOf(row);
  const flash = row.flash !== null && row.flash.until > now ? row.flash.direction : null;
  const tone = (key: keyof RowCells): { color?: string; backgroundColor?: string; inverse?: boolean } => {
    if (!color) return {};
    if (key === 'last' && flash !== null) return { backgroundColor: flash === 'up' ? 'green' : 'red', color: 'black' };
    if ((key === 'change' || key === 'changePercent') && change !== null && change.change !== 0) return { color: change.change > 0 ? 'green' : 'red' };
    if (key === 'note' && cells.note !== '') return { color: 'yellow' };
    return {};
  };
  return (
    <Text inverse={color && selected}>
      {selected ? '› ' : '  '}
      {columns.map((column, index) => (
        <Text key={column.key} {...tone(column.key)}>
          {`${index === 0 ? '' : ' '}${fit(cells[column.key], column.width, column.align)}`}
        </Text>
      ))}
    </Text>
  );
}
