import { afterEach, describe, expect, it, vi } from 'vitest';
import { BODY_LIMIT } from '../../src/http/server';
import { bearer, harness, type Harness } from './support';

let h: Harness;
afterEach(async () => {
  await h.app.close();
  h.store.close();
});

const envelope = (status: number, code: string) => ({ error: { code, status, message: expect.any(String) } });

describe('error envelope {error: {code, message, status}}', () => {
  it('answers an unknown path with 404 not_found in the envelope', async () => {
    h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/v1/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(envelope(404, 'not_found'));
    expect(res.json().error.message).toBe('No route GET /v1/nothing/here.');
  });

  it('treats a trailing slash or a different letter case as an unknown path', async () => {
    h = await harness();
    for (const url of ['/v1/health/', '/V1/health', '/v1/Health']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(envelope(404, 'not_found'));
    }
  });

  it('answers a known path with a wrong method with 405 method_not_allowed and an Allow header', async () => {
    h = await harness();
    for (const method of ['POST', 'DELETE', 'PUT', 'PATCH', 'HEAD', 'OPTIONS'] as const) {
      const res = await h.app.inject({ method, url: '/v1/health' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET');
      if (method !== 'HEAD') expect(res.json()).toEqual(envelope(405, 'method_not_allowed'));
    }
    const onTemplate = await h.app.inject({ method: 'DELETE', url: '/v1/test/echo/abc', headers: bearer(h.keys.free.key) });
    expect(onTemplate.statusCode).toBe(405);
    expect(onTemplate.json().error.message).toMatch(/DELETE is not allowed on \/v1\/test\/echo\/abc; use GET/);
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    h = await harness();
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/test/body',
      headers: { ...bearer(h.keys.free.key), 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(envelope(413, 'payload_too_large'));
  });

  it('answers a malformed JSON body with 400 invalid_parameter', async () => {
    h = await harness();
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/test/body',
      headers: { ...bearer(h.keys.free.key), 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(400, 'invalid_parameter'));
    expect(res.json().error.message).toMatch(/not valid JSON/);
  });

  it('answers an unexpected failure with 500 internal_error, no stack or internals in the body, the real error in the log', async () => {
    h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/boom', headers: bearer(h.keys.free.key) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(envelope(500, 'internal_error'));
    expect(res.body).not.toMatch(/secret|duckdb|private|\bat\s|\.ts:\d+/);
    expect(h.logs.some((line) => line.includes('secret detail') && line.includes('Error'))).toBe(true);
  });

  it('answers a path that is not valid percent-encoding with 400 in the envelope', async () => {
    h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/echo/%E0%A4%A', headers: bearer(h.keys.free.key) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(400, 'invalid_parameter'));
  });
});

describe('parameter rules through the server', () => {
  it('answers an unknown query parameter with 400 naming it and listing the supported ones', async () => {
    h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/echo/hi?colour=red', headers: bearer(h.keys.free.key) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Unknown query parameter 'colour'. Supported parameters: times.");
  });

  it('answers any query parameter on an endpoint that has none with 400 saying it accepts none', async () => {
    h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/v1/health?limit=5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Unknown query parameter 'limit'. This endpoint accepts no query parameters.");
  });

  it('answers a repeated query parameter with 400 naming it', async () => {
    h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/echo/hi?times=1&times=2', headers: bearer(h.keys.free.key) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/'times'/);
  });

  it('answers an invalid path parameter with 400 naming it', async () => {
    h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/v1/test/echo/ABC', headers: bearer(h.keys.free.key) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Invalid parameter 'word': must be lower-case letters.");
  });

  it('serves an alias path with the same operation and body', async () => {
    h = await harness();
    const main = await h.app.inject({ method: 'GET', url: '/v1/test/echo/ab?times=2', headers: bearer(h.keys.free.key) });
    const alias = await h.app.inject({ method: 'GET', url: '/v1/test/alias/ab?times=2', headers: bearer(h.keys.free.key) });
    expect(alias.statusCode).toBe(200);
    expect(alias.body).toBe(main.body);
    expect(main.json()).toEqual({ word: 'abab' });
  });
});

describe('request log and notices', () => {
  it('logs one line per request with method, path without query, status, duration and account id, never the key', async () => {
    h = await harness();
    await h.app.inject({ method: 'GET', url: '/v1/test/echo/hi?times=2', headers: bearer(h.keys.plus.key) });
    await h.app.inject({ method: 'GET', url: '/v1/nothing?api_key=supersecret' });
    await vi.waitFor(() => expect(h.logs).toHaveLength(2));
    expect(h.logs[0]).toMatch(new RegExp(`^GET /v1/test/echo/hi 200 \\d+\\.\\dms account=${h.keys.plus.accountId}$`));
    expect(h.logs[1]).toMatch(/^GET \/v1\/nothing 404 \d+\.\dms account=-$/);
    expect(h.logs.join('\n')).not.toMatch(new RegExp(`${h.keys.plus.key}|supersecret`));
  });

  it('sends no X-Data-Notice on answers that read no data, even over a store recorded as holding the sample', async () => {
    h = await harness({ sampleAsOf: '2026-11-20' });
    for (const url of ['/v1/health', '/v1/nothing', '/v1/test/echo/hi', '/v1/market/status']) {
      const res = await h.app.inject({ method: 'GET', url, headers: bearer(h.keys.free.key) });
      expect(res.headers['x-data-notice'], url).toBeUndefined();
    }
  });
});
