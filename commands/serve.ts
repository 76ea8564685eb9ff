/**
 * `fds serve [--host 127.0.0.1] [--port 8080] [--quota-free N --quota-plus N --quota-pro N]`: the /v1
 * server over the local store. The server module (fastify) loads only for this command.
 */
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { invalidParameter, serviceUnavailable } from '../src/core/errors';
import { PLANS, type Plan } from '../src/engine/context';
import { DEFAULT_QUOTAS } from '../src/http/quota';
import type { Store } from '../src/store/store';
import type { CommandContext, CommandResult } from './context';
import { portArgument, quotaArgument } from './options';
import type { Planned, Planner } from './planned';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;

export function registerServe(program: Command, plan: Planner): void {
  const serve = program
    .command('serve')
    .description('Serve the /v1 API over the local store until stopped (Ctrl-C, SIGTERM)')
    .option('--host <host>', 'interface to listen on', DEFAULT_HOST)
    .option('--port <port>', 'TCP port; 0 picks a free one', portArgument, DEFAULT_PORT);
  for (const name of PLANS) {
    serve.option(`--quota-${name} <n>`, `requests a day per account on the ${name} plan (default ${DEFAULT_QUOTAS[name]}), reset 00:00 UTC`, quotaArgument);
  }
  serve.action((opts: Record<string, unknown>, command: Command) => {
    const quotas: Partial<Record<Plan, number>> = {};
    for (const name of PLANS) {
      const value = opts[`quota${name[0]!.toUpperCase()}${name.slice(1)}`];
      if (typeof value === 'number') quotas[name] = value;
    }
    plan({ kind: 'serve', host: opts.host as string, port: opts.port as number, quotas }, command);
  });
}

/** Starts the server and resolves once it listens; the process then lives until a signal stops it. */
export async function runServe(planned: Extract<Planned, { kind: 'serve' }>, ctx: CommandContext): Promise<CommandResult> {
  if (ctx.globals.remote !== undefined) throw invalidParameter('fds serve serves the local store; --remote does not apply.');
  const { storePath, clock } = ctx;
  const building = storePath !== ':memory:' && !existsSync(storePath);
  const progress = building ? await ctx.progress(`Creating ${storePath} with the synthetic sample set`) : null;
  const [{ openStore }, { StoreLockedError }] = await Promise.all([import('../src/store/open'), import('../src/store/store')]);
  let store: Store;
  try {
    store = await openStore({ path: storePath, clock });
    progress?.succeed(`Created ${storePath} (synthetic sample data)`);
  } catch (error) {
    progress?.stop();
    if (error instanceof StoreLockedError) throw serviceUnavailable(`${error.message} Only one fds serve can hold a store.`);
    throw error;
  }
  try {
    const { serve } = await import('../src/http/serve');
    await serve(
      { store, clock, storePath, host: planned.host, port: planned.port, quotas: planned.quotas },
      (line) => ctx.effects.stderr.write(`${line}\n`),
    );
  } catch (error) {
    store.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw serviceUnavailable(`Port ${planned.port} on ${planned.host} is in use; choose another with --port (0 picks a free one).`);
    }
    throw error;
  }
  return { body: undefined, sampleAsOf: null };
}
