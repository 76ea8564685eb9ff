/**
 * What the rules after fusion need of each ranked passage's document: its ticker (as the list reads it)
 * and the company it belongs to, for exclusions and the per-company cap.
 */
import type { Sql } from '../../../store/store';
import { DOCUMENT_TICKER } from '../rows';

export interface CandidateDocument {
  id: string;
  ticker: string | null;
  /** The company the per-company cap counts by: its ticker, else its CIK, else its name, else the document. */
  company: string;
}

/** The documents of `ids`, by id. */
export async function candidateDocuments(sql: Sql, ids: readonly string[]): Promise<Map<string, CandidateDocument>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.all<CandidateDocument>(
    `SELECT CAST(d.document_id AS VARCHAR) AS id, ${DOCUMENT_TICKER} AS ticker,
       coalesce(${DOCUMENT_TICKER}, 'CIK:' || CAST(d.cik AS VARCHAR), 'name:' || d.company_name, 'document:' || CAST(d.document_id AS VARCHAR)) AS company
     FROM filing_documents d WHERE d.document_id IN (SELECT CAST(unnest(from_json(CAST(? AS JSON), '["VARCHAR"]')) AS UUID))`,
    [JSON.stringify([...new Set(ids)])],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
