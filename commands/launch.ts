/**
 * The thin launcher, what `bin/fds` runs first (built to dist/launch.cjs). When a process already holds
 * the store a command is for — the store's daemon or `fds serve` — the command line goes to it whole over
 * the store's socket, with this process's environment, working directory and terminal, and its output
 * comes back here: this process loads neither DuckDB nor the CLI, so a warm command costs little more than
 * starting Node. Everything else — no process holds the store, a remote server is configured,
 * `--no-daemon`, and the commands that must run here (serve, board, init, daemon, config, mcp, state,
 * help) — returns null, and `bin/fds` runs the full CLI.
 *
 * Imports node built-ins and small dependency-free modules only: this is the warm path's whole cost.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { daemonAllowed } from '../src/client/connect-env';
import { BUILD_ID } from '../src/owner/build-id';
import { ask } from '../src/owner/client';
import { ownerPaths } from '../src/owner/paths';
import { startDaemon } from '../src/owner/spawn';
import type { TerminalShape } from '../src/owner/protocol';
import { resolveStoreLocation } from '../src/store/location';
import { commandWord, hasFlag, LONG_LIVED_COMMANDS, optionValue, RUN_BY_CALLER_COMMANDS } from './argv-words';
import { readSettings } from './settings';

/** True when the command line is for the local store and can run in the process holding it. */
function forwardable(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): boolean {
  const word = commandWord(argv);
  if (word === undefined || RUN_BY_CALLER_COMMANDS.has(word)) return false;
  if (hasFlag(argv, '--help', '-h', '--version', '-v', '-V', '--watch', '--no-daemon') || !daemonAllowed(env)) return false;
  if (optionValue(argv, '--remote') !== undefined || (env.FDS_BASE_URL ?? '') !== '') return false;
  try {
    return readSettings(env, cwd).remote === undefined;
  } catch {
    // An unreadable settings file is the full CLI's to report.
    return false;
  }
}

const shapeOf = (stream: NodeJS.WriteStream): TerminalShape => ({ isTTY: stream.isTTY === true, columns: stream.columns });

function textEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value;
  return out;
}

export interface LaunchOptions {
  /** The built CLI (dist/cli.js), which the store's daemon runs. */
  cli: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/**
 * Forwards `argv` to the process holding its store and resolves to the exit code; null when the command
 * must run in this process instead. Once the owner has the request, the command is never run a second
 * time here: if the owner dies while answering, that is reported, not retried. When nobody holds the
 * store, its daemon is started now — the command itself then runs here, on the file, while the daemon
 * starts beside it and takes the store once the file is free.
 */
export async function forward(argv: readonly string[], options: LaunchOptions): Promise<number | null> {
  const { env = process.env, cwd = process.cwd() } = options;
  if (!forwardable(argv, env, cwd)) return null;
  const location = resolveStoreLocation(optionValue(argv, '--db'), env);
  if (location.path === ':memory:') return null;
  const store = resolve(cwd, location.path);
  let exitCode: number | null = null;
  let fellBack = false;
  try {
    const outcome = await ask(
      ownerPaths(store, env).socket,
      { type: 'cli', store, build: BUILD_ID, argv: [...argv], env: textEnv(env), cwd, stdout: shapeOf(process.stdout), stderr: shapeOf(process.stderr) },
      (frame) => {
        if (frame.t === 'out') process.stdout.write(frame.d);
        else if (frame.t === 'err') process.stderr.write(frame.d);
        else if (frame.t === 'exit') exitCode = frame.code;
        else if (frame.t === 'fallback') fellBack = true;
      },
    );
    // A one-shot command runs here on the file, and its daemon takes the store once this process has exited.
    // (A long-running one starts the daemon itself and goes through it: one waiting for it would wait forever.)
    const word = commandWord(argv);
    // Completion mostly needs no store at all: it starts the daemon only if it opens the store (for tickers).
    const opensStoreHere = word !== undefined && !LONG_LIVED_COMMANDS.has(word) && word !== 'completion';
    if (outcome === 'absent' && existsSync(store) && opensStoreHere) startDaemon(store, env, options.cli, true);
    if (outcome === 'absent' || fellBack) return null;
  } catch (error) {
    process.stderr.write(`fds: the process holding ${store} stopped while answering (${(error as Error).message}); the command may not have completed: check, then run it again.\n`);
    return 6;
  }
  return exitCode ?? 1;
}
