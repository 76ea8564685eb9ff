/**
 * Spherical k-means of unit vectors, for the inverted-file index of passage vectors: seeded k-means++
 * starting centroids, then rounds of assigning each vector to the centroid of largest inner product and
 * moving each centroid to its vectors' mean scaled to unit length. Deterministic for a seed.
 */
import { uniform } from './prng';

export function innerProduct(a: Float32Array, b: Float32Array, at = 0): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += a[k]! * b[at + k]!;
  return sum;
}

/** Index of the centroid (row of `centroids`, `dimensions` wide) nearest `v`: the largest inner product, the lower index on a tie. */
export function nearestCentroid(centroids: Float32Array, dimensions: number, v: Float32Array): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  const count = centroids.length / dimensions;
  for (let c = 0; c < count; c++) {
    const score = innerProduct(v, centroids, c * dimensions);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/** Scales `v` to unit length in place; a zero vector stays zero. */
function normalize(v: Float32Array, from = 0, to = v.length): void {
  let norm = 0;
  for (let k = from; k < to; k++) norm += v[k]! * v[k]!;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let k = from; k < to; k++) v[k]! /= norm;
}

export interface KMeansOptions {
  clusters: number;
  seed: number;
  iterations?: number;
}

/** `clusters` unit centroids of `vectors` (each `dimensions` long), row-major. */
export function sphericalKMeans(vectors: readonly Float32Array[], dimensions: number, o: KMeansOptions): Float32Array {
  const k = Math.max(1, Math.min(o.clusters, vectors.length));
  const centroids = new Float32Array(k * dimensions);
  if (vectors.length === 0) return centroids;
  const next = uniform(o.seed);
  // k-means++: each next centroid drawn with probability proportional to its distance from those chosen (1 − cosine).
  const distance = new Float64Array(vectors.length).fill(Number.POSITIVE_INFINITY);
  let chosen = Math.floor(next() * vectors.length);
  for (let c = 0; c < k; c++) {
    centroids.set(vectors[chosen]!, c * dimensions);
    let total = 0;
    for (let i = 0; i < vectors.length; i++) {
      const d = Math.max(0, 1 - innerProduct(vectors[i]!, centroids, c * dimensions));
      if (d < distance[i]!) distance[i] = d;
      total += distance[i]!;
    }
    if (total <= 0) {
      chosen = Math.floor(next() * vectors.length);
      continue;
    }
    let target = next() * total;
    chosen = vectors.length - 1;
    for (let i = 0; i < vectors.length; i++) {
      target -= distance[i]!;
      if (target <= 0) {
        chosen = i;
        break;
      }
    }
  }
  const assigned = new Int32Array(vectors.length).fill(-1);
  for (let round = 0; round < (o.iterations ?? 10); round++) {
    let moved = 0;
    for (let i = 0; i < vectors.length; i++) {
      const c = nearestCentroid(centroids, dimensions, vectors[i]!);
      if (c !== assigned[i]) moved++;
      assigned[i] = c;
    }
    if (moved === 0) break;
    const sums = new Float32Array(k * dimensions);
    const counts = new Int32Array(k);
    for (let i = 0; i < vectors.length; i++) {
      const c = assigned[i]!;
      counts[c]!++;
      const v = vectors[i]!;
      for (let d = 0; d < dimensions; d++) sums[c * dimensions + d]! += v[d]!;
    }
    for (let c = 0; c < k; c++) {
      // A centroid no vector chose keeps its place.
      if (counts[c] === 0) continue;
      centroids.set(sums.subarray(c * dimensions, (c + 1) * dimensions), c * dimensions);
      normalize(centroids, c * dimensions, (c + 1) * dimensions);
    }
  }
  return centroids;
}
