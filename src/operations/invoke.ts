/**
 * From wire values to an engine call, shared by every face: the HTTP router, the local CLI and the
 * stream all go through `invoke`, so a parameter is accepted or refused the same way everywhere.
 */
import { ApiError, forbidden, invalidParameter, notFound } from '../core/errors';
import type { IsoDate } from '../core/dates';
import type { EngineContext } from '../engine/context';
import { pathParamNames, planAllows, queryParamNames, type AnyOperation } from './operation';
import { syntheticAsOf } from './synthetic';

/** Query values as a URL parser yields them: repeated keys give arrays. */
export type RawQuery = Record<string, string | readonly string[] | undefined>;

export { UPGRADE_URL } from '../core/pricing';
import { UPGRADE_URL } from '../core/pricing';

export function describeSupported(op: AnyOperation): string {
  const names = queryParamNames(op);
  return names.length === 0 ? 'This endpoint accepts no query parameters.' : `Supported parameters: ${names.join(', ')}.`;
}

/** Validates path and query values against the operation's schema; throws 400 naming the parameter. */
export function parseParams(op: AnyOperation, pathValues: Readonly<Record<string, string>>, query: RawQuery): unknown {
  const supported = new Set(queryParamNames(op));
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (!supported.has(key)) {
      throw invalidParameter(`Unknown query parameter '${key}'. ${describeSupported(op)}`);
    }
    if (typeof value !== 'string') {
      throw invalidParameter(`Invalid parameter '${key}': must be given once.`);
    }
    merged[key] = value;
  }
  for (const name of pathParamNames(op.path)) {
    const value = pathValues[name];
    if (value === undefined) throw invalidParameter(`Missing path parameter '${name}'.`);
    merged[name] = value;
  }
  const result = op.params.safeParse(merged);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = issue.path.length > 0 ? String(issue.path[0]) : 'request';
  const provided = merged[name];
  const message = provided === undefined && issue.code === 'invalid_type' ? 'is required' : issue.message;
  throw invalidParameter(`Invalid parameter '${name}': ${message}.`);
}

/** Plan gating: a plan that may not call the operation gets 403 with an upgrade link. */
export function checkAccess(op: AnyOperation, ctx: EngineContext): void {
  if (op.access === 'local') {
    // Indistinguishable from a path that does not exist: operator routes are not part of the public API.
    if (ctx.caller.kind !== 'local') throw notFound(`No route ${op.method} ${op.path}.`);
    return;
  }
  if (!planAllows(op.access, ctx.caller.plan)) {
    const needs = op.access === 'pro' ? 'the Pro plan' : 'a paid plan (Plus or Pro)';
    throw forbidden(`This endpoint needs ${needs}; your key is on the ${ctx.caller.plan} plan. Upgrade at ${UPGRADE_URL}`);
  }
}

/**
 * Validates a JSON request body against the operation's body schema; throws 400 naming the field. An
 * operation without a body schema refuses any body.
 */
export function parseBody(op: AnyOperation, body: unknown): unknown {
  if (op.body === undefined) {
    if (body === undefined) return undefined;
    throw invalidParameter(`This endpoint takes no request body (${op.method} ${op.path}).`);
  }
  if (body === undefined) throw invalidParameter('Invalid request body: a JSON object is required.');
  const result = op.body.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    throw invalidParameter(`Invalid field '${issue.keys[0] ?? ''}': not a field of this request body.`);
  }
  if (issue.path.length === 0) throw invalidParameter(`Invalid request body: ${issue.message}.`);
  const name = issue.path.map(String).join('.');
  const given = issue.path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined), body);
  const message = given === undefined && issue.code === 'invalid_type' ? 'is required' : issue.message;
  throw invalidParameter(`Invalid field '${name}': ${message}.`);
}

/** Checks access, parses the values (and the body of a write) and runs the operation. */
export async function invoke(
  op: AnyOperation,
  ctx: EngineContext,
  pathValues: Readonly<Record<string, string>>,
  query: RawQuery,
  body?: unknown,
): Promise<unknown> {
  return (await answer(op, ctx, pathValues, query, body, false)).body;
}

/** An operation's answer and whether it holds synthetic rows. */
export interface Answer {
  body: unknown;
  /** As-of date of the synthetic sample set when the answer draws on any of it; null for real data only. */
  sampleAsOf: IsoDate | null;
}

/**
 * {@link invoke}, and says whether the answer holds synthetic rows (its operation's sample scope checked
 * against the store's manifest); `checkSynthetic` false skips that check.
 */
export async function answer(
  op: AnyOperation,
  ctx: EngineContext,
  pathValues: Readonly<Record<string, string>>,
  query: RawQuery,
  body?: unknown,
  checkSynthetic = true,
): Promise<Answer> {
  checkAccess(op, ctx);
  const params = parseParams(op, pathValues, query);
  const parsedBody = parseBody(op, body);
  const result = await op.run(ctx, params, parsedBody);
  return { body: result, sampleAsOf: checkSynthetic ? await syntheticAsOf(ctx.store, op.sampleScope(params, result)) : null };
}

export { ApiError };
