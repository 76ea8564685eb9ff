/**
 * Commander commands derived from registry operations: path parameters become positional arguments,
 * query parameters become `--kebab-case` options, and help text comes from the zod `.describe()` of each
 * parameter. No flag of an operation is written by hand anywhere else.
 */
import { Option, type Command } from 'commander';
import type { z } from 'zod';
import { pathParamNames, queryParamNames, type AnyOperation } from '../src/operations/operation';
import type { NameLookup } from './by-name';
import type { Planner } from './planned';

export interface BindOptions {
  /** A query parameter taken as trailing positional values joined into one wire value (`latest A B` → `tickers=A,B`). */
  variadic?: {
    param: string;
    separator: string;
    /** The values may be left out (`fds cftc contracts` lists all); the parameter is then not sent. */
    optional?: boolean;
  };
  /** Path parameters that may also be typed by name, and how to look the name up (see by-name.ts). */
  names?: Readonly<Record<string, NameLookup>>;
  /** Query parameters of `true` or `false` given as a bare flag (`--quantified-only` sends `true`). */
  switches?: readonly string[];
}

const bound = new WeakMap<Command, AnyOperation>();
const trailing = new WeakMap<Command, string>();

const switched = new WeakMap<Command, Map<string, AnyOperation>>();

/** Records that giving `flag` (e.g. `--shared`) makes `cmd` call `op` instead of its own operation. */
export function attachFlagOperation(cmd: Command, flag: string, op: AnyOperation): Command {
  const ops = switched.get(cmd) ?? new Map<string, AnyOperation>();
  ops.set(flag, op);
  switched.set(cmd, ops);
  return cmd;
}

/** The operations a command calls instead of its own when one of its flags is given, by flag. */
export const flagOperationsOf = (cmd: Command): ReadonlyMap<string, AnyOperation> => switched.get(cmd) ?? new Map();

const spellings = new WeakMap<Command, Readonly<Record<string, string>>>();

/**
 * Records how the body fields or parameters of `cmd` are typed when that is not its options' or
 * arguments' own name (`costPerUnit` is `--cost`, or the positional `COST`), for messages in CLI words.
 */
export function spellFields(cmd: Command, fields: Readonly<Record<string, string>>): Command {
  spellings.set(cmd, { ...spellings.get(cmd), ...fields });
  return cmd;
}

/** The spellings recorded by `spellFields`. */
export const fieldSpellingsOf = (cmd: Command): Readonly<Record<string, string>> => spellings.get(cmd) ?? {};

/** The query parameter a command takes as trailing positional values, if any. */
export const variadicParamOf = (cmd: Command): string | undefined => trailing.get(cmd);

/** The operation a command is the face of, if any (for man pages and help). */
export const operationOf = (cmd: Command): AnyOperation | undefined => bound.get(cmd);

/**
 * Records that `cmd` calls `op`, for commands that shape their arguments themselves (ingest, the filing
 * search); `trailingParam` names the query parameter the command takes as its trailing words, if any.
 */
export function attachOperation(cmd: Command, op: AnyOperation, trailingParam?: string): Command {
  bound.set(cmd, op);
  if (trailingParam !== undefined) trailing.set(cmd, trailingParam);
  return cmd;
}

/** `startDate` → `start-date`. */
export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The zod schema of each parameter of an operation (the params object may be wrapped by a refinement). */
function paramSchemas(op: AnyOperation): Record<string, z.ZodType> {
  const params = op.params as unknown as { shape?: Record<string, z.ZodType>; _zod?: { def?: { in?: { shape?: Record<string, z.ZodType> } } } };
  return params.shape ?? params._zod?.def?.in?.shape ?? {};
}

type Wrapped = z.ZodType & { _zod: { def: { innerType?: z.ZodType; in?: z.ZodType } } };

/** The description of a schema, looking through wrappers (`.optional()`, `.default()`, pipes) that drop it. */
export function describedText(schema: z.ZodType | undefined): string | undefined {
  for (let at = schema; at; ) {
    if (at.description !== undefined) return at.description;
    const def = (at as Wrapped)._zod.def;
    at = def.innerType ?? def.in;
  }
  return undefined;
}

/** The `.describe()` text of a parameter, or its name when the declaration has none. */
export function paramDescription(op: AnyOperation, name: string): string {
  return describedText(paramSchemas(op)[name]) ?? name;
}

/** The `/v1` request a command sends, for help text and man pages. */
export const routeOf = (op: AnyOperation): string => `${op.method} ${op.path}`;

/**
 * Makes `cmd` the face of `op`: arguments, options, description, and an action that plans the call.
 */
export function bindOperation(cmd: Command, op: AnyOperation, plan: Planner, options: BindOptions = {}): Command {
  const positional = pathParamNames(op.path);
  const variadic = options.variadic;
  attachOperation(cmd, op);
  cmd.description(op.summary);
  for (const name of positional) cmd.argument(`<${kebabCase(name)}>`, options.names?.[name]?.help ?? paramDescription(op, name));
  if (variadic) {
    const name = `${kebabCase(variadic.param)}...`;
    cmd.argument(variadic.optional === true ? `[${name}]` : `<${name}>`, paramDescription(op, variadic.param));
    trailing.set(cmd, variadic.param);
  }
  const flags = queryParamNames(op).filter((name) => name !== variadic?.param);
  const switches = new Set(options.switches ?? []);
  for (const name of flags) {
    const kebab = kebabCase(name);
    cmd.addOption(new Option(switches.has(name) ? `--${kebab}` : `--${kebab} <${kebab}>`, paramDescription(op, name)));
  }
  cmd.addHelpText('after', `\n${op.description}\nSame request as ${routeOf(op)}.`);
  cmd.action((...args: unknown[]) => {
    const command = args.at(-1) as Command;
    const values = command.processedArgs as unknown[];
    const pathValues: Record<string, string> = {};
    positional.forEach((name, i) => {
      pathValues[name] = String(values[i]);
    });
    const query: Record<string, string> = {};
    const words = variadic ? ((values[positional.length] as string[] | undefined) ?? []) : [];
    if (variadic && words.length > 0) query[variadic.param] = words.join(variadic.separator);
    const opts = command.opts<Record<string, unknown>>();
    for (const name of flags) {
      const value = opts[name];
      if (typeof value === 'string') query[name] = value;
      else if (value === true && switches.has(name)) query[name] = 'true';
    }
    plan({ kind: 'call', op, pathValues, query, ...(options.names === undefined ? {} : { names: options.names }) }, command);
  });
  return cmd;
}
