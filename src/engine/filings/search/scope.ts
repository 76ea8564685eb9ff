/**
 * Which stored documents a search ranks: the filters of the three searches as one SQL condition over
 * `filing_documents d`, shared by both arms so the keyword and the semantic ranking always see the same
 * passages. Investor-relations news is searched only when asked for by type (as the list does) or when the
 * search is of one document.
 */
import type { SqlValue } from '../../../store/store';
import type { DocumentType } from '../forms';
import { DOCUMENT_TICKER, filedWithin } from '../rows';

export interface SearchScope {
  documentType?: DocumentType | undefined;
  /** Earliest filing date (yyyy-MM-dd), inclusive. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** Only this company's documents (its ticker key). */
  ticker?: string | undefined;
  /** Only this document's passages (a lower-case uuid). */
  documentId?: string | undefined;
}

/** The condition on `d` (filing_documents) and its parameters. */
export function scopeCondition(scope: SearchScope): { where: string; params: SqlValue[] } {
  const where: string[] = [];
  const params: SqlValue[] = [];
  if (scope.documentId !== undefined) {
    where.push('d.document_id = CAST(? AS UUID)');
    params.push(scope.documentId);
  }
  if (scope.ticker !== undefined) {
    where.push(`${DOCUMENT_TICKER} = ?`);
    params.push(scope.ticker);
  }
  if (scope.documentType !== undefined) {
    where.push('d.document_type = ?');
    params.push(scope.documentType);
  } else if (scope.documentId === undefined) {
    where.push("d.document_type <> 'IrNews'");
  }
  filedWithin(scope, where, params);
  return { where: where.length === 0 ? 'true' : where.join(' AND '), params };
}
