/**
 * The one place where a command meets the outside world: argv is parsed, the planned command runs, its
 * result is rendered to stdout, and any error is reported once and mapped to the exit code.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { connectEngine, daemonAllowed } from '../src/client/connect';
import { sampleNoticeLine } from '../src/client/engine';
import type { Engine } from '../src/client/engine';
import { clockFromEnv } from '../src/core/clock';
import { ApiError, errorEnvelope, exitCodeFor, invalidParameter, toApiError } from '../src/core/errors';
import { missingStoreMessage, resolveStoreLocation } from '../src/store/location';
import { runCall } from './call';
import type { CommandContext, CommandResult } from './context';
import type { Effects } from './effects';
import type { GlobalOptions, Invocation, Planned } from './planned';
import { HelpShown, parseArgv } from './program';
import { startProgress } from './progress';
import { renderResult } from './render';
import { isLocalOnly, localOnlyError } from './local-only';
import { readSettings, remoteSource, resolveRemote } from './settings';
import { decideTerminal, type Terminal } from './terminal';

type Handlers = { [K in Planned['kind']]: (planned: Extract<Planned, { kind: K }>, ctx: CommandContext) => Promise<CommandResult> };

/**
 * Every kind of planned command and the function that runs it; a kind without a handler does not compile.
 * All but calls load their module when they run, so a call never pays for the others.
 */
const handlers: Handlers = {
  call: runCall,
  ingest: async (planned, ctx) => (await import('./ingest')).runIngest(planned, ctx),
  init: async (planned, ctx) => (await import('./init')).runInit(planned, ctx),
  serve: async (planned, ctx) => (await import('./serve')).runServe(planned, ctx),
  config: async (planned, ctx) => (await import('./config')).runConfig(planned, ctx),
  board: async (planned, ctx) => (await import('./board')).runBoard(planned, ctx),
  daemon: async (planned, ctx) => (await import('./daemon')).runDaemonCommand(planned, ctx),
  completion: async (planned, ctx) => (await import('./completion')).runCompletion(planned, ctx),
  mcp: async (planned, ctx) => (await import('./mcp')).runMcp(planned, ctx),
  state: async (planned, ctx) => (await import('./state')).runState(planned, ctx),
  captures: async (planned, ctx) => (await import('./captures')).runCaptures(planned, ctx),
};

function execute(planned: Planned, ctx: CommandContext): Promise<CommandResult> {
  const handler = handlers[planned.kind] as (p: Planned, c: CommandContext) => Promise<CommandResult>;
  return handler(planned, ctx);
}

/** Runs `fds` with `argv` (no `node`, no script) against `effects`; resolves to the exit code. */
export async function runCli(argv: readonly string[], effects: Effects): Promise<number> {
  // Until argv is parsed, guess the format from the flags so a usage error still honours --json.
  let terminal = decideTerminal({ json: argv.includes('--json'), ndjson: argv.includes('--ndjson'), csv: argv.includes('--csv') }, effects);
  let invocation: Invocation | undefined;
  try {
    try {
      invocation = await parseArgv(argv, { writeOut: (text) => effects.stdout.write(text), writeErr: (text) => effects.stderr.write(text) });
    } catch (error) {
      if (error instanceof HelpShown) return 0;
      throw error;
    }
    terminal = decideTerminal(invocation.globals, effects);
    if (isLocalOnly(invocation.planned)) {
      const remote = remoteSource(invocation.globals, effects.env, readSettings(effects.env, effects.cwd));
      if (remote !== undefined) throw localOnlyError(invocation.command, remote.source);
    }
    const session = openSession(invocation.globals, effects, terminal, LONG_LIVED.has(invocation.planned.kind));
    let exitCode = 0;
    try {
      const result = await execute(invocation.planned, session.ctx);
      effects.stdout.write(await renderResult(result, terminal));
      for (const warning of result.warnings ?? []) effects.stderr.write(`fds: ${warning}\n`);
      exitCode = result.exitCode ?? 0;
      // A table says these itself; machine output keeps the exact body and says them on stderr.
      if (terminal.format !== 'table') {
        if (result.hint !== undefined) effects.stderr.write(`fds: note: ${result.hint}\n`);
        if (result.sampleAsOf !== null && result.body !== undefined) effects.stderr.write(`${sampleNoticeLine(result.sampleAsOf)}\n`);
      }
    } finally {
      await session.close();
    }
    return exitCode;
  } catch (error) {
    return reportError(error, terminal, effects, argv, invocation?.command);
  }
}

