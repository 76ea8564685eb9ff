/**
 * Choosing the engine for a command. A remote server when one is named. Otherwise the local store, which
 * one process at a time can open (DuckDB's lock), so:
 *
 * - when a process holds the store and answers on its owner socket (the daemon, or `fds serve`), the
 *   command goes through it;
 * - a long-running command (the board, an ingest) never holds the store itself while others would wait:
 *   it starts the store's daemon and goes through it;
 * - a one-shot command with nobody holding the store opens it directly (the cold path: no second process
 *   to wait for) while the store's daemon starts (the thin launcher starts it; otherwise this command does
 *   when done), so the next command finds the store held and warm;
 * - a store held by a process that answers nobody (one opened directly, a DuckDB client) is waited for,
 *   retrying, for at most `FDS_LOCK_WAIT_SECONDS` (default 30): nothing waits forever.
 *
 * `--no-daemon` / `FDS_NO_DAEMON` never starts a daemon: the command opens the file directly, or goes
 * through an owner that already holds it. The store and DuckDB are loaded only on the local paths.
 */
import { existsSync } from 'node:fs';
import type { Clock } from '../core/clock';
import { serviceUnavailable } from '../core/errors';
import type { StoreLockedError } from '../store/store';
import { claimingDaemon } from '../owner/claim';
import { ownerPaths } from '../owner/paths';
import { lockWaitMs } from './connect-env';
import type { Engine } from './engine';
import { RemoteEngine } from './remote-engine';

export interface RemoteTarget {
  baseUrl: string;
  apiKey?: string | undefined;
}

export interface ConnectOptions {
  storePath: string;
  clock: Clock;
  /** When set, every call goes to this server and the local store is never opened. */
  remote?: RemoteTarget | undefined;
  /** The caller's environment: where the owner socket is, the daemon's settings, the lock wait. */
  env: NodeJS.ProcessEnv;
  /** A daemon may be started for the store (false with `--no-daemon` or `FDS_NO_DAEMON`). */
  daemon: boolean;
  /** The command runs long (the board, an ingest): it goes through an owner rather than holding the store. */
  longLived: boolean;
}

export { daemonAllowed, lockWaitMs } from './connect-env';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function connectEngine(options: ConnectOptions): Promise<Engine> {
  if (options.remote) return new RemoteEngine(options.remote);
  const [{ LocalEngine }, { StoreLockedError }, { OwnerEngine }] = await Promise.all([
    import('./local-engine'),
    import('../store/store'),
    import('./owner-engine'),
  ]);
  const openDirect = () => LocalEngine.open({ storePath: options.storePath, clock: options.clock, env: options.env });
  if (options.storePath === ':memory:') return openDirect();
  if (!existsSync(options.storePath)) {
    // The first run at the default location creates the store; a daemon only ever holds an existing one.
    const created = await openDirect();
    if (!(options.daemon && options.longLived)) return options.daemon ? new HandOverOnClose(created, options) : created;
    await created.close();
  }

  const deadline = Date.now() + lockWaitMs(options.env);
  let locked: StoreLockedError | null = null;
  for (let pause = 20; ; pause = Math.min(pause * 2, 200)) {
    const owner = await OwnerEngine.find(options.storePath, options.env);
    if (owner !== null) return owner;
    const lastTry = Date.now() >= deadline;
    if (options.daemon && options.longLived && !lastTry) {
      const [{ startDaemon }, { builtCli }] = await Promise.all([import('../owner/spawn'), import('../owner/cli-path')]);
      startDaemon(options.storePath, options.env, builtCli());
    } else {
      try {
        const local = await openDirect();
        return options.daemon ? new HandOverOnClose(local, options) : local;
      } catch (error) {
        if (!(error instanceof StoreLockedError)) throw error;
        locked = error;
      }
    }
    if (lastTry) throw lockedOut(locked);
    await sleep(pause);
  }
}

/** The store stayed locked by a process that answers nobody: a clear 503 naming it. */
function lockedOut(locked: StoreLockedError | null): Error {
  const pid = locked === null ? null : /PID (\d+)/.exec(locked.message)?.[1] ?? null;
  const holder = pid === null ? 'another process' : `process ${pid}`;
  const path = locked?.path ?? 'the store';
  return serviceUnavailable(
    `The store ${path} is locked by ${holder}, which does not answer other fds commands (it opened the file directly); wait for it to finish or stop it, or use --db to pick another store.`,
  );
}

/**
 * A store opened directly by a one-shot command: when the command is done and the file is closed, the
 * store's daemon is started, so the next command is answered warm instead of opening the file again.
 */
class HandOverOnClose implements Engine {
  constructor(
    private readonly local: Engine,
    private readonly options: ConnectOptions,
  ) {}

  get origin(): string {
    return this.local.origin;
  }

  call(...args: Parameters<Engine['call']>): ReturnType<Engine['call']> {
    return this.local.call(...args);
  }

  sampleAsOf(): ReturnType<Engine['sampleAsOf']> {
    return this.local.sampleAsOf();
  }

  async close(): Promise<void> {
    await this.local.close();
    // Usually the launcher started it already: then nothing more is loaded here.
    if (claimingDaemon(ownerPaths(this.options.storePath, this.options.env)) !== null) return;
    const [{ startDaemon }, { builtCli }] = await Promise.all([import('../owner/spawn'), import('../owner/cli-path')]);
    startDaemon(this.options.storePath, this.options.env, builtCli(), true);
  }
}
