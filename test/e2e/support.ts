/**
 * Running the built CLI (`node bin/fds …`) as a child process on a private store, the clock pinned.
 * `npm test` builds first; when run alone, a missing or stale bundle is rebuilt once (under a lock, since
 * test files run in parallel workers).
 */
import { execa, type ResultPromise } from 'execa';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BIN = join(ROOT, 'bin/fds');
export const NOW = '2026-11-21T15:00:00Z';
export const AS_OF = '2026-11-21';

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(ts|tsx|json|mjs)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function bundleTime(): number {
  try {
    return statSync(join(ROOT, 'dist/cli.js')).mtimeMs;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds dist/ when it is missing or older than the sources. */
export async function ensureBuilt(): Promise<void> {
  const newest = Math.max(newestSource(join(ROOT, 'src')), newestSource(join(ROOT, 'commands')));
  if (bundleTime() >= newest) return;
  const lock = join(tmpdir(), 'fds-e2e-build.lock');
  for (let waited = 0; ; waited += 100) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 60_000) rmSync(lock, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    if (bundleTime() < newest) await execa('npm', ['run', 'build', '--silent'], { cwd: ROOT });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface Sandbox {
  dir: string;
  store: string;
  env: Record<string, string>;
  /** Runs `fds …` to completion; never throws on a non-zero exit. */
  fds(argv: readonly string[], extraEnv?: Record<string, string>): Promise<CliRun>;
  /** Starts `fds …` and returns the running child (for `fds serve`). */
  spawn(argv: readonly string[]): ResultPromise;
  remove(): void;
}

/** Stops every daemon that claimed a store of the sandbox (their claim files hold their pids). */
function stopDaemons(runDir: string): void {
  let names: string[];
  try {
    names = readdirSync(runDir);
  } catch {
    return;
  }
  for (const name of names.filter((n) => n.endsWith('.daemon'))) {
    const pid = Number(readFileSync(join(runDir, name), 'utf8').trim());
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
  }
}

/**
 * A temp directory with its own data and config directories; nothing of the user's leaks in. The store is
 * at the default location inside it, so the first command creates it as it does for a new user.
 */
export function sandbox(): Sandbox {
  const dir = mkdtempSync(join(tmpdir(), 'fds-e2e-'));
  const store = join(dir, 'data', 'fds', 'fds.duckdb');
  const env: Record<string, string> = {
    XDG_DATA_HOME: join(dir, 'data'),
    // The store's daemon socket inside the sandbox; a daemon left behind by a test exits soon by itself.
    XDG_RUNTIME_DIR: join(dir, 'run'),
    FDS_DAEMON_IDLE_SECONDS: '60',
    FDS_DB: '',
    FDS_NOW: NOW,
    FDS_CONFIG_DIR: join(dir, 'config'),
    FDS_BASE_URL: '',
    FDS_API_KEY: '',
    NO_COLOR: '1',
  };
  return {
    dir,
    store,
    env,
    async fds(argv, extraEnv = {}) {
      const result = await execa('node', [BIN, ...argv], { cwd: dir, env: { ...env, ...extraEnv }, reject: false, stripFinalNewline: false });
      return { exitCode: result.exitCode ?? -1, stdout: result.stdout, stderr: result.stderr };
    },
    spawn(argv) {
      return execa('node', [BIN, ...argv], { cwd: dir, env, reject: false, stripFinalNewline: false });
    },
    remove() {
      stopDaemons(join(dir, 'run', 'fds'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
