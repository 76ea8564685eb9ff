import { PROVENANCE_COLUMNS } from './provenance';

/**
 * Capture tables of the filing store: documents (EDGAR 8-K, 10-Q and 10-K primary documents, earnings-call
 * transcripts, investor-relations news), their lines, their passages and the inverted index a keyword
 * ranking reads, and the filing metadata of EDGAR's submissions documents.
 *
 * `filing_documents`: one document (key: `document_id`, a name-based uuid of `document_key`, the durable
 * key: `edgar:` and the accession for an EDGAR filing, whose primary document is the one stored, else the
 * source's own id). Re-ingesting a document keeps its id; a changed reading replaces its lines, passages
 * and postings under the same id.
 *
 * `filing_lines`: the document's text, line-numbered once at ingest (1-based, blank lines dropped). Line
 * numbers are the contract of reads and of a search's `startLineNumber`.
 *
 * `filing_chunks`: the passages, runs of whole lines (`engine/filing-text/passages.ts`), with their text
 * (the lines from `start_line` to `end_line` joined by newlines, kept so a ranking or an embedding reads a
 * passage without joining its lines). `term_count` is the passage length a BM25 ranking normalises by.
 *
 * `filing_postings`: the inverted index: each distinct term of a passage (`engine/filing-text/terms.ts`)
 * with its frequency there. Document frequencies, the passage count and the mean length are aggregates of
 * these two tables, computed set-based when a ranking runs, so deleting a document leaves nothing stale.
 *
 * Lines, chunks and postings carry the provenance of the reading that wrote them, as every capture row does.
 *
 * The semantic index (derived from the passages, so without provenance; rebuilt by `fds filings reindex`):
 * `filing_semantic_model` is the one model the passage vectors come from (the local latent semantic model or
 * an embeddings endpoint's), `filing_semantic_terms` the local model's vocabulary with each term's idf and
 * projection, `filing_vectors` one unit vector per passage with the inverted-file list it belongs to, and
 * `filing_centroids` the lists' k-means centroids. Vectors are fixed-size float arrays: FLOAT[128] for the
 * local model; an endpoint model of another size recreates the two vector tables at its size
 * ({@link vectorTables}).
 *
 * `filing_index`: filings EDGAR's submissions document lists for a company (key: accession), the forms
 * the store keeps only: a document ingested before or after takes its ticker, period and items from here
 * by accession.
 */
/** Dimensions of the vector tables as the migration creates them: the local model's. */
export const LOCAL_VECTOR_DIMENSIONS = 128;

/**
 * The passage vector and centroid tables for vectors of `dimensions` floats (a whole number checked here,
 * so the statement takes no text from outside).
 */
export function vectorTables(dimensions: number): string {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 8192) throw new RangeError(`vector dimensions ${dimensions}`);
  return `
CREATE TABLE filing_vectors (
  document_id UUID NOT NULL,
  chunk_index INTEGER NOT NULL,
  list_id INTEGER NOT NULL,         -- the inverted-file list (nearest centroid), 0 while the index has none
  vector FLOAT[${dimensions}] NOT NULL       -- unit length: the inner product of two is their cosine
);

CREATE TABLE filing_centroids (
  list_id INTEGER NOT NULL,
  vector FLOAT[${dimensions}] NOT NULL
);
`;
}

export const FILING_TABLES = `
CREATE TABLE filing_documents (
  document_id UUID NOT NULL,        -- name-based uuid of document_key
  document_key VARCHAR NOT NULL,    -- edgar:0000320193-24-000123 | <source>:<the source's id>
  cik BIGINT,                       -- SEC central index key of the filer; null when the source gives none
  ticker VARCHAR,                   -- listing key; null when neither the document nor SEC's links give one
  company_name VARCHAR,
  document_type VARCHAR NOT NULL,   -- EightK | TenQ | TenK | EarningsCallTranscript | IrNews
  form VARCHAR NOT NULL,            -- the label as filed: 8-K, 10-K/A, Earnings Call, IR News
  filed_date DATE NOT NULL,
  period_date DATE,                 -- reporting-for date: period of report, event date, call date
  item_numbers VARCHAR[] NOT NULL,  -- 8-K items (2.02, 5.02); empty for forms without items
  line_count INTEGER NOT NULL,
  chunk_count INTEGER NOT NULL,
  accession VARCHAR,                -- 0000320193-24-000123; null outside EDGAR
  document_name VARCHAR,            -- the primary document's file name on EDGAR, when known
  url VARCHAR,                      -- the document (or its filing folder) on EDGAR, or the source's page
  content_sha256 VARCHAR NOT NULL,  -- of the lines: a re-ingest with the same text keeps lines, passages and postings${PROVENANCE_COLUMNS}
);

CREATE TABLE filing_lines (
  document_id UUID NOT NULL,
  line_number INTEGER NOT NULL,     -- 1-based
  text VARCHAR NOT NULL,${PROVENANCE_COLUMNS}
);

CREATE TABLE filing_chunks (
  document_id UUID NOT NULL,
  chunk_index INTEGER NOT NULL,     -- 0-based, reading order
  start_line INTEGER NOT NULL,
  end_line INTEGER NOT NULL,        -- inclusive
  term_count INTEGER NOT NULL,      -- indexed terms in the passage (BM25 length)
  text VARCHAR NOT NULL,            -- the lines joined by newlines${PROVENANCE_COLUMNS}
);

CREATE TABLE filing_postings (
  term VARCHAR NOT NULL,
  document_id UUID NOT NULL,
  chunk_index INTEGER NOT NULL,
  tf INTEGER NOT NULL,              -- occurrences of the term in the passage${PROVENANCE_COLUMNS}
);

CREATE TABLE filing_index (
  cik BIGINT NOT NULL,
  company_name VARCHAR NOT NULL,    -- the submissions document's name of the company
  accession VARCHAR NOT NULL,
  form VARCHAR NOT NULL,            -- as EDGAR lists it: 8-K, 10-K/A, …
  filed_date DATE NOT NULL,
  report_date DATE,                 -- null when EDGAR lists none
  item_numbers VARCHAR[] NOT NULL,  -- 8-K items as listed (2.02, 9.01)
  primary_document VARCHAR,         -- the primary document's file name${PROVENANCE_COLUMNS}
);

CREATE TABLE filing_semantic_model (
  kind VARCHAR NOT NULL,            -- local | endpoint
  model VARCHAR NOT NULL,           -- the local model's name, or the endpoint's model as configured
  dimensions INTEGER NOT NULL,
  trained_passages INTEGER NOT NULL, -- passages stored when it was trained (staleness is measured against it)
  sample_passages INTEGER NOT NULL, -- passages the local SVD was computed from; 0 for an endpoint
  terms INTEGER NOT NULL,           -- the local vocabulary; 0 for an endpoint
  seed INTEGER NOT NULL,
  lists INTEGER NOT NULL,           -- inverted-file lists of filing_vectors; 0: searched whole
  captured_at TIMESTAMP NOT NULL    -- when it was trained: the capture time of the write that trained it
);

CREATE TABLE filing_semantic_terms (
  term_id INTEGER NOT NULL,         -- 0-based, most frequent first
  term VARCHAR NOT NULL,
  idf DOUBLE NOT NULL,
  projection FLOAT[${LOCAL_VECTOR_DIMENSIONS}] NOT NULL
);
${vectorTables(LOCAL_VECTOR_DIMENSIONS)}`;
