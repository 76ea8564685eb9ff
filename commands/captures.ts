/**
 * `fds captures publish DIR [--keep N]`: the store's capture tables written to DIR as sorted Parquet files
 * with a manifest naming the new version, for replicas started with `fds serve --captures DIR`. Runs where
 * the store is held (here, its daemon, or the `fds serve` holding it), like ingest; DIR is resolved from
 * the working directory of the command, not of the process holding the store.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { resolve } from 'node:path';
import { captureOperations } from '../src/operations/captures';
import { operationIn } from '../src/operations/operation';
import type { CommandContext, CommandResult } from './context';
import { attachOperation, paramDescription } from './from-operation';
import type { Planned, Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(captureOperations, id);

function keepArgument(value: string): number {
  const keep = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(keep >= 1 && keep <= 100)) throw new InvalidArgumentError('must be a whole number of versions from 1 to 100.');
  return keep;
}

export function registerCaptures(program: Command, plan: Planner): void {
  const op = operationById('captures.publish');
  const captures = program.command('captures').description('Captures published as Parquet files for replicas (fds serve --captures DIR)');
  // DIR is the command's trailing word, not a --dir flag.
  attachOperation(captures.command('publish'), op, 'dir')
    .description(op.summary)
    .argument('<dir>', 'captures directory (relative to the working directory or absolute); created when missing')
    .option('--keep <n>', paramDescription(op, 'keep'), keepArgument)
    .addHelpText('after', `\n${op.description}`)
    .action((dir: string, opts: { keep?: number }, command: Command) => {
      plan({ kind: 'captures', action: 'publish', op, dir, ...(opts.keep === undefined ? {} : { keep: opts.keep }) }, command);
    });
}

export async function runCaptures(planned: Extract<Planned, { kind: 'captures' }>, ctx: CommandContext): Promise<CommandResult> {
  const dir = resolve(ctx.effects.cwd, planned.dir);
  const engine = await ctx.engine();
  const progress = await ctx.progress(`Publishing the captures to ${dir}`);
  let body: unknown;
  try {
    body = await engine.call(planned.op, {}, { dir, ...(planned.keep === undefined ? {} : { keep: String(planned.keep) }) });
  } catch (error) {
    progress.stop();
    throw error;
  }
  progress.succeed(`Published the captures to ${dir}`);
  return { body, sampleAsOf: await engine.sampleAsOf(), view: { kind: 'captures-publish', dir } };
}
