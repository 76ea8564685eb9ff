/**
 * The semantic arm of filing search: the passages whose stored vectors are nearest the query's (inner
 * product of unit vectors, i.e. cosine similarity), among the passages in the search's scope. Passages
 * without a vector yet (waiting for an embeddings endpoint) are not ranked by it.
 *
 * With an inverted-file index (a large store, `store/filing-semantic/ivf.ts`), a search of the whole market
 * reads only the vectors of the lists whose centroids are nearest the query (approximate nearest
 * neighbours); a stock's or a document's search reads its own few vectors whole (exact).
 */
import { probesFor } from '../../../store/filing-semantic/ivf';
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
  /** Lists of the stored vectors' index; 0 without one. */
  lists: number;
}

export interface NearestOptions {
  /** Read every vector in scope even with an index (the exact answer the index approximates). */
  exact?: boolean;
  /** Lists to read with an index; default {@link probesFor}. */
  probes?: number;
}

/**
 * The `depth` passages in `scope` nearest `query`, nearest first (ties by document and passage), those at
 * least `minSimilarity` only.
 */
export async function semanticArm(
  sql: Sql, query: QueryVector, scope: SearchScope, depth: number, minSimilarity: number, o: NearestOptions = {},
): Promise<SemanticHit[]> {
  const { where, params } = scopeCondition(scope);
  const dimensions = Math.trunc(query.dimensions);
  const text = vectorText(query.vector);
  const probe = query.lists > 0 && o.exact !== true && scope.ticker === undefined && scope.documentId === undefined;
  const lists = probe
    ? `AND v.list_id IN (SELECT list_id FROM filing_centroids ORDER BY array_inner_product(vector, CAST(? AS FLOAT[${dimensions}])) DESC, list_id LIMIT ?)`
    : '';
  return sql.all<SemanticHit>(
    `WITH scored AS (
       SELECT v.document_id, v.chunk_index, array_inner_product(v.vector, CAST(? AS FLOAT[${dimensions}])) AS similarity
       FROM filing_vectors v JOIN filing_documents d USING (document_id) WHERE ${where} ${lists})
     SELECT CAST(document_id AS VARCHAR) AS "documentId", chunk_index AS "chunkIndex", similarity FROM scored
     WHERE similarity >= ? ORDER BY similarity DESC, document_id, chunk_index LIMIT ?`,
    [text, ...params, ...(probe ? [text, o.probes ?? probesFor(query.lists)] : []), minSimilarity, depth],
  );
}
