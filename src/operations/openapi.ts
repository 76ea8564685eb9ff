/**
 * The OpenAPI 3.1 document, derived from the operation registry: one path item per operation path and
 * alias, parameters and the 200 body from the zod schemas, errors from the shared envelope, and the
 * `/v1/stream` WebSocket (see openapi-stream.ts) and the `/v1/mcp` assistant tools (see openapi-mcp.ts). Operator-only (`local`) operations are not part of the
 * public interface and are left out.
 *
 * Parameters are described by zod's JSON Schema of their input. A parameter parsed from its wire string
 * (see `fromWire` in core/params.ts) is described by the typed schema it parses into, so the document
 * gives integers with their bounds and defaults, enums, and date formats, not bare strings.
 *
 * It lives with the registry rather than under src/http because `GET /v1/openapi.json` is itself an
 * operation, and operations must not depend on the HTTP face.
 */
import { z } from 'zod';
import { mcpPath } from './openapi-mcp';
import { streamPath } from './openapi-stream';
import { paramNames, pathParamNames, type AnyOperation } from './operation';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: 'v1'; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  security: Record<string, string[]>[];
  tags: { name: string }[];
  [extra: string]: unknown;
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'A parameter is malformed, out of range or not supported by this endpoint; the message names it.',
  '401': 'The API key is missing, malformed, unknown or revoked.',
  '403': "The key's plan does not include this endpoint; the message links to the server's upgrade page when it has one.",
  '404': 'The path or the requested resource does not exist.',
  '405': 'The path exists but not with this method; the `Allow` header lists the methods it has.',
  '426': 'A plain HTTP request to a WebSocket endpoint (`upgrade_required`); open it with a WebSocket client.',
  '429': "The account's daily quota is used up; `Retry-After` gives the seconds until it resets at 00:00 UTC.",
  '500': 'The server hit an unexpected condition.',
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: "The account's daily request quota.", schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left today after this one.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) of the next reset, 00:00 UTC.', schema: { type: 'integer' } },
};

/** The field schemas of an operation's params object (a plain object or one wrapped in a refinement). */
export function paramShape(op: AnyOperation): Record<string, z.ZodType> {
  const schema = op.params as unknown as { shape?: Record<string, z.ZodType>; _zod?: { def?: { in?: { shape?: Record<string, z.ZodType> } } } };
  return schema.shape ?? schema._zod?.def?.in?.shape ?? {};
}

/**
 * Converts a zod schema to JSON Schema (2020-12, the dialect of OpenAPI 3.1). Definitions zod puts in
 * `$defs` are moved to `components.schemas` so their references resolve against the document root.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', shared: Record<string, unknown>): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete converted.$schema;
  const defs = converted.$defs as Record<string, unknown> | undefined;
  if (!defs) return converted;
  delete converted.$defs;
  for (const [name, def] of Object.entries(defs)) {
    const known = shared[name];
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(def)) {
      throw new Error(`Two different schemas are both named '${name}'; give one of them another id.`);
    }
    shared[name] = def;
  }
  return JSON.parse(JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

/** Who may call `op`, as one sentence for its description. */
export function accessNote(op: AnyOperation): string {
  switch (op.access) {
    case 'open':
      return 'No API key needed; not counted against the daily quota.';
    case 'paid':
      return 'Requires a paid plan (Plus or Pro).';
    case 'pro':
      return 'Requires the Pro plan.';
    default:
      return 'Available on every plan.';
  }
}

