/**
 * Starting the daemon of a store in the background: the built CLI run as `fds --db STORE daemon run`,
 * detached from the terminal and from this process, which does not wait for it. At most one daemon holds
 * a store (it is claimed for it at once), so starting one while another starts is harmless. Imports node
 * built-ins only: the thin launcher starts the daemon as soon as it finds the store unheld, while the
 * process is still small and the fork cheap.
 */
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { claim, claimingDaemon } from './claim';
import { ensurePrivateDir, ownerPaths } from './paths';

/**
 * The daemon's command line. When it is to wait for this process (`afterExit`), a POSIX shell first reads
 * its standard input — a pipe only this process writes to, so the read returns when this process exits —
 * and only then starts Node: the command that found the store unheld starts its daemon at once, yet the
 * daemon's own start-up (Node, the CLI, DuckDB) never competes with that command for the machine, and
 * nothing polls meanwhile. Values are positional parameters, never written into the script.
 */
function daemonCommand(cli: string, storePath: string, afterExit: boolean): [string, string[]] {
  if (!afterExit) return [process.execPath, [cli, '--db', storePath, 'daemon', 'run']];
  // The pipe closes early in the exit, before the exiting process has released its memory: a moment's
  // pause keeps the daemon's start-up off that teardown too.
  const script = 'read -r _ || :; sleep 0.1; exec "$1" "$2" --db "$3" daemon run </dev/null';
  return ['/bin/sh', ['-c', script, 'fds-daemon', process.execPath, cli, storePath]];
}

/**
 * Starts a daemon for `storePath` with the built CLI at `cli`, unless a live one has claimed it; `env` is
 * passed on to it; with `afterExit`, it starts once this process has exited (not on Windows, where it
 * starts at once). False when none could be started because the CLI is not built (`cli` null).
 */
export function startDaemon(storePath: string, env: NodeJS.ProcessEnv, cli: string | null, afterExit = false): boolean {
  const paths = ownerPaths(storePath, env);
  if (claimingDaemon(paths) !== null) return true;
  if (cli === null) return false;
  ensurePrivateDir(paths.dir);
  const waits = afterExit && process.platform !== 'win32';
  const [command, args] = daemonCommand(cli, storePath, waits);
  const child = spawn(command, args, {
    detached: true,
    stdio: [waits ? 'pipe' : 'ignore', 'ignore', 'ignore'],
    env: { ...env, FDS_NO_DAEMON: '' },
    windowsHide: true,
  });
  // A daemon that fails to start costs only warmth: the next command opens the store directly again.
  child.on('error', () => undefined);
  child.unref();
  // The pipe's write end stays open until this process exits, without keeping it alive.
  (child.stdin as Socket | null)?.unref();
  // Claimed for it at once, so from now on anyone waiting for the store (or stopping its daemon) sees it
  // coming. When another daemon claimed first, this one finds that claim and exits.
  if (child.pid !== undefined) claim(paths, child.pid);
  return true;
}
