/**
 * Where the store lives: `--db PATH`, else `FDS_DB`, else `fds.duckdb` in the user's data directory
 * (XDG_DATA_HOME on Linux; see `core/user-dirs`). `:memory:` gives a private store that vanishes on exit.
 */
import { join } from 'node:path';
import { userDirs } from '../core/user-dirs';

export function resolveStorePath(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  return resolveStoreLocation(flag, env).path;
}

/** Where the store is and what named it: `--db`, `FDS_DB`, or null for the default location. */
export interface StoreLocation {
  path: string;
  namedBy: '--db' | 'FDS_DB' | null;
}

export function resolveStoreLocation(flag: string | undefined, env: NodeJS.ProcessEnv): StoreLocation {
  if (flag !== undefined && flag !== '') return { path: flag, namedBy: '--db' };
  if (env.FDS_DB !== undefined && env.FDS_DB !== '') return { path: env.FDS_DB, namedBy: 'FDS_DB' };
  return { path: join(userDirs(env).data, 'fds.duckdb'), namedBy: null };
}

/** A path as a shell word: quoted when it holds anything but plain path characters. */
const shellWord = (path: string): string => (/^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`);

/**
 * Why a store named by `--db` or `FDS_DB` is not created on the fly: a mistyped path must not quietly
 * become a new store full of synthetic data. The message says how to create it on purpose.
 */
export function missingStoreMessage(path: string, namedBy: '--db' | 'FDS_DB'): string {
  const init = namedBy === '--db' ? `fds --db ${shellWord(path)} init` : 'fds init';
  return `The store ${path} (named by ${namedBy}) does not exist; create it with: ${init} (add --no-sample for an empty store), or check the path.`;
}

