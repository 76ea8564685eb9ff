/**
 * Service-level operations: liveness and the interface description. Both are open (no key) and never
 * counted against a quota.
 */
import { z } from 'zod';
import { describeCaptures } from '../store/captures/origin';
// Health and the API description read no data.
import { noCaptures } from './sample-scope';
import { operation, type AnyOperation } from './operation';

export const healthOperation = operation({
  id: 'system.health',
  method: 'GET',
  path: '/v1/health',
  summary: 'Service health',
  description:
    'Answers `{status: "ok", version: "v1", state, captures}` while the server accepts requests; `state` says where accounts, keys, '
    + 'usage counters, portfolios and web-feed results live, without any user or password; `captures` says where its market and filing data '
    + 'come from: `embedded` (its own store file) or `parquet DIR vN` (version N of the captures published in DIR, attached read-only).',
  tag: 'system',
  params: z.object({}),
  response: z
    .object({
      status: z.literal('ok').describe('Always `ok` when the server answers.'),
      version: z.literal('v1').describe('API version served.'),
      state: z
        .string()
        .describe(
          'The state store: `embedded` (in the server\'s own DuckDB database: its store file, or memory on a captures replica) or `postgres (HOST:PORT/DATABASE)` (shared by the servers started with the same --state URL).',
        ),
      captures: z
        .string()
        .describe('Where the captures come from: `embedded`, or `parquet DIR vN` for version N of the captures published in DIR.'),
    })
    .describe('Health of the service.'),
  access: 'open',
  sampleScope: noCaptures,
  run: (ctx) =>
    Promise.resolve({ status: 'ok' as const, version: 'v1' as const, state: ctx.state.description, captures: describeCaptures(ctx.store.captures) }),
});

const OpenApiDocument = z
  .object({
    openapi: z.literal('3.1.0'),
    info: z.object({ title: z.string(), version: z.literal('v1') }).loose(),
    paths: z.record(z.string(), z.unknown()),
  })
  .loose()
  .describe('An OpenAPI 3.1 document.');
type OpenApiDocument = z.infer<typeof OpenApiDocument>;

/** Built once per process: the registry does not change while it runs. */
let openApiDocument: Promise<OpenApiDocument> | undefined;

export const openApiOperation = operation({
  id: 'system.openapi',
  method: 'GET',
  path: '/v1/openapi.json',
  summary: 'OpenAPI 3.1 description of this API',
  description: 'The interface description (version `v1`) generated from the operation registry.',
  tag: 'system',
  params: z.object({}),
  response: OpenApiDocument,
  access: 'open',
  sampleScope: noCaptures,
  run: () => {
    // Imported lazily: the registry imports this module, and only this operation needs the generator.
    openApiDocument ??= Promise.all([import('./index'), import('./openapi')]).then(([{ registry }, { buildOpenApi }]) =>
      buildOpenApi(registry),
    );
    return openApiDocument;
  },
});

export const systemOperations: readonly AnyOperation[] = [healthOperation, openApiOperation];
