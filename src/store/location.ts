/**
 * Where the store lives: `--db PATH`, else `FDS_DB`, else `fds.duckdb` in the user's data directory
 * (XDG_DATA_HOME on Linux, via env-paths). `:memory:` gives a private store that vanishes on exit.
 */
import envPaths from 'env-paths';
import { join } from 'node:path';

export function resolveStorePath(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  if (flag !== undefined && flag !== '') return flag;
  if (env.FDS_DB !== undefined && env.FDS_DB !== '') return env.FDS_DB;
  return join(envPaths('fds', { suffix: '' }).data, 'fds.duckdb');
}

/** The file a running `fds serve` writes next to its store so other processes can reach it. */
export const serverStateFile = (storePath: string): string => `${storePath}.serve.json`;
