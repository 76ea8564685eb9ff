/**
 * `fds mcp [--url URL]`: the assistant tools (MCP) on stdin/stdout, one tool per public read of the /v1
 * API (see src/mcp/tools.ts). Locally it answers as the store's operator, reaching the store the way the
 * CLI does (`--db`, the process holding the store, the store's daemon, `--no-daemon`); with `--url` (or
 * `--remote`, `FDS_BASE_URL`, `fds config remote`) every call goes to that fds server with the API key of
 * `--api-key`, `FDS_API_KEY` or `fds config`, counted against its daily quota like any request.
 *
 * stdout carries the protocol only; messages go to stderr. The MCP SDK loads only when this command runs.
 */
import type { Command } from 'commander';
import type { Writable } from 'node:stream';
import { connectEngine, daemonAllowed } from '../src/client/connect';
import type { Engine } from '../src/client/engine';
import { RemoteEngine } from '../src/client/remote-engine';
import { invalidParameter } from '../src/core/errors';
import { httpUrlArgument } from './arguments';
import type { CommandContext, CommandResult } from './context';
import type { Planned, Planner } from './planned';
import { readSettings, resolveRemote } from './settings';

export type McpPlanned = Extract<Planned, { kind: 'mcp' }>;

export function registerMcp(program: Command, plan: Planner): void {
  program
    .command('mcp')
    .description('Serve the assistant tools (MCP) on stdin/stdout: one tool per public read of the /v1 API, over the local store or an fds server')
    .option('--url <url>', 'fds server to call instead of the local store (like --remote; the key from --api-key, FDS_API_KEY or fds config)', httpUrlArgument)
    .action((opts: { url?: string }, command: Command) => {
      plan({ kind: 'mcp', ...(opts.url === undefined ? {} : { url: opts.url }) }, command);
    });
}

/** Serves the tools until the assistant closes stdin. */
export async function runMcp(planned: McpPlanned, ctx: CommandContext): Promise<CommandResult> {
  const { env, cwd } = ctx.effects;
  if (planned.url !== undefined && ctx.globals.remote !== undefined && ctx.globals.remote !== planned.url) {
    throw invalidParameter('name the server once: --url or --remote, not both.');
  }
  const remote = planned.url === undefined ? undefined : resolveRemote({ ...ctx.globals, remote: planned.url }, env, readSettings(env, cwd));
  const first: Engine = remote === undefined ? await ctx.engine() : new RemoteEngine(remote);
  const opened: Engine[] = [];
  // Through the store's owner: when it has gone (a daemon idles out while the assistant is quiet), find or start it again.
  const throughOwner = remote === undefined && first.origin !== ctx.storePath && ctx.globals.daemon !== false && daemonAllowed(env);
  const reconnect = async (): Promise<Engine> => {
    const engine = await (ctx.effects.connect ?? connectEngine)({ storePath: ctx.storePath, clock: ctx.clock, env, daemon: true, longLived: true });
    opened.push(engine);
    return engine;
  };
  const [{ engineAnswerer }, { toolsOf }, { registry }, { serveStdio }] = await Promise.all([
    import('../src/mcp/call'),
    import('../src/mcp/tools'),
    import('../src/operations/index'),
    import('../src/mcp/stdio'),
  ]);
  const input = ctx.effects.stdin;
  // The protocol is written to the stream itself: its writes must wait for it to drain.
  const output = ctx.effects.stdout.stream as Writable | undefined;
  if (input === undefined || output === undefined) throw invalidParameter('fds mcp needs its own stdin and stdout: an assistant starts it.');
  try {
    await serveStdio(toolsOf(registry), engineAnswerer(() => Promise.resolve(first), throughOwner ? reconnect : undefined), input, output);
  } finally {
    if (remote !== undefined) await first.close();
    for (const engine of opened) await engine.close();
  }
  return { body: undefined, sampleAsOf: null };
}
