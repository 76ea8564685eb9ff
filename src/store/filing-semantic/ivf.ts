/**
 * The inverted-file (IVF) index of the passage vectors: k-means centroids of a sample of the vectors kept
 * in `filing_centroids`, and each vector's list (its nearest centroid) in `filing_vectors.list_id`. A query
 * then compares itself with the centroids and reads only the vectors of the nearest lists (the probes).
 *
 * - A store of fewer than {@link IVF_MIN_PASSAGES} passages has no index: reading every vector is cheap.
 * - Lists: the square root of the passages over {@link SQRT_DIVISOR}, at least {@link MIN_LISTS} and at most
 *   {@link MAX_LISTS}.
 * - The centroids are trained on a seeded sample of at most {@link VECTORS_PER_CENTROID} vectors per list.
 * - A query probes {@link probesFor} lists.
 */
import { nearestCentroid, sphericalKMeans } from '../../engine/filing-text/semantic/kmeans';
import { uniform } from '../../engine/filing-text/semantic/prng';
import type { Sql, WriteTx } from '../store';
import type { PassageVector } from './vectors';

export const IVF_MIN_PASSAGES = 20_000;
export const SQRT_DIVISOR = 4;
export const MIN_LISTS = 16;
export const MAX_LISTS = 1024;
export const VECTORS_PER_CENTROID = 64;
export const IVF_SEED = 7_919;

/** Lists of the index of a store of `passages` passages; 0 for none. */
export const listCount = (passages: number): number =>
  passages < IVF_MIN_PASSAGES ? 0 : Math.min(MAX_LISTS, Math.max(MIN_LISTS, Math.round(Math.sqrt(passages) / SQRT_DIVISOR)));

/** Lists a query reads: an eighth of them, at least 8 (all of a small index). */
export const probesFor = (lists: number): number => Math.min(lists, Math.max(8, Math.ceil(lists / 8)));

/** The centroids of `lists` lists trained on a seeded sample of `vectors`. */
export function trainCentroids(vectors: readonly Float32Array[], dimensions: number, lists: number): Float32Array {
  const size = Math.min(vectors.length, lists * VECTORS_PER_CENTROID);
  // A seeded partial shuffle picks the sample.
  const order = Array.from({ length: vectors.length }, (_, i) => i);
  const next = uniform(IVF_SEED);
  for (let i = 0; i < size; i++) {
    const j = i + Math.floor(next() * (order.length - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return sphericalKMeans(order.slice(0, size).map((i) => vectors[i]!), dimensions, { clusters: lists, seed: IVF_SEED });
}

/** The list of each vector: its nearest centroid. */
export const listOf = (centroids: Float32Array, dimensions: number, v: Float32Array): number => nearestCentroid(centroids, dimensions, v);

/** Replaces the stored centroids. */
export async function writeCentroids(tx: WriteTx, centroids: Float32Array, dimensions: number): Promise<void> {
  await tx.run('DELETE FROM filing_centroids');
  const rows = Array.from({ length: centroids.length / dimensions }, (_, c) => ({ c, v: Array.from(centroids.subarray(c * dimensions, (c + 1) * dimensions)) }));
  await tx.run(
    `INSERT INTO filing_centroids SELECT r.c, CAST(r.v AS FLOAT[${Math.trunc(dimensions)}])
     FROM (SELECT unnest(from_json(CAST(? AS JSON), '[{"c":"INTEGER","v":"FLOAT[]"}]')) AS r)`,
    [JSON.stringify(rows)],
  );
}

/** The stored centroids, row-major; empty without an index. */
export async function readCentroids(sql: Sql, dimensions: number): Promise<Float32Array> {
  const rows = await sql.all<{ vector: number[] }>('SELECT vector FROM filing_centroids ORDER BY list_id');
  const out = new Float32Array(rows.length * dimensions);
  rows.forEach((r, c) => out.set(r.vector, c * dimensions));
  return out;
}

/**
 * Builds the index for `vectors` (every stored passage's): trains and stores the centroids and sets each
 * vector's list; with too few passages for an index, clears it and puts every vector in list 0. Returns the
 * number of lists.
 */
export async function buildIndex(tx: WriteTx, vectors: PassageVector[], dimensions: number): Promise<number> {
  await tx.run('DELETE FROM filing_centroids');
  const lists = listCount(vectors.length);
  if (lists === 0) {
    for (const v of vectors) v.listId = 0;
    return 0;
  }
  const centroids = trainCentroids(vectors.map((v) => v.vector), dimensions, lists);
  await writeCentroids(tx, centroids, dimensions);
  for (const v of vectors) v.listId = listOf(centroids, dimensions, v.vector);
  return centroids.length / dimensions;
}
