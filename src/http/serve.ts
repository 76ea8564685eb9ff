/**
 * `fds serve`: a long-running server over one store. It holds the store for as long as it runs and
 * answers every other fds process on it over the store's owner socket (see `../owner/`), exactly as the
 * store's daemon would: `fds keys`, `fds ingest` and every query keep working while it runs, and the
 * board follows its stream with the operator token the socket hands out.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../core/clock';
import { createQuoteBus } from '../quotes/bus';
import { createReplayFeed } from '../quotes/replay';
import { storeTicks } from '../quotes/tick-source';
import type { Feed } from '../quotes/types';
import { createUpstreamFeed } from '../quotes/upstream';
import { createOptionsProvider, type OptionsConfig } from '../engine/options/config';
import type { OwnerServer, OwnerServerOptions } from '../owner/server';
import type { SharedState } from '../state/pg/shared';
import type { CaptureSwitch } from '../store/captures/attach';
import { describeCaptures } from '../store/captures/origin';
import { sampleAsOf } from '../store/meta';
import { sourceSql } from '../store/source';
import { startServer, type RunningServer, type ServerOptions } from './server';

/** What drives the server's quote bus. */
export type FeedKind = 'replay' | 'upstream' | 'none';

/** Another server's `/v1/stream` to follow with the upstream feed. */
export interface UpstreamTarget {
  url: string;
  key: string;
  tickers: readonly string[];
}

export interface ServeOptions extends Omit<ServerOptions, 'quotes' | 'state' | 'stores'> {
  /** A state store shared with other servers (`--state`), closed with the server; absent: the store itself. */
  state?: SharedState;
  host: string;
  port: number;
  /** Absolute path of the store file; a `:memory:` store has no owner socket (no other process can share it). */
  storePath: string;
  /** This process's environment: where the owner socket is. */
  env?: NodeJS.ProcessEnv;
  /** Runs a command line another fds process forwards (the CLI); absent, such requests fall back. */
  runCommand?: OwnerServerOptions['runCommand'];
  /** The quote feed; default `replay` (the store's captured ticks). */
  feed?: FeedKind;
  /** Replay speed (default 1, aligned to the clock); at any other speed the server runs on the replay clock. */
  speed?: number;
  /** Required with `feed: 'upstream'`. */
  upstream?: UpstreamTarget;
  /** Where option data comes from; default the capture provider with the 300 s snapshot cache. */
  optionsConfig?: OptionsConfig;
  /**
   * Published captures attached read-only (`fds serve --captures DIR`): requests read its current version,
   * and `store` is its local database (state only). The server closes it when it stops.
   */
  captures?: CaptureSwitch;
}

/** Writes the banner and warnings; stderr by default. */
type Banner = (line: string) => void;

/** The feed `options` ask for, the clock the server must run on with it, and how the banner names it. */
function chooseFeed(options: ServeOptions, log: Banner): { feed: Feed | undefined; clock: Clock; description: string } {
  const kind = options.feed ?? 'replay';
  switch (kind) {
    case 'none':
      return { feed: undefined, clock: options.clock, description: 'no quote feed' };
    case 'replay': {
      const speed = options.speed ?? 1;
      // Over attached captures, each read goes to the version current when it is made.
      const ticks = storeTicks(options.captures === undefined ? options.store : sourceSql(options.captures));
      const replay = createReplayFeed({ ticks, clock: options.clock, speed });
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
 * Starts the server for `fds serve`: admin token, the owner socket, banner, and SIGINT/SIGTERM handlers
 * that stop accepting, finish in-flight requests (of both), write the quota counters, close the store
 * (and the shared state store) and exit 0. The returned `close()` does the same without exiting.
 */
export async function serve(options: ServeOptions, banner: Banner = (line) => process.stderr.write(`${line}\n`)): Promise<RunningServer> {
  const adminToken = `fdsadm_${randomBytes(24).toString('base64url')}`;
  const quotes = createQuoteBus();
  const { feed, clock, description } = chooseFeed(options, banner);
  await feed?.start(quotes);
  const optionsProvider = options.options ?? createOptionsProvider(options.optionsConfig ?? { kind: 'capture' });
  let running: RunningServer;
  try {
    running = await startServer({ ...options, clock, adminToken, quotes, options: optionsProvider, ...(options.captures ? { stores: options.captures } : {}) });
  } catch (error) {
    await feed?.stop();
    throw error;
  }
  let owner: OwnerServer | null = null;
  if (options.storePath !== ':memory:' && options.captures === undefined) {
    try {
      const { serveOwnerSocket } = await import('../owner/runtime');
      owner = await serveOwnerSocket({
        store: options.store,
        ...(options.state === undefined ? {} : { state: options.state }),
        storePath: options.storePath,
        kind: 'serve',
        env: options.env ?? process.env,
        runCommand: options.runCommand,
        idleTimeoutSeconds: null,
        server: { url: running.url, adminToken },
        log: (line) => banner(`fds serve: ${line}`),
      });
    } catch (error) {
      await feed?.stop();
      await running.close();
      throw error;
    }
  }

  const captured = options.captures?.current() ?? options.store;
  const asOf = await sampleAsOf(captured);
  const warnings = [
    asOf === null ? '' : ` WARNING: the ${options.captures ? 'captures hold' : 'store holds'} synthetic sample data (as of ${asOf}), not market data.`,
    options.captures && !options.state ? ' Accounts, keys and portfolios live in memory here and are lost when it stops.' : '',
  ].join('');
  const where = options.captures ? '' : `store ${options.storePath}, `;
  const state = (options.state ?? options.store).description;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      try {
        await feed?.stop();
        await owner?.close();
        await running.close();
      } finally {
        if (options.captures) await options.captures.close();
        else options.store.close();
        await options.state?.close();
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
  // Handlers first, then the line saying it listens: whoever reads that line may stop the server at once.
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  banner(
    `fds serve: listening on ${running.url} (${where}state: ${state}, captures: ${describeCaptures(captured.captures)}, ${description}, options ${optionsProvider.kind}); Ctrl-C stops.${warnings}`,
  );
  return { url: running.url, close };
}
