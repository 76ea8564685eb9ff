/**
 * The filing store's endpoints over a real `fds serve` face on the sample set: any plan reads them, the
 * list and its compatibility route answer the same body, the errors (offset above 2000, a malformed
 * document id: 400 naming the parameter; unknown id or ticker: 404) come in the error envelope, and
 * sample documents carry the synthetic-data notice while a real one does not.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/engine/keys/keys';
import { startServer, type RunningServer } from '../../src/http/server';
import { storeDocument } from '../../src/store/ingest/importers/filing-store';
import { sampleStore, type SampleFixture } from '../support/store';
import { TEST_UPGRADE_URL } from '../support/invoke';

let fx: SampleFixture;
let server: RunningServer;
let key: string;
let realId: string;

beforeAll(async () => {
  fx = await sampleStore();
  key = (await createKey(fx.store, fx.clock, { account: 'free-reader', plan: 'free' })).key;
  // A real document of a company the sample has no corpus of.
  realId = (await fx.store.write((tx) => storeDocument(tx, {
    key: 'edgar:0000021344-26-000010', documentType: 'EightK', form: '8-K', cik: 21344, ticker: 'KO', companyName: 'The Coca-Cola Company',
    filedDate: '2026-10-21', periodDate: '2026-10-21', itemNumbers: ['2.02', '9.01'], accession: '0000021344-26-000010', documentName: null, url: null,
    lines: ['Item 2.02 Results of Operations and Financial Condition.'],
  }, { source: 'filing', file: '/tmp/ko.htm', capturedAt: '2026-11-21T15:00:00Z' }))).documentId;
  server = await startServer({ store: fx.store, clock: fx.clock, host: '127.0.0.1', port: 0, log: () => undefined, upgradeUrl: TEST_UPGRADE_URL });
});
afterAll(async () => {
  await server.close();
  fx.store.close();
});

async function get(path: string): Promise<{ status: number; body: Record<string, unknown>; text: string; notice: string | undefined }> {
  const response = await request(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  const notice = response.headers['x-data-notice'];
  const text = await response.body.text();
  return { status: response.statusCode, body: JSON.parse(text) as Record<string, unknown>, text, notice: typeof notice === 'string' ? notice : undefined };
}

describe('GET /v1/filings and /v1/stocks/{ticker}/filings', () => {
  it('any plan reads the list, {data, meta}; sample documents carry the synthetic-data notice, a real one does not', async () => {
    const sample = await get('/v1/filings?ticker=TSLA&limit=2');
    expect(sample.status).toBe(200);
    expect(sample.body.meta).toEqual({ limit: 2, offset: 0, count: 2, hasMore: true });
    expect(sample.notice).toBeDefined();
    const real = await get('/v1/stocks/KO/filings');
    expect((real.body.data as { id: string }[]).map((r) => r.id)).toEqual([realId]);
    expect(real.notice).toBeUndefined();
  });

  it('the compatibility route answers exactly the body of the list with ticker', async () => {
    for (const query of ['', '?documentType=8-K&itemNumber=2.02', '?limit=3&offset=1', '?startDate=2026-08-01&endDate=2026-10-31']) {
      const list = await get(`/v1/filings${query === '' ? '?' : `${query}&`}ticker=NVDA`);
      const stock = await get(`/v1/stocks/NVDA/filings${query}`);
      expect(stock.text, query).toBe(list.text);
    }
  });

  it('offset above 2000 and a bad documentType or itemNumber: 400 invalid_parameter naming it; unknown ticker: 404', async () => {
    for (const [path, name] of [['/v1/filings?offset=2001', 'offset'], ['/v1/stocks/AAPL/filings?offset=2001', 'offset'], ['/v1/filings?documentType=S-1', 'documentType'], ['/v1/filings?itemNumber=x', 'itemNumber']] as const) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ error: { code: 'invalid_parameter', status: 400 } });
      expect((body.error as { message: string }).message).toContain(`'${name}'`);
    }
    expect((await get('/v1/stocks/ZZZZ/filings')).status).toBe(404);
  });
});

describe('GET /v1/filings/{documentId} and /lines', () => {
  it('answers the document and its lines; unknown id 404, malformed id 400 naming documentId, in the envelope', async () => {
    expect((await get(`/v1/filings/${realId}`)).body).toMatchObject({ id: realId, ticker: 'KO', form: '8-K', accession: '0000021344-26-000010' });
    expect((await get(`/v1/filings/${realId}/lines`)).body).toMatchObject({ lineCount: 1, data: [{ lineNumber: 1, text: 'Item 2.02 Results of Operations and Financial Condition.' }] });
    for (const path of ['/v1/filings/00000000-0000-4000-8000-000000000000', '/v1/filings/00000000-0000-4000-8000-000000000000/lines']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body).toMatchObject({ error: { code: 'not_found', status: 404 } });
    }
    for (const path of ['/v1/filings/nope', '/v1/filings/nope/lines']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect((body.error as { message: string }).message).toContain("'documentId'");
    }
  });
});

describe('filing search over HTTP', () => {
  it('routes /v1/filings/search to the search, not to a document id, and any plan reads it with the synthetic-data notice', async () => {
    const r = await get(`/v1/filings/search?query=${encodeURIComponent('chief executive officer step down')}&limit=3`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ limit: 3, count: 3 });
    expect((r.body.data as { ticker: string }[])[0]!.ticker).toBe('TSLA');
    expect(r.notice).toBeDefined();
  });

  it('answers a stock\'s and a document\'s search; a real document\'s passages carry no notice', async () => {
    const stock = await get('/v1/stocks/KO/filings/search?query=results%20operations');
    expect((stock.body.data as { documentId: string; url: string }[]).map((e) => e.documentId)).toEqual([realId]);
    expect(stock.notice).toBeUndefined();
    const one = await get(`/v1/filings/${realId}/search?query=results`);
    expect(one.body).toMatchObject({ count: 1, data: [{ documentId: realId, chunkIndex: 0, startLineNumber: 1, url: `/v1/filings/${realId}/lines?start=1` }] });
  });

  it('refuses in the envelope, naming the parameter: offset, 26 excluded tickers, a stop-word query, a 10 KB query; unknown document 404', async () => {
    const many = Array.from({ length: 26 }, (_, i) => `T${i}`).join(',');
    for (const [path, name] of [
      ['/v1/filings/search?query=risk&offset=0', 'offset'],
      [`/v1/filings/search?query=risk&excludeTickers=${many}`, 'excludeTickers'],
      ['/v1/filings/search?query=the%20of%20and', 'query'],
      [`/v1/filings/search?query=${'risk%20'.repeat(1700)}`, 'query'],
      [`/v1/stocks/KO/filings/search?query=risk&maxResultsPerCompany=1`, 'maxResultsPerCompany'],
    ] as const) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ error: { code: 'invalid_parameter', status: 400 } });
      expect((body.error as { message: string }).message).toContain(`'${name}'`);
    }
    expect((await get('/v1/filings/00000000-0000-4000-8000-000000000000/search?query=risk')).status).toBe(404);
  });
});
