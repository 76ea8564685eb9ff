/**
 * Routes derived from the registry: one fastify route per operation path and alias, and a 405 answer for
 * every other method on a known public path. Each request goes authenticate → quota → invoke → count.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ApiError, invalidParameter, serviceUnavailable } from '../core/errors';
import type { Caller } from '../engine/context';
import type { RawQuery } from '../operations/invoke';
import type { AnyOperation } from '../operations/operation';
import { ANONYMOUS_CALLER, bearerCredential } from './auth';
import { noRoute, sendError, shownPath } from './errors';
import { countedAnswer } from './counted-answer';
import type { ServerServices } from './services';

/** Every method a client may send; a known path answers 405 to the ones it lacks. */
export const ALL_METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The `X-Data-Notice` of an answer holding synthetic rows; remote clients read the date back from it. */
export const dataNotice = (asOf: string): string => `synthetic sample data (as of ${asOf}), not market data`;

/** `/v1/stocks/{ticker}/prices` → `/v1/stocks/:ticker/prices`. */
export const toFastifyPath = (template: string): string => template.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

function setHeaders(reply: FastifyReply, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
}

/**
 * Authentication runs as an onRequest hook, before any body is read: an unauthenticated client gets 401
 * (or, on operator routes, the same 404 as an unknown path) whatever it sends.
 */
function authenticateHook(op: AnyOperation, services: ServerServices) {
  return async (request: FastifyRequest): Promise<void> => {
    let credential: string | undefined;
    try {
      credential = bearerCredential(request.headers.authorization);
    } catch (error) {
      // Operator routes are invisible to everyone but the admin token holder.
      throw op.access === 'local' ? noRoute(request) : error;
    }
    if (op.access === 'local' && !services.auth.isAdmin(credential)) throw noRoute(request);
    request.fdsCaller = await services.auth.authenticate(credential);
  };
}

function operationHandler(op: AnyOperation, services: ServerServices) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    if (services.closing) {
      reply.header('connection', 'close');
      throw serviceUnavailable('The server is shutting down; retry against another instance or after restart.');
    }
    const caller: Caller = request.fdsCaller ?? ANONYMOUS_CALLER;
    const pathValues = request.params as Record<string, string>;
    const query = request.query as RawQuery;
    const answered = await countedAnswer(services, op, caller, pathValues, query, request.body ?? undefined, (headers) => setHeaders(reply, headers));
    // Only an answer that holds synthetic rows says so; real data answers carry no notice.
    if (answered.sampleAsOf !== null) reply.header('x-data-notice', dataNotice(answered.sampleAsOf));
    // Shutdown began while this request ran: close its connection so the server is not held open by
    // an idle keep-alive socket.
    if (services.closing) reply.header('connection', 'close');
    if (op.successStatus === 204) {
      reply.code(204);
      return '';
    }
    reply.code(op.successStatus ?? 200);
    reply.type('application/json; charset=utf-8');
    return answered.body;
  };
}

/**
 * On an operation that takes a body, a body over the size limit is refused like any other bad body: 400
 * `invalid_parameter` naming the limit. Every other error goes on to the server's handler (so routes
 * without a body keep 413).
 */
function bodyTooLargeIsInvalid(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
  void sendError(reply, invalidParameter(`Invalid request body: larger than the limit of ${request.routeOptions.bodyLimit} bytes.`));
}

/** Registers every operation of `operations` on `app`, plus 405 answers on their public paths. */
export function registerOperations(app: FastifyInstance, operations: readonly AnyOperation[], services: ServerServices): void {
  const methodsByPath = new Map<string, Set<string>>();
  const publicPaths = new Set<string>();
  for (const op of operations) {
    const handler = operationHandler(op, services);
    const onRequest = op.access === 'open' ? undefined : authenticateHook(op, services);
    for (const template of [op.path, ...op.aliases]) {
      const url = toFastifyPath(template);
      app.route({
        method: op.method,
        url,
        handler,
        ...(onRequest ? { onRequest } : {}),
        ...(op.body === undefined ? {} : { errorHandler: bodyTooLargeIsInvalid }),
      });
      const methods = methodsByPath.get(url) ?? new Set<string>();
      methods.add(op.method);
      methodsByPath.set(url, methods);
      if (op.access !== 'local') publicPaths.add(url);
    }
  }
  // Operator paths get no 405: to anyone else they must look exactly like paths that do not exist.
  for (const url of publicPaths) {
    const allowed = [...methodsByPath.get(url)!].sort();
    const others = ALL_METHODS.filter((m) => !allowed.includes(m));
    if (others.length === 0) continue;
    app.route({ method: others, url, handler: methodNotAllowed(allowed) });
  }
}

/** A handler answering 405 `method_not_allowed` with an `Allow` header listing `allowed`. */
export function methodNotAllowed(allowed: readonly string[]) {
  const allow = allowed.join(', ');
  return (request: FastifyRequest): Promise<never> =>
    Promise.reject(new ApiError(405, 'method_not_allowed', `Method ${request.method} is not allowed on ${shownPath(request)}; use ${allow}.`, { allow }));
}
