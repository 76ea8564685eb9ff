/**
 * What `fds completion --words -- WORD… PARTIAL` offers for the last word of a command line: the
 * subcommands and flags of the command the words name (hidden ones left out), the values of a flag or
 * argument that takes a fixed set (from its choices, or the zod enum of the operation parameter it
 * fills), and stored tickers where a ticker goes. Everything comes from the commands themselves.
 */
import type { Argument, Command, Option } from 'commander';
import type { z } from 'zod';
import { operationOf } from './from-operation';

/** What belongs at the word being completed. */
export type Slot =
  | { kind: 'values'; values: readonly string[] }
  | { kind: 'tickers' }
  | { kind: 'nothing' };

const hidden = (command: Command): boolean => (command as unknown as { _hidden?: boolean })._hidden === true;

/** A flag of `command`, or a global one of the program, by how it is typed. */
function findOption(command: Command, word: string): Option | undefined {
  for (let at: Command | null = command; at !== null; at = at.parent) {
    const found = at.options.find((option) => option.long === word || option.short === word);
    if (found !== undefined) return found;
  }
  return undefined;
}

const takesValue = (option: Option): boolean => option.required || option.optional;

/** Every flag that may be typed at `command`: its own, then the program's. */
function flagsAt(command: Command): string[] {
  const flags: string[] = [];
  for (let at: Command | null = command; at !== null; at = at.parent) {
    for (const option of at.options) if (!option.hidden && option.long !== undefined) flags.push(option.long);
  }
  return flags;
}

type Wrapped = z.ZodType & { _zod: { def: { type?: string; entries?: Record<string, string>; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType } } };

/** The values of a zod enum, looking through `.optional()`, `.default()` and both ends of pipes; null for anything else. */
function enumValues(schema: z.ZodType | undefined): string[] | null {
  if (schema === undefined) return null;
  const def = (schema as Wrapped)._zod.def;
  if (def.type === 'enum' && def.entries !== undefined) return Object.values(def.entries);
  for (const inner of [def.innerType, def.out, def.in]) {
    const values = enumValues(inner);
    if (values !== null) return values;
  }
  return null;
}

/** The schema of an operation parameter of `command`, by name. */
function parameterSchema(command: Command, name: string): z.ZodType | undefined {
  const op = operationOf(command);
  if (op === undefined) return undefined;
  const params = op.params as unknown as { shape?: Record<string, z.ZodType>; _zod?: { def?: { in?: { shape?: Record<string, z.ZodType> } } } };
  return (params.shape ?? params._zod?.def?.in?.shape ?? {})[name];
}

const camelCase = (kebab: string): string => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const TICKER_NAMES = new Set(['ticker', 'tickers', 'tickers...']);

/** What goes in a value slot named `name` of `command`, with the choices commander was given. */
function slotFor(command: Command, name: string, choices: readonly string[] | undefined): Slot {
  if (choices !== undefined && choices.length > 0) return { kind: 'values', values: choices };
  const values = enumValues(parameterSchema(command, camelCase(name)));
  if (values !== null) return { kind: 'values', values };
  return TICKER_NAMES.has(name) ? { kind: 'tickers' } : { kind: 'nothing' };
}

const argumentChoices = (argument: Argument): readonly string[] | undefined => (argument as unknown as { argChoices?: string[] }).argChoices;
const optionChoices = (option: Option): readonly string[] | undefined => (option as unknown as { argChoices?: string[] }).argChoices;

/** Commander keeps a group's default subcommand in a field of its own. */
const defaultSubcommand = (command: Command): Command | undefined => {
  const name = (command as unknown as { _defaultCommandName?: string | null })._defaultCommandName;
  return name === null || name === undefined ? undefined : command.commands.find((sub) => sub.name() === name);
};

/** The positional argument at `index` of `command`, a variadic last one standing for every later index. */
function argumentAt(command: Command, index: number): Argument | undefined {
  const args = command.registeredArguments;
  const last = args.at(-1);
  return args[index] ?? (last?.variadic === true ? last : undefined);
}

/** The candidates for the last of `words` (the word being typed; '' for a new one), unfiltered slots resolved by `tickers`. */
export async function completeWords(program: Command, words: readonly string[], tickers: (prefix: string) => Promise<string[]>): Promise<string[]> {
  const typed = words.at(-1) ?? '';
  let command = program;
  let positionals = 0;
  let pending: Option | undefined;
  for (const word of words.slice(0, -1)) {
    if (pending !== undefined) {
      pending = undefined;
      continue;
    }
    if (word.startsWith('-')) {
      const option = word.includes('=') ? undefined : findOption(command, word);
      if (option !== undefined && takesValue(option)) pending = option;
      continue;
    }
    const sub = positionals === 0 ? command.commands.find((c) => c.name() === word || c.aliases().includes(word)) : undefined;
    if (sub !== undefined) command = sub;
    else positionals++;
  }

  let candidates: string[];
  if (pending !== undefined) {
    candidates = await resolve(slotFor(command, pending.attributeName().replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), optionChoices(pending)), typed, tickers);
  } else if (typed.startsWith('-')) {
    candidates = flagsAt(defaultSubcommand(command) ?? command);
  } else {
    // At a group, its subcommands; and the words of its default subcommand (`fds prices AAPL`) too.
    const subcommands = positionals === 0 ? command.commands.filter((c) => !hidden(c)).map((c) => c.name()) : [];
    const target = command.commands.length > 0 ? defaultSubcommand(command) : command;
    const argument = target === undefined ? undefined : argumentAt(target, positionals);
    const values = argument === undefined || target === undefined ? [] : await resolve(slotFor(target, argument.name(), argumentChoices(argument)), typed, tickers);
    candidates = [...subcommands, ...values];
  }
  // Tickers are stored upper-case; `aa` is completed to AAPL.
  const upper = typed.toUpperCase();
  return [...new Set(candidates)].filter((candidate) => candidate.startsWith(typed) || (/^[A-Z]/.test(candidate) && candidate.startsWith(upper)));
}

async function resolve(slot: Slot, typed: string, tickers: (prefix: string) => Promise<string[]>): Promise<string[]> {
  switch (slot.kind) {
    case 'values':
      return [...slot.values];
    case 'tickers':
      return tickers(typed);
    case 'nothing':
      return [];
  }
}
