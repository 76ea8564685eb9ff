/**
 * Storing documents in the filing store: the one way a document enters it, whoever read it (the `filing`
 * importer for EDGAR documents, the sample, a transcript or news importer). A document arrives as its
 * lines and what is known of it; this numbers the lines, cuts the passages, indexes their terms and writes
 * all of it in the caller's transaction, set-based: one appender per table for a whole batch.
 *
 * - The id is a name-based uuid of the durable key, so a re-ingested document keeps its id.
 * - A document stored before with the same reading (metadata and lines) is left as it is: re-ingesting
 *   changes nothing. Changed metadata updates the document row; changed text replaces its lines, passages
 *   and postings, under the same id either way.
 * - Real documents replace the synthetic sample corpus of their company (key: ticker, else `CIK:` and
 *   the CIK) in the same transaction, so a company's corpus is never part synthetic.
 * - The semantic index follows in the same transaction (`../../filing-semantic/maintain.ts`): new passages
 *   are folded into the local model, or the model is trained (again) when there is none or it is stale.
 */
import { createHash } from 'node:crypto';
import { DuckDBTimestampValue, uuidValue, type DuckDBAppender } from '@duckdb/node-api';
import { nameUuid } from '../../../core/name-uuid';
import { parseTicker } from '../../../core/tickers';
import type { IsoDate } from '../../../core/dates';
import { passagesOf } from '../../../engine/filing-text/passages';
import { termFrequencies } from '../../../engine/filing-text/terms';
import { DOCUMENT_TYPE_NAMES, type DocumentType } from '../../../engine/filings/forms';
import { indexNewPassages } from '../../filing-semantic/maintain';
import { dropOrphanVectors } from '../../filing-semantic/vectors';
import { append } from '../../sample/append';
import { replaceSample, type ReplacedSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { filerTicker } from './supply-chain-names';

/** A document as a reader hands it over. */
export interface DocumentInput {
  /**
   * The durable key the id is derived from: `edgar:` and the accession for an EDGAR filing, else a name
   * the source gives the document for good (`transcript:AAPL:2026-Q3`), never a path or a capture time.
   */
  key: string;
  /**
   * The id, when another family names the document already (an earnings call's transcript has the id its
   * event gives it); else the name-based uuid of `key`. Either way the same document keeps its id.
   */
  id?: string | undefined;
  documentType: DocumentType;
  /** The label as filed (`10-K/A`); defaults to the type's label. */
  form?: string | undefined;
  cik: number | null;
  /** The listing; null to resolve it from SEC's ticker links of `cik` (the cover page's symbols first). */
  ticker: string | null;
  /** Symbols the document states for itself (dei:TradingSymbol), preferred among SEC's links of the CIK. */
  tradingSymbols?: readonly string[] | undefined;
  companyName: string | null;
  filedDate: IsoDate;
  /** The reporting-for date: period of report, event date, call date. */
  periodDate: IsoDate | null;
  itemNumbers: readonly string[];
  accession: string | null;
  documentName: string | null;
  url: string | null;
  /** The text, one entry per line; an entry holding newlines is several lines. Blank lines are dropped. */
  lines: readonly string[];
}

/** Where stored rows say they came from. */
export interface DocumentProvenance {
  /** `sample` for the synthetic set, else the importer's name. */
  source: string;
  file: string | null;
  capturedAt: string;
}

export interface StoredDocument {
  documentId: string;
  /** False when the same reading was stored already (nothing written). */
  written: boolean;
  lineCount: number;
  chunkCount: number;
}

export interface StoreResult {
  documents: StoredDocument[];
  replaced: ReplacedSample[];
}

/** The id of a document of durable key `key`. */
export const documentIdOf = (key: string): string => nameUuid(`fds:filing:${key}`);

/** The lines of a document as numbered: split at newlines, trailing spaces trimmed, blank lines dropped. */
export function numberedLines(lines: readonly string[]): string[] {
  return lines.flatMap((line) => line.split(/\r?\n|\r/)).map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
}

interface Prepared {
  id: string;
  row: DocumentRow;
  lines: string[];
  chunks: { chunkIndex: number; startLine: number; endLine: number; text: string; terms: Map<string, number>; termCount: number }[];
}

interface DocumentRow {
  document_id: string;
  document_key: string;
  cik: number | null;
  ticker: string | null;
  company_name: string | null;
  document_type: DocumentType;
  form: string;
  filed_date: IsoDate;
  period_date: IsoDate | null;
  item_numbers: string[];
  line_count: number;
  chunk_count: number;
  accession: string | null;
  document_name: string | null;
  url: string | null;
  content_sha256: string;
}

async function prepare(tx: WriteTx, doc: DocumentInput): Promise<Prepared> {
  const lines = numberedLines(doc.lines);
  const passages = passagesOf(lines);
  const given = doc.ticker === null ? null : (parseTicker(doc.ticker)?.key ?? null);
  const stated = (doc.tradingSymbols ?? []).map((symbol) => parseTicker(symbol)?.key ?? null).find((key) => key !== null && key !== undefined) ?? null;
  const ticker = given ?? (doc.cik === null ? null : await filerTicker(tx, doc.cik, doc.tradingSymbols ?? [])) ?? stated;
  const id = doc.id ?? documentIdOf(doc.key);
  const meta = {
    document_id: id,
    document_key: doc.key,
    cik: doc.cik,
    ticker,
    company_name: doc.companyName,
    document_type: doc.documentType,
    form: doc.form ?? DOCUMENT_TYPE_NAMES[doc.documentType],
    filed_date: doc.filedDate,
    period_date: doc.periodDate,
    item_numbers: [...doc.itemNumbers],
    line_count: lines.length,
    chunk_count: passages.length,
    accession: doc.accession,
    document_name: doc.documentName,
    url: doc.url,
  };
  const content_sha256 = createHash('sha256').update(lines.join('\n')).digest('hex');
  const chunks = passages.map((p) => {
    const terms = termFrequencies(p.text);
    let termCount = 0;
    for (const tf of terms.values()) termCount += tf;
    return { chunkIndex: p.chunkIndex, startLine: p.startLine, endLine: p.endLine, text: p.text, terms, termCount };
  });
  return { id, row: { ...meta, content_sha256 }, lines, chunks };
}

const ID_LIST = `SELECT CAST(unnest(from_json(CAST(? AS JSON), '["VARCHAR"]')) AS UUID) AS document_id`;
const ROW_TYPE = JSON.stringify([{
  document_id: 'UUID', document_key: 'VARCHAR', cik: 'BIGINT', ticker: 'VARCHAR', company_name: 'VARCHAR', document_type: 'VARCHAR',
  form: 'VARCHAR', filed_date: 'DATE', period_date: 'DATE', item_numbers: 'VARCHAR[]', line_count: 'INTEGER', chunk_count: 'INTEGER',
  accession: 'VARCHAR', document_name: 'VARCHAR', url: 'VARCHAR', content_sha256: 'VARCHAR',
}]);

/** The tables holding a document's rows, children first. */
export const DOCUMENT_TABLES = ['filing_vectors', 'filing_postings', 'filing_chunks', 'filing_lines', 'filing_documents'] as const;

/** The uuid as the appender takes it. */
const uuid = (id: string) => uuidValue(BigInt(`0x${id.replaceAll('-', '')}`));

/** The columns of a document row that a reading decides (all but provenance). */
const READ_COLUMNS = Object.keys((JSON.parse(ROW_TYPE) as object[])[0]!);
const NEW_ROWS = `SELECT unnest(from_json(CAST(? AS JSON), '${ROW_TYPE}'), recursive := true)`;

/** How each incoming document compares with what is stored under its id. */
const COMPARED = `
SELECT CAST(n.document_id AS VARCHAR) AS id, d.document_id IS NOT NULL AS stored,
  coalesce(d.content_sha256 = n.content_sha256, false) AS "sameText",
  coalesce(${READ_COLUMNS.map((c) => `d.${c} IS NOT DISTINCT FROM n.${c}`).join(' AND ')}, false) AS same
FROM (${NEW_ROWS}) AS n LEFT JOIN filing_documents d USING (document_id)`;

/**
 * Stores `docs` in the caller's transaction (see the module comment). Two documents of one key in a batch
 * are one document: the last one read stands. A document whose text is stored already under its id but
 * whose metadata differs (a ticker linked since, an item list the submissions metadata gave) has its
 * document row updated and keeps its lines, passages and postings.
 */
export async function storeDocuments(tx: WriteTx, docs: readonly DocumentInput[], provenance: DocumentProvenance): Promise<StoreResult> {
  const byId = new Map<string, Prepared>();
  for (const doc of docs) {
    const prepared = await prepare(tx, doc);
    byId.set(prepared.id, prepared);
  }
  const rowsOf = (list: readonly Prepared[]) => JSON.stringify(list.map((p) => p.row));
  const compared = new Map((await tx.all<{ id: string; stored: boolean; sameText: boolean; same: boolean }>(COMPARED, [rowsOf([...byId.values()])])).map((r) => [r.id, r]));
  const all = [...byId.values()];
  const fresh = all.filter((p) => !compared.get(p.id)!.same);
  const metadataOnly = fresh.filter((p) => compared.get(p.id)!.sameText);
  const rewritten = fresh.filter((p) => !compared.get(p.id)!.sameText);
  const replaced = provenance.source === 'sample' || fresh.length === 0 ? [] : await replaceSample(
    tx, 'filings', `SELECT DISTINCT coalesce(ticker, 'CIK:' || CAST(cik AS VARCHAR)) AS key FROM (${NEW_ROWS})`, [rowsOf(fresh)],
  );
  const stale = JSON.stringify(rewritten.filter((p) => compared.get(p.id)!.stored).map((p) => p.id));
  if (stale !== '[]') {
    for (const table of DOCUMENT_TABLES) await tx.run(`DELETE FROM ${table} WHERE document_id IN (${ID_LIST})`, [stale]);
  }
  if (metadataOnly.length > 0) {
    await tx.run(
      `UPDATE filing_documents AS d SET ${READ_COLUMNS.filter((c) => c !== 'document_id').map((c) => `${c} = n.${c}`).join(', ')},
         source = ?, source_file = ?, captured_at = CAST(? AS TIMESTAMP)
       FROM (${NEW_ROWS}) AS n WHERE d.document_id = n.document_id`,
      [provenance.source, provenance.file, provenance.capturedAt, rowsOf(metadataOnly)],
    );
  }
  if (rewritten.length > 0) await writeDocuments(tx, rewritten, provenance);
  if (replaced.length > 0) await dropOrphanVectors(tx);
  if (rewritten.length > 0 || replaced.length > 0) {
    const passages = rewritten.flatMap((p) => p.chunks.map((c) => ({ documentId: p.id, chunkIndex: c.chunkIndex, terms: c.terms })));
    await indexNewPassages(tx, passages, provenance.capturedAt);
  }
  return {
    documents: all.map((p) => ({ documentId: p.id, written: fresh.includes(p), lineCount: p.lines.length, chunkCount: p.chunks.length })),
    replaced,
  };
}

/** Stores one document; see {@link storeDocuments}. */
export async function storeDocument(tx: WriteTx, doc: DocumentInput, provenance: DocumentProvenance): Promise<StoredDocument & { replaced: ReplacedSample[] }> {
  const result = await storeDocuments(tx, [doc], provenance);
  return { ...result.documents[0]!, replaced: result.replaced };
}

async function writeDocuments(tx: WriteTx, fresh: readonly Prepared[], provenance: DocumentProvenance): Promise<void> {
  await tx.run(
    `INSERT INTO filing_documents
     SELECT d.*, ?, ?, CAST(? AS TIMESTAMP) FROM (${NEW_ROWS}) AS d ORDER BY d.filed_date, d.document_id`,
    [provenance.source, provenance.file, provenance.capturedAt, JSON.stringify(fresh.map((p) => p.row))],
  );
  const at = new DuckDBTimestampValue(BigInt(Date.parse(provenance.capturedAt)) * 1000n);
  const stamp = (a: DuckDBAppender) => {
    a.appendVarchar(provenance.source);
    if (provenance.file === null) a.appendNull();
    else a.appendVarchar(provenance.file);
    a.appendTimestamp(at);
  };
  await append(tx, 'filing_lines', (a) => {
    for (const p of fresh) {
      const id = uuid(p.id);
      p.lines.forEach((text, i) => {
        a.appendUUID(id);
        a.appendInteger(i + 1);
        a.appendVarchar(text);
        stamp(a);
        a.endRow();
      });
    }
  });
  await append(tx, 'filing_chunks', (a) => {
    for (const p of fresh) {
      const id = uuid(p.id);
      for (const c of p.chunks) {
        a.appendUUID(id);
        a.appendInteger(c.chunkIndex);
        a.appendInteger(c.startLine);
        a.appendInteger(c.endLine);
        a.appendInteger(c.termCount);
        a.appendVarchar(c.text);
        stamp(a);
        a.endRow();
      }
    }
  });
  // In term order within the batch: its row groups then each span a narrow range of terms, so a search skips
  // most of them by their min/max even before a retraining rewrites the whole index in term order.
  const postings = fresh.flatMap((p) => p.chunks.flatMap((c) => [...c.terms].map(([term, tf]) => ({ term, id: p.id, chunk: c.chunkIndex, tf }))));
  postings.sort((x, y) => (x.term < y.term ? -1 : x.term > y.term ? 1 : 0));
  const ids = new Map(fresh.map((p) => [p.id, uuid(p.id)]));
  await append(tx, 'filing_postings', (a) => {
    for (const posting of postings) {
      a.appendVarchar(posting.term);
      a.appendUUID(ids.get(posting.id)!);
      a.appendInteger(posting.chunk);
      a.appendInteger(posting.tf);
      stamp(a);
      a.endRow();
    }
  });
}
