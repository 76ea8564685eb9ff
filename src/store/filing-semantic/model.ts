/**
 * The stored semantic model of filing search (`filing_semantic_model`, one row) and the local model's term
 * projections (`filing_semantic_terms`): reading them for a query or an ingest, writing them when a model is
 * trained.
 */
import type { TermProjections } from '../../engine/filing-text/semantic/lsa';
import type { Sql, WriteTx } from '../store';

/** The local model's name, as the model row and fds filings reindex report it. */
export const LOCAL_MODEL = 'lsa-tfidf-svd';

export interface SemanticModel {
  kind: 'local' | 'endpoint';
  /** {@link LOCAL_MODEL}, or the endpoint's model name. */
  model: string;
  dimensions: number;
  trainedPassages: number;
  samplePassages: number;
  terms: number;
  seed: number;
  lists: number;
  trainedAt: string;
}

const MODEL_COLUMNS = `kind, model, dimensions, trained_passages AS "trainedPassages", sample_passages AS "samplePassages", terms, seed,
  lists, captured_at AS "trainedAt"`;

/** The model the stored vectors come from; null before any was trained. */
export async function semanticModel(sql: Sql): Promise<SemanticModel | null> {
  return (await sql.one<SemanticModel>(`SELECT ${MODEL_COLUMNS} FROM filing_semantic_model`)) ?? null;
}

/** Replaces the model row. */
export async function writeModel(tx: WriteTx, m: SemanticModel): Promise<void> {
  await tx.run('DELETE FROM filing_semantic_model');
  await tx.run('INSERT INTO filing_semantic_model VALUES (?, ?, ?, ?, ?, ?, ?, ?, CAST(? AS TIMESTAMP))', [
    m.kind, m.model, m.dimensions, m.trainedPassages, m.samplePassages, m.terms, m.seed, m.lists, m.trainedAt,
  ]);
}

/** The projections of `terms` (those the local model knows), for folding a query or new passages in. */
export async function termProjections(sql: Sql, dimensions: number, terms: readonly string[]): Promise<TermProjections> {
  const rows = terms.length === 0 ? [] : await sql.all<{ term: string; idf: number; projection: number[] }>(
    `SELECT term, idf, projection FROM filing_semantic_terms WHERE term IN (SELECT unnest(from_json(CAST(? AS JSON), '["VARCHAR"]')))`,
    [JSON.stringify(terms)],
  );
  const known = new Map(rows.map((r) => [r.term, { idf: r.idf, projection: Float32Array.from(r.projection) }]));
  return { dimensions, get: (term) => known.get(term) };
}

/** Terms per statement. */
const BATCH = 8_192;

/** Replaces the local model's vocabulary: term i of `terms` with its idf and its row of `projection`. */
export async function writeTerms(tx: WriteTx, dimensions: number, terms: readonly string[], idf: Float64Array, projection: Float32Array): Promise<void> {
  await tx.run('DELETE FROM filing_semantic_terms');
  for (let from = 0; from < terms.length; from += BATCH) {
    const rows = terms.slice(from, from + BATCH).map((term, k) => {
      const i = from + k;
      return { i, t: term, f: idf[i]!, p: Array.from(projection.subarray(i * dimensions, (i + 1) * dimensions)) };
    });
    await tx.run(
      `INSERT INTO filing_semantic_terms SELECT r.i, r.t, r.f, CAST(r.p AS FLOAT[${Math.trunc(dimensions)}])
       FROM (SELECT unnest(from_json(CAST(? AS JSON), '[{"i":"INTEGER","t":"VARCHAR","f":"DOUBLE","p":"FLOAT[]"}]')) AS r)`,
      [JSON.stringify(rows)],
    );
  }
}
