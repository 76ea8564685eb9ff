/**
 * The local semantic model of filing search: latent semantic analysis. Passages are weighted term vectors
 * (tf-idf), a truncated SVD of a sample of them finds the k directions of most co-occurrence, and every
 * passage and query is folded into that k-dimensional space. Terms that occur in the same contexts land
 * near each other, so a passage can match a query it shares few words with.
 *
 * - Weight of term t in a passage or query: (1 + ln tf) · idf(t), idf(t) = ln(N / df(t)) over the training
 *   sample; the weights of a text are scaled to unit length before projecting, so length does not count.
 * - Vocabulary: terms of at least {@link MIN_DOCUMENT_FREQUENCY} sample passages (any term for a sample
 *   under {@link SMALL_SAMPLE} passages), the {@link MAX_TERMS} most frequent kept.
 * - A term's projection is its row of V_k scaled by Σ_k^{@link SIGMA_EXPONENT}; a text's vector is the sum of
 *   its weighted terms' projections, scaled to unit length, so the inner product of two vectors is their
 *   cosine. Terms outside the vocabulary are ignored; a text with none has no direction (all zeros).
 * - Rank: the space keeps at most one direction per {@link PASSAGES_PER_DIRECTION} sample passages (at least
 *   {@link MIN_RANK}, at most the dimensions); the other dimensions stay zero. A space with about as many
 *   directions as passages would only restate the words, and relate nothing.
 * - Deterministic: the SVD's random test matrix comes from `seed`.
 */
import type { SparseRows } from './linalg';
import { truncatedSvd } from './svd';

/** Dimensions of the local space (the stored vectors are FLOAT[128]). */
export const LSA_DIMENSIONS = 128;
export const MIN_DOCUMENT_FREQUENCY = 2;
export const SMALL_SAMPLE = 50;
export const MAX_TERMS = 50_000;
/**
 * The power of the singular values a projection is scaled by: 0 weighs the k directions by how much of the
 * corpus they explain (passage vectors are U_k Σ_k, the usual latent semantic indexing); −1 would weigh
 * them equally (U_k, the passage rows of the SVD).
 */
export const SIGMA_EXPONENT = 0;
export const PASSAGES_PER_DIRECTION = 8;
export const MIN_RANK = 2;

/** Directions kept for a sample of `passages`, at most `dimensions`. */
export const latentRank = (passages: number, dimensions: number): number =>
  Math.min(dimensions, Math.max(MIN_RANK, Math.round(passages / PASSAGES_PER_DIRECTION)));

/** What a text is projected with: each known term's idf and its projection (a row of `dimensions`). */
export interface TermProjections {
  dimensions: number;
  get(term: string): { idf: number; projection: Float32Array } | undefined;
}

export interface LsaModel extends TermProjections {
  terms: string[];
  idf: Float64Array;
  /** Row-major: term i's projection is `projection[i * dimensions …]`. */
  projection: Float32Array;
  singularValues: number[];
}

export interface TrainOptions {
  dimensions?: number;
  seed: number;
}

/** The weighted, unit-length term vector of a text's term frequencies, over the terms `known` gives. */
function weights(tf: ReadonlyMap<string, number>, idfOf: (term: string) => number | undefined): Map<string, number> {
  const out = new Map<string, number>();
  let norm = 0;
  for (const [term, count] of tf) {
    const idf = idfOf(term);
    if (idf === undefined || idf <= 0 || count <= 0) continue;
    const w = (1 + Math.log(count)) * idf;
    out.set(term, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm);
  for (const [term, w] of out) out.set(term, w / norm);
  return out;
}

/** Trains the model on `passages` (each a passage's term frequencies). */
export function trainLsa(passages: readonly ReadonlyMap<string, number>[], o: TrainOptions): LsaModel {
  const dimensions = o.dimensions ?? LSA_DIMENSIONS;
  const df = new Map<string, number>();
  for (const p of passages) for (const term of p.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const minDf = passages.length < SMALL_SAMPLE ? 1 : MIN_DOCUMENT_FREQUENCY;
  const terms = [...df.entries()]
    .filter(([, n]) => n >= minDf)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, MAX_TERMS)
    .map(([term]) => term);
  const index = new Map(terms.map((t, i) => [t, i]));
  const idf = Float64Array.from(terms, (t) => Math.log(passages.length / df.get(t)!));
  const idfOf = (t: string) => {
    const i = index.get(t);
    return i === undefined ? undefined : idf[i];
  };
  const rows = passages.map((p) => weights(p, idfOf));
  const nonZero = rows.reduce((n, r) => n + r.size, 0);
  const a: SparseRows = {
    rows: rows.length,
    columns: terms.length,
    rowStart: new Int32Array(rows.length + 1),
    column: new Int32Array(nonZero),
    value: new Float64Array(nonZero),
  };
  let at = 0;
  rows.forEach((row, r) => {
    a.rowStart[r] = at;
    for (const [term, w] of row) {
      a.column[at] = index.get(term)!;
      a.value[at] = w;
      at++;
    }
  });
  a.rowStart[rows.length] = at;
  const svd = terms.length === 0 || rows.length === 0 ? { values: [], vectors: new Float64Array(0) } : truncatedSvd(a, { rank: latentRank(rows.length, dimensions), seed: o.seed });
  const projection = new Float32Array(terms.length * dimensions);
  const rank = svd.values.length;
  svd.values.forEach((sigma, k) => {
    if (sigma === 0) return;
    const scale = sigma ** SIGMA_EXPONENT;
    for (let t = 0; t < terms.length; t++) projection[t * dimensions + k] = svd.vectors[t * rank + k]! * scale;
  });
  return {
    dimensions,
    terms,
    idf,
    projection,
    singularValues: svd.values,
    get: (term) => {
      const i = index.get(term);
      return i === undefined ? undefined : { idf: idf[i]!, projection: projection.subarray(i * dimensions, (i + 1) * dimensions) };
    },
  };
}

/**
 * The unit vector of a text (its term frequencies) in the model's space; all zeros when none of its terms
 * is known to the model. (Scaling the weights to unit length first would not change the direction.)
 */
export function foldIn(model: TermProjections, tf: ReadonlyMap<string, number>): Float32Array {
  const out = new Float64Array(model.dimensions);
  for (const [term, count] of tf) {
    const found = model.get(term);
    if (found === undefined || !(found.idf > 0) || count <= 0) continue;
    const weight = (1 + Math.log(count)) * found.idf;
    const p = found.projection;
    for (let k = 0; k < out.length; k++) out[k]! += weight * p[k]!;
  }
  let norm = 0;
  for (const x of out) norm += x * x;
  norm = Math.sqrt(norm);
  return Float32Array.from(out, (x) => (norm > 0 ? x / norm : 0));
}
