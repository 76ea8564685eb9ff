/**
 * Passage vectors from an embeddings endpoint instead of the local model: replacing every vector with the
 * endpoint's (the vector tables recreated at its size, the index rebuilt), and embedding the passages an
 * ingest stored without a vector. The endpoint is passed in as a function of texts, so the store knows
 * nothing of HTTP.
 */
import type { WriteTx } from '../store';
import { compactTextIndex } from './compact';
import { buildIndex, listOf, readCentroids } from './ivf';
import { semanticModel, writeModel, type SemanticModel } from './model';
import { streamColumns } from './stream';
import { appendVectors, sizeVectorTables, type PassageVector } from './vectors';

/** Embeds texts in order as unit vectors of one size. */
export type EmbedTexts = (texts: readonly string[]) => Promise<Float32Array[]>;

/** Vectors appended per appender. */
const APPEND_BATCH = 8_192;

async function appendAll(tx: WriteTx, dimensions: number, vectors: readonly PassageVector[]): Promise<void> {
  for (let from = 0; from < vectors.length; from += APPEND_BATCH) await appendVectors(tx, dimensions, vectors.slice(from, from + APPEND_BATCH));
}

/** Every stored passage embedded by the endpoint, in (document, passage) order. */
async function embedEvery(tx: WriteTx, embed: EmbedTexts): Promise<PassageVector[]> {
  const keys: { documentId: string; chunkIndex: number; text: string }[] = [];
  await streamColumns(
    tx,
    'SELECT CAST(document_id AS VARCHAR), chunk_index, text FROM filing_chunks ORDER BY document_id, chunk_index',
    [],
    ([id, chunk, text], rows) => {
      for (let r = 0; r < rows; r++) keys.push({ documentId: id![r] as string, chunkIndex: chunk![r] as number, text: text![r] as string });
    },
  );
  const vectors = await embed(keys.map((k) => k.text));
  return keys.map((k, i) => ({ documentId: k.documentId, chunkIndex: k.chunkIndex, listId: 0, vector: vectors[i]! }));
}

/**
 * Replaces every passage vector with the endpoint's (`model` is the name the store records them under), the
 * index with one of those vectors, and the model row. A store without passages learns the endpoint's size
 * from one probe text.
 */
export async function reindexWithEndpoint(tx: WriteTx, embed: EmbedTexts, model: string, trainedAt: string): Promise<SemanticModel> {
  const vectors = await embedEvery(tx, embed);
  const dimensions = vectors[0]?.vector.length ?? (await embed(['filing']))[0]!.length;
  await tx.run('DELETE FROM filing_vectors');
  await tx.run('DELETE FROM filing_centroids');
  await tx.run('DELETE FROM filing_semantic_terms');
  await sizeVectorTables(tx, dimensions);
  const lists = await buildIndex(tx, vectors, dimensions);
  await appendAll(tx, dimensions, lists === 0 ? vectors : [...vectors].sort((a, b) => a.listId - b.listId));
  const row: SemanticModel = { kind: 'endpoint', model, dimensions, trainedPassages: vectors.length, samplePassages: 0, terms: 0, seed: 0, lists, trainedAt };
  await writeModel(tx, row);
  await compactTextIndex(tx);
  return row;
}

/**
 * Embeds the stored passages that have no vector yet (stored while the store's vectors come from the
 * endpoint) and adds them to the lists of their nearest centroids. Nothing to do unless the store's model is
 * the endpoint's `model`. Returns the passages embedded.
 */
export async function embedPending(tx: WriteTx, embed: EmbedTexts, model: string): Promise<number> {
  const stored = await semanticModel(tx);
  if (stored === null || stored.kind !== 'endpoint' || stored.model !== model) return 0;
  const pending = await tx.all<{ documentId: string; chunkIndex: number; text: string }>(
    `SELECT CAST(c.document_id AS VARCHAR) AS "documentId", c.chunk_index AS "chunkIndex", c.text
     FROM filing_chunks c ANTI JOIN filing_vectors v USING (document_id, chunk_index) ORDER BY c.document_id, c.chunk_index`,
  );
  if (pending.length === 0) return 0;
  const vectors = await embed(pending.map((p) => p.text));
  if (vectors.some((v) => v.length !== stored.dimensions)) {
    throw new RangeError(`the endpoint answered vectors of ${vectors[0]!.length} floats; the store's hold ${stored.dimensions}`);
  }
  const centroids = stored.lists > 0 ? await readCentroids(tx, stored.dimensions) : null;
  await appendAll(tx, stored.dimensions, pending.map((p, i) => ({
    documentId: p.documentId, chunkIndex: p.chunkIndex, vector: vectors[i]!, listId: centroids === null ? 0 : listOf(centroids, stored.dimensions, vectors[i]!),
  })));
  return pending.length;
}
