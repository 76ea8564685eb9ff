/**
 * The OpenAPI document checked by an independent validator (@readme/openapi-parser: the OpenAPI 3.1
 * schema plus the rules it cannot express, such as unique operationIds and resolvable $refs), and the
 * facts a generated client depends on: real parameter types, bounds, defaults, enums and formats, the
 * 503 of the option routes, and the /v1/stream handshake and messages.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/operations';
import { buildOpenApi } from '../../src/operations/openapi';

const doc = buildOpenApi(registry);

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Record<string, unknown>;
}
type Operation = { parameters: Parameter[]; responses: Record<string, Record<string, unknown>> } & Record<string, unknown>;

const operationAt = (path: string, method = 'get'): Operation => (doc.paths[path] as Record<string, Operation>)[method]!;
const param = (path: string, name: string): Parameter => operationAt(path).parameters.find((p) => p.name === name)!;

describe('OpenAPI document validity', () => {
  it('passes an OpenAPI 3.1 validator', async () => {
    // The validator dereferences in place: give it a copy.
    const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0]);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    // And it is a real check: a parameter without its location is refused.
    const broken = structuredClone(doc) as unknown as { paths: Record<string, { get: { parameters: Record<string, unknown>[] } }> };
    delete broken.paths['/v1/stocks/{ticker}/prices']!.get.parameters[1]!.in;
    expect((await validate(broken as unknown as Parameters<typeof validate>[0])).valid).toBe(false);
  });

  it('types query parameters: a date has format date, limit is an integer with its bounds and default', () => {
    expect(param('/v1/stocks/{ticker}/prices', 'startDate').schema).toMatchObject({ type: 'string', format: 'date' });
    expect(param('/v1/stocks/{ticker}/prices', 'limit').schema).toEqual({ type: 'integer', minimum: 1, maximum: 500, default: 260 });
    expect(param('/v1/stocks/{ticker}/prices', 'offset').schema).toEqual({ type: 'integer', minimum: 0, maximum: 1_000_000_000, default: 0 });
    expect(param('/v1/stocks/{ticker}/prices', 'limit').required).toBe(false);
    expect(param('/v1/market/calendar', 'year').schema).toEqual({ type: 'integer', minimum: 2025, maximum: 2027 });
    expect(param('/v1/stocks/{ticker}/options/chain', 'minStrike').schema).toEqual({ type: 'number', minimum: 0 });
    expect(param('/v1/web-data-feeds/{id}', 'at').schema).toMatchObject({ type: 'string', format: 'date-time' });
    expect(param('/v1/stocks/{ticker}/prices', 'ticker').schema).toMatchObject({ type: 'string', maxLength: 37, pattern: expect.any(String) });
  });

  it('lists the values of an enum, with its default', () => {
    expect(param('/v1/stocks/{ticker}/options/chain', 'type').schema).toEqual({ type: 'string', enum: ['call', 'put'] });
    expect(param('/v1/market/put-call-ratios', 'type').schema).toEqual({ type: 'string', enum: ['Total', 'Equity', 'Index', 'Vix', 'Etp'], default: 'Equity' });
    expect(param('/v1/fred/calendar', 'minImportance').schema).toEqual({ type: 'string', enum: ['low', 'medium', 'high'], default: 'low' });
  });

  it('leaves no numeric or enumerated query parameter typed as a bare string', () => {
    const numeric = ['limit', 'offset', 'year', 'window', 'period', 'minStrike', 'maxStrike'];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item as Record<string, Operation>)) {
        for (const p of op.parameters.filter((x) => numeric.includes(x.name))) {
          expect(['integer', 'number'], `${path} ${p.name}`).toContain(p.schema.type);
        }
      }
    }
  });

  it('documents 503 service_unavailable on the option routes a provider answers, not on the stored expirations', () => {
    for (const path of ['/v1/stocks/{ticker}/options/chain', '/v1/stocks/{ticker}/options/contract']) {
      expect(operationAt(path).responses['503'], path).toMatchObject({
        description: expect.stringMatching(/disabled/),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      });
    }
    expect(operationAt('/v1/stocks/{ticker}/options/expirations').responses['503']).toBeUndefined();
    expect(operationAt('/v1/stocks/{ticker}/prices').responses['503']).toBeUndefined();
  });

  it('describes /v1/stream: the upgrade, its refusals, and every message and frame as a schema', () => {
    const stream = operationAt('/v1/stream');
    expect(Object.keys(stream.responses).sort()).toEqual(['101', '400', '401', '403', '426', '429']);
    expect(stream.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['query:api_key', 'header:Upgrade']);
    expect(stream['x-websocket']).toEqual({
      clientMessages: { $ref: '#/components/schemas/StreamClientMessage' },
      serverFrames: { $ref: '#/components/schemas/StreamServerFrame' },
      maxHeldTickers: 5,
      maxTickersPerMessage: 100,
    });
    const schemas = doc.components.schemas as Record<string, Record<string, unknown>>;
    const actions = (schemas.StreamClientMessage!.oneOf as { properties: { action: { const: string }; tickers: { maxItems: number } } }[]).map((m) => [
      m.properties.action.const,
      m.properties.tickers.maxItems,
    ]);
    expect(actions).toEqual([['subscribe', 100], ['unsubscribe', 100]]);
    expect(schemas.StreamServerFrame!.oneOf).toEqual([{ $ref: '#/components/schemas/StreamQuoteFrame' }, { $ref: '#/components/schemas/StreamErrorFrame' }]);
    expect(schemas.StreamQuoteFrame).toMatchObject({ type: 'object', properties: { type: { const: 'quote' }, ageSeconds: { type: 'integer' } } });
    expect(schemas.StreamErrorFrame).toMatchObject({ type: 'object', required: ['type', 'message'], properties: { type: { const: 'error' } } });
  });
});
