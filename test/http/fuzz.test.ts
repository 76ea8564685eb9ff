/**
 * Property-based fuzzing of every registered route over a real socket: random and malformed path values
 * (unicode, '..', '%00', broken percent-encoding, very long), random and repeated query parameters,
 * every kind of credential and the occasional wrong method. Whatever arrives, the server answers below
 * 500, always with JSON, and every 4xx is the error envelope.
 */
import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/engine/keys/keys';
import { buildServer } from '../../src/http/server';
import { registry } from '../../src/operations';
import { primeBus } from '../../src/quotes/replay';
import { pathParamNames, queryParamNames, type AnyOperation } from '../../src/operations/operation';
import type { FastifyInstance } from 'fastify';
import { sampleStore, type SampleFixture } from '../support/store';
import { storeTicks } from '../../src/quotes/tick-source';

const ADMIN = 'fuzz-admin-token';
let fixture: SampleFixture;
let app: FastifyInstance;
let base: string;
const credentials: Record<string, string | undefined> = { none: undefined, garbage: 'Bearer nonsense', basic: 'Basic Zm9vOmJhcg==' };

beforeAll(async () => {
  fixture = await sampleStore();
  for (const plan of ['free', 'plus', 'pro'] as const) {
    credentials[plan] = `Bearer ${(await createKey(fixture.store, fixture.clock, { account: `fuzz-${plan}`, plan })).key}`;
  }
  credentials.admin = `Bearer ${ADMIN}`;
  app = await buildServer({
    store: fixture.store,
    clock: fixture.clock,
    // The quote routes run their real path over the sample's ticks (without a bus they answer 503).
    quotes: await primeBus(storeTicks(fixture.store), fixture.clock.now().getTime()),
    adminToken: ADMIN,
    quotas: { free: 1e9, plus: 1e9, pro: 1e9 },
    log: () => undefined,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  fixture.store.close();
});

/** encodeURIComponent, which throws on lone surrogates; those are sent as a replacement character. */
const encode = (text: string): string => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

/** Values sent exactly as written (already URL-safe), including broken percent-encoding. */
const RAW = ['', '..', '.', '%00', '%', '%zz', '%E0%A4%A', '%2F', '%2e%2e', 'AAPL', 'BRK.B', 'brk-b', 'XLON:VOD', 'MSFT,AAPL', '-1', '0', '501', '1e3', '2025-02-30', '2025-01-01', 'true'];

const value = fc.oneof(
  fc.constantFrom(...RAW),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encode),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encode),
  fc.integer({ min: 100, max: 3000 }).map((n) => 'Q'.repeat(n)),
);

function requestFor(op: AnyOperation) {
  const names = pathParamNames(op.path);
  const templates = [op.path, ...op.aliases];
  const queryKey = fc.oneof(
    fc.constantFrom(...queryParamNames(op), 'api_key', 'limit', 'offset', 'tickers', 'startDate', ''),
    fc.string({ unit: 'grapheme', maxLength: 12 }).map(encode),
  );
  return fc.record({
    template: fc.constantFrom(...templates),
    segments: fc.array(value, { minLength: names.length, maxLength: names.length }),
    query: fc.array(fc.tuple(queryKey, value), { maxLength: 6 }),
    credential: fc.constantFrom(...Object.keys(credentials)),
    method: fc.oneof({ weight: 6, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') }),
  });
}

describe('fuzzing every registered route', () => {
  for (const op of registry) {
    it(`${op.method} ${op.path}: random and malformed parameters never give a 5xx, always JSON, the envelope on every 4xx`, async () => {
      const names = pathParamNames(op.path);
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (r) => {
          let path = r.template;
          names.forEach((name, i) => {
            path = path.replace(`{${name}}`, r.segments[i]!);
          });
          const query = r.query.map(([k, v]) => `${k}=${v}`).join('&');
          const authorization = credentials[r.credential];
          const res = await request(`${base}${path}${query === '' ? '' : `?${query}`}`, {
            method: r.method as 'GET',
            headers: authorization === undefined ? {} : { authorization },
          });
          const text = await res.body.text();
          expect(res.statusCode, `${r.method} ${path}?${query} → ${text}`).toBeLessThan(500);
          expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
          const body: unknown = JSON.parse(text);
          if (res.statusCode >= 400) {
            expect(body).toEqual({
              error: { code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/), message: expect.any(String), status: res.statusCode },
            });
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});
