/**
 * The dense and sparse linear algebra of a truncated SVD, small enough to keep here rather than depend on
 * a numerics package. Dense matrices are row-major (`rows × cols`, row r at `data[r * cols …]`), so every
 * inner loop runs over contiguous memory; a sparse matrix is in compressed rows.
 */

/** A sparse matrix in compressed sparse row form: row r holds `value[rowStart[r] .. rowStart[r + 1])` at columns `column[…]`. */
export interface SparseRows {
  rows: number;
  columns: number;
  rowStart: Int32Array;
  column: Int32Array;
  value: Float64Array;
}

/** A dense row-major matrix. */
export interface Dense {
  rows: number;
  cols: number;
  data: Float64Array;
}

export const dense = (rows: number, cols: number): Dense => ({ rows, cols, data: new Float64Array(rows * cols) });

/** A · X (X has `a.columns` rows). */
export function sparseTimes(a: SparseRows, x: Dense): Dense {
  const l = x.cols;
  const y = dense(a.rows, l);
  for (let r = 0; r < a.rows; r++) {
    const out = r * l;
    for (let i = a.rowStart[r]!; i < a.rowStart[r + 1]!; i++) {
      const v = a.value[i]!;
      const at = a.column[i]! * l;
      for (let k = 0; k < l; k++) y.data[out + k]! += v * x.data[at + k]!;
    }
  }
  return y;
}

/** Aᵀ · Y (Y has `a.rows` rows). */
export function sparseTransposeTimes(a: SparseRows, y: Dense): Dense {
  const l = y.cols;
  const z = dense(a.columns, l);
  for (let r = 0; r < a.rows; r++) {
    const from = r * l;
    for (let i = a.rowStart[r]!; i < a.rowStart[r + 1]!; i++) {
      const v = a.value[i]!;
      const out = a.column[i]! * l;
      for (let k = 0; k < l; k++) z.data[out + k]! += v * y.data[from + k]!;
    }
  }
  return z;
}

/** XᵀX, `cols × cols` (row-major, symmetric). */
export function gram(x: Dense): Float64Array {
  const l = x.cols;
  const g = new Float64Array(l * l);
  for (let r = 0; r < x.rows; r++) {
    const row = r * l;
    for (let a = 0; a < l; a++) {
      const xa = x.data[row + a]!;
      if (xa === 0) continue;
      for (let b = a; b < l; b++) g[a * l + b]! += xa * x.data[row + b]!;
    }
  }
  for (let a = 0; a < l; a++) for (let b = 0; b < a; b++) g[a * l + b] = g[b * l + a]!;
  return g;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * An orthonormal basis of the column space of X, in place of X: modified Gram-Schmidt on its columns, a
 * column whose length falls below half of what it was by the projections being projected out once more
 * ("twice is enough"), which keeps the columns orthogonal to working precision at about the cost of one
 * pass. A column that is (numerically) a combination of the ones before it becomes zero.
 */
export function orthonormalize(x: Dense): Dense {
  const { rows, cols } = x;
  const columns = Array.from({ length: cols }, (_, j) => Float64Array.from({ length: rows }, (_, r) => x.data[r * cols + j]!));
  const project = (c: Float64Array, j: number) => {
    for (let i = 0; i < j; i++) {
      const q = columns[i]!;
      const r = dot(q, c);
      if (r === 0) continue;
      for (let k = 0; k < rows; k++) c[k]! -= r * q[k]!;
    }
  };
  for (let j = 0; j < cols; j++) {
    const c = columns[j]!;
    const before = Math.sqrt(dot(c, c));
    project(c, j);
    let norm = Math.sqrt(dot(c, c));
    if (norm < 0.5 * before) {
      project(c, j);
      norm = Math.sqrt(dot(c, c));
    }
    if (norm <= 1e-10 * Math.max(before, 1e-300)) c.fill(0);
    else for (let k = 0; k < rows; k++) c[k]! /= norm;
  }
  const out = dense(rows, cols);
  columns.forEach((c, j) => c.forEach((v, r) => (out.data[r * cols + j] = v)));
  return out;
}

/**
 * Eigen decomposition of a symmetric n × n matrix (row-major) by cyclic Jacobi rotations: eigenvalues in
 * descending order and their unit eigenvectors (each a Float64Array of length n).
 */
export function symmetricEigen(matrix: Float64Array, n: number): { values: number[]; vectors: Float64Array[] } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  let scale = 0;
  for (const x of a) scale += x * x;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q]! ** 2;
    if (off <= 1e-30 * scale || off === 0) break;
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
