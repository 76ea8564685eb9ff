/**
 * `fds mcp` on stdio: the MCP server reads JSON-RPC messages from stdin and writes them to stdout until
 * stdin ends (the assistant closed it) or the process is stopped.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Readable, Writable } from 'node:stream';
import type { Answerer } from './call';
import { mcpServer } from './server';
import type { Tool } from './tools';

/** Serves `tools` over `input`/`output`; resolves once the client has gone (input ended) and the server closed. */
export async function serveStdio(tools: ReadonlyMap<string, Tool>, answer: Answerer, input: Readable, output: Writable): Promise<void> {
  const server = mcpServer(tools, answer);
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  const end = (): void => void server.close();
  input.once('end', end);
  input.once('close', end);
  await server.connect(new StdioServerTransport(input, output));
  await closed;
}
