/**
 * The embeddings-endpoint option against a small OpenAI-compatible server run by the test (POST
 * /v1/embeddings): reindexing puts the endpoint's vectors in the store at its size, searches embed their
 * query with it (finding a passage by a word it does not hold), an ingest embeds its new passages with it,
 * the key and model are sent, a failing endpoint is a 503 that leaves the index as it was, a store of
 * endpoint vectors without the endpoint configured says so, and reindexing without it returns to the local
 * model.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalEngine } from '../../../../src/client/local-engine';
import type { EngineContext } from '../../../../src/engine/context';
import { createOptionsProvider } from '../../../../src/engine/options/config';
import { operationById } from '../../../../src/operations/index';
import { embeddingsEndpoint, embeddingsFromEnv } from '../../../../src/engine/filing-text/semantic/endpoint';
import { termsOf } from '../../../../src/engine/filing-text/terms';
import type { FilingSearch } from '../../../../src/engine/filings/search/schemas';
import { semanticModel } from '../../../../src/store/filing-semantic/model';
import { call, callError } from '../../../support/invoke';
import { sampleStore, type SampleFixture } from '../../../support/store';
import { realFixture } from '../../../fixtures/ingest/helpers';

/** The test server's model: a word's concept is its bucket, so synonyms share one. */
const CONCEPTS: readonly (readonly string[])[] = [
  ['workforce', 'layoffs', 'layoff', 'severance', 'positions', 'eliminated', 'job', 'cuts', 'reduction', 'restructuring', 'termination'],
  ['revenue', 'sales', 'growth', 'grew'],
  ['tariffs', 'trade', 'export', 'import'],
  ['resign', 'resigned', 'step', 'successor', 'departure', 'ceo'],
  ['dividend', 'dividends', 'repurchase', 'repurchased', 'repurchases', 'buyback'],
];
const DIMENSIONS = 8;

function embedding(text: string): number[] {
  const v = new Array<number>(DIMENSIONS).fill(0);
  for (const term of termsOf(text)) {
    const concept = CONCEPTS.findIndex((words) => words.includes(term));
    v[concept >= 0 ? concept : CONCEPTS.length + (term.length % (DIMENSIONS - CONCEPTS.length))]! += concept >= 0 ? 3 : 0.2;
  }
  return v;
}

interface Seen {
  inputs: string[];
  authorization: string | undefined;
  model: string | undefined;
}

