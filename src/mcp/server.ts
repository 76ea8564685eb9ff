/**
 * The MCP server of the assistant tools, built with the official SDK (which implements the protocol:
 * initialize, ping, tools/list, tools/call). Only the two faces that speak MCP load this module: `fds mcp`
 * (stdio) and the `/v1/mcp` route, each through a dynamic import, so other commands and a server without
 * MCP traffic never load the SDK.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ApiError } from '../core/errors';
import { callTool, type Answerer } from './call';
import type { Tool } from './tools';

const INSTRUCTIONS =
  'Financial data from an fds capture store. Each tool is one read of the /v1 API and answers with its exact JSON body; ' +
  'an error is a tool error holding the API error envelope {error: {code, message, status}}. ' +
  'Dates are yyyy-MM-dd; tickers are AAPL, BRK-B (or BRK.B), or MIC:TICKER outside the US.';

/**
 * A protocol server offering `tools`, each call answered by `answer`. An unknown tool name is a protocol
 * error (invalid params), as MCP asks; every failure of a known tool is a tool error.
 */
export function mcpServer(tools: ReadonlyMap<string, Tool>, answer: Answerer, describe?: (error: unknown) => ApiError): Server {
  const server = new Server({ name: 'fds', title: 'fds financial data', version: 'v1' }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  const definitions = [...tools.values()].map((tool) => tool.definition);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: definitions }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = tools.get(request.params.name);
    if (tool === undefined) throw new McpError(ErrorCode.InvalidParams, `Unknown tool '${request.params.name}'; tools/list names the tools.`);
    return callTool(tool, request.params.arguments, answer, describe);
  });
  return server;
}
