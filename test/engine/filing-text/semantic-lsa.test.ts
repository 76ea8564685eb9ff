/**
 * The local semantic model's numerics: the randomized truncated SVD against an exact decomposition, the
 * seeded reproducibility of a trained model, and what latent semantic analysis is for — two words that
 * never meet in a passage but share their contexts come out near each other.
 */
import { describe, expect, it } from 'vitest';
import { symmetricEigen, type SparseRows } from '../../../src/engine/filing-text/semantic/linalg';
import { foldIn, trainLsa } from '../../../src/engine/filing-text/semantic/lsa';
import { uniform } from '../../../src/engine/filing-text/semantic/prng';
import { truncatedSvd } from '../../../src/engine/filing-text/semantic/svd';
import { termFrequencies } from '../../../src/engine/filing-text/terms';

function randomSparse(rows: number, columns: number, seed: number): { a: SparseRows; dense: number[][] } {
  const next = uniform(seed);
  const dense = Array.from({ length: rows }, () => Array.from({ length: columns }, () => (next() < 0.25 ? next() : 0)));
  const column: number[] = [];
  const value: number[] = [];
  const rowStart = new Int32Array(rows + 1);
  dense.forEach((row, r) => {
    rowStart[r] = column.length;
    row.forEach((v, c) => {
      if (v !== 0) {
        column.push(c);
        value.push(v);
      }
    });
  });
  rowStart[rows] = column.length;
  return { a: { rows, columns, rowStart, column: Int32Array.from(column), value: Float64Array.from(value) }, dense };
}

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

describe('randomized truncated SVD', () => {
  it('finds the top singular values of the exact decomposition (within 0.5%)', () => {
    const { a, dense } = randomSparse(80, 50, 3);
    const gram = new Float64Array(50 * 50);
    for (let i = 0; i < 50; i++) for (let j = 0; j < 50; j++) gram[i * 50 + j] = dense.reduce((s, row) => s + row[i]! * row[j]!, 0);
    const exact = symmetricEigen(gram, 50).values.slice(0, 6).map(Math.sqrt);
    const found = truncatedSvd(a, { rank: 6, seed: 11, oversampling: 20, powerIterations: 3 });
    found.values.forEach((sigma, k) => expect(Math.abs(sigma - exact[k]!) / exact[k]!).toBeLessThan(0.005));
  });

  it('gives right singular vectors of unit length that are orthogonal', () => {
    const { a } = randomSparse(60, 40, 5);
    const { vectors } = truncatedSvd(a, { rank: 5, seed: 1 });
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        let d = 0;
        for (let t = 0; t < 40; t++) d += vectors[t * 5 + i]! * vectors[t * 5 + j]!;
        expect(d).toBeCloseTo(i === j ? 1 : 0, 6);
      }
    }
  });

  it('gives zero singular values beyond the rank of the matrix', () => {
    // Two distinct rows repeated: rank 2.
    const rows = [[1, 0, 2, 0], [0, 3, 0, 1]];
    const dense = Array.from({ length: 6 }, (_, r) => rows[r % 2]!);
    const column: number[] = [];
    const value: number[] = [];
    const rowStart = new Int32Array(7);
    dense.forEach((row, r) => {
      rowStart[r] = column.length;
      row.forEach((v, c) => {
        if (v !== 0) {
          column.push(c);
          value.push(v);
        }
      });
    });
    rowStart[6] = column.length;
    const { values } = truncatedSvd({ rows: 6, columns: 4, rowStart, column: Int32Array.from(column), value: Float64Array.from(value) }, { rank: 4, seed: 2 });
    expect(values[0]).toBeGreaterThan(0);
    expect(values[1]).toBeGreaterThan(0);
    expect(values.slice(2)).toEqual([0, 0]);
  });
});

const CORPUS = [
  'The workforce reduction eliminated positions and severance was paid to employees.',
  'Severance costs for employees whose positions were eliminated in the restructuring.',
  'The restructuring plan and headcount reduction were approved by the board.',
  'Headcount fell as positions were eliminated; employees received severance.',
  'Revenue grew on strong demand for cloud services and devices.',
  'Cloud services revenue and device demand drove growth in the quarter.',
  'Demand for devices and cloud services lifted revenue.',
  'Our dividend and share repurchases returned capital to shareholders.',
].map(termFrequencies);

describe('latent semantic model', () => {
  it('is reproducible: the same passages and seed train the same projections', () => {
    const a = trainLsa(CORPUS, { dimensions: 4, seed: 9 });
    const b = trainLsa(CORPUS, { dimensions: 4, seed: 9 });
    expect(a.terms).toEqual(b.terms);
    expect(Array.from(a.projection)).toEqual(Array.from(b.projection));
  });

  it('folds texts into unit vectors, and a text of unknown words into no direction', () => {
    const model = trainLsa(CORPUS, { dimensions: 4, seed: 9 });
    const v = foldIn(model, termFrequencies('severance for employees'));
    expect(cosine(v, v)).toBeCloseTo(1, 5);
    expect(Array.from(foldIn(model, termFrequencies('zeppelin aviary')))).toEqual([0, 0, 0, 0]);
  });

  it('puts words that share their contexts near each other though they never meet in a passage', () => {
    const model = trainLsa(CORPUS, { dimensions: 3, seed: 9 });
    // "headcount" and "workforce" never share a passage; both sit among positions, employees, severance.
    const headcount = foldIn(model, termFrequencies('headcount'));
    const workforce = foldIn(model, termFrequencies('workforce'));
    const cloud = foldIn(model, termFrequencies('cloud'));
    expect(cosine(headcount, workforce)).toBeGreaterThan(0.8);
    expect(cosine(headcount, cloud)).toBeLessThan(0.3);
  });
});
