/**
 * Hybrid filing search: the keyword arm (BM25 with any-word broadening) and the semantic arm (nearest
 * vectors) each rank the passages in scope, reciprocal rank fusion merges them, and only then do the
 * exclusions and the per-company cap apply, in fused order, before the limit:
 *
 * - a passage of an excluded ticker is dropped, and the passages after it move up;
 * - a company (its ticker, else CIK, else name) keeps at most `maxResultsPerCompany` passages, its best
 *   fused ones.
 *
 * Each arm ranks `depth` passages (three per result asked for, at least {@link MIN_DEPTH}); when the rules
 * after fusion leave fewer than the limit while an arm had more to give, both rank deeper (four times, up
 * to {@link MAX_DEPTH}).
 */
import type { Sql } from '../../../store/store';
import { keywordArm } from './bm25';
import { candidateDocuments } from './candidates';
import { excerptsOf } from './excerpts';
import { fuse, type FusedPassage } from './fuse';
import { queryTerms } from './query';
import type { FilingSearch } from './schemas';
import type { SearchScope } from './scope';
import { semanticArm, type QueryVector } from './semantic';

export const MIN_DEPTH = 50;
export const DEPTH_PER_RESULT = 3;
export const MAX_DEPTH = 3200;
/** The semantic arm ranks only passages at least this similar to the query (cosine). */
export const MIN_SIMILARITY = 0.2;

export type RankingMode = 'hybrid' | 'keyword' | 'semantic';

/** A query's vector in the space of the stored passage vectors; null when it has none. */
export type QueryEmbedder = (query: string) => Promise<QueryVector | null>;

export interface SearchRequest {
  query: string;
  scope: SearchScope;
  limit: number;
  /** Ticker keys whose passages are dropped after fusion. */
  excludeTickers?: readonly string[] | undefined;
  maxResultsPerCompany?: number | undefined;
}

export interface RankedPassage extends FusedPassage {
  ticker: string | null;
  company: string;
}

/** The fused passages after exclusions and the cap, at most the limit. */
function afterFusion(fused: readonly FusedPassage[], documents: Awaited<ReturnType<typeof candidateDocuments>>, request: SearchRequest): RankedPassage[] {
  const excluded = new Set(request.excludeTickers ?? []);
  const perCompany = new Map<string, number>();
  const chosen: RankedPassage[] = [];
  for (const passage of fused) {
    if (chosen.length >= request.limit) break;
    const document = documents.get(passage.documentId);
    if (document === undefined) continue;
    if (document.ticker !== null && excluded.has(document.ticker)) continue;
    const held = perCompany.get(document.company) ?? 0;
    if (request.maxResultsPerCompany !== undefined && held >= request.maxResultsPerCompany) continue;
    perCompany.set(document.company, held + 1);
    chosen.push({ ...passage, ticker: document.ticker, company: document.company });
  }
  return chosen;
}

/**
 * The passages a search answers, best first: both arms (or one, for measuring them apart) fused, then
 * exclusions, the cap and the limit.
 */
export async function rankPassages(sql: Sql, embed: QueryEmbedder, request: SearchRequest, mode: RankingMode = 'hybrid'): Promise<RankedPassage[]> {
  const terms = mode === 'semantic' ? [] : queryTerms(request.query);
  const vector = mode === 'keyword' ? null : await embed(request.query);
  for (let depth = Math.max(MIN_DEPTH, DEPTH_PER_RESULT * request.limit); ; depth *= 4) {
    const keyword = await keywordArm(sql, terms, request.scope, request.limit, depth);
    const semantic = vector === null ? [] : await semanticArm(sql, vector, request.scope, depth, MIN_SIMILARITY);
    const fused = fuse(keyword, semantic);
    const chosen = afterFusion(fused, await candidateDocuments(sql, fused.map((p) => p.documentId)), request);
    const exhausted = keyword.length < depth && semantic.length < depth;
    if (chosen.length >= request.limit || exhausted || depth >= MAX_DEPTH) return chosen;
  }
}

/** The search's answer: the ranked passages as excerpts. */
export async function searchPassages(sql: Sql, embed: QueryEmbedder, request: SearchRequest): Promise<FilingSearch> {
  const data = await excerptsOf(sql, await rankPassages(sql, embed, request));
  return { limit: request.limit, count: data.length, data };
}
