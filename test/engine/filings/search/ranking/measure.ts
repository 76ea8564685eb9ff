/**
 * nDCG@10 of filing search on the labelled queries, for the keyword ranking alone, the semantic ranking
 * alone and the hybrid search, each through the search's own ranking (`rankPassages`) with the limit 10.
 */
import { ndcgAt } from '../../../../../src/engine/filings/search/ndcg';
import { embedQuery } from '../../../../../src/engine/filings/search/embed';
import { rankPassages, type RankingMode } from '../../../../../src/engine/filings/search/search';
import type { Store } from '../../../../../src/store/store';
import { LABELLED_QUERIES, type LabelledQuery } from './labelled-queries';

export const K = 10;
const MODES: readonly RankingMode[] = ['keyword', 'semantic', 'hybrid'];

interface Passage {
  key: string;
  ticker: string | null;
  documentType: string;
  text: string;
}

export interface RankingFigures {
  queries: number;
  keyword: number;
  semantic: number;
  hybrid: number;
}

export interface QueryScores {
  query: string;
  keyword: number;
  semantic: number;
  hybrid: number;
}

const gainOf = (q: LabelledQuery, p: Passage): number =>
  Math.max(0, ...q.judgments.filter((j) => (j.ticker === undefined || j.ticker === p.ticker) && (j.documentType === undefined || j.documentType === p.documentType) && j.text.test(p.text)).map((j) => j.gain));

/** Figures rounded to three decimals, as the manual quotes them. */
const rounded = (x: number): number => Math.round(x * 1000) / 1000;

export async function measureRanking(store: Store): Promise<{ figures: RankingFigures; perQuery: QueryScores[] }> {
  const passages = await store.all<Passage>(
    `SELECT CAST(c.document_id AS VARCHAR) || '#' || c.chunk_index AS key, d.ticker, d.document_type AS "documentType", c.text
     FROM filing_chunks c JOIN filing_documents d USING (document_id)`,
  );
  const byKey = new Map(passages.map((p) => [p.key, p]));
  const embed = (query: string) => embedQuery(store, query);
  const perQuery: QueryScores[] = [];
  for (const q of LABELLED_QUERIES) {
    const judged = passages.map((p) => gainOf(q, p)).filter((g) => g > 0);
    if (judged.length === 0) throw new Error(`no passage is relevant to "${q.query}": its judgments name none`);
    const scores = { query: q.query } as QueryScores;
    for (const mode of MODES) {
      const ranked = await rankPassages(store, embed, { query: q.query, scope: q.ticker === undefined ? {} : { ticker: q.ticker }, limit: K }, mode);
      scores[mode] = ndcgAt(K, ranked.map((r) => gainOf(q, byKey.get(`${r.documentId}#${r.chunkIndex}`)!)), judged);
    }
    perQuery.push(scores);
  }
  const mean = (mode: RankingMode) => rounded(perQuery.reduce((sum, s) => sum + s[mode], 0) / perQuery.length);
  return { figures: { queries: perQuery.length, keyword: mean('keyword'), semantic: mean('semantic'), hybrid: mean('hybrid') }, perQuery };
}
