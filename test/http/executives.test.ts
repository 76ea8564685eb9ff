/**
 * GET /v1/stocks/{ticker}/executive-changes over a real `fds serve` face: any plan reads it; an answer read
 * from sample filings carries the synthetic-data notice and one read from a real filing does not; a bad
 * action is 400 naming `action` and an unknown ticker 404, in the error envelope.
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

beforeAll(async () => {
  fx = await sampleStore();
  key = (await createKey(fx.store, fx.clock, { account: 'free-reader', plan: 'free' })).key;
  // A real 8-K of a company the sample has no corpus of.
  await fx.store.write((tx) => storeDocument(tx, {
    key: 'edgar:0000021344-26-000011', documentType: 'EightK', form: '8-K', cik: 21344, ticker: 'KO', companyName: 'The Coca-Cola Company',
    filedDate: '2026-10-21', periodDate: '2026-10-20', itemNumbers: ['5.02'], accession: '0000021344-26-000011', documentName: 'ko-8k.htm',
    url: 'https://www.sec.gov/Archives/edgar/data/21344/000002134426000011/ko-8k.htm',
    lines: ['Item 5.02 Departure of Directors or Certain Officers.', 'On October 20, 2026, the Board appointed Ana Torres as Chief Financial Officer, effective immediately.'],
  }, { source: 'filing', file: '/tmp/ko.htm', capturedAt: '2026-11-21T15:00:00Z' }));
  server = await startServer({ store: fx.store, clock: fx.clock, host: '127.0.0.1', port: 0, log: () => undefined, upgradeUrl: TEST_UPGRADE_URL });
});
afterAll(async () => {
  await server.close();
  fx.store.close();
});

async function get(path: string): Promise<{ status: number; body: Record<string, unknown>; notice: string | undefined }> {
  const response = await request(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  const notice = response.headers['x-data-notice'];
  return { status: response.statusCode, body: JSON.parse(await response.body.text()) as Record<string, unknown>, notice: typeof notice === 'string' ? notice : undefined };
}

describe('GET /v1/stocks/{ticker}/executive-changes', () => {
  it('any plan reads it; sample filings carry the synthetic-data notice, a real filing does not', async () => {
    const sample = await get('/v1/stocks/TSLA/executive-changes');
    expect(sample.status).toBe(200);
    expect(sample.notice).toBeDefined();
    const real = await get('/v1/stocks/KO/executive-changes');
    expect(real.status).toBe(200);
    expect(real.notice).toBeUndefined();
    expect(real.body.data).toEqual([expect.objectContaining({
      filedDate: '2026-10-21', personName: 'Ana Torres', role: 'CFO', action: 'Appointed', effectiveDate: '2026-10-20', form: '8-K',
      filingUrl: 'https://www.sec.gov/Archives/edgar/data/21344/000002134426000011/ko-8k.htm',
    })]);
    expect(real.body.coverage).toEqual({ processedFilingCount: 1, coverageStartDate: '2026-10-21', coverageEndDate: '2026-10-21' });
  });

  it('a bad action is 400 invalid_parameter naming action; an unknown ticker is 404 not_found', async () => {
    const bad = await get('/v1/stocks/TSLA/executive-changes?action=Fired');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: 'invalid_parameter', status: 400, message: expect.stringContaining("'action'") as unknown });
    const unknown = await get('/v1/stocks/ZZZZ/executive-changes');
    expect(unknown.status).toBe(404);
    expect((unknown.body.error as { code: string }).code).toBe('not_found');
  });
});
