/**
 * One tool call: the arguments become the wire values a `/v1` request would carry, a face answers them
 * (the CLI's engine, or the server's counted route), and the answer becomes the tool result. Nothing here
 * loads the MCP SDK.
 *
 * - Success: the exact `/v1` body as the first text content (and as `structuredContent` when it is a JSON
 *   object); an answer holding synthetic sample rows carries a second text content saying so, as REST
 *   says it in `X-Data-Notice` and the CLI on stderr.
 * - Failure: a tool error (`isError: true`) whose text is the error envelope `{error: {code, message,
 *   status}}`, exactly the body REST answers with.
 */
import type { Engine } from '../client/engine';
import { sampleNotice } from '../client/engine';
import type { IsoDate } from '../core/dates';
import { ApiError, errorEnvelope, invalidParameter, toApiError } from '../core/errors';
import type { RawQuery } from '../operations/invoke';
import { paramNames, pathParamNames, type AnyOperation } from '../operations/operation';
import type { Tool } from './tools';

/** A face's answer to one operation: the body as JSON text (what REST sends) and whether it is synthetic. */
export interface WireAnswer {
  json: string;
  /** As-of date of the synthetic sample set when the answer holds synthetic rows, else null. */
  sampleAsOf: IsoDate | null;
}

/** How a face answers an operation given wire values; throws an `ApiError` (or anything, mapped to 500). */
export type Answerer = (op: AnyOperation, pathValues: Readonly<Record<string, string>>, query: RawQuery) => Promise<WireAnswer>;

/** A tool result, in the shape of the protocol's `CallToolResult`. */
export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** The wire form of one argument: strings as they are, numbers and booleans as they are written. */
function wireValue(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  throw invalidParameter(`Invalid parameter '${name}': must be a string, a number or a boolean.`);
}

/**
 * Splits a tool's arguments into the path values and query of its operation, in wire form. A null
 * argument counts as absent (assistants often send null for "not given"); an argument the operation does
 * not take, or a missing path parameter, is refused with 400 naming it.
 */
export function wireArguments(op: AnyOperation, args: Readonly<Record<string, unknown>> | undefined): { pathValues: Record<string, string>; query: Record<string, string> } {
  const known = paramNames(op);
  const inPath = new Set(pathParamNames(op.path));
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(args ?? {})) {
    if (!known.includes(name)) {
      const supported = known.length === 0 ? 'This tool takes no parameters.' : `Supported parameters: ${known.join(', ')}.`;
      throw invalidParameter(`Unknown parameter '${name}'. ${supported}`);
    }
    if (value === undefined || value === null) continue;
    (inPath.has(name) ? pathValues : query)[name] = wireValue(name, value);
  }
  for (const name of inPath) {
    if (pathValues[name] === undefined) throw invalidParameter(`Invalid parameter '${name}': is required.`);
  }
  return { pathValues, query };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tool result of a successful answer. */
export function toolSuccess(answer: WireAnswer): ToolResult {
  const body = JSON.parse(answer.json) as unknown;
  const content: ToolResult['content'] = [{ type: 'text', text: answer.json }];
  if (answer.sampleAsOf !== null) content.push({ type: 'text', text: sampleNotice(answer.sampleAsOf) });
  return { content, ...(isObject(body) ? { structuredContent: body } : {}) };
}

/** The tool error of a failure: the envelope REST would answer with. */
export const toolError = (error: ApiError): ToolResult => ({ content: [{ type: 'text', text: JSON.stringify(errorEnvelope(error)) }], isError: true });

/**
 * Calls `tool` with `args` through `answer`. Every failure is a tool error; `describe` turns what was
 * thrown into the ApiError shown (default: an ApiError as it is, anything else 500 `internal_error`).
 */
export async function callTool(
  tool: Tool,
  args: Readonly<Record<string, unknown>> | undefined,
  answer: Answerer,
  describe: (error: unknown) => ApiError = toApiError,
): Promise<ToolResult> {
  try {
    const { pathValues, query } = wireArguments(tool.op, args);
    return toolSuccess(await answer(tool.op, pathValues, query));
  } catch (error) {
    return toolError(error instanceof ApiError ? error : describe(error));
  }
}

/**
 * The answerer over a CLI engine (the local store, the process holding it, or a remote server). Calls go
 * one at a time: an engine reports whether its latest answer was synthetic, which concurrent calls would
 * mix up. `reconnect`, when given, is asked for a new engine when a call finds the service unavailable (the
 * store's daemon stopped after idling while the assistant was quiet); the call is then made once more.
 * Every tool is a read, so asking again is safe.
 */
export function engineAnswerer(engine: () => Promise<Engine>, reconnect?: () => Promise<Engine>): Answerer {
  let current = engine();
  let queue: Promise<unknown> = Promise.resolve();
  const once = async (op: AnyOperation, pathValues: Readonly<Record<string, string>>, query: RawQuery): Promise<WireAnswer> => {
    const opened = await current;
    const body = await opened.call(op, pathValues, query);
    return { json: JSON.stringify(body), sampleAsOf: await opened.sampleAsOf() };
  };
  return (op, pathValues, query) => {
    const run = queue.then(async (): Promise<WireAnswer> => {
      try {
        return await once(op, pathValues, query);
      } catch (error) {
        if (reconnect === undefined || !(error instanceof ApiError) || error.status !== 503) throw error;
        current = reconnect();
        return once(op, pathValues, query);
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}
