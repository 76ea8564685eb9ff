/**
 * Choosing the engine for a command: a remote server when one is named; otherwise the local store, and
 * when another process (a running `fds serve`) holds that store, the server that holds it. The store
 * (and DuckDB with it) is loaded only on the local path, so remote commands never pay for it.
 */
import type { Clock } from '../core/clock';
import { serviceUnavailable } from '../core/errors';
import type { StoreLockedError } from '../store/store';
import type { Engine } from './engine';
import { RemoteEngine } from './remote-engine';
import { findServer, lockHolderPid } from './server-state';

export interface RemoteTarget {
  baseUrl: string;
  apiKey?: string | undefined;
}

export interface ConnectOptions {
  storePath: string;
  clock: Clock;
  /** When set, every call goes to this server and the local store is never opened. */
  remote?: RemoteTarget | undefined;
}

export async function connectEngine(options: ConnectOptions): Promise<Engine> {
  if (options.remote) return new RemoteEngine(options.remote);
  const [{ LocalEngine }, store] = await Promise.all([import('./local-engine'), import('../store/store')]);
  try {
    return await LocalEngine.open({ storePath: options.storePath, clock: options.clock });
  } catch (error) {
    if (!(error instanceof store.StoreLockedError)) throw error;
    return engineOfLockHolder(error);
  }
}

/** The server holding a locked store, reached with its operator token; a clear 503 when there is none. */
async function engineOfLockHolder(locked: StoreLockedError): Promise<Engine> {
  const server = await findServer(locked.path);
  if (server) return new RemoteEngine({ baseUrl: server.url, apiKey: server.adminToken });
  const pid = lockHolderPid(locked.message);
  const holder = pid === null ? 'another process' : `process ${pid}`;
  throw serviceUnavailable(
    `The store ${locked.path} is locked by ${holder} and no fds server is running for it; stop that process or use --db to pick another store.`,
  );
}
