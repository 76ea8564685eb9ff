/**
 * The local semantic model's upkeep: training it on the stored passages (a deterministic sample of them),
 * folding every passage in, and folding newly stored passages into the model there is.
 *
 * Training samples at most {@link TRAIN_SAMPLE} passages (ordered by an md5 of their key and the seed, so
 * the same store trains the same model), computes the SVD (`engine/filing-text/semantic/lsa.ts`), replaces
 * the vocabulary and every passage vector, and builds the inverted-file index when the store is large
 * enough (`ivf.ts`). New passages join the list of their nearest centroid.
 */
import type { DuckDBValue } from '@duckdb/node-api';
import { foldIn, LSA_DIMENSIONS, trainLsa, type LsaModel } from '../../engine/filing-text/semantic/lsa';
import type { WriteTx } from '../store';
import { compactTextIndex } from './compact';
import { buildIndex, listOf, readCentroids } from './ivf';
import { LOCAL_MODEL, termProjections, writeModel, writeTerms, type SemanticModel } from './model';
import { streamColumns } from './stream';
import { appendVectors, sizeVectorTables, type PassageVector } from './vectors';

/** Passages the SVD is computed from, at most. */
export const TRAIN_SAMPLE = 10_000;
/** The seed of the sample order and of the SVD's random projection. */
export const LOCAL_SEED = 20_261_121;
/** Vectors appended per appender. */
const APPEND_BATCH = 8_192;

/** A newly stored passage with its term frequencies. */
export interface NewPassage {
  documentId: string;
  chunkIndex: number;
  terms: ReadonlyMap<string, number>;
}

const PASSAGE_COUNT = 'SELECT count(*)::INTEGER AS n FROM filing_chunks';

export async function passageCount(tx: WriteTx): Promise<number> {
  return (await tx.one<{ n: number }>(PASSAGE_COUNT))!.n;
}

/** The training sample's term frequencies, in sample order. */
async function samplePassages(tx: WriteTx, size: number, seed: number): Promise<Map<string, number>[]> {
  const passages = Array.from({ length: size }, () => new Map<string, number>());
  await streamColumns(
    tx,
    `WITH chosen AS (
       SELECT document_id, chunk_index, md5(CAST(document_id AS VARCHAR) || ':' || chunk_index || ':' || ?) AS h
       FROM filing_chunks ORDER BY h LIMIT ?),
     slots AS (SELECT document_id, chunk_index, CAST(row_number() OVER (ORDER BY h) - 1 AS INTEGER) AS slot FROM chosen)
     SELECT s.slot, p.term, p.tf FROM filing_postings p JOIN slots s USING (document_id, chunk_index)`,
    [seed, size],
    ([slot, term, tf], rows) => {
      for (let r = 0; r < rows; r++) passages[slot![r] as number]!.set(term![r] as string, tf![r] as number);
    },
  );
  return passages;
}

const SLOTS = 'SELECT document_id, chunk_index, CAST(row_number() OVER (ORDER BY document_id, chunk_index) - 1 AS INTEGER) AS slot FROM filing_chunks';

/**
 * Every stored passage folded into `model`, as {@link foldIn} folds one: the weighted projections of its
 * terms summed set by set from the postings, then scaled to unit length.
 */
async function foldEvery(tx: WriteTx, model: LsaModel): Promise<PassageVector[]> {
  const keys = await tx.all<{ documentId: string; chunkIndex: number }>(
    'SELECT CAST(document_id AS VARCHAR) AS "documentId", chunk_index AS "chunkIndex" FROM filing_chunks ORDER BY document_id, chunk_index',
  );
  const d = model.dimensions;
  const sums = keys.map(() => new Float32Array(d));
  await streamColumns(
    tx,
    `SELECT s.slot, t.term_id, p.tf FROM filing_postings p JOIN (${SLOTS}) s USING (document_id, chunk_index) JOIN filing_semantic_terms t USING (term)`,
    [],
    ([slot, termId, tf]: DuckDBValue[][], rows: number) => {
      for (let r = 0; r < rows; r++) {
        const t = termId![r] as number;
        const w = (1 + Math.log(tf![r] as number)) * model.idf[t]!;
        if (!(w > 0)) continue;
        const sum = sums[slot![r] as number]!;
        const base = t * d;
        for (let k = 0; k < d; k++) sum[k]! += w * model.projection[base + k]!;
      }
    },
  );
  return keys.map((key, i) => ({ ...key, listId: 0, vector: unit(sums[i]!) }));
}

/** `v` scaled to unit length in place (all zeros stays all zeros). */
function unit(v: Float32Array): Float32Array {
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let k = 0; k < v.length; k++) v[k]! /= norm;
  return v;
}

async function appendAll(tx: WriteTx, dimensions: number, vectors: readonly PassageVector[]): Promise<void> {
  for (let from = 0; from < vectors.length; from += APPEND_BATCH) await appendVectors(tx, dimensions, vectors.slice(from, from + APPEND_BATCH));
}

/**
 * Trains the local model on the stored passages and replaces every vector with its own (the vector tables
 * recreated at its size when an endpoint's vectors of another size were stored).
 */
export async function trainLocalModel(tx: WriteTx, trainedAt: string): Promise<SemanticModel> {
  await tx.run('DELETE FROM filing_vectors');
  await tx.run('DELETE FROM filing_centroids');
  await sizeVectorTables(tx, LSA_DIMENSIONS);
  const passages = await passageCount(tx);
  const sample = await samplePassages(tx, Math.min(passages, TRAIN_SAMPLE), LOCAL_SEED);
  const model = trainLsa(sample, { dimensions: LSA_DIMENSIONS, seed: LOCAL_SEED });
  await writeTerms(tx, model.dimensions, model.terms, model.idf, model.projection);
  const vectors = await foldEvery(tx, model);
  const lists = await buildIndex(tx, vectors, model.dimensions);
  // Stored by list, so a probe of a few lists reads few row groups.
  await appendAll(tx, model.dimensions, lists === 0 ? vectors : [...vectors].sort((a, b) => a.listId - b.listId));
  const row: SemanticModel = {
    kind: 'local', model: LOCAL_MODEL, dimensions: model.dimensions, trainedPassages: passages, samplePassages: sample.length,
    terms: model.terms.length, seed: LOCAL_SEED, lists, trainedAt,
  };
  await writeModel(tx, row);
  await compactTextIndex(tx);
  return row;
}

/** Folds `fresh` passages into the stored local `model` and appends their vectors. */
export async function foldNewPassages(tx: WriteTx, model: SemanticModel, fresh: readonly NewPassage[]): Promise<void> {
  const terms = new Set<string>();
  for (const p of fresh) for (const t of p.terms.keys()) terms.add(t);
  const projections = await termProjections(tx, model.dimensions, [...terms]);
  const centroids = model.lists > 0 ? await readCentroids(tx, model.dimensions) : null;
  await appendAll(tx, model.dimensions, fresh.map((p) => {
    const vector = foldIn(projections, p.terms);
    return { documentId: p.documentId, chunkIndex: p.chunkIndex, listId: centroids === null ? 0 : listOf(centroids, model.dimensions, vector), vector };
  }));
}