let server: Server;
let url: string;
let seen: Seen;
/** What the server does with the next requests: answer, fail or send nonsense. */
let mode: 'ok' | 'error' | 'garbage' | 'short' = 'ok';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { model: string; input: string[] };
      seen.inputs.push(...parsed.input);
      seen.authorization = req.headers.authorization;
      seen.model = parsed.model;
      if (req.url !== '/v1/embeddings' || mode === 'error') {
        res.writeHead(500).end('{"error":"boom"}');
        return;
      }
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": "nope"}');
        return;
      }
      const data = parsed.input.map((text, index) => ({ object: 'embedding', index, embedding: embedding(text) }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', model: parsed.model, data: mode === 'short' ? data.slice(1) : data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/embeddings`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let fx: SampleFixture;
let withEndpoint: EngineContext;
beforeEach(async () => {
  fx = await sampleStore();
  seen = { inputs: [], authorization: undefined, model: undefined };
  mode = 'ok';
  withEndpoint = { ...fx.ctx, embeddings: embeddingsEndpoint({ url, key: 'team-key', model: 'concepts-8' }) };
});
afterEach(async () => {
  await withEndpoint.embeddings?.close();
  fx.store.close();
});

const reindex = (ctx: EngineContext) => call<{ kind: string; model: string; dimensions: number; passages: number; vectors: number }>(ctx, 'filings.reindex', {});
const vectorType = async () => (await fx.store.one<{ type: string }>("SELECT data_type AS type FROM duckdb_columns() WHERE table_name = 'filing_vectors' AND column_name = 'vector'"))!.type;

describe('embeddings endpoint option', () => {
  it('is configured by FDS_EMBEDDINGS_URL, FDS_EMBEDDINGS_KEY and FDS_EMBEDDINGS_MODEL, and absent without the URL', () => {
    expect(embeddingsFromEnv({})).toBeUndefined();
    expect(embeddingsFromEnv({ FDS_EMBEDDINGS_URL: url, FDS_EMBEDDINGS_KEY: 'k', FDS_EMBEDDINGS_MODEL: 'm' })).toMatchObject({ url, key: 'k', model: 'm' });
    expect(embeddingsFromEnv({ FDS_EMBEDDINGS_URL: url })).toMatchObject({ url, key: undefined, model: 'default' });
  });

  it('reaches the engine from the environment of the process holding the store', async () => {
    const engine = LocalEngine.over(fx.store, fx.clock, createOptionsProvider({ kind: 'capture' }), { FDS_EMBEDDINGS_URL: url, FDS_EMBEDDINGS_MODEL: 'from-env' });
    try {
      expect(await engine.call(operationById('filings.reindex'), {}, {})).toMatchObject({ kind: 'endpoint', model: 'from-env' });
      expect(seen.model).toBe('from-env');
      expect(seen.authorization).toBeUndefined();
    } finally {
      await engine.close();
    }
  });

  it('reindexing embeds every passage with the endpoint and stores its vectors at its size, sending the key and the model', async () => {
    const passages = (await fx.store.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM filing_chunks'))!.n;
    expect(await reindex(withEndpoint)).toMatchObject({ kind: 'endpoint', model: 'concepts-8', dimensions: DIMENSIONS, passages, vectors: passages });
    expect(seen.inputs.length).toBe(passages);
    expect(seen.authorization).toBe('Bearer team-key');
    expect(seen.model).toBe('concepts-8');
    expect(await vectorType()).toBe(`FLOAT[${DIMENSIONS}]`);
    expect(await semanticModel(fx.store)).toMatchObject({ kind: 'endpoint', model: 'concepts-8', dimensions: DIMENSIONS, terms: 0 });
  });

  it('embeds the query with the endpoint, so a search finds a passage by a word it does not hold', async () => {
    await reindex(withEndpoint);
    seen.inputs = [];
    const r = await call<FilingSearch>(withEndpoint, 'filings.stockSearch', { ticker: 'MSFT' }, { query: 'layoffs', limit: '3' });
    expect(seen.inputs).toEqual(['layoffs']);
    expect(r.data[0]!.text).toContain('workforce reduction plan');
    expect(r.data[0]!.text).not.toMatch(/layoffs/i);
  });

  it('an ingest embeds the passages it stores with the endpoint', async () => {
    await reindex(withEndpoint);
    seen.inputs = [];
    const dir = mkdtempSync(join(tmpdir(), 'fds-endpoint-'));
    try {
      const file = join(dir, '0000885245-24-000099-2024-11-22.htm');
      copyFileSync(realFixture('sec-8k/BuckleInc.8-K.html'), file);
      await call(withEndpoint, 'ingest.run', { dataset: 'filing' }, { file });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const counts = (await fx.store.one<{ chunks: number; vectors: number }>(
      'SELECT (SELECT count(*) FROM filing_chunks)::INTEGER AS chunks, (SELECT count(*) FROM filing_vectors)::INTEGER AS vectors',
    ))!;
    expect(counts.vectors).toBe(counts.chunks);
    expect(seen.inputs.length).toBeGreaterThan(0);
    expect(seen.inputs.some((text) => text.includes('The Buckle, Inc.'))).toBe(true);
  });

  it('an ingest while the endpoint fails stores the documents, says their passages wait (503), and a reindex embeds them', async () => {
    await reindex(withEndpoint);
    mode = 'error';
    const dir = mkdtempSync(join(tmpdir(), 'fds-endpoint-'));
    try {
      const file = join(dir, '0000885245-24-000099-2024-11-22.htm');
      copyFileSync(realFixture('sec-8k/BuckleInc.8-K.html'), file);
      const error = await callError(withEndpoint, 'ingest.run', { dataset: 'filing' }, { file });
      expect(error.status).toBe(503);
      expect(error.message).toContain('The documents were stored');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const pending = async () => (await fx.store.one<{ n: number }>(
      'SELECT count(*)::INTEGER AS n FROM filing_chunks c ANTI JOIN filing_vectors v USING (document_id, chunk_index)',
    ))!.n;
    expect(await fx.store.one("SELECT count(*)::INTEGER AS n FROM filing_documents WHERE ticker = 'BKE'")).toEqual({ n: 1 });
    expect(await pending()).toBeGreaterThan(0);
    mode = 'ok';
    await reindex(withEndpoint);
    expect(await pending()).toBe(0);
  });

  it('a failing endpoint is a 503 naming it, never a 500, and a failed reindex leaves the index as it was', async () => {
    const before = await semanticModel(fx.store);
    for (const failure of ['error', 'garbage', 'short'] as const) {
      mode = failure;
      const error = await callError(withEndpoint, 'filings.reindex', {});
      expect({ status: error.status, code: error.code }, failure).toEqual({ status: 503, code: 'service_unavailable' });
      expect(error.message).toContain(url);
    }
    expect(await semanticModel(fx.store)).toEqual(before);
    expect(await vectorType()).toBe('FLOAT[128]');
    const closed = { ...fx.ctx, embeddings: embeddingsEndpoint({ url: 'http://127.0.0.1:9/v1/embeddings', model: 'x', timeoutMs: 2000 }) };
    try {
      expect((await callError(closed, 'filings.reindex', {})).status).toBe(503);
    } finally {
      await closed.embeddings.close();
    }
  });

  it('a store of endpoint vectors searched without the endpoint configured answers 503 naming FDS_EMBEDDINGS_URL', async () => {
    await reindex(withEndpoint);
    const error = await callError(fx.ctx, 'filings.search', {}, { query: 'workforce reduction' });
    expect(error.status).toBe(503);
    expect(error.message).toContain('FDS_EMBEDDINGS_URL');
  });

  it('reindexing without an endpoint returns the store to the local model at FLOAT[128]', async () => {
    await reindex(withEndpoint);
    expect(await reindex(fx.ctx)).toMatchObject({ kind: 'local', dimensions: 128 });
    expect(await vectorType()).toBe('FLOAT[128]');
    expect((await call<FilingSearch>(fx.ctx, 'filings.search', {}, { query: 'workforce reduction' })).count).toBeGreaterThan(0);
  });
});
