/**
 * Portfolios and organizations typed by name on the command line. The API takes ids in its paths; a
 * person remembers names. A command marks which of its path values may be a name (`NameLookup`), and
 * before the call each such value is looked up in the list operations of what the caller reaches, on the
 * command's own engine — so a name resolves alike on the local store, through the daemon and against a
 * server (`--remote`). Nothing here knows SQL or a store: only ids and names from those lists.
 */
import type { Engine } from '../src/client/engine';
import { ApiError, invalidParameter, type ErrorCode } from '../src/core/errors';
import type { AnyOperation } from '../src/operations/operation';

/** How the value of one path parameter may be typed by name. */
export interface NameLookup {
  /** What is named, for messages: `portfolio`, `organization`. */
  noun: string;
  /** List operations (no parameters, `{data: [{id, name}]}`) whose rows are what the caller reaches. */
  lists: readonly AnyOperation[];
  /** The argument's help: an id, or a name that is unique among the lists' rows. */
  help: string;
}

/** A listed row: every list operation named in a lookup answers at least these. */
interface Named {
  id: string;
  name: string;
  /** On a portfolio shared with the caller's organization: the account that shared it. */
  sharedBy?: string;
}

/**
 * Lists the caller cannot read (an operator list to a key in remote mode: the server has no such route
 * for it) hold nothing it could name; the value is then sent as typed and answered as an id.
 */
const UNREADABLE: ReadonlySet<ErrorCode> = new Set(['not_found', 'forbidden', 'unauthorized']);

async function listed(engine: Engine, op: AnyOperation): Promise<Named[]> {
  try {
    const body = (await engine.call(op, {}, {})) as { data?: Named[] } | undefined;
    return body?.data ?? [];
  } catch (error) {
    if (error instanceof ApiError && UNREADABLE.has(error.code)) return [];
    throw error;
  }
}

/** Every row of the lookup's lists, once per id (an own portfolio may also be listed as shared). */
async function reachable(engine: Engine, lookup: NameLookup): Promise<Named[]> {
  const byId = new Map<string, Named>();
  for (const op of lookup.lists) for (const row of await listed(engine, op)) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}

/**
 * Ids are uuids. A value of that form is taken as an id without looking anything up: scripts pass ids,
 * and in remote mode each lookup is two more requests counted against the key's daily quota. (So a
 * portfolio named like a uuid is reached by its id only.)
 */
const ID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const candidate = (row: Named): string => `${row.id} (${row.name}${row.sharedBy === undefined ? '' : `, shared by ${row.sharedBy}`})`;

/**
 * The id `typed` stands for: itself when it has the form of an id or is the id of a reachable row (an id
 * always wins over an equal name), the id of the one row named so, and otherwise itself, so that an
 * unknown name is answered exactly as an unknown id is. Two rows of that name are a usage error listing both.
 */
async function idFor(engine: Engine, param: string, typed: string, lookup: NameLookup): Promise<string> {
  if (ID_FORM.test(typed)) return typed;
  const rows = await reachable(engine, lookup);
  if (rows.some((row) => row.id === typed)) return typed;
  const named = rows.filter((row) => row.name === typed);
  if (named.length === 1) return named[0]!.id;
  if (named.length === 0) return typed;
  // The name is double-quoted: the CLI's wording rewrites single-quoted parameter names, which a name may equal.
  throw invalidParameter(
    `Invalid parameter '${param}': ${named.length} ${lookup.noun}s are named "${typed}": ${named.map(candidate).join(', ')}; give the id.`,
  );
}

/** `pathValues` with each value `names` marks as possibly a name replaced by the id it stands for. */
export async function resolveNames(
  engine: Engine,
  pathValues: Readonly<Record<string, string>>,
  names: Readonly<Record<string, NameLookup>>,
): Promise<Record<string, string>> {
  const resolved = { ...pathValues };
  for (const [param, lookup] of Object.entries(names)) {
    const typed = pathValues[param];
    if (typed !== undefined) resolved[param] = await idFor(engine, param, typed, lookup);
  }
  return resolved;
}
