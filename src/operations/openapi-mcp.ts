/**
 * `/v1/mcp` in the OpenAPI document: the assistant tools (MCP) over streamable HTTP. The messages are
 * JSON-RPC 2.0 as the Model Context Protocol defines them, so the document describes their envelope and
 * points at the protocol for the rest; the tools themselves are the operations of this document (each
 * tool's result is the body of its GET), listed by `tools/list`.
 */
type JsonSchema = Record<string, unknown>;

/** The path of the MCP endpoint (the HTTP face registers it under the same name). */
export const MCP_PATH = '/v1/mcp';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The MCP endpoint's path, its path item, and the component schemas it refers to. */
export function mcpPath(): { path: string; item: Record<string, unknown>; schemas: Record<string, JsonSchema> } {
  const id = { description: 'Request id, echoed in the response.', oneOf: [{ type: 'string' }, { type: 'integer' }] };
  const schemas: Record<string, JsonSchema> = {
    McpMessage: {
      type: 'object',
      description: 'A JSON-RPC 2.0 request or notification of the Model Context Protocol: `initialize`, `ping`, `tools/list`, `tools/call` (params `{name, arguments}`), `notifications/initialized`.',
      required: ['jsonrpc', 'method'],
      properties: { jsonrpc: { type: 'string', const: '2.0' }, id, method: { type: 'string' }, params: { type: 'object' } },
    },
    McpResponse: {
      type: 'object',
      description: 'A JSON-RPC 2.0 response: `result` (for `tools/call`, `content` whose first text is the exact /v1 body, or with `isError` true the error envelope) or a protocol `error`.',
      required: ['jsonrpc'],
      properties: { jsonrpc: { type: 'string', const: '2.0' }, id, result: { type: 'object' }, error: { type: 'object' } },
    },
  };
  const item = {
    post: {
      operationId: 'mcp.message',
      summary: 'Assistant tools (Model Context Protocol, streamable HTTP).',
      description:
        'One JSON-RPC message per POST, answered with one JSON response; the server keeps no session and opens no event '
        + 'stream (GET and DELETE answer 405). Tools are the public reads of this API, named from their operation ids '
        + '(`prices.list` → `prices_list`). Each `tools/call` counts one request against the same daily quota as REST '
        + 'and is gated by the same plans; a refusal is a tool error (`isError` true) whose text is the error envelope. '
        + '`initialize`, `tools/list`, `ping` and notifications are not counted.',
      tags: ['mcp'],
      parameters: [],
      requestBody: { required: true, content: { 'application/json': { schema: ref('McpMessage') } } },
      responses: {
        '200': { description: 'The JSON-RPC response.', content: { 'application/json': { schema: ref('McpResponse') } } },
        '202': { description: 'A notification was accepted; no body.' },
        '400': { $ref: '#/components/responses/Error400' },
        '401': { $ref: '#/components/responses/Error401' },
        '405': { $ref: '#/components/responses/Error405' },
      },
    },
  };
  return { path: MCP_PATH, item, schemas };
}