interface Session {
  ctx: CommandContext;
  close(): Promise<void>;
}

/** Commands that run long (see LONG_LIVED_COMMANDS): they go through the store's owner instead of holding the store. */
const LONG_LIVED: ReadonlySet<Planned['kind']> = new Set(['ingest', 'board', 'mcp', 'captures']);

function openSession(globals: GlobalOptions, effects: Effects, terminal: Terminal, longLived: boolean): Session {
  const clock = effects.clock ?? clockFromEnv(effects.env);
  const location = resolveStoreLocation(globals.db, effects.env);
  // Absolute, so the lock, the server state file and a server's own path all name the same file.
  const storePath = location.path === ':memory:' ? location.path : resolve(effects.cwd, location.path);
  let engine: Promise<Engine> | undefined;
  const progress = (text: string) => startProgress(text, terminal, effects);
  const requireStore = (): void => {
    if (location.namedBy !== null && storePath !== ':memory:' && !existsSync(storePath)) {
      throw invalidParameter(missingStoreMessage(storePath, location.namedBy));
    }
  };

  const openEngine = async (): Promise<Engine> => {
    const remote = resolveRemote(globals, effects.env, readSettings(effects.env, effects.cwd));
    if (remote === undefined) requireStore();
    const building = remote === undefined && storePath !== ':memory:' && !existsSync(storePath);
    const spinner = building ? await progress(`Creating ${storePath} with the synthetic sample set`) : null;
    try {
      const connect = effects.connect ?? connectEngine;
      const daemon = globals.daemon !== false && daemonAllowed(effects.env);
      const opened = await connect({ storePath, clock, remote, env: effects.env, daemon, longLived });
      spinner?.succeed(`Created ${storePath} (synthetic sample data)`);
      return opened;
    } catch (error) {
      spinner?.stop();
      throw error;
    }
  };

  const ctx: CommandContext = {
    globals,
    effects,
    terminal,
    clock,
    storePath,
    requireStore,
    engine: () => (engine ??= openEngine()),
    progress,
  };
  return {
    ctx,
    close: async () => {
      if (engine === undefined) return;
      // An engine that failed to open has nothing to close; its error is already on its way out.
      const opened = await engine.catch(() => null);
      await opened?.close();
    },
  };
}

/**
 * Reports an error once: the envelope on stdout when a program reads it (the /v1 body, in the API's
 * words), and one line on stderr always, in the command line's words.
 */
async function reportError(error: unknown, terminal: Terminal, effects: Effects, argv: readonly string[], command: string | undefined): Promise<number> {
  const apiError = toApiError(error);
  if (terminal.envelopeOnStdout) effects.stdout.write(`${JSON.stringify(errorEnvelope(apiError))}\n`);
  const message = error instanceof ApiError ? await cliMessage(error, argv, command) : `internal error: ${error instanceof Error ? error.message : String(error)}`;
  effects.stderr.write(`fds: ${message}\n`);
  if (!(error instanceof ApiError) && error instanceof Error && effects.env.FDS_DEBUG) effects.stderr.write(`${error.stack ?? ''}\n`);
  return exitCodeFor[apiError.code];
}

/** The message of `error` for people; its API wording if rewording it fails, so an error is never lost. */
async function cliMessage(error: ApiError, argv: readonly string[], command: string | undefined): Promise<string> {
  try {
    return await (await import('./error-wording')).cliErrorMessage(error, argv, command);
  } catch {
    return error.message;
  }
}
