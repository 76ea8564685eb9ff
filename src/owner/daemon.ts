/**
 * The daemon: a process started on demand to hold one store and answer every fds process on it, so any
 * number of them work at once (DuckDB lets one process open a file for writing). It claims the store (one
 * daemon per store), takes the DuckDB lock — waiting while a process that opened the file directly
 * finishes — serves the owner socket until it has been idle for its idle period or is asked to stop, then
 * lets running requests finish, closes the store and removes its socket and claim.
 */
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { claim, releaseClaim } from './claim';
import { systemClock } from '../core/clock';
import type { Store } from '../store/store';
import { ensurePrivateDir, ownerPaths } from './paths';
import { serveOwnerSocket } from './runtime';
import type { OwnerServerOptions } from './server';

/** How long a daemon waits for the store's lock before giving up (a direct user holds it meanwhile). */
const LOCK_WAIT_MS = 20_000;

/** Seconds without a request before a daemon exits, unless `FDS_DAEMON_IDLE_SECONDS` says otherwise. */
export const DEFAULT_IDLE_SECONDS = 600;

export function idleSecondsFrom(env: NodeJS.ProcessEnv): number {
  const text = env.FDS_DAEMON_IDLE_SECONDS;
  if (text === undefined || text === '') return DEFAULT_IDLE_SECONDS;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`FDS_DAEMON_IDLE_SECONDS must be a whole number of seconds, 1 or more (got ${text}).`);
  return seconds;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the store, waiting for its lock while another process holds it; null when it never frees. */
async function openWhenFree(storePath: string, log: (line: string) => void): Promise<Store | null> {
  const [{ openStore }, { StoreLockedError }] = await Promise.all([import('../store/open'), import('../store/store')]);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    try {
      return await openStore({ path: storePath, clock: systemClock });
    } catch (error) {
      if (!(error instanceof StoreLockedError)) throw error;
      if (Date.now() >= deadline) {
        log(`gave up: ${error.message}`);
        return null;
      }
    }
    await sleep(pause);
  }
}

export type DaemonOutcome = 'served' | 'already-claimed' | 'lock-unavailable' | 'missing-store';

export interface DaemonOptions {
  /** Absolute path of an existing store: a daemon never creates one. */
  storePath: string;
  env: NodeJS.ProcessEnv;
  runCommand?: OwnerServerOptions['runCommand'];
}

/** Runs the daemon until it stops; resolves to why it ended. */
export async function runDaemon(options: DaemonOptions): Promise<DaemonOutcome> {
  const paths = ownerPaths(options.storePath, options.env);
  ensurePrivateDir(paths.dir);
  if (!claim(paths)) return 'already-claimed';
  writeFileSync(paths.log, '', { mode: 0o600 });
  const log = (line: string): void => {
    try {
      appendFileSync(paths.log, `${new Date().toISOString()} ${line}\n`);
    } catch {
      // The log is for people looking into the daemon; a line that cannot be written (its directory was
      // removed) must not stop the daemon from letting go of the store and exiting.
    }
  };
  try {
    if (!existsSync(options.storePath)) {
      log(`the store ${options.storePath} does not exist; nothing to hold`);
      return 'missing-store';
    }
    const store = await openWhenFree(options.storePath, log);
    if (store === null) return 'lock-unavailable';
    return await serveUntilStopped(store, options, log);
  } finally {
    releaseClaim(paths);
  }
}

async function serveUntilStopped(store: Store, options: DaemonOptions, log: (line: string) => void): Promise<'served'> {
  const idleSeconds = idleSecondsFrom(options.env);
  let stop: (why: string) => void = () => undefined;
  const stopped = new Promise<string>((resolve) => (stop = resolve));
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];
  const onSignal = (signal: NodeJS.Signals): void => stop(signal);
  for (const signal of signals) process.on(signal, onSignal);
  try {
    const server = await serveOwnerSocket({
      store,
      storePath: options.storePath,
      kind: 'daemon',
      env: options.env,
      runCommand: options.runCommand,
      idleTimeoutSeconds: idleSeconds,
      onIdle: () => stop(`idle for ${idleSeconds} s`),
      onStopRequest: () => stop('asked to stop'),
      server: null,
      log,
    });
    try {
      log(`holding ${options.storePath} (process ${process.pid}), idle timeout ${idleSeconds} s`);
      log(`stopping: ${await stopped}`);
    } finally {
      // Whatever happens once it listens, the socket closes before the store does: a listener left open
      // would keep the process alive, answering for a store it no longer holds.
      await server.close();
    }
  } finally {
    for (const signal of signals) process.off(signal, onSignal);
    store.close();
  }
  log('stopped');
  return 'served';
}
