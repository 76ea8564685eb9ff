/**
 * `fds init [--force] [--as-of DATE] [--no-sample]`: creates and migrates the store and loads the
 * synthetic sample set; `--force` deletes the file and builds it again.
 */
import type { Command } from 'commander';
import { existsSync, rmSync } from 'node:fs';
import { serviceUnavailable, invalidParameter } from '../src/core/errors';
import { fromUtcDate } from '../src/core/dates';
import type { Store } from '../src/store/store';
import type { CommandContext, CommandResult } from './context';
import { isoDateArgument } from './arguments';
import type { Planned, Planner } from './planned';

export function registerInit(program: Command, plan: Planner): void {
  program
    .command('init')
    .description('Create and migrate the store and load the synthetic sample set')
    .option('--force', 'delete the store file, with every account, key, portfolio and ingested file in it, and build it again (asks first)')
    .option('-y, --yes', 'with --force: delete without asking (required when stdin is not a terminal)')
    .option('--as-of <date>', 'as-of date of the sample set, yyyy-MM-dd (default: today)', isoDateArgument)
    .option('--no-sample', 'create an empty store, without the sample set')
    .action((opts: { force?: boolean; yes?: boolean; asOf?: string; sample: boolean }, command: Command) => {
      plan({ kind: 'init', force: opts.force === true, yes: opts.yes === true, asOf: opts.asOf, sample: opts.sample }, command);
    });
}

export async function runInit(planned: Extract<Planned, { kind: 'init' }>, ctx: CommandContext): Promise<CommandResult> {
  if (ctx.globals.remote !== undefined) throw invalidParameter('fds init works on the local store; --remote does not apply.');
  const path = ctx.storePath;
  const onDisk = path !== ':memory:';
  const existed = onDisk && existsSync(path);
  if (existed) await ensureNotHeld(path, ctx.effects.env);
  // A daemon may still hold a file deleted from under it: the store created here replaces that one.
  else if (onDisk) await (await import('../src/owner/take-over')).stopDaemon(path, ctx.effects.env);
  const removed: string[] = [];
  if (existed && planned.force) {
    await confirmRemoval(path, planned.yes, ctx);
    for (const file of [path, `${path}.wal`].filter((name) => existsSync(name))) {
      rmSync(file);
      removed.push(file);
    }
    ctx.effects.stderr.write(`fds: removed ${removed.join(' and ')}.\n`);
  }
  const [{ openStore }, { sampleAsOf }] = await Promise.all([import('../src/store/open'), import('../src/store/meta')]);
  const building = !existed || planned.force;
  const asOf = planned.asOf ?? fromUtcDate(ctx.clock.now());
  const progress = building && planned.sample ? await ctx.progress(`Building ${path} with the synthetic sample set as of ${asOf}`) : null;
  let store: Store;
  try {
    store = await openStore({ path, clock: ctx.clock, sample: planned.sample, asOf });
  } catch (error) {
    progress?.stop();
    throw error;
  }
  try {
    // A daemon another command started while the file was rebuilt holds the old one: it must let go.
    if (existed && planned.force) await (await import('../src/owner/take-over')).stopDaemon(path, ctx.effects.env);
    const sample = await sampleAsOf(store);
    progress?.succeed(`Built ${path}`);
    const body: Record<string, unknown> = { store: path, created: !existed, rebuilt: existed && planned.force, removed, sampleAsOf: sample };
    if (existed && !planned.force && (planned.asOf !== undefined || !planned.sample)) {
      body.note = 'The store already existed and was only migrated; use --force to rebuild it with these options.';
    }
    return { body, sampleAsOf: sample };
  } finally {
    store.close();
  }
}

/**
 * `--force` deletes everything the store holds, so it is confirmed: `--yes`, or a person answering yes on
 * the terminal. Without a terminal to ask on and without `--yes`, nothing is deleted.
 */
async function confirmRemoval(path: string, yes: boolean, ctx: CommandContext): Promise<void> {
  if (yes) return;
  const what = `${path} and everything in it (accounts, keys, portfolios, ingested data)`;
  const prompt = ctx.effects.prompt;
  if (prompt === undefined) throw invalidParameter(`fds init --force deletes ${what}; add --yes to confirm (stdin is not a terminal to ask on).`);
  const answer = await prompt(`Delete ${what} and build it again? [y/N] `);
  if (!/^\s*y(es)?\s*$/i.test(answer)) throw invalidParameter('fds init --force was not confirmed; nothing was removed.');
}

/**
 * Deleting or rebuilding a store another process holds would pull it from under that process: the
 * store's daemon is stopped first, a direct user waited for; `fds serve` must be stopped by its operator.
 */
async function ensureNotHeld(path: string, env: NodeJS.ProcessEnv): Promise<void> {
  const [{ Store, StoreLockedError }, { takeOver }] = await Promise.all([import('../src/store/store'), import('../src/owner/take-over')]);
  try {
    (await takeOver(path, env, () => Store.open(path))).close();
  } catch (error) {
    if (error instanceof StoreLockedError) throw serviceUnavailable(`${error.message} Wait for it to finish or stop it before running fds init.`);
    throw error;
  }
}
