/**
 * One streamable HTTP exchange of the MCP server, stateless: a fresh protocol server and transport per
 * request (the SDK's advice for servers without sessions), answering the JSON-RPC message of a POST with
 * one JSON response — no session id and no event stream.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { ApiError } from '../core/errors';
import type { Answerer } from './call';
import { mcpServer } from './server';
import type { Tool } from './tools';

export interface HttpExchange {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Answers the already parsed JSON `body` of a POST to `url` with `headers`. */
export async function answerMcpPost(
  tools: ReadonlyMap<string, Tool>,
  answer: Answerer,
  describe: (error: unknown) => ApiError,
  request: { url: string; headers: Headers; body: unknown },
): Promise<HttpExchange> {
  const server = mcpServer(tools, answer, describe);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(new Request(request.url, { method: 'POST', headers: request.headers }), { parsedBody: request.body });
    return { status: response.status, headers: [...response.headers.entries()], body: await response.text() };
  } finally {
    await server.close();
  }
}
