/**
 * Randomized truncated SVD of a sparse matrix (Halko, Martinsson and Tropp, 2011): the top `rank` singular
 * values of A and their right singular vectors, from a seeded Gaussian test matrix Ω.
 *
 *   Y = A Ω, Q = orth(Y), then `powerIterations` times Q = orth(A orth(Aᵀ Q));
 *   B = Qᵀ A (small: l × columns), and the SVD of B from the eigen decomposition of B Bᵀ (l × l).
 *
 * The right singular vectors of B are those of A to the accuracy of the range found, which the power
 * iterations sharpen for the slowly decaying spectra of text.
 */
import { dot, multiply, multiplyTransposed, orthonormalize, symmetricEigen, type SparseRows } from './linalg';
import { normal } from './prng';

export interface TruncatedSvd {
  /** Singular values, largest first (zeros beyond A's rank). */
  values: number[];
  /** Right singular vectors, one per value, each of length `a.columns`; zero where the value is zero. */
  vectors: Float64Array[];
}

export interface SvdOptions {
  rank: number;
  /** Extra random directions beyond `rank` (accuracy of the range). */
  oversampling?: number;
  powerIterations?: number;
  seed: number;
}

export function truncatedSvd(a: SparseRows, o: SvdOptions): TruncatedSvd {
  const width = Math.max(1, Math.min(o.rank + (o.oversampling ?? 10), a.rows, a.columns));
  const draw = normal(o.seed);
  const omega = Array.from({ length: width }, () => Float64Array.from({ length: a.columns }, draw));
  let q = omega.map((column) => multiply(a, column));
  orthonormalize(q);
  for (let i = 0; i < (o.powerIterations ?? 2); i++) {
    const z = q.map((column) => multiplyTransposed(a, column));
    orthonormalize(z);
    q = z.map((column) => multiply(a, column));
    orthonormalize(q);
  }
  // Bᵀ = Aᵀ Q, column j of it is row j of B.
  const bt = q.map((column) => multiplyTransposed(a, column));
  const gram = new Float64Array(width * width);
  for (let i = 0; i < width; i++) {
    for (let j = i; j < width; j++) {
      const value = dot(bt[i]!, bt[j]!);
      gram[i * width + j] = value;
      gram[j * width + i] = value;
    }
  }
  const eigen = symmetricEigen(gram, width);
  const top = eigen.values[0] ?? 0;
  const values: number[] = [];
  const vectors: Float64Array[] = [];
  for (let k = 0; k < Math.min(o.rank, width); k++) {
    const lambda = eigen.values[k]!;
    const sigma = lambda > top * 1e-12 && lambda > 0 ? Math.sqrt(lambda) : 0;
    const v = new Float64Array(a.columns);
    if (sigma > 0) {
      const w = eigen.vectors[k]!;
      for (let j = 0; j < width; j++) {
        const coefficient = w[j]! / sigma;
        if (coefficient === 0) continue;
        const column = bt[j]!;
        for (let t = 0; t < a.columns; t++) v[t]! += coefficient * column[t]!;
      }
    }
    values.push(sigma);
    vectors.push(v);
  }
  return { values, vectors };
}
