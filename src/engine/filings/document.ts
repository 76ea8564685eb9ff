/**
 * `filings.document` and `filings.lines`: one stored document by id, and a run of its numbered lines. An id
 * no document has is 404.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import type { FilingDocumentParams, FilingLinesParams } from './params';
import { filingRow, ROW_COLUMNS, type StoredRow } from './rows';
import type { FilingDocument, FilingLines } from './schemas';

type StoredDocument = StoredRow & Pick<FilingDocument, 'form' | 'cik' | 'accession' | 'documentName' | 'url' | 'chunkCount'>;

/** The stored document of `documentId`; 404 when there is none. */
export async function requireDocument(ctx: EngineContext, documentId: string): Promise<StoredDocument> {
  const row = await ctx.store.one<StoredDocument>(
    `SELECT ${ROW_COLUMNS}, d.form, d.cik, d.accession, d.document_name AS "documentName", d.url, d.chunk_count AS "chunkCount"
     FROM filing_documents d WHERE d.document_id = CAST(? AS UUID)`,
    [documentId],
  );
  if (row === undefined) throw notFound(`Unknown document ${documentId}: no stored document has this id.`);
  return row;
}

export async function showFiling(ctx: EngineContext, p: FilingDocumentParams): Promise<FilingDocument> {
  const row = await requireDocument(ctx, p.documentId);
  return {
    ...filingRow(row),
    form: row.form,
    cik: row.cik === null ? null : Number(row.cik),
    accession: row.accession,
    documentName: row.documentName,
    url: row.url,
    chunkCount: row.chunkCount,
  };
}

export async function readFilingLines(ctx: EngineContext, p: FilingLinesParams): Promise<FilingLines> {
  const document = await requireDocument(ctx, p.documentId);
  const data = await ctx.store.all<{ lineNumber: number; text: string }>(
    `SELECT line_number AS "lineNumber", text FROM filing_lines
     WHERE document_id = CAST(? AS UUID) AND line_number >= ? AND line_number < ? ORDER BY line_number`,
    [p.documentId, p.start, p.start + p.limit],
  );
  const last = p.start + data.length - 1;
  const hasMore = data.length > 0 ? last < document.lineCount : false;
  return {
    documentId: document.id,
    ticker: document.ticker,
    lineCount: document.lineCount,
    start: p.start,
    count: data.length,
    hasMore,
    nextStart: hasMore ? last + 1 : null,
    data,
  };
}
