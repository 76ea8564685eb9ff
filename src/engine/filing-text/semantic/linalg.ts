/**
 * The dense and sparse linear algebra of a truncated SVD, small enough to keep here rather than depend on
 * a numerics package: a tall matrix is held as its columns (one Float64Array each), a sparse matrix in
 * compressed rows. Only what the randomized SVD needs.
 */

/** A sparse matrix in compressed sparse row form: row r holds `values[rowStart[r] .. rowStart[r + 1])` at columns `columns[…]`. */
export interface SparseRows {
  rows: number;
  columns: number;
  rowStart: Int32Array;
  column: Int32Array;
  value: Float64Array;
}

/** A · x for a dense vector x of length `a.columns`. */
export function multiply(a: SparseRows, x: Float64Array): Float64Array {
  const y = new Float64Array(a.rows);
  for (let r = 0; r < a.rows; r++) {
    let sum = 0;
    for (let i = a.rowStart[r]!; i < a.rowStart[r + 1]!; i++) sum += a.value[i]! * x[a.column[i]!]!;
    y[r] = sum;
  }
  return y;
}

/** Aᵀ · x for a dense vector x of length `a.rows`. */
export function multiplyTransposed(a: SparseRows, x: Float64Array): Float64Array {
  const y = new Float64Array(a.columns);
  for (let r = 0; r < a.rows; r++) {
    const xr = x[r]!;
    if (xr === 0) continue;
    for (let i = a.rowStart[r]!; i < a.rowStart[r + 1]!; i++) y[a.column[i]!]! += a.value[i]! * xr;
  }
  return y;
}

export function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * Orthonormalises `columns` in place (modified Gram-Schmidt, each column projected out twice for
 * accuracy). A column that is (numerically) a combination of the ones before it becomes zero.
 */
export function orthonormalize(columns: Float64Array[]): void {
  for (let j = 0; j < columns.length; j++) {
    const c = columns[j]!;
    const before = Math.sqrt(dot(c, c));
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < j; i++) {
        const q = columns[i]!;
        const r = dot(q, c);
        if (r === 0) continue;
        for (let k = 0; k < c.length; k++) c[k]! -= r * q[k]!;
      }
    }
    const norm = Math.sqrt(dot(c, c));
    if (norm <= 1e-10 * Math.max(before, 1e-300)) c.fill(0);
    else for (let k = 0; k < c.length; k++) c[k]! /= norm;
  }
}

/**
 * Eigen decomposition of a symmetric n × n matrix (row-major) by cyclic Jacobi rotations: eigenvalues in
 * descending order and their unit eigenvectors (each a Float64Array of length n).
 */
export function symmetricEigen(matrix: Float64Array, n: number): { values: number[]; vectors: Float64Array[] } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p]!;
          const vkq = v[k * n + q]!;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => a[y * n + y]! - a[x * n + x]! || x - y);
  return {
    values: order.map((i) => a[i * n + i]!),
    vectors: order.map((i) => Float64Array.from({ length: n }, (_, k) => v[k * n + i]!)),
  };
}
