/**
 * The `fds` program: global options and every subcommand, built fresh for each parse. Parsing only plans:
 * the chosen subcommand hands back what to run, and `run.ts` runs it.
 */
import { Command, CommanderError, Option } from 'commander';
import { invalidParameter } from '../src/core/errors';
import { commandName, didYouMean, mistypedSubcommand } from './command-lookup';
import { registersFor, type Register } from './families';
import type { GlobalOptions, Invocation, Planner } from './planned';

export const VERSION = '0.1.0';

export interface HelpOutput {
  /** Help and version text asked for (stdout). */
  writeOut(text: string): void;
  /** Help shown because a command was incomplete (stderr). */
  writeErr(text: string): void;
}

const silent: HelpOutput = { writeOut: () => undefined, writeErr: () => undefined };

/**
 * Builds the program with the top-level commands of `registers` (see `families.ts`); `plan` receives the
 * parsed command when an action runs.
 */
export function buildProgram(plan: Planner, registers: readonly Register[], output: HelpOutput = silent): Command {
  const program = new Command('fds')
    .description('Local-first financial data: prices, dividends, splits and the market calendar from an embedded capture store, in the terminal or over /v1.')
    .version(VERSION, '-v, --version', 'print the version (also -V)')
    .helpOption('-h, --help', 'print help')
    .addOption(new Option('--db <path>', 'store file, which must exist (fds init creates one); env FDS_DB; default: fds.duckdb in the user data directory, created on first use'))
    .addOption(new Option('--json', 'print the exact /v1 response body'))
    .addOption(new Option('--ndjson', 'print the data rows, one JSON object per line'))
    .addOption(new Option('--csv', 'print the data rows as CSV with a header line'))
    .addOption(new Option('--remote <url>', 'send requests to this fds server instead of the local store (env FDS_BASE_URL)'))
    .addOption(new Option('--api-key <key>', 'API key for the remote server (env FDS_API_KEY)'))
    .addOption(new Option('--no-daemon', 'open the store file directly and never start its daemon (env FDS_NO_DAEMON=1)'));
  for (const register of registers) register(program, plan);
  // Errors are reported by the runner (envelope or one line), never printed by commander itself.
  for (const command of allCommands(program)) {
    command.exitOverride().configureOutput({
      writeOut: (text) => output.writeOut(text),
      writeErr: (text) => output.writeErr(text),
      outputError: () => undefined,
    });
  }
  return program;
}

/** Every command of the program, depth first, the program itself first. */
export function allCommands(command: Command): Command[] {
  return [command, ...command.commands.flatMap((sub) => allCommands(sub))];
}

/** Thrown for `--help` and `--version`: the text is already written and the exit code is 0. */
export class HelpShown extends Error {
  constructor() {
    super('help shown');
    this.name = 'HelpShown';
  }
}

/**
 * Parses argv (without `node` and the script) into an invocation. A usage mistake becomes a 400
 * `invalid_parameter` ApiError (exit 2); help and version throw `HelpShown` after writing their text.
 */
export async function parseArgv(argv: readonly string[], output: HelpOutput = silent): Promise<Invocation> {
  let result: Invocation | undefined;
  const registers = await registersFor(argv);
  const program = buildProgram((planned, command) => {
    result = { globals: pickGlobals(command.optsWithGlobals<GlobalOptions>()), planned, command: commandName(command) };
  }, registers, output);
  try {
    await program.parseAsync(argv.map(versionFlag), { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // --help, --version and `fds help …` end with exit code 0 and their text already written.
    if (error.exitCode === 0) throw new HelpShown();
    const typo = mistypedSubcommand(program, argv);
    if (typo !== null) throw invalidParameter(`unknown command '${typo.under} ${typo.word}'; ${didYouMean(typo)}`);
    // A group such as `fds market` alone: commander showed its help on stderr.
    const message = error.code === 'commander.help' ? 'missing subcommand.' : oneLine(error.message.replace(/^error: /, ''));
    throw invalidParameter(`${message} See '${helpCommand(program, argv)}'.`);
  }
  if (!result) throw invalidParameter(`missing subcommand. See 'fds --help'.`);
  const formats = (['json', 'ndjson', 'csv'] as const).filter((name) => result!.globals[name] === true);
  if (formats.length > 1) throw invalidParameter(`choose one output format, not ${formats.map((f) => `--${f}`).join(' and ')}.`);
  return result;
}

/** `-V` is taken for `-v`, the version flag, as many programs spell it; no command has an option -V. */
const versionFlag = (word: string): string => (word === '-V' ? '-v' : word);

/** Commander's "did you mean" goes on a line of its own; a usage error is one line, ending as a sentence. */
function oneLine(message: string): string {
  const joined = message.replace(/\n\(Did you mean (.+?)\?\)/, '; did you mean $1?').replace(/\s*\n\s*/g, ' ');
  return /[.?!]$/.test(joined) ? joined : `${joined}.`;
}

/** Only the global options; `optsWithGlobals` also carries the subcommand's own. */
function pickGlobals(all: GlobalOptions): GlobalOptions {
  const { db, json, ndjson, csv, remote, apiKey, daemon } = all;
  return { db, json, ndjson, csv, remote, apiKey, ...(daemon === false ? { daemon } : {}) };
}

/** `fds <deepest named command> --help` for the words given, to point at the right help page. */
function helpCommand(program: Command, argv: readonly string[]): string {
  const path: string[] = [];
  let current = program;
  for (const word of argv) {
    const next = current.commands.find((c) => c.name() === word);
    if (!next) continue;
    path.push(word);
    current = next;
  }
  return ['fds', ...path, '--help'].join(' ');
}
