/**
 * `fds daemon status|start|stop|run`: the process that holds a store so any number of fds commands use
 * it at once. It is started on demand (the first command that finds the store free opens it directly and
 * starts the daemon when done; the board and ingest start it first), exits after an idle period
 * (`FDS_DAEMON_IDLE_SECONDS`, default 600), and answers every other fds process on the store over a
 * private socket. `run` keeps it in the foreground, for a service manager.
 */
import type { Command } from 'commander';
import { connectEngine, lockWaitMs } from '../src/client/connect';
import type { Engine } from '../src/client/engine';
import { invalidParameter, serviceUnavailable } from '../src/core/errors';
import type { CliRequest, ForwardedOutput } from '../src/owner/server';
import type { OwnerStatus } from '../src/owner/protocol';
import { commandWord, RUN_BY_CALLER_COMMANDS } from './argv-words';
import type { CommandContext, CommandResult } from './context';
import type { Effects } from './effects';
import type { Planned, Planner } from './planned';

export type DaemonAction = 'status' | 'start' | 'stop' | 'run';

export function registerDaemon(program: Command, plan: Planner): void {
  const daemon = program
    .command('daemon')
    .description("The process holding the store so any number of fds commands use it at once (started on demand, exits when idle)");
  const actions: readonly [DaemonAction, string][] = [
    ['status', "Say which process holds the store: the daemon or fds serve, its pid, socket, uptime and idle time"],
    ['start', 'Start the store\'s daemon now (commands start it on demand anyway)'],
    ['stop', 'Stop the store\'s daemon once its running requests finish; the next command starts it again'],
    ['run', 'Hold the store in the foreground until idle (FDS_DAEMON_IDLE_SECONDS) or stopped: for a service manager'],
  ];
  for (const [action, description] of actions) {
    daemon
      .command(action)
      .description(description)
      .action((_opts: unknown, command: Command) => plan({ kind: 'daemon', action }, command));
  }
}

/** What `fds daemon status|start|stop` answer: the store, whether a process holds it, and what it said of itself. */
interface DaemonBody {
  store: string;
  held: boolean;
  owner: OwnerStatus | null;
  /** `stop` only: whether a daemon was stopped. */
  stopped?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runDaemonCommand(planned: Extract<Planned, { kind: 'daemon' }>, ctx: CommandContext): Promise<CommandResult> {
  if (ctx.globals.remote !== undefined) throw invalidParameter('fds daemon works on the local store; --remote does not apply.');
  if (ctx.storePath === ':memory:') throw invalidParameter('fds daemon needs a store file; :memory: is private to one process.');
  const { env } = ctx.effects;
  const { ownerStatus, stopDaemon } = await import('../src/owner/take-over');
  const store = ctx.storePath;
  switch (planned.action) {
    case 'status': {
      const owner = await ownerStatus(store, env);
      return result({ store, held: owner !== null, owner });
    }
    case 'stop': {
      const stopped = await stopDaemon(store, env);
      return result({ store, held: false, owner: stopped, stopped: stopped !== null });
    }
    case 'start': {
      ctx.requireStore();
      // Loaded together, the log's path too: a module first loaded on a rare failure is one no run exercises.
      const [{ startDaemon }, { builtCli }, { ownerPaths }] = await Promise.all([
        import('../src/owner/spawn'),
        import('../src/owner/cli-path'),
        import('../src/owner/paths'),
      ]);
      const deadline = Date.now() + lockWaitMs(env);
      for (let owner = await ownerStatus(store, env); ; owner = await ownerStatus(store, env)) {
        if (owner !== null) return result({ store, held: true, owner });
        if (Date.now() >= deadline) throw serviceUnavailable(`The daemon of ${store} did not start; see its log in ${ownerPaths(store, env).log}.`);
        if (!startDaemon(store, env, builtCli())) throw serviceUnavailable('The fds CLI is not built (dist/cli.js); run `npm run build` in the fds checkout.');
        await sleep(50);
      }
    }
    case 'run': {
      ctx.requireStore();
      const { runDaemon } = await import('../src/owner/daemon');
      const outcome = await runDaemon({ storePath: store, env, runCommand: runForwarded });
      if (outcome === 'already-claimed') throw serviceUnavailable(`Another fds daemon already holds ${store}.`);
      if (outcome === 'lock-unavailable') throw serviceUnavailable(`The store ${store} stayed locked by another process; the daemon gave up.`);
      return { body: undefined, sampleAsOf: null };
    }
  }
}

const result = (body: DaemonBody): CommandResult => ({ body, sampleAsOf: null });

/**
 * Runs a command line another fds process forwarded to the owner: the whole CLI, in this process, with
 * the caller's environment, working directory and terminal, writing back through `output`, and reaching
 * the store this process holds through `engineFor`.
 */
export async function runForwarded(request: CliRequest, output: ForwardedOutput, engineFor: (env: NodeJS.ProcessEnv) => Engine): Promise<number | 'fallback'> {
  const word = commandWord(request.argv);
  if (word === undefined || RUN_BY_CALLER_COMMANDS.has(word) || request.argv.includes('--watch')) return 'fallback';
  const { runCli } = await import('./run');
  const effects: Effects = {
    stdout: { write: (text) => output.out(text), isTTY: request.stdout.isTTY, columns: request.stdout.columns },
    stderr: { write: (text) => output.err(text), isTTY: request.stderr.isTTY, columns: request.stderr.columns },
    env: request.env,
    cwd: request.cwd,
    connect: (options) =>
      options.remote === undefined && options.storePath === request.store ? Promise.resolve(engineFor(options.env)) : connectEngine(options),
  };
  return runCli(request.argv, effects);
}