function pathItem(op: AnyOperation, path: string, canonical: boolean, shared: Record<string, unknown>): Record<string, unknown> {
  const inPath = new Set(pathParamNames(path));
  const shape = paramShape(op);
  const parameters = paramNames(op).map((name) => {
    const field = shape[name]!;
    const { description, ...schema } = toSchema(field, 'input', shared);
    const location = inPath.has(name) ? 'path' : 'query';
    return {
      name,
      in: location,
      required: location === 'path' || !field.safeParse(undefined).success,
      ...(typeof description === 'string' ? { description } : {}),
      schema,
    };
  });
  const errors = ['400', '404', '405', '500'];
  if (op.access !== 'open') errors.push('401');
  // A write may also be forbidden by the caller's access to what it changes (a View share, not the owner).
  if (op.access === 'paid' || op.access === 'pro' || op.method !== 'GET') errors.push('403');
  if (op.counted) errors.push('429');
  if (op.unavailableWhen !== undefined) errors.push('503');
  const success = op.successStatus ?? 200;
  const responses: Record<string, unknown> = {
    [String(success)]: {
      description: op.summary,
      ...(op.counted ? { headers: RATE_LIMIT_HEADERS } : {}),
      ...(success === 204 ? {} : { content: { 'application/json': { schema: toSchema(op.response, 'output', shared) } } }),
    },
  };
  for (const status of errors.sort()) {
    responses[status] =
      status === '503' && op.unavailableWhen !== undefined
        ? { description: op.unavailableWhen, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } }
        : { $ref: `#/components/responses/Error${status}` };
  }
  const description = `${canonical ? '' : `Compatibility alias of \`${op.method} ${op.path}\`. `}${op.description} ${accessNote(op)}`;
  return {
    operationId: canonical ? op.id : `${op.id}.alias${op.aliases.indexOf(path) + 1}`,
    summary: canonical ? op.summary : `${op.summary} (alias)`,
    description,
    tags: [op.tag],
    ...(op.access === 'open' ? { security: [] } : {}),
    ...(canonical ? {} : { 'x-alias-of': op.path }),
    parameters,
    ...(op.body === undefined
      ? {}
      : { requestBody: { required: true, content: { 'application/json': { schema: toSchema(op.body, 'input', shared) } } } }),
    responses,
  };
}

/** The OpenAPI 3.1 document of every public operation in `operations`. Deterministic for a given list. */
export function buildOpenApi(operations: readonly AnyOperation[]): OpenApiDocument {
  const shared: Record<string, unknown> = {
    ErrorEnvelope: {
      type: 'object',
      description: 'Every error response has this body.',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['code', 'message', 'status'],
          properties: {
            code: { type: 'string', description: 'snake_case error code, e.g. `invalid_parameter`.' },
            message: { type: 'string', description: 'What went wrong, naming the parameter where one is at fault.' },
            status: { type: 'integer', description: 'The HTTP status, repeated.' },
          },
        },
      },
    },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const op of operations) {
    if (op.access === 'local') continue;
    tags.add(op.tag);
    for (const path of [op.path, ...op.aliases]) {
      const item = (paths[path] ??= {});
      item[op.method.toLowerCase()] = pathItem(op, path, path === op.path, shared);
    }
  }
  const stream = streamPath((schema, io) => toSchema(schema, io, shared));
  paths[stream.path] = stream.item;
  Object.assign(shared, stream.schemas);
  tags.add('stream');
  const mcp = mcpPath();
  paths[mcp.path] = mcp.item;
  Object.assign(shared, mcp.schemas);
  tags.add('mcp');
  const responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        ...(status === '429'
          ? { headers: { 'Retry-After': { description: 'Seconds until the quota resets.', schema: { type: 'integer' } }, ...RATE_LIMIT_HEADERS } }
          : {}),
        ...(status === '405' ? { headers: { Allow: { description: 'Methods the path has.', schema: { type: 'string' } } } } : {}),
        ...(status === '426' ? { headers: { Upgrade: { description: 'The protocol to switch to.', schema: { type: 'string', const: 'websocket' } } } } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'fds financial data service',
      version: 'v1',
      description:
        'JSON-over-HTTP financial data served from a local capture store. Every path begins with `/v1`. Errors use the envelope `{error: {code, message, status}}`.',
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    components: {
      schemas: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      responses,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An account API key: `Authorization: Bearer <key>`.' } },
    },
    security: [{ bearerAuth: [] }],
    tags: [...tags].sort().map((name) => ({ name })),
  };
}
