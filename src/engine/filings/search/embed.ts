/**
 * A query's vector in the space of the stored passage vectors: folded into the local model, as a passage is.
 * Null when there is no model yet, or when none of the query's words is in the model's vocabulary (the
 * query then has no direction to compare).
 */
import { foldIn } from '../../filing-text/semantic/lsa';
import { termFrequencies } from '../../filing-text/terms';
import { semanticModel, termProjections } from '../../../store/filing-semantic/model';
import type { Sql } from '../../../store/store';
import type { QueryVector } from './semantic';

export async function embedQuery(sql: Sql, query: string): Promise<QueryVector | null> {
  const model = await semanticModel(sql);
  if (model === null) return null;
  const tf = termFrequencies(query);
  const vector = foldIn(await termProjections(sql, model.dimensions, [...tf.keys()]), tf);
  return vector.some((x) => x !== 0) ? { dimensions: model.dimensions, vector, lists: model.lists } : null;
}
