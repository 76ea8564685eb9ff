/**
 * Randomized truncated SVD of a sparse matrix (Halko, Martinsson and Tropp, 2011): the top `rank` singular
 * values of A and their right singular vectors, from a seeded Gaussian test matrix Ω.
 *
 *   Y = A Ω, Q = orth(Y), then `powerIterations` times Q = orth(A Aᵀ Q);
 *   B = Qᵀ A (small: l × columns), and the SVD of B from the eigen decomposition of B Bᵀ (l × l).
 *
 * The right singular vectors of B are those of A to the accuracy of the range found, which the power
 * iterations sharpen for the slowly decaying spectra of text.
 */
import { dense, gram, orthonormalize, sparseTimes, sparseTransposeTimes, symmetricEigen, type SparseRows } from './linalg';
import { normal } from './prng';

export interface TruncatedSvd {
  /** Singular values, largest first (zeros beyond A's rank). */
  values: number[];
  /** Right singular vectors, row-major `a.columns × values.length`: term t's row is `vectors[t * values.length …]`. */
  vectors: Float64Array;
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
  const omega = dense(a.columns, width);
  for (let i = 0; i < omega.data.length; i++) omega.data[i] = draw();
  let q = orthonormalize(sparseTimes(a, omega));
  // The columns side (a vocabulary long) is not orthonormalised between: double precision keeps a pass or two
  // of A Aᵀ accurate enough, at a fraction of the cost.
  for (let i = 0; i < (o.powerIterations ?? 1); i++) q = orthonormalize(sparseTimes(a, sparseTransposeTimes(a, q)));
  // Bᵀ = Aᵀ Q (columns × width); B Bᵀ = (Bᵀ)ᵀ Bᵀ.
  const bt = sparseTransposeTimes(a, q);
  const eigen = symmetricEigen(gram(bt), width);
  const rank = Math.min(o.rank, width);
  const top = eigen.values[0] ?? 0;
  const values = eigen.values.slice(0, rank).map((lambda) => (lambda > top * 1e-12 && lambda > 0 ? Math.sqrt(lambda) : 0));
  // Right singular vectors: Bᵀ w_k / σ_k.
  const vectors = new Float64Array(a.columns * rank);
  for (let t = 0; t < a.columns; t++) {
    const row = t * width;
    for (let k = 0; k < rank; k++) {
      const sigma = values[k]!;
      if (sigma === 0) continue;
      const w = eigen.vectors[k]!;
      let sum = 0;
      for (let j = 0; j < width; j++) sum += bt.data[row + j]! * w[j]!;
      vectors[t * rank + k] = sum / sigma;
    }
  }
  return { values, vectors };
}
