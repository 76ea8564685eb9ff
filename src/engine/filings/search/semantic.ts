/**
 * The semantic arm of filing search: the passages whose stored vectors are nearest the query's (inner
 * product of unit vectors, i.e. cosine similarity), among the passages in the search's scope. Passages
 * without a vector yet (waiting for an embeddings endpoint) are not ranked by it.
 */
import { vectorText } from '../../../store/filing-semantic/vectors';
import type { Sql } from '../../../store/store';
import { scopeCondition, type SearchScope } from './scope';

export interface SemanticHit {
  documentId: string;
  chunkIndex: number;
  similarity: number;
}

/** A query's vector in the stored model's space. */
export interface QueryVector {
  dimensions: number;
  vector: Float32Array;
}

/**
 * The `depth` passages in `scope` nearest `query`, nearest first (ties by document and passage), those at
 * least `minSimilarity` only.
 */
export async function semanticArm(sql: Sql, query: QueryVector, scope: SearchScope, depth: number, minSimilarity: number): Promise<SemanticHit[]> {
  const { where, params } = scopeCondition(scope);
  const dimensions = Math.trunc(query.dimensions);
  return sql.all<SemanticHit>(
    `WITH scored AS (
       SELECT v.document_id, v.chunk_index, array_inner_product(v.vector, CAST(? AS FLOAT[${dimensions}])) AS similarity
       FROM filing_vectors v JOIN filing_documents d USING (document_id) WHERE ${where})
     SELECT CAST(document_id AS VARCHAR) AS "documentId", chunk_index AS "chunkIndex", similarity FROM scored
     WHERE similarity >= ? ORDER BY similarity DESC, document_id, chunk_index LIMIT ?`,
    [vectorText(query.vector), ...params, minSimilarity, depth],
  );
}
