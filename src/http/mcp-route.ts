/**
 * `/v1/mcp`: the assistant tools (MCP) over streamable HTTP, stateless — each POST carries one JSON-RPC
 * message and gets its answer as one JSON response (no session, no event stream; GET and DELETE answer
 * 405). A request authenticates like any REST request (`Authorization: Bearer`; none → 401 envelope).
 *
 * Billing: each `tools/call` is one request against the caller's daily quota — the same counter as REST,
 * taken and kept or given back exactly as a REST request of the tool's operation is — and plan gating is
 * the operation's own, so a refusal (403, 429, 400, 404 …) is a tool error holding the envelope REST would
 * answer with. `initialize`, `tools/list`, `ping` and notifications are not counted.
 *
 * The MCP SDK is imported on the first request to this path, so a server without MCP traffic never loads it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serviceUnavailable } from '../core/errors';
import type { Answerer } from '../mcp/call';
import type { Tool } from '../mcp/tools';
import { MCP_PATH } from '../operations/openapi-mcp';
import type { AnyOperation } from '../operations/operation';
import { bearerCredential } from './auth';
import { countedAnswer } from './counted-answer';
import { apiErrorOf } from './errors';
import { ALL_METHODS, methodNotAllowed } from './routes';
import type { ServerServices } from './services';


/** Request headers as the web `Headers` the SDK's transport reads. */
function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** Registers `/v1/mcp` on `app`, offering the tools of `operations` (see src/mcp/tools.ts). */
export function registerMcpRoute(app: FastifyInstance, operations: readonly AnyOperation[], bodyLimit: number): void {
  const services: ServerServices = app.fds;
  let tools: ReadonlyMap<string, Tool> | undefined;

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    if (services.closing) {
      reply.header('connection', 'close');
      throw serviceUnavailable('The server is shutting down; retry against another instance or after restart.');
    }
    const caller = request.fdsCaller!;
    const [{ answerMcpPost }, { toolsOf }] = await Promise.all([import('../mcp/http'), import('../mcp/tools')]);
    tools ??= toolsOf(operations);
    const answer: Answerer = async (op, pathValues, query) => {
      const answered = await countedAnswer(services, op, caller, pathValues, query, undefined);
      return { json: answered.body, sampleAsOf: answered.sampleAsOf };
    };
    const describe = (error: unknown) => apiErrorOf(error, bodyLimit, services.log, `MCP tools/call on ${MCP_PATH}`);
    const url = `http://${request.headers.host ?? 'localhost'}${MCP_PATH}`;
    const exchange = await answerMcpPost(tools, answer, describe, { url, headers: webHeaders(request), body: request.body });
    reply.code(exchange.status);
    for (const [name, value] of exchange.headers) reply.header(name, value);
    return exchange.body;
  };

  app.route({
    method: 'POST',
    url: MCP_PATH,
    onRequest: async (request) => {
      request.fdsCaller = await services.auth.authenticate(bearerCredential(request.headers.authorization));
    },
    handler,
  });
  app.route({ method: ALL_METHODS.filter((m) => m !== 'POST'), url: MCP_PATH, handler: methodNotAllowed(['POST']) });
}
