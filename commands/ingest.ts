/**
 * `fds ingest DATASET FILE…`: one `ingest.run` call per file, in order, each atomic on
 * its own; the result lists rows read and added per file.
 */
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { ApiError } from '../src/core/errors';
import { storeAdminOperations } from '../src/operations/store-admin';
import { operationIn } from '../src/operations/operation';
import { DATASET_NAMES, datasets } from '../src/store/ingest/datasets';
import { IMPORTERS } from '../src/store/ingest/importers/index';
import type { CommandContext, CommandResult } from './context';
import { attachOperation } from './from-operation';
import type { Planned, Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(storeAdminOperations, id);

export function registerIngest(program: Command, plan: Planner): void {
  const op = operationById('ingest.run');
  const ingest = program.command('ingest').description(op.summary);
  for (const dataset of DATASET_NAMES) {
    attachOperation(ingest.command(dataset), op)
      .description(`Load ${dataset} files (CSV, JSON or Parquet). ${datasets[dataset].description}`)
      .argument('<files...>', 'files to load, each on its own, in order (relative to the working directory or absolute)')
      .addHelpText('after', `\nColumns: ${datasets[dataset].columns.map((c) => (c.required ? c.name : `[${c.name}]`)).join(', ')} (see man fds-ingest).\n${op.description}`)
      .action((files: string[], _opts: unknown, command: Command) => plan({ kind: 'ingest', op, dataset, files }, command));
  }
  for (const importer of IMPORTERS) {
    attachOperation(ingest.command(importer.name), op)
      .description(`Load ${importer.description} files (${importer.extensions.join(' ')}).`)
      .argument('<files...>', 'files to load, each on its own, in order (relative to the working directory or absolute)')
      .addHelpText('after', `\nLayout: see man fds-ingest.\n${op.description}`)
      .action((files: string[], _opts: unknown, command: Command) => plan({ kind: 'ingest', op, dataset: importer.name, files }, command));
  }
}

export async function runIngest(planned: Extract<Planned, { kind: 'ingest' }>, ctx: CommandContext): Promise<CommandResult> {
  const engine = await ctx.engine();
  const data: unknown[] = [];
  for (const file of planned.files) {
    // Absolute: when the store is served, the server process (another working directory) reads the file.
    const path = resolve(ctx.effects.cwd, file);
    const progress = await ctx.progress(`Ingesting ${file}`);
    try {
      data.push(await engine.call(planned.op, { dataset: planned.dataset }, { file: path }));
      progress.succeed(`Ingested ${file}`);
    } catch (error) {
      progress.stop();
      throw inFile(error, data.length);
    }
  }
  return { body: { data }, sampleAsOf: ctx.terminal.format === 'table' ? await engine.sampleAsOf() : null };
}

/**
 * Adds what the earlier files of the same command already did (each file is atomic). The ingest error
 * itself already names the file.
 */
function inFile(error: unknown, done: number): unknown {
  if (!(error instanceof ApiError) || done === 0) return error;
  const earlier = ` The ${done} file${done === 1 ? '' : 's'} before it ${done === 1 ? 'was' : 'were'} ingested.`;
  return new ApiError(error.status, error.code, `${error.message}${earlier}`, error.headers);
}
