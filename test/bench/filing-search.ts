/**
 * 12. Filing search at a million passages: p50 and p95 of the hybrid search (keyword and semantic rankings
 * fused, the inverted-file index probed, the excerpts read), beside the keyword ranking alone with its
 * excerpts as the baseline, on 100 generated queries over a generated corpus (./filing-corpus.ts) of
 * 100,000 documents, 1,000,000 passages. Printed with it: ingest throughput in passages per second while
 * the store was built through the store's one entry point (lines, passages, postings, the semantic
 * model folded in and retrained as the store doubles, the index built).
 *
 * Building takes many minutes, so the store is built once and cached in the temporary directory under a
 * name of the corpus, schema and layout versions; a later run reuses it and quotes the throughput it
 * measured when it built it. FDS_BENCH_PASSAGES sets a smaller corpus for a quick look.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../../src/core/clock';
import { LOCAL_CALLER, type EngineContext } from '../../src/engine/context';
import { queryEmbedder } from '../../src/engine/filings/search/embed';
import { excerptsOf } from '../../src/engine/filings/search/excerpts';
import { searchFilings } from '../../src/engine/filings/search/run';
import { rankPassages } from '../../src/engine/filings/search/search';
import { storeDocuments } from '../../src/store/ingest/importers/filing-store';
import { openStore } from '../../src/store/open';
import { migrations } from '../../src/store/schema';
import { semanticModel } from '../../src/store/filing-semantic/model';
import type { Store } from '../../src/store/store';
import { CORPUS_VERSION, document, PASSAGES_PER_DOCUMENT, query } from './filing-corpus';
import { ms, percentile, printFigure, removeStore, step } from './support';

const PASSAGES = Number(process.env.FDS_BENCH_PASSAGES ?? 1_000_000);
const DOCUMENTS = Math.ceil(PASSAGES / PASSAGES_PER_DOCUMENT);
const BATCH = 500;
const QUERIES = 100;
const WARM_UP = 20;
const NOW = '2026-11-21T15:00:00Z';
/**
 * Bumped when ingest lays the store out differently without a schema change (2: postings and vectors put
 * back in order as the store grows), so a store cached by an earlier build is not measured as this one's.
 */
const LAYOUT_VERSION = 2;

interface Built {
  passages: number;
  postings: number;
  seconds: number;
}

function cacheDir(): string {
  const dir = join(tmpdir(), `fds-bench-filing-search-v${CORPUS_VERSION}-s${migrations.at(-1)!.version}-l${LAYOUT_VERSION}-${DOCUMENTS}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function build(path: string): Promise<Built> {
  removeStore(path);
  const store = await openStore({ path, clock: fixedClock(NOW), sample: false });
  try {
    let passages = 0;
    const started = performance.now();
    for (let from = 0; from < DOCUMENTS; from += BATCH) {
      const docs = Array.from({ length: Math.min(BATCH, DOCUMENTS - from) }, (_, i) => document(from + i));
      const result = await store.write((tx) => storeDocuments(tx, docs, { source: 'bench', file: null, capturedAt: NOW }), { ingest: true });
      passages += result.documents.reduce((sum, d) => sum + d.chunkCount, 0);
      if ((from / BATCH) % 20 === 0) step(`filing search: ${passages.toLocaleString('en-US')} passages stored, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const seconds = (performance.now() - started) / 1000;
    const postings = (await store.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM filing_postings'))!.n;
    await store.run('CHECKPOINT');
    return { passages, postings, seconds };
  } finally {
    store.close();
  }
}

/** p50 and p95 (ms) of `run` over the bench's queries, after a warm-up on other queries. */
async function latencies(run: (q: string) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let q = 0; q < WARM_UP; q++) await run(query(QUERIES + q));
  const times: number[] = [];
  for (let q = 0; q < QUERIES; q++) {
    const started = performance.now();
    await run(query(q));
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function measure(store: Store): Promise<{ hybrid: { p50: number; p95: number }; keyword: { p50: number; p95: number } }> {
  const ctx: EngineContext = { store, state: store, clock: fixedClock(NOW), caller: LOCAL_CALLER };
  const embed = queryEmbedder(ctx);
  const keyword = await latencies(async (q) => excerptsOf(store, await rankPassages(store, embed, { query: q, scope: {}, limit: 10 }, 'keyword')));
  const hybrid = await latencies((q) => searchFilings(ctx, { query: q, limit: 10 }));
  return { hybrid, keyword };
}

export async function printFilingSearch(): Promise<boolean> {
  const dir = cacheDir();
  const path = join(dir, 'store.duckdb');
  const metaPath = join(dir, 'built.json');
  let built: Built;
  let cached = existsSync(path) && existsSync(metaPath);
  if (cached) {
    built = JSON.parse(readFileSync(metaPath, 'utf8')) as Built;
    step(`filing search: the cached store of ${built.passages.toLocaleString('en-US')} passages (${path})`);
  } else {
    step(`filing search: building a store of ${DOCUMENTS.toLocaleString('en-US')} generated documents, ${(DOCUMENTS * PASSAGES_PER_DOCUMENT).toLocaleString('en-US')} passages, once (${path})`);
    built = await build(path);
    writeFileSync(metaPath, JSON.stringify(built));
    cached = false;
  }
  const store = await openStore({ path, clock: fixedClock(NOW) });
  try {
    const model = (await semanticModel(store))!;
    step('filing search: 100 queries, keyword ranking alone, then hybrid');
    const { hybrid, keyword } = await measure(store);
    const rate = built.passages / built.seconds;
    console.log(
      `12b. filing store ingest at this scale: ${rate.toFixed(0)} passages/s (${built.passages.toLocaleString('en-US')} passages, `
        + `${built.postings.toLocaleString('en-US')} postings in ${built.seconds.toFixed(0)} s, the semantic model folded in and retrained as the store doubled${cached ? '; measured when the cached store was built' : ''})`,
    );
    return printFigure({
      title: '12. filing search p50 (hybrid: BM25 and semantic fused, excerpts)',
      detail: `${built.passages.toLocaleString('en-US')} passages, ${model.lists} index lists; hybrid p50 ${ms(hybrid.p50)}, p95 ${ms(hybrid.p95)}; `
        + `keyword alone p50 ${ms(keyword.p50)}, p95 ${ms(keyword.p95)}; hybrid/keyword p50 ${(hybrid.p50 / keyword.p50).toFixed(2)}x`,
      value: hybrid.p50,
      kind: 'max',
      target: 150,
      unit: ' ms',
    });
  } finally {
    store.close();
  }
}
