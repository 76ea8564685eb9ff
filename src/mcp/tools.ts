/**
 * The assistant tools (MCP) of the registry: one tool per public read operation, derived like every other
 * face. Nothing here loads the MCP SDK; the definitions are plain objects of the protocol's `Tool` shape.
 *
 * - Which: every `GET` operation that is neither operator-only (`local`, under `/_local/`) nor `open`.
 *   Writes (portfolio changes) stay on REST and the CLI; the two open operations describe the server, not
 *   data (MCP has its own `ping` and `tools/list`, and the OpenAPI document is no answer for an assistant).
 * - Name: the operation id with every character outside `[A-Za-z0-9_-]` replaced by `_`
 *   (`prices.list` → `prices_list`, `technicals.bollinger-bands` → `technicals_bollinger-bands`).
 * - Input: one object holding the path and query parameters together, each described by the JSON Schema
 *   of its zod parameter (the same schema the OpenAPI document gives it).
 * - Output: the exact `/v1` body of the operation (see call.ts).
 */
import { z } from 'zod';
import { accessNote, paramShape } from '../operations/openapi';
import type { AnyOperation } from '../operations/operation';

type JsonSchema = Record<string, unknown>;

/** The longest tool name MCP clients accept (names match `^[a-zA-Z0-9_-]{1,64}$`). */
export const MAX_TOOL_NAME = 64;

/** A tool as `tools/list` gives it. */
export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, JsonSchema>; required?: string[]; additionalProperties: false };
  annotations: { title: string; readOnlyHint: true };
}

/** A tool and the operation it calls. */
export interface Tool {
  definition: ToolDefinition;
  op: AnyOperation;
}

/** True for the operations that become tools: public reads. */
export const isToolOperation = (op: AnyOperation): boolean => op.method === 'GET' && op.access !== 'local' && op.access !== 'open';

/** The tool name of an operation id: `prices.list` → `prices_list`. */
export const toolName = (operationId: string): string => operationId.replace(/[^A-Za-z0-9_-]/g, '_');

const sentence = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function description(op: AnyOperation): string {
  const parts = [sentence(op.summary)];
  if (op.description !== op.summary) parts.push(sentence(op.description));
  parts.push(accessNote(op), `Answers with the JSON body of GET ${op.path}.`);
  return parts.join(' ');
}

function inputSchema(op: AnyOperation): ToolDefinition['inputSchema'] {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(paramShape(op))) {
    const schema = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    delete schema.$schema;
    properties[name] = schema;
    if (!field.safeParse(undefined).success) required.push(name);
  }
  return { type: 'object', properties, ...(required.length === 0 ? {} : { required }), additionalProperties: false };
}

function toolOf(op: AnyOperation): Tool {
  const name = toolName(op.id);
  const title = op.summary;
  return { op, definition: { name, title, description: description(op), inputSchema: inputSchema(op), annotations: { title, readOnlyHint: true } } };
}

/**
 * The tools of `operations`, by name, in registry order. Throws when two operations would share a name or
 * a name is too long (a programming error, caught by the tests).
 */
export function toolsOf(operations: readonly AnyOperation[]): ReadonlyMap<string, Tool> {
  const tools = new Map<string, Tool>();
  for (const op of operations.filter(isToolOperation)) {
    const tool = toolOf(op);
    const { name } = tool.definition;
    if (name.length > MAX_TOOL_NAME) throw new Error(`tool name ${name} is longer than ${MAX_TOOL_NAME} characters`);
    if (tools.has(name)) throw new Error(`operations ${tools.get(name)!.op.id} and ${op.id} both become tool ${name}`);
    tools.set(name, tool);
  }
  return tools;
}
