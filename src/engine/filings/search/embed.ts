/**
 * A query's vector in the space of the stored passage vectors. With the local model, the query is folded
 * in as a passage is; with vectors from an embeddings endpoint, the same endpoint (by model name) embeds it.
 * Null when there is no model yet, or (local model) when none of the query's words is in the model's
 * vocabulary: the query then has no direction to compare.
 */
import { serviceUnavailable } from '../../../core/errors';
import { EMBEDDINGS_MODEL_ENV, EMBEDDINGS_URL_ENV } from '../../filing-text/semantic/endpoint';
import { foldIn } from '../../filing-text/semantic/lsa';
import { termFrequencies } from '../../filing-text/terms';
import { semanticModel, termProjections, type SemanticModel } from '../../../store/filing-semantic/model';
import type { Sql } from '../../../store/store';
import type { EngineContext } from '../../context';
import type { QueryEmbedder } from './search';
import type { QueryVector } from './semantic';

async function foldQuery(sql: Sql, model: SemanticModel, query: string): Promise<QueryVector | null> {
  const tf = termFrequencies(query);
  const vector = foldIn(await termProjections(sql, model.dimensions, [...tf.keys()]), tf);
  return vector.some((x) => x !== 0) ? { dimensions: model.dimensions, vector, lists: model.lists } : null;
}

/** The query folded into the store's local model; null without one (or with an endpoint's vectors). */
export async function embedQuery(sql: Sql, query: string): Promise<QueryVector | null> {
  const model = await semanticModel(sql);
  return model === null || model.kind !== 'local' ? null : foldQuery(sql, model, query);
}

/** How `ctx` embeds a query: the store's local model, or the endpoint its vectors came from. */
export function queryEmbedder(ctx: EngineContext): QueryEmbedder {
  return async (query) => {
    const model = await semanticModel(ctx.store);
    if (model === null) return null;
    if (model.kind === 'local') return foldQuery(ctx.store, model, query);
    const endpoint = ctx.embeddings;
    if (endpoint === undefined || endpoint.model !== model.model) {
      throw serviceUnavailable(
        `The store's passage vectors come from the embeddings model ${model.model} of an endpoint, which this process is not configured with: `
          + `set ${EMBEDDINGS_URL_ENV} (and ${EMBEDDINGS_MODEL_ENV}=${model.model}), or run fds filings reindex without it to return to the local model.`,
      );
    }
    const [vector] = await endpoint.embed([query]);
    if (vector!.length !== model.dimensions) {
      throw serviceUnavailable(`The embeddings endpoint ${endpoint.url} answers vectors of ${vector!.length} floats; the store's hold ${model.dimensions}: run fds filings reindex.`);
    }
    return { dimensions: model.dimensions, vector: vector!, lists: model.lists };
  };
}
