/**
 * The shape of one operation of the /v1 API. Each is declared once, in `src/operations/<family>.ts`; the
 * HTTP router, the OpenAPI document, the remote client, the CLI and the man pages are all derived from
 * these declarations.
 */
import type { z } from 'zod';
import type { EngineContext, Plan } from '../engine/context';
import type { SampleScope } from './sample-scope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `open` needs no key (health, OpenAPI); `anyPlan` any valid key; `paid` Plus or Pro;
 * `pro` Pro only; `local` only the store's own operator (the local CLI, or a CLI reaching the `fds serve`
 * that holds its store with the server's admin token). `local` operations live under `/_local/`, are
 * left out of the OpenAPI document and answer 404 to anyone else.
 */
export type Access = 'open' | 'anyPlan' | 'paid' | 'pro' | 'local';

export interface Operation<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  /** Stable id, `family.verb`, e.g. `prices.list`. */
  id: string;
  method: HttpMethod;
  /** Path template with `{name}` segments, e.g. `/v1/stocks/{ticker}/prices`. */
  path: string;
  /** Compatibility paths served by the same operation. */
  aliases: readonly string[];
  summary: string;
  description: string;
  /** Family, used for grouping in OpenAPI and man pages. */
  tag: string;
  /**
   * Path and query parameters together, each accepting the string form it has on the wire. Keys that are
   * `{name}` segments of the path are path parameters; every other key is a query parameter.
   */
  params: P;
  /**
   * The JSON request body of a write (POST, PUT, PATCH), validated like the parameters: a failure is a
   * 400 naming the field. Absent: the operation takes no body, and a body sent to it is refused.
   */
  body?: B;
  /**
   * When the operation answers 503 `service_unavailable` because something it depends on is off or failing
   * (the options provider, the quote feed); documented as its 503 response. Absent: no such dependency.
   */
  unavailableWhen?: string;
  /** Status of a success (default 200): 201 for a creation, 204 for a deletion (no body is sent). */
  successStatus?: 200 | 201 | 204;
  response: R;
  access: Access;
  /** Counted against the daily quota on a 2xx (false for health and the OpenAPI document). */
  counted: boolean;
  /**
   * `store`: the result is a pure function of the parameters, the caller's plan and the store's contents
   * (not of the clock), so a face may reuse it until the store changes. Absent: never reused.
   */
  cache?: 'store';
  /**
   * A `startDate`/`endDate` window that defaults when no `startDate` is given (the last year, the last
   * three months). When the default window answers no rows but older rows exist, a face says where the
   * data ends and which flag reaches it; the body itself is never changed.
   */
  defaultWindow?: DefaultWindow;
  /**
   * The dataset keys an answer draws on (see `sample-scope.ts`), from the validated parameters and the
   * answer: faces compare them with the store's manifest of synthetic keys to say when an answer holds
   * synthetic rows. Required, so no operation can forget to say.
   */
  sampleScope: SampleScope<z.output<P>, z.output<R>>;
  run(ctx: EngineContext, params: z.output<P>, body: z.output<B>): Promise<z.output<R>>;
}

export type AnyOperation = Operation<z.ZodType, z.ZodType, z.ZodType>;

export interface DefaultWindow {
  /** How the default reads in a sentence: `the last year, ending today`. */
  description: string;
  /** The field of a `data` row that holds the row's date (`date`, `reportDate`). */
  rowDate: string;
  /** What the rows are called: `observations`, `weekly reports`. */
  rows: string;
}

export function operation<P extends z.ZodType, R extends z.ZodType, B extends z.ZodType = z.ZodUndefined>(
  spec: Omit<Operation<P, R, B>, 'aliases' | 'counted' | 'description'> & Partial<Pick<Operation<P, R, B>, 'aliases' | 'counted' | 'description'>>,
): Operation<P, R, B> {
  return { aliases: [], counted: spec.access !== 'open', description: spec.summary, ...spec };
}

/**
 * The operation `id` among `operations` (one family's list): lets a face load only the families it uses
 * instead of the whole registry. Throws on an id the list does not hold (a programming error).
 */
export function operationIn(operations: readonly AnyOperation[], id: string): AnyOperation {
  const found = operations.find((op) => op.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

/** Names of the `{name}` segments of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);
}

/** The keys of an operation's params object. */
export function paramNames(op: AnyOperation): string[] {
  const shape = (op.params as unknown as { shape?: Record<string, unknown>; _zod?: { def?: { in?: { shape?: Record<string, unknown> } } } });
  if (shape.shape) return Object.keys(shape.shape);
  const inner = shape._zod?.def?.in?.shape;
  return inner ? Object.keys(inner) : [];
}

export function queryParamNames(op: AnyOperation): string[] {
  const inPath = new Set(pathParamNames(op.path));
  return paramNames(op).filter((name) => !inPath.has(name));
}

export const planAllows = (access: Exclude<Access, 'local'>, plan: Plan): boolean =>
  access === 'open' || access === 'anyPlan' || (access === 'paid' && plan !== 'free') || (access === 'pro' && plan === 'pro');
