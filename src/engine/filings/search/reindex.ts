/**
 * `fds filings reindex` (POST /_local/filings/reindex) and the vectors an ingest leaves for an endpoint.
 *
 * Reindexing retrains the semantic index from the stored passages: with an embeddings endpoint configured
 * (`ctx.embeddings`), every passage is embedded by it and the store's vectors come from that endpoint from
 * then on; without one, the local model is trained and every passage folded into it. Either way the
 * inverted-file index is rebuilt. One write transaction: a failure (the endpoint down) leaves the index as
 * it was.
 */
import { serviceUnavailable } from '../../../core/errors';
import { embedPending, reindexWithEndpoint } from '../../../store/filing-semantic/endpoint';
import { trainLocalModel } from '../../../store/filing-semantic/local';
import type { EngineContext } from '../../context';
import type { SemanticIndex } from './reindex-schema';

const counts = async (ctx: EngineContext) =>
  (await ctx.store.one<{ passages: number; vectors: number }>(
    'SELECT (SELECT count(*) FROM filing_chunks)::INTEGER AS passages, (SELECT count(*) FROM filing_vectors)::INTEGER AS vectors',
  ))!;

export async function reindexFilings(ctx: EngineContext): Promise<SemanticIndex> {
  // The index is part of the captures: a replica of published captures takes it as published.
  ctx.store.assertCapturesWritable();
  const at = ctx.clock.now().toISOString();
  const endpoint = ctx.embeddings;
  const model = await ctx.store.write((tx) =>
    endpoint === undefined ? trainLocalModel(tx, at) : reindexWithEndpoint(tx, (texts) => endpoint.embed(texts), endpoint.model, at),
  );
  return {
    kind: model.kind, model: model.model, dimensions: model.dimensions, ...(await counts(ctx)), lists: model.lists,
    samplePassages: model.samplePassages, terms: model.terms, trainedAt: model.trainedAt,
  };
}

/**
 * After an ingest: the passages it stored without a vector (the store's vectors come from the endpoint this
 * context is configured with) embedded now. The documents are stored whatever happens here; when the
 * endpoint fails, the answer says so (503) and the passages wait for the next ingest or fds filings reindex.
 */
export async function embedPendingPassages(ctx: EngineContext): Promise<number> {
  const endpoint = ctx.embeddings;
  if (endpoint === undefined) return 0;
  try {
    return await ctx.store.write((tx) => embedPending(tx, (texts) => endpoint.embed(texts), endpoint.model));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw serviceUnavailable(`The documents were stored, but their passages wait for vectors: ${why} Run fds filings reindex when the endpoint answers.`);
  }
}
