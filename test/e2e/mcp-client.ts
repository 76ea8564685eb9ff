/** The MCP SDK's own client on `fds mcp` (the built bin/fds) over stdio, or on a server's /v1/mcp, for the tests. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { BIN, type Sandbox } from './support';

/** A tool result as the tests read it. */
export interface TextResult {
  content: { type: string; text: string }[];
  structuredContent?: unknown;
  isError?: boolean;
}

/** A client connected to `fds mcp …args`, started in `box` with its environment plus `env`. */
export async function stdioClient(box: Sandbox, args: readonly string[], env: Record<string, string> = {}): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', ...args],
    cwd: box.dir,
    env: { ...(process.env as Record<string, string>), ...box.env, ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'fds-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

export const callTool = async (client: Client, name: string, args: Record<string, unknown>): Promise<TextResult> =>
  (await client.callTool({ name, arguments: args })) as TextResult;

/** A client connected to the `/v1/mcp` of the server at `baseUrl` with the API key `key`. */
export async function httpClient(baseUrl: string, key: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/v1/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } });
  const client = new Client({ name: 'fds-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}
