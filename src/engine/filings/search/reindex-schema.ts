/** The answer of fds filings reindex: what the semantic index of the filing store is now. */
import { z } from 'zod';

export const SemanticIndexSchema = z
  .object({
    kind: z.enum(['local', 'endpoint']).describe('local: the latent semantic model trained on the store\'s passages; endpoint: vectors from the configured embeddings endpoint.'),
    model: z.string().describe('The local model\'s name, or the endpoint\'s model as configured (FDS_EMBEDDINGS_MODEL).'),
    dimensions: z.number().int().describe('Floats per vector.'),
    passages: z.number().int().describe('Passages stored.'),
    vectors: z.number().int().describe('Passages with a vector.'),
    lists: z.number().int().describe('Lists of the inverted-file index; 0: every vector is read.'),
    samplePassages: z.number().int().describe('Passages the local model was trained on; 0 for an endpoint.'),
    terms: z.number().int().describe('Vocabulary of the local model; 0 for an endpoint.'),
    trainedAt: z.string().describe('When the index was built (ISO-8601).'),
  })
  .describe('The semantic index of the filing store');
export type SemanticIndex = z.infer<typeof SemanticIndexSchema>;
