/**
 * Errors in the words of the command line. The engine words its messages for the API — parameters by
 * their wire names (`startDate`), requests as routes (`GET /v1/portfolios`) — and a body over HTTP keeps
 * them. A person at the terminal typed flags and commands, so the CLI's one-line message names those
 * instead: `--start-date`, `<ticker>`, `fds portfolio list`. Both spellings come from the commands
 * themselves (each knows the operation it calls and which flag or argument each parameter became), so
 * nothing here is a second list of flags.
 */
import type { Command } from 'commander';
import { pathParamNames, type AnyOperation } from '../src/operations/operation';
import { fieldSpellingsOf, flagOperationsOf, operationOf } from './from-operation';
import { commandName } from './command-lookup';
import { allCommands } from './program';

const camelCase = (kebab: string): string => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Each parameter `cmd` takes and how it is typed: `startDate` → `--start-date`, `ticker` → `<ticker>`. */
export function parameterSpellings(cmd: Command): Map<string, string> {
  const spelled = new Map<string, string>();
  for (const argument of cmd.registeredArguments) spelled.set(camelCase(argument.name()), `<${argument.name()}>`);
  for (const option of cmd.options) if (option.long !== undefined) spelled.set(option.attributeName(), option.long);
  for (const [name, spelling] of Object.entries(fieldSpellingsOf(cmd))) spelled.set(name, spelling);
  return spelled;
}

/** One way to send an operation's request from the command line: a command, with a flag when it takes one. */
interface Face {
  op: AnyOperation;
  command: Command;
  /** The flag that makes the command send this operation instead of its own (`--shared`). */
  flag?: string;
}

/** Every command of `program` that sends an operation's request. */
export function facesOf(program: Command): Face[] {
  return allCommands(program).flatMap((command) => {
    const op = operationOf(command);
    const own: Face[] = op === undefined ? [] : [{ op, command }];
    return [...own, ...[...flagOperationsOf(command)].map(([flag, switched]) => ({ op: switched, command, flag }))];
  });
}

/** A route written in a message: `GET /v1/portfolios/abc`, `/v1/stocks/AAPL/options/expirations`, … */
const ROUTE = /(?:\b(GET|POST|PUT|PATCH|DELETE) )?(\/(?:v1|_local)\/[^\s?]*(?:\?\S*)?)/g;

/** A path template as a pattern capturing its `{name}` segments, in order. */
function templatePattern(template: string): RegExp {
  const literal = template.split(/\{[A-Za-z0-9_]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'));
  return new RegExp(`^${literal.join('([^/]+)')}$`);
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The values a route carries, by parameter name: its path segments and its query. */
function routeValues(face: Face, path: string, query: string): Map<string, string> | null {
  for (const template of [face.op.path, ...face.op.aliases]) {
    const match = templatePattern(template).exec(path);
    if (match === null) continue;
    const values = new Map<string, string>();
    pathParamNames(template).forEach((name, i) => values.set(name, decode(match[i + 1]!)));
    for (const [name, value] of new URLSearchParams(query)) if (value !== '') values.set(name, value);
    return values;
  }
  return null;
}

/** The command line sending `face` with `values`; an argument the route leaves empty is shown as `<name>`. */
function commandLine(face: Face, values: Map<string, string>): string {
  const words = [commandName(face.command)];
  const used = new Set<string>();
  for (const argument of face.command.registeredArguments) {
    const name = camelCase(argument.name());
    const value = values.get(name);
    used.add(name);
    // A request that leaves a required argument empty (`?query=`) points at the command, to be completed.
    if (value === undefined) {
      if (argument.required) words.push(`<${argument.name()}${argument.variadic ? '...' : ''}>`);
      continue;
    }
    words.push(...(argument.variadic ? value.split(',') : [value]));
  }
  if (face.flag !== undefined) words.push(face.flag);
  const spelled = parameterSpellings(face.command);
  for (const [name, value] of values) {
    const flag = spelled.get(name);
    if (used.has(name) || flag === undefined || !flag.startsWith('--')) continue;
    words.push(flag, value);
  }
  return words.join(' ');
}

/** `GET /_local/keys` → `fds keys list`; a route no command sends is left as written. */
function routeToCommand(faces: readonly Face[], method: string | undefined, route: string): string | null {
  const [path = '', query = ''] = route.split('?', 2);
  for (const face of faces) {
    if (method !== undefined ? face.op.method !== method : face.op.method !== 'GET') continue;
    const values = routeValues(face, path, query);
    if (values === null) continue;
    return commandLine(face, values);
  }
  return null;
}

/** Replaces the routes of `message` with the commands that send them. */
function commandsForRoutes(message: string, faces: readonly Face[]): string {
  return message.replace(ROUTE, (written, method: string | undefined, route: string) => {
    // A sentence's own punctuation is not part of the route.
    const trailing = /[.,;:)]+$/.exec(route)?.[0] ?? '';
    const line = routeToCommand(faces, method, route.slice(0, route.length - trailing.length));
    return line === null ? written : `${line}${trailing}`;
  });
}

const escape = (text: string): string => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** Replaces the parameter names of `message` with the flags and arguments `spelled` gives them. */
function flagsForParameters(message: string, spelled: ReadonlyMap<string, string>): string {
  let text = message.replace(/\bInvalid (?:parameter|field) '([A-Za-z0-9_.]+)'/g, (written, name: string) => {
    const spelling = spelled.get(name);
    if (spelling === undefined) return written;
    return spelling.startsWith('--') ? `Invalid option ${spelling}` : `Invalid argument ${spelling}`;
  });
  for (const [name, spelling] of spelled) {
    text = text.replace(new RegExp(`'${escape(name)}'`, 'g'), spelling);
    // A bare camelCase name cannot be an ordinary word of the sentence; a bare `limit` could.
    if (/[A-Z]/.test(name)) text = text.replace(new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`, 'g'), spelling);
  }
  return text;
}

/**
 * `message` as the command line words it: the parameters of `command` (the command that failed, when
 * known) by their flags and arguments, and every route by the `fds` command that sends it.
 */
export function cliWording(message: string, program: Command, command: Command | undefined): string {
  const withFlags = command === undefined ? message : flagsForParameters(message, parameterSpellings(command));
  return commandsForRoutes(withFlags, facesOf(program));
}
