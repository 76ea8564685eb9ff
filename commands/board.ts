/**
 * `fds board [TICKERS…] [--speed N]`: the live board. Locally it watches a replay of the store's captured
 * ticks, read through whichever process holds the store (the store's daemon, started if need be); with a
 * remote server, or when `fds serve` holds the store, it watches that server's /v1/stream. Without a terminal it prints one snapshot table and exits; --json (--ndjson, --csv)
 * prints one snapshot of Quote objects instead, terminal or not. Ink and React load only when the board
 * is drawn.
 */
import { InvalidArgumentError, type Command } from 'commander';
import type { BoardSource } from '../src/board/types';
import { sampleNotice, type Engine } from '../src/client/engine';
import type { OwnerEngine } from '../src/client/owner-engine';
import type { Clock } from '../src/core/clock';
import { invalidParameter } from '../src/core/errors';
import { parseTicker } from '../src/core/tickers';
import type { CommandContext, CommandResult } from './context';
import type { Planned, Planner } from './planned';
import { readSettings, resolveRemote } from './settings';

export type BoardPlanned = Extract<Planned, { kind: 'board' }>;

export function speedArgument(value: string): number {
  const speed = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new InvalidArgumentError('must be a positive number (1 follows the clock, 10 plays ten times as fast).');
  return speed;
}

export function registerBoard(program: Command, plan: Planner): void {
  program
    .command('board')
    .description('Live board of quotes: last, change vs the previous close, bid, ask, spread, sparkline and age (keys: a add, d delete, s sort, arrows select, q quit)')
    .argument('[tickers...]', 'tickers to watch (at most 5 on a remote stream)')
    .option('--speed <n>', 'replay speed of the local capture (1 follows the clock)', speedArgument, 1)
    .action((tickers: string[], opts: { speed: number }, command: Command) => {
      plan({ kind: 'board', tickers, speed: opts.speed }, command);
    });
}

/**
 * Gives a quote command `--watch` (and `--speed`): with it, the tickers it was given open the board
 * instead of one call. Returns the planner to bind the command with.
 */
export function watchable(cmd: Command, plan: Planner): Planner {
  cmd
    .option('--watch', 'open the live board on these tickers instead of printing one answer')
    .option('--speed <n>', 'with --watch: replay speed of the local capture (1 follows the clock)', speedArgument, 1);
  return (planned, command) => {
    const opts = command.opts<{ watch?: boolean; speed: number }>();
    if (opts.watch !== true || planned.kind !== 'call') return plan(planned, command);
    const tickers = Object.values(planned.query).flatMap((value) => value.split(',')).filter((t) => t !== '');
    plan({ kind: 'board', tickers, speed: opts.speed }, command);
  };
}

/** Canonical keys of the tickers given, duplicates dropped; one that cannot be a ticker is a usage error. */
export function boardTickers(raw: readonly string[]): string[] {
  const keys = raw.map((text) => {
    const parsed = parseTicker(text);
    if (!parsed) throw invalidParameter(`tickers: '${text}' is not a ticker (1 to 32 letters, digits, dots or dashes, or MIC:TICKER).`);
    return parsed.key;
  });
  return [...new Set(keys)];
}

export async function runBoard(planned: BoardPlanned, ctx: CommandContext): Promise<CommandResult> {
  const tickers = boardTickers(planned.tickers);
  const { source, clock, engine } = await openSource(ctx, planned.speed);
  try {
    // Machine output asked for (--json, --ndjson, --csv) is one snapshot of Quote objects, terminal or not.
    if (ctx.globals.json || ctx.globals.ndjson || ctx.globals.csv) {
      return { body: await source.snapshot(tickers), sampleAsOf: null };
    }
    // A server says whether its data is the synthetic sample on its answers, so ask after the first one.
    const closes = await source.settledCloses(tickers);
    const sampleAsOf = await engine.sampleAsOf();
    const notice = sampleAsOf === null ? null : sampleNotice(sampleAsOf);
    if (!ctx.effects.stdout.isTTY) {
      const quotes = await source.snapshot(tickers);
      const { snapshotTable } = await import('../src/board/snapshot');
      ctx.effects.stdout.write(snapshotTable(tickers, quotes, closes, clock.now().getTime(), ctx.terminal.width) + (notice === null ? '' : `${notice}\n`));
      return { body: undefined, sampleAsOf };
    }
    const { drawBoard } = await import('../src/board/draw');
    await drawBoard({ source, clock, tickers, notice, color: ctx.terminal.color, stdout: ctx.effects.stdout.stream, stdin: process.stdin });
    return { body: undefined, sampleAsOf };
  } finally {
    await source.close();
  }
}

/**
 * The board's source: a remote server's stream; the stream of the `fds serve` holding the store (its
 * feed may be live, relayed from upstream); otherwise a replay of the store's captured ticks, run here at
 * the board's own speed and read through the engine, whichever process holds the store.
 */
async function openSource(ctx: CommandContext, speed: number): Promise<{ source: BoardSource; clock: Clock; engine: Engine }> {
  const engine = await ctx.engine();
  const remote = resolveRemote(ctx.globals, ctx.effects.env, readSettings(ctx.effects.env, ctx.effects.cwd));
  const server = remote === undefined ? servingOwner(engine) : { url: remote.baseUrl, adminToken: remote.apiKey ?? '' };
  if (server !== null) {
    const { RemoteSource } = await import('../src/board/remote-source');
    return { source: new RemoteSource({ url: server.url, apiKey: server.adminToken, engine }), clock: ctx.clock, engine };
  }
  const [{ LocalSource }, { engineTicks }] = await Promise.all([import('../src/board/local-source'), import('../src/client/engine-ticks')]);
  const source = new LocalSource({ ticks: engineTicks(engine), clock: ctx.clock, speed, engine });
  return { source, clock: source.clock(), engine };
}

/** The URL and operator token of the `fds serve` holding the store, when the engine goes through one. */
function servingOwner(engine: Engine): { url: string; adminToken: string } | null {
  return (engine as Partial<OwnerEngine>).owner?.server ?? null;
}
