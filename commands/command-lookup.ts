/**
 * Reading a command line against the program's commands, without running it: which command it names, and
 * which word was meant to be a command but is not one (`fds prices lates AAPL`).
 */
import type { Command } from 'commander';
import { VALUED_GLOBALS } from './argv-words';
import { similarWords } from './similar';

/** `fds keys create` for the `create` command under `keys`. */
export function commandName(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at !== null; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/** Commander keeps a group's default subcommand (`prices list`) in a field of its own. */
const defaultSubcommand = (command: Command): Command | undefined => {
  const name = (command as unknown as { _defaultCommandName?: string | null })._defaultCommandName;
  return name === null || name === undefined ? undefined : command.commands.find((sub) => sub.name() === name);
};

const subcommand = (command: Command, word: string): Command | undefined =>
  command.commands.find((sub) => sub.name() === word || sub.aliases().includes(word));

interface Walk {
  /** The deepest command the words name. */
  command: Command;
  /** The first word after it that is neither an option nor a subcommand of it. */
  next: string | undefined;
}

function walk(program: Command, argv: readonly string[]): Walk {
  let command = program;
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--') break;
    if (command === program && VALUED_GLOBALS.has(word)) {
      i++;
      continue;
    }
    if (word.startsWith('-')) continue;
    const sub = subcommand(command, word);
    if (sub === undefined) return { command, next: word };
    command = sub;
  }
  return { command, next: undefined };
}

/** The command `argv` runs: the deepest one it names, or that group's default subcommand. */
export function commandOfArgv(program: Command, argv: readonly string[]): Command {
  const { command } = walk(program, argv);
  return defaultSubcommand(command) ?? command;
}

/** The command of a program by its name, `fds keys create`. */
export function commandNamed(program: Command, name: string): Command | undefined {
  let command: Command | undefined = program;
  for (const word of name.split(' ').slice(1)) command = command === undefined ? undefined : subcommand(command, word);
  return command;
}

export interface Mistyped {
  /** The word as typed. */
  word: string;
  /** The group it was typed under: `fds prices`. */
  under: string;
  /** What it was probably meant to be, in full: `fds prices latest`. */
  meant: string[];
}

/**
 * A word typed where a group takes a subcommand that is not one but is close to one: `lates` under
 * `fds prices` (whose default subcommand took it as a ticker). Null when there is no such word.
 */
export function mistypedSubcommand(program: Command, argv: readonly string[]): Mistyped | null {
  const { command, next } = walk(program, argv);
  if (next === undefined || command.commands.length === 0) return null;
  const names = command.commands.flatMap((sub) => [sub.name(), ...sub.aliases()]);
  const meant = similarWords(next, names);
  if (meant.length === 0) return null;
  const under = commandName(command);
  return { word: next, under, meant: meant.map((name) => `${under} ${name}`) };
}

/** `did you mean `fds prices latest`?` (or a choice of two). */
export const didYouMean = (typo: Mistyped): string => `did you mean ${typo.meant.map((line) => `\`${line}\``).join(' or ')}?`;
