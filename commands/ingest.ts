/**
 * `fds ingest DATASET PATH…`: one `ingest.run` call per file (a folder stands for the files in it), in
 * order, each atomic on its own. The first refused file stops the run, and the error says which files were
 * loaded, which one was refused and which were not attempted. `--help` of each dataset describes its own
 * files: the canonical columns and the recognised downloads for prices, the publisher's layout for the
 * others.
 */
import { Option, type Command } from 'commander';
import { ApiError } from '../src/core/errors';
import { storeAdminOperations } from '../src/operations/store-admin';
import { operationIn } from '../src/operations/operation';
import { DATASET_NAMES, datasets, isDatasetName, type DatasetName } from '../src/store/ingest/datasets';
import { formatExtensions } from '../src/store/ingest/formats';
import { IMPORTERS, importerNamed, type Importer } from '../src/store/ingest/importers/index';
import { DOWNLOAD_LAYOUTS, describeDownload } from '../src/store/ingest/price-downloads';
import { UNCHANGED } from '../src/store/ingest/problems';
import type { CommandContext, CommandResult } from './context';
import { attachOperation, paramDescription } from './from-operation';
import { ingestTargets, type IngestTarget } from './ingest-files';
import { BAR_PROSE, DOWNLOADS_PROSE, FILES_PROSE, REFUSAL_PROSE, TICKER_PROSE } from './ingest-prose';
import type { Planned, Planner } from './planned';
import { wrap } from './wrap';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(storeAdminOperations, id);

/** Help is written for the 80 columns every terminal has; commander wraps its own parts to the terminal. */
const HELP_WIDTH = 80;

const FILES_ARGUMENT = 'files or folders to load, each file on its own, in order (relative to the working directory or absolute)';

interface HelpSection {
  title: string;
  lines: readonly string[];
}

/** Paragraphs wrapped and indented under a section title, a blank line between them. */
const prose = (...texts: string[]): string[] => texts.flatMap((text, i) => [...(i === 0 ? [] : ['']), ...wrap(text, HELP_WIDTH, '  ')]);

/** A list item: `  - first line`, the rest indented under it. */
const item = (text: string): string[] => wrap(text, HELP_WIDTH, '    ').map((line, i) => (i === 0 ? `  - ${line.trimStart()}` : line));

function helpText(sections: readonly HelpSection[]): string {
  const blocks = sections.map((section) => [`${section.title}:`, ...section.lines].join('\n'));
  return `\n${blocks.join('\n\n')}\n\nSee man fds-ingest for every layout and rule.`;
}

const columnList = (dataset: DatasetName): string =>
  `${datasets[dataset].columns.map((c) => (c.required ? c.name : `[${c.name}]`)).join(', ')} (names in any case and order; [optional]).`;

const FILES_SECTION: HelpSection = { title: 'Files and folders', lines: prose(FILES_PROSE) };

/** The canonical columns; for prices also the recognised downloads, the ticker and the rules of a bar. */
function canonicalHelp(dataset: DatasetName): string {
  const columns: HelpSection = { title: 'Columns', lines: prose(columnList(dataset)) };
  if (dataset !== 'prices') return helpText([columns, FILES_SECTION, { title: 'Refusals', lines: prose(REFUSAL_PROSE) }]);
  return helpText([
    columns,
    { title: 'Downloads', lines: [...prose(DOWNLOADS_PROSE), ...DOWNLOAD_LAYOUTS.flatMap((d) => item(describeDownload(d)))] },
    { title: 'Ticker', lines: prose(TICKER_PROSE) },
    FILES_SECTION,
    { title: 'Values', lines: prose(BAR_PROSE, REFUSAL_PROSE) },
  ]);
}

/** The publisher's file, as its importer describes it. */
const importerHelp = (importer: Importer): string => helpText([{ title: 'Layout', lines: prose(importer.manual) }, FILES_SECTION]);

export function registerIngest(program: Command, plan: Planner): void {
  const op = operationById('ingest.run');
  const ingest = program.command('ingest').description(op.summary);
  for (const dataset of DATASET_NAMES) {
    const command = attachOperation(ingest.command(dataset), op)
      .description(`Load ${dataset} files (CSV, JSON or Parquet). ${datasets[dataset].description}`)
      .argument('<files...>', FILES_ARGUMENT)
      .addHelpText('after', canonicalHelp(dataset));
    if (dataset === 'prices') command.addOption(new Option('--ticker <ticker>', paramDescription(op, 'ticker')));
    command.action((files: string[], opts: { ticker?: string }, cmd: Command) => plan({ kind: 'ingest', op, dataset, files, ticker: opts.ticker }, cmd));
  }
  for (const importer of IMPORTERS) {
    attachOperation(ingest.command(importer.name), op)
      .description(`Load ${importer.description} files (${importer.extensions.join(' ')}).`)
      .argument('<files...>', FILES_ARGUMENT)
      .addHelpText('after', importerHelp(importer))
      .action((files: string[], _opts: unknown, cmd: Command) => plan({ kind: 'ingest', op, dataset: importer.name, files }, cmd));
  }
}

/** The extensions a dataset's files may have, for picking them out of a folder. */
function extensionsOf(dataset: string): readonly string[] {
  if (isDatasetName(dataset)) return Object.values(formatExtensions).flat();
  return importerNamed(dataset)?.extensions ?? [];
}

export async function runIngest(planned: Extract<Planned, { kind: 'ingest' }>, ctx: CommandContext): Promise<CommandResult> {
  const isUnit = isDatasetName(planned.dataset) ? undefined : importerNamed(planned.dataset)?.isUnitFolder;
  const targets = ingestTargets(planned.files, ctx.effects.cwd, extensionsOf(planned.dataset), isUnit);
  const engine = await ctx.engine();
  const ticker = planned.ticker === undefined ? {} : { ticker: planned.ticker };
  const data: unknown[] = [];
  for (const [at, target] of targets.entries()) {
    const progress = await ctx.progress(`Ingesting ${target.shown}`);
    try {
      data.push(await engine.call(planned.op, { dataset: planned.dataset }, { file: target.path, ...ticker }));
      progress.succeed(`Ingested ${target.shown}`);
    } catch (error) {
      progress.stop();
      throw stoppedAt(error, targets, at);
    }
  }
  return {
    body: { data },
    sampleAsOf: ctx.terminal.format === 'table' ? await engine.sampleAsOf() : null,
    view: { kind: 'ingest', names: targets.map((t) => t.shown) },
  };
}

/**
 * The error of the file at `at`, told as the stop of a run of several files: which were loaded before it
 * (each file is atomic, so those stay) and which were not attempted. The refusal's own closing sentence
 * speaks of one file; once earlier files were loaded it is said of this file alone.
 */
function stoppedAt(error: unknown, targets: readonly IngestTarget[], at: number): unknown {
  if (!(error instanceof ApiError) || targets.length === 1) return error;
  const loaded = targets.slice(0, at).map((t) => t.shown);
  const notAttempted = targets.slice(at + 1).map((t) => t.shown);
  const list = (names: readonly string[]): string => (names.length === 0 ? 'none' : names.join(', '));
  const own = loaded.length === 0 ? error.message : error.message.replace(UNCHANGED, 'Nothing of this file was stored.');
  const message = [
    own,
    `Stopped at ${targets[at]!.shown} (file ${at + 1} of ${targets.length}).`,
    `Loaded: ${list(loaded)}.`,
    `Not attempted: ${list(notAttempted)}.`,
  ].join('\n');
  return new ApiError(error.status, error.code, message, error.headers);
}
