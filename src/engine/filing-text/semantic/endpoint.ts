/**
 * An OpenAI-compatible embeddings endpoint (`POST …/v1/embeddings`, body `{model, input, encoding_format}`,
 * answer `{data: [{index, embedding}]}`), the option that replaces the local semantic model with one a team
 * already serves (a local inference server). Configured by the environment of the process that makes the
 * engine context — `fds serve`, the local CLI, the store's daemon:
 *
 * - `FDS_EMBEDDINGS_URL`: the endpoint itself (`http://127.0.0.1:8080/v1/embeddings`);
 * - `FDS_EMBEDDINGS_KEY`: sent as `Authorization: Bearer`, when set;
 * - `FDS_EMBEDDINGS_MODEL`: the `model` sent, and the name the store records its vectors under (default
 *   `default`).
 *
 * Called with undici under connect and headers/body timeouts. Vectors come back scaled to unit length.
 * Anything but a well-formed answer of the right count and one size — a refused or timed-out connection,
 * a status other than 200, a body that is not an embeddings answer — is a 503 naming the endpoint, never
 * a 500 and never a silently empty semantic ranking.
 */
import type { Agent, request as undiciRequest } from 'undici';
import { z } from 'zod';
import { serviceUnavailable } from '../../../core/errors';

export const EMBEDDINGS_URL_ENV = 'FDS_EMBEDDINGS_URL';
export const EMBEDDINGS_KEY_ENV = 'FDS_EMBEDDINGS_KEY';
export const EMBEDDINGS_MODEL_ENV = 'FDS_EMBEDDINGS_MODEL';
export const DEFAULT_EMBEDDINGS_MODEL = 'default';
/** Texts per request. */
export const EMBEDDINGS_BATCH = 64;
export const EMBEDDINGS_TIMEOUT_MS = 60_000;

export interface EmbeddingsEndpoint {
  url: string;
  key?: string | undefined;
  model: string;
  /** Embeds `texts` (in order) as unit vectors; a 503 when the endpoint fails. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  close(): Promise<void>;
}

const Answer = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()) })),
});

/** The endpoint the environment configures, or undefined without `FDS_EMBEDDINGS_URL`. */
export function embeddingsFromEnv(env: NodeJS.ProcessEnv): EmbeddingsEndpoint | undefined {
  const url = env[EMBEDDINGS_URL_ENV]?.trim();
  if (url === undefined || url === '') return undefined;
  const key = env[EMBEDDINGS_KEY_ENV]?.trim();
  const model = env[EMBEDDINGS_MODEL_ENV]?.trim();
  return embeddingsEndpoint({ url, key: key === '' ? undefined : key, model: model === undefined || model === '' ? DEFAULT_EMBEDDINGS_MODEL : model });
}

export function embeddingsEndpoint(config: { url: string; key?: string | undefined; model: string; timeoutMs?: number }): EmbeddingsEndpoint {
  const timeout = config.timeoutMs ?? EMBEDDINGS_TIMEOUT_MS;
  // undici loads on the first call, not with every command that builds a context.
  let client: Promise<{ agent: Agent; request: typeof undiciRequest }> | undefined;
  const connect = () =>
    (client ??= import('undici').then(({ Agent: UndiciAgent, request }) => ({
      agent: new UndiciAgent({ connect: { timeout }, headersTimeout: timeout, bodyTimeout: timeout }),
      request,
    })));
  const unavailable = (why: string) =>
    serviceUnavailable(`The embeddings endpoint ${config.url} is unavailable (${why}); semantic search and indexing need it while the store's vectors come from it.`);

  async function batch(texts: readonly string[]): Promise<Float32Array[]> {
    let status: number;
    let text: string;
    try {
      const { agent, request } = await connect();
      const response = await request(config.url, {
        method: 'POST',
        dispatcher: agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(config.key === undefined ? {} : { authorization: `Bearer ${config.key}` }),
        },
        body: JSON.stringify({ model: config.model, input: texts, encoding_format: 'float' }),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error instanceof Error ? error.name : 'error');
      throw unavailable(`request failed: ${code}`);
    }
    if (status !== 200) throw unavailable(`it answered ${status}`);
    let parsed: z.output<typeof Answer>;
    try {
      parsed = Answer.parse(JSON.parse(text));
    } catch {
      throw unavailable('its answer is not an embeddings response');
    }
    const vectors: (Float32Array | undefined)[] = Array.from({ length: texts.length }, () => undefined);
    for (const item of parsed.data) {
      if (item.index >= texts.length) throw unavailable('its answer holds an index beyond the texts sent');
      vectors[item.index] = unit(item.embedding);
    }
    if (vectors.some((v) => v === undefined)) throw unavailable(`its answer holds ${parsed.data.length} embeddings for ${texts.length} texts`);
    return vectors as Float32Array[];
  }

  return {
    url: config.url,
    key: config.key,
    model: config.model,
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let from = 0; from < texts.length; from += EMBEDDINGS_BATCH) out.push(...(await batch(texts.slice(from, from + EMBEDDINGS_BATCH))));
      const size = out[0]?.length;
      if (out.some((v) => v.length !== size || v.length === 0)) throw unavailable('its embeddings differ in size');
      return out;
    },
    close: async () => {
      if (client !== undefined) await (await client).agent.close();
    },
  };
}

/** `values` as a unit Float32Array (a zero vector stays zero). */
function unit(values: readonly number[]): Float32Array {
  let norm = 0;
  for (const x of values) norm += x * x;
  norm = Math.sqrt(norm);
  return Float32Array.from(values, (x) => (norm > 0 && Number.isFinite(x) ? x / norm : 0));
}
