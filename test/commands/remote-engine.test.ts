import { describe, expect, it } from 'vitest';
import { errorFromResponse, RemoteEngine, sampleDateOf } from '../../src/client/remote-engine';
import { operationUrl } from '../../src/client/url';
import { operationById } from '../../src/operations/index';

describe('remote calls address the operation as /v1 does', () => {
  it('fills path parameters (encoded) and puts the query in the query string', () => {
    const op = operationById('prices.list');
    expect(operationUrl('http://h:8080/', op, { ticker: 'XLON:VOD' }, { limit: '5', startDate: '2026-01-02' })).toBe(
      'http://h:8080/v1/stocks/XLON%3AVOD/prices?limit=5&startDate=2026-01-02',
    );
  });

  it('sends no query string when there is none', () => {
    expect(operationUrl('http://h:8080', operationById('market.status'), {}, {})).toBe('http://h:8080/v1/market/status');
  });
});

describe('a non-2xx answer becomes the ApiError the server raised', () => {
  it('rebuilds code, status and message from the error envelope', () => {
    const body = JSON.stringify({ error: { code: 'not_found', message: 'No listing ZZZZ.', status: 404 } });
    const error = errorFromResponse(404, body, 'http://h/v1/stocks/ZZZZ/prices');
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No listing ZZZZ.' });
  });

  it('keeps Retry-After of a 429', () => {
    const body = JSON.stringify({ error: { code: 'rate_limited', message: 'Daily quota used.', status: 429 } });
    expect(errorFromResponse(429, body, 'u', { 'retry-after': '3600' }).headers).toEqual({ 'Retry-After': '3600' });
  });

  it.each([
    { status: 401, code: 'unauthorized' },
    { status: 403, code: 'forbidden' },
    { status: 429, code: 'rate_limited' },
    { status: 502, code: 'internal_error' },
    { status: 503, code: 'service_unavailable' },
  ])('derives the code from HTTP $status when the body is not an envelope', ({ status, code }) => {
    const error = errorFromResponse(status, '<html>proxy error</html>', 'http://h/v1/health');
    expect(error.code).toBe(code);
    expect(error.message).toContain(String(status));
  });
});

describe('the sample notice travels in X-Data-Notice', () => {
  it('reads the as-of date out of the header', () => {
    expect(sampleDateOf('synthetic sample data (as of 2026-11-20), not market data')).toBe('2026-11-20');
    expect(sampleDateOf(null)).toBeNull();
  });
});

describe('an unreachable server', () => {
  it('is service_unavailable (exit 6) naming the server', async () => {
    // Port 9 (discard) on loopback: nothing listens there in a test environment.
    const engine = new RemoteEngine({ baseUrl: 'http://127.0.0.1:9', connectTimeoutMs: 2_000 });
    try {
      await expect(engine.call(operationById('system.health'), {}, {})).rejects.toMatchObject({
        code: 'service_unavailable',
        message: expect.stringContaining('http://127.0.0.1:9') as unknown as string,
      });
    } finally {
      await engine.close();
    }
  });
});
