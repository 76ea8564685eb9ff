/**
 * Property-based fuzzing of the request bodies of every write over a real socket: arbitrary JSON, and
 * objects of the operation's own field names holding arbitrary JSON values (huge and tiny numbers,
 * negative zero, long strings, nested objects), sent to a real portfolio, lot, watch and organization
 * of the caller. Whatever arrives, the server answers below 500, with JSON unless it is a 204, and with
 * the error envelope on every 4xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/operations';
import { pathParamNames, type AnyOperation } from '../../src/operations/operation';
import { http, portfolioServer, type PortfolioServer } from './portfolios-support';

let s: PortfolioServer;
/** Real ids of the owner's records, by path parameter name. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await portfolioServer();
  const created = await http(s, s.keys.owner, 'POST', '/v1/portfolios', { name: 'Fuzz', currency: 'EUR' });
  ids.id = (created.body as { id: string }).id;
  const lot = await http(s, s.keys.owner, 'POST', `/v1/portfolios/${ids.id}/lots`, { ticker: 'AAPL', quantity: 10, costPerUnit: 200, acquiredDate: '2026-01-05' });
  ids.lotId = (lot.body as { id: string }).id;
  const watch = await http(s, s.keys.owner, 'POST', `/v1/portfolios/${ids.id}/watches`, { ticker: 'NVDA' });
  ids.watchId = (watch.body as { watchId: string }).watchId;
  ids.orgId = s.organizationId;
});

afterAll(() => s.close());

/** The field names of an operation's body schema. */
const fieldsOf = (op: AnyOperation): string[] => Object.keys((op.body as unknown as { shape?: Record<string, unknown> }).shape ?? {});

const edgeValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(0, -0, -1, 1e-13, 1e15, 1e308, -1e308, 0.1 + 0.2, Number.MAX_SAFE_INTEGER + 2, '', ' ', '2026-02-30', '9999-12-31', 'AAPL', 'XLON:VOD', 'Edit', 'View'),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

function bodyFor(op: AnyOperation) {
  const fields = fieldsOf(op);
  const known = fc.dictionary(fc.constantFrom(...fields), edgeValue, { maxKeys: fields.length + 1 });
  return fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}

describe('fuzzing the body of every write', () => {
  for (const op of registry.filter((o) => o.body !== undefined && o.access !== 'local')) {
    it(`${op.method} ${op.path}: arbitrary bodies never give a 5xx, always JSON or 204, the envelope on every 4xx`, async () => {
      const path = pathParamNames(op.path).reduce((at, name) => at.replace(`{${name}}`, ids[name] ?? 'unknown'), op.path);
      await fc.assert(
        fc.asyncProperty(bodyFor(op), async (body) => {
          const answer = await http(s, s.keys.owner, op.method, path, body);
          expect(answer.status, `${op.method} ${path} ${answer.text.slice(0, 300)}`).toBeLessThan(500);
          if (answer.status === 204) return;
          expect(answer.body).toBeDefined();
          if (answer.status >= 400) {
            expect(answer.body).toEqual({
              error: { code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/), message: expect.any(String), status: answer.status },
            });
          }
        }),
        { numRuns: 80 },
      );
    });
  }
});
