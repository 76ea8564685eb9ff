/**
 * Starting the daemon of a store in the background: the built CLI run as `fds --db STORE daemon run`,
 * detached from the terminal and from this process, which does not wait for it. At most one daemon holds
 * a store (it claims it first), so starting one while another starts is harmless.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { claimingDaemon } from './claim';
import { ownerPaths } from './paths';

/** The built CLI: next to this chunk in dist/, or in dist/ of the checkout when running from the sources. */
function builtCli(): string | null {
  for (const candidate of ['./cli.js', '../../dist/cli.js']) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  return null;
}

/**
 * Starts a daemon for `storePath` unless a live one has claimed it; `env` is passed on to it. False when
 * none could be started because the CLI is not built (code run from the sources).
 */
export function startDaemon(storePath: string, env: NodeJS.ProcessEnv): boolean {
  if (claimingDaemon(ownerPaths(storePath, env)) !== null) return true;
  const cli = builtCli();
  if (cli === null) return false;
  const child = spawn(process.execPath, [cli, '--db', storePath, 'daemon', 'run'], {
    detached: true,
    stdio: 'ignore',
    env: { ...env, FDS_NO_DAEMON: '' },
    windowsHide: true,
  });
  // A daemon that fails to start costs only warmth: the next command opens the store directly again.
  child.on('error', () => undefined);
  child.unref();
  return true;
}
