/**
 * The keyword arm of filing search: Okapi BM25 over passages, computed in DuckDB from the inverted index
 * the store keeps at ingest (`filing_postings`, `filing_chunks.term_count`); no full-text extension.
 *
 * score(p) = Σ over the query's terms t in p of idf(t) · tf·(k1 + 1) / (tf + k1·(1 − b + b·|p| / avg|p|)),
 * idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5)), with N the passages stored, df the passages holding t and
 * |p| a passage's indexed terms. The statistics are those of the whole store, whatever the search's
 * filters, so a passage scores the same in every search that ranks it.
 *
 * Broadening: passages holding every distinct query word (precise matches) rank first, by score. When
 * fewer than `wanted` of them are in scope, passages holding only some of the words follow them: more
 * words first, then by score. Broadening only appends, so a precise match keeps the rank it has without it.
 */
import type { Sql } from '../../../store/store';
import { scopeCondition, type SearchScope } from './scope';

/** BM25's term-frequency saturation and length normalisation: the usual values. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export interface KeywordHit {
  documentId: string;
  chunkIndex: number;
  /** Distinct query terms the passage holds. */
  matched: number;
  /** It holds every distinct query term. */
  precise: boolean;
  score: number;
}

/**
 * The query's terms as a list of parameters (`term IN (?, ?, ?)`) rather than a subquery: DuckDB then
 * filters the postings scan itself and skips every row group whose terms lie outside the list (the postings
 * are kept in term order), where a subquery would join against all of them.
 */
const termPlaceholders = (terms: readonly string[]): string => terms.map(() => '?').join(', ');

/** Passages holding each term, in the whole store (BM25's df); a term no passage holds is absent. */
async function documentFrequencies(sql: Sql, terms: readonly string[]): Promise<Map<string, number>> {
  const rows = await sql.all<{ term: string; df: number }>(
    `SELECT term, count(*)::INTEGER AS df FROM filing_postings WHERE term IN (${termPlaceholders(terms)}) GROUP BY term`,
    terms,
  );
  return new Map(rows.map((r) => [r.term, r.df]));
}

interface Ranking {
  terms: readonly string[];
  df: ReadonlyMap<string, number>;
  scope: SearchScope;
  depth: number;
  /** Rank only passages holding this term, and of them only those holding every term. */
  preciseWithin?: string;
  /** With every passage ranked: any-word matches only when fewer than this many hold every term. */
  wanted?: number;
}

/** The BM25 ranking of {@link Ranking}'s passages, best first (see the module comment). */
function rank(sql: Sql, r: Ranking): Promise<KeywordHit[]> {
  const { where, params } = scopeCondition(r.scope);
  const present = r.terms.filter((t) => r.df.has(t));
  const within = r.preciseWithin === undefined ? '' : 'SEMI JOIN (SELECT document_id, chunk_index FROM filing_postings WHERE term = ?) w USING (document_id, chunk_index)';
  const kept = r.preciseWithin === undefined
    ? 'precise OR (SELECT count(*) FROM scored WHERE matched = ?) < ?'
    : 'precise';
  return sql.all<KeywordHit>(
    `WITH df(term, df) AS (VALUES ${present.map(() => '(?, ?)').join(', ')}),
     hits AS (SELECT p.term, p.document_id, p.chunk_index, p.tf FROM filing_postings p ${within} WHERE p.term IN (${termPlaceholders(present)})),
     stats AS (SELECT count(*) AS n, avg(term_count) AS avgdl FROM filing_chunks),
     scoped AS (SELECT d.document_id FROM filing_documents d WHERE ${where}),
     scored AS (
       SELECT h.document_id, h.chunk_index, count(*) AS matched,
         sum(ln(1 + (s.n - df.df + 0.5) / (df.df + 0.5)) * h.tf * (${BM25_K1} + 1)
             / (h.tf + ${BM25_K1} * (1 - ${BM25_B} + ${BM25_B} * c.term_count / s.avgdl))) AS score
       FROM hits h JOIN df USING (term) JOIN filing_chunks c USING (document_id, chunk_index) CROSS JOIN stats s
       WHERE h.document_id IN (SELECT document_id FROM scoped)
       GROUP BY h.document_id, h.chunk_index),
     ranked AS (SELECT *, matched = ? AS precise FROM scored)
     SELECT CAST(document_id AS VARCHAR) AS "documentId", chunk_index AS "chunkIndex", CAST(matched AS INTEGER) AS matched, precise, score
     FROM ranked WHERE ${kept}
     ORDER BY precise DESC, matched DESC, score DESC, document_id, chunk_index
     LIMIT ?`,
    [
      ...present.flatMap((t) => [t, r.df.get(t)!]),
      ...(r.preciseWithin === undefined ? [] : [r.preciseWithin]),
      ...present,
      ...params,
      r.terms.length,
      ...(r.preciseWithin === undefined ? [r.terms.length, r.wanted ?? 0] : []),
      r.depth,
    ],
  );
}

/**
 * The passages in `scope` holding any of `terms` (distinct, as `queryTerms` gives them), best first, at
 * most `depth`; any-word matches only when fewer than `wanted` passages hold every term.
 *
 * A passage holding every term holds the rarest one, so the precise matches are first ranked among the
 * passages of the rarest term alone (a few thousand postings, where a common word has hundreds of
 * thousands). Only when those are fewer than `wanted` are all the passages holding any term ranked. The
 * document frequencies are the whole store's either way, so both give a passage the same score.
 */
export async function keywordArm(sql: Sql, terms: readonly string[], scope: SearchScope, wanted: number, depth: number): Promise<KeywordHit[]> {
  if (terms.length === 0) return [];
  const df = await documentFrequencies(sql, terms);
  if (df.size === 0) return [];
  if (terms.length > 1 && df.size === terms.length) {
    const rarest = [...df].reduce((a, b) => (b[1] < a[1] || (b[1] === a[1] && b[0] < a[0]) ? b : a))[0];
    const precise = await rank(sql, { terms, df, scope, depth, preciseWithin: rarest });
    if (precise.length >= wanted) return precise;
  }
  return rank(sql, { terms, df, scope, depth, wanted });
}
