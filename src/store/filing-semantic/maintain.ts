/**
 * Keeping the semantic index in step with the passages, inside the transaction that stores them (called
 * by `storeDocuments`, the one way documents enter the store):
 *
 * - No model yet: the local model is trained on the passages stored.
 * - A local model whose training is stale — the store now holds more than twice, or less than half, the
 *   passages it was trained on — is trained again, and every vector replaced.
 * - Otherwise new passages are folded into the local model there is.
 * - Vectors from an embeddings endpoint are not computed here: new passages wait, without a vector, for the
 *   endpoint (after the ingest, or fds filings reindex); the semantic ranking does not see them until then.
 * - Short of a retraining, the postings and vectors are put back in order when the rows stored out of order
 *   have grown too many (`compact.ts`).
 */
import type { WriteTx } from '../store';
import { keepIndexesOrdered } from './compact';
import { foldNewPassages, passageCount, trainLocalModel, type NewPassage } from './local';
import { semanticModel, type SemanticModel } from './model';

export type { NewPassage } from './local';

/** The local model's training is stale at `passages` stored passages. */
export const isStale = (model: SemanticModel, passages: number): boolean => passages > 2 * model.trainedPassages || 2 * passages < model.trainedPassages;

/** Brings the index up to date after `fresh` passages were stored (see the module comment). */
export async function indexNewPassages(tx: WriteTx, fresh: readonly NewPassage[], at: string): Promise<void> {
  const model = await semanticModel(tx);
  const passages = await passageCount(tx);
  if (passages === 0) return;
  if (model === null || (model.kind === 'local' && isStale(model, passages))) {
    await trainLocalModel(tx, at);
    return;
  }
  if (model.kind === 'local' && fresh.length > 0) await foldNewPassages(tx, model, fresh);
  await keepIndexesOrdered(tx);
}
