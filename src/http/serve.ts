/**
 * `fds serve`: a long-running server over one store. It writes a small state file next to the store
 * (`<store>.serve.json`, mode 0600) so other `fds` processes, which cannot open the DuckDB file while this
 * one holds it, can reach the store through this server with the admin token inside.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { Clock } from '../core/clock';
import { createQuoteBus } from '../quotes/bus';
import { createReplayFeed } from '../quotes/replay';
import type { Feed } from '../quotes/types';
import { createUpstreamFeed } from '../quotes/upstream';
import { createOptionsProvider, type OptionsConfig } from '../engine/options/config';
import { serverStateFile } from '../store/location';
import { sampleAsOf } from '../store/meta';
import { startServer, type RunningServer, type ServerOptions } from './server';

export const ServerStateSchema = z.object({
  url: z.string(),
  pid: z.number().int().positive(),
  adminToken: z.string().min(1),
  startedAt: z.string(),
});

/** What a running `fds serve` publishes about itself. */
export type ServerState = z.infer<typeof ServerStateSchema>;


/** What drives the server's quote bus. */
export type FeedKind = 'replay' | 'upstream' | 'none';

/** Another server's `/v1/stream` to follow with the upstream feed. */
export interface UpstreamTarget {
  url: string;
  key: string;
  tickers: readonly string[];
}

export interface ServeOptions extends Omit<ServerOptions, 'quotes'> {
  host: string;
  port: number;
  /** Path of the store file (`:memory:` writes no state file). */
  storePath: string;
  /** The quote feed; default `replay` (the store's captured ticks). */
  feed?: FeedKind;
  /** Replay speed (default 1, aligned to the clock); at any other speed the server runs on the replay clock. */
  speed?: number;
  /** Required with `feed: 'upstream'`. */
  upstream?: UpstreamTarget;
  /** Where option data comes from; default the capture provider with the 300 s snapshot cache. */
  optionsConfig?: OptionsConfig;
}

/** Writes the banner and warnings; stderr by default. */
type Banner = (line: string) => void;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The state of the server holding `storePath`, or null when no state file exists, it is unreadable, or
 * the process that wrote it is gone.
 */
export function readServerState(storePath: string): ServerState | null {
  let text: string;
  try {
    text = readFileSync(serverStateFile(storePath), 'utf8');
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const state = ServerStateSchema.safeParse(parsed);
  return state.success && isAlive(state.data.pid) ? state.data : null;
}

function writeState(storePath: string, state: ServerState): void {
  const file = serverStateFile(storePath);
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  // `mode` applies only when the file is created; a stale file from a crashed server keeps its own.
  chmodSync(file, 0o600);
}

/** The feed `options` ask for, the clock the server must run on with it, and how the banner names it. */
function chooseFeed(options: ServeOptions, log: Banner): { feed: Feed | undefined; clock: Clock; description: string } {
  const kind = options.feed ?? 'replay';
  switch (kind) {
    case 'none':
      return { feed: undefined, clock: options.clock, description: 'no quote feed' };
    case 'replay': {
      const speed = options.speed ?? 1;
      const replay = createReplayFeed({ store: options.store, clock: options.clock, speed });
      // Faster than real time, quote age, staleness and the delayed view must all follow the replay.
      return { feed: replay, clock: speed === 1 ? options.clock : replay.replayClock(), description: `replay feed at ${speed}x` };
    }
    case 'upstream': {
      const target = options.upstream;
      if (target === undefined) throw new Error('The upstream feed needs an upstream URL, key and tickers.');
      const feed = createUpstreamFeed({ url: target.url, apiKey: target.key, tickers: target.tickers, log: (line) => log(`fds serve: ${line}`) });
      return { feed, clock: options.clock, description: `upstream feed from ${target.url}` };
    }
  }
}

/**
 * Starts the server for `fds serve`: admin token, state file, banner, and SIGINT/SIGTERM handlers that
 * stop accepting, finish in-flight requests, write the quota counters, remove the state file, close the
 * store and exit 0. The returned `close()` does the same without exiting.
 */
export async function serve(options: ServeOptions, banner: Banner = (line) => process.stderr.write(`${line}\n`)): Promise<RunningServer> {
  const adminToken = `fdsadm_${randomBytes(24).toString('base64url')}`;
  const quotes = createQuoteBus();
  const { feed, clock, description } = chooseFeed(options, banner);
  await feed?.start(quotes);
  const optionsProvider = options.options ?? createOptionsProvider(options.optionsConfig ?? { kind: 'capture' });
  let running: RunningServer;
  try {
    running = await startServer({ ...options, clock, adminToken, quotes, options: optionsProvider });
  } catch (error) {
    await feed?.stop();
    throw error;
  }
  const persistent = options.storePath !== ':memory:';
  if (persistent) {
    try {
      writeState(options.storePath, { url: running.url, pid: process.pid, adminToken, startedAt: options.clock.now().toISOString() });
    } catch (error) {
      await feed?.stop();
      await running.close();
      throw error;
    }
  }

  const asOf = await sampleAsOf(options.store);
  const warning = asOf === null ? '' : ` WARNING: the store holds synthetic sample data (as of ${asOf}), not market data.`;
  banner(`fds serve: listening on ${running.url} (store ${options.storePath}, ${description}, options ${optionsProvider.kind}); Ctrl-C stops.${warning}`);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      try {
        await feed?.stop();
        await running.close();
      } finally {
        if (persistent) rmSync(serverStateFile(options.storePath), { force: true });
        options.store.close();
      }
    })());
  function onSignal(signal: NodeJS.Signals): void {
    banner(`fds serve: ${signal} received, finishing in-flight requests.`);
    close().then(
      () => setImmediate(() => process.exit(0)),
      (error: unknown) => {
        banner(`fds serve: shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        setImmediate(() => process.exit(1));
      },
    );
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return { url: running.url, close };
}
