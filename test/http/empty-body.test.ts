import { Readable } from 'node:stream';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, portfolioServer, type PortfolioServer } from './portfolios-support';

let base: PortfolioServer;
beforeAll(async () => {
  base = await portfolioServer();
});
afterAll(async () => {
  await base.close();
});

/** A raw request with exactly these headers and body (undici adds Content-Length for a string body). */
async function raw(method: string, path: string, headers: Record<string, string>, body?: string | Readable) {
  const response = await request(`${base.server.url}${path}`, {
    method: method as 'GET',
    headers: { authorization: `Bearer ${base.keys.owner}`, ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.body.text();
  return { status: response.statusCode, text };
}

async function newPortfolio(name: string): Promise<string> {
  const created = await http(base, base.keys.owner, 'POST', '/v1/portfolios', { name });
  expect(created.status).toBe(201);
  return (created.body as { id: string }).id;
}

/** A chunked body with no chunks: its length is unknown until it ends, empty. */
const nothing = (): Readable => Readable.from([]);

describe('an empty request body is no body, whatever the method and Content-Type', () => {
  it('accepts DELETE with Content-Type: application/json and an empty body', async () => {
    const id = await newPortfolio('empty json delete');
    const res = await raw('DELETE', `/v1/portfolios/${id}`, { 'content-type': 'application/json' }, '');
    expect(res.status, res.text).toBe(204);
    expect((await http(base, base.keys.owner, 'GET', `/v1/portfolios/${id}`)).status).toBe(404);
  });

  it('accepts DELETE with an empty chunked JSON body (no Content-Length)', async () => {
    const id = await newPortfolio('empty chunked delete');
    const res = await raw('DELETE', `/v1/portfolios/${id}`, { 'content-type': 'application/json' }, nothing());
    expect(res.status, res.text).toBe(204);
  });

  it('accepts an empty body under any Content-Type, and on GET', async () => {
    const id = await newPortfolio('empty text delete');
    const deleted = await raw('DELETE', `/v1/portfolios/${id}`, { 'content-type': 'text/plain' }, '');
    expect(deleted.status, deleted.text).toBe(204);
    const listed = await raw('GET', '/v1/portfolios', { 'content-type': 'application/json', 'content-length': '0' });
    expect(listed.status, listed.text).toBe(200);
  });

  it('still refuses a body an operation does not take, malformed JSON, and a write without its body', async () => {
    const id = await newPortfolio('body checks');
    const withBody = await raw('DELETE', `/v1/portfolios/${id}`, { 'content-type': 'application/json' }, '{}');
    expect(withBody.status).toBe(400);
    expect(JSON.parse(withBody.text)).toEqual({ error: { code: 'invalid_parameter', status: 400, message: expect.stringMatching(/takes no request body/) } });
    const broken = await raw('POST', '/v1/portfolios', { 'content-type': 'application/json' }, '{"name": ');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text).error.message).toMatch(/not valid JSON/);
    const empty = await raw('POST', '/v1/portfolios', { 'content-type': 'application/json' }, '');
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text).error.message).toBe('Invalid request body: a JSON object is required.');
  });

  it('keeps refusing prototype-poisoning JSON', async () => {
    const res = await raw('POST', '/v1/portfolios', { 'content-type': 'application/json' }, '{"name":"x","__proto__":{"polluted":true}}');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error.code).toBe('invalid_parameter');
  });
});
