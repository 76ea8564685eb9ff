import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/operations';
import { buildOpenApi } from '../../src/operations/openapi';
import { pathParamNames, queryParamNames } from '../../src/operations/operation';
import { harness, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(async () => {
  await h.app.close();
  h.store.close();
});

const doc = buildOpenApi(registry);
type PathOp = {
  operationId: string;
  description: string;
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  responses: Record<string, { $ref?: string; content?: unknown }>;
};
const opAt = (path: string, method: string) => (doc.paths[path] as Record<string, PathOp>)[method.toLowerCase()]!;

describe('OpenAPI document', () => {
  it('identifies itself as OpenAPI 3.1.0 with info.version v1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('v1');
  });

  it('is what GET /v1/openapi.json serves', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('has an entry for every public operation path and alias, under its method', () => {
    for (const op of registry.filter((o) => o.access !== 'local')) {
      for (const path of [op.path, ...op.aliases]) {
        expect(doc.paths[path]?.[op.method.toLowerCase()], `${op.method} ${path}`).toBeDefined();
      }
    }
  });

  it('leaves out every operator-only /_local route', () => {
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/_local'))).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('/_local');
  });

  it('marks aliases as aliases of their canonical path', () => {
    const withAliases = buildOpenApi([
      { ...registry.find((o) => o.id === 'system.health')!, path: '/v1/a', aliases: ['/v1/b'] },
    ]);
    const alias = (withAliases.paths['/v1/b'] as Record<string, PathOp & { 'x-alias-of': string }>).get!;
    expect(alias.description).toMatch(/^Compatibility alias of `GET \/v1\/a`/);
    expect(alias['x-alias-of']).toBe('/v1/a');
    expect(alias.operationId).not.toBe((withAliases.paths['/v1/a'] as Record<string, PathOp>).get!.operationId);
  });

  it('lists path and query parameters from each params schema', () => {
    for (const op of registry.filter((o) => o.access !== 'local')) {
      const parameters = opAt(op.path, op.method).parameters;
      expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParamNames(op.path));
      expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(queryParamNames(op));
      for (const p of parameters.filter((x) => x.in === 'path')) expect(p.required).toBe(true);
    }
  });

  it('documents errors with the shared ErrorEnvelope and bearer security except on open operations', () => {
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(opAt('/v1/health', 'GET').security).toEqual([]);
    expect(doc.components.responses!.Error404).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    });
    for (const op of registry.filter((o) => o.access !== 'local')) {
      const responses = opAt(op.path, op.method).responses;
      // A 204 sends no body; every other success documents its JSON body.
      const success = responses[String(op.successStatus ?? 200)]!;
      expect(success.content !== undefined, op.id).toBe(op.successStatus !== 204);
      expect(responses['500']!.$ref).toBe('#/components/responses/Error500');
      expect(responses['401'] !== undefined, op.id).toBe(op.access !== 'open');
      expect(responses['429'] !== undefined, op.id).toBe(op.counted);
    }
  });

  it('resolves every $ref inside the document', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const target = ref.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });
});
