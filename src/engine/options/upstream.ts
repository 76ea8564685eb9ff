/**
 * The `upstream` options provider: another fds server's `/v1` chain and contract endpoints, called with
 * undici and an API key, under connect and headers/body timeouts. The upstream's answers keep their meaning where they
 * are about the request (404 unknown listing or symbol, 400 bad parameter); everything else — 5xx,
 * refused or timed-out connections, a refused key, a body that is not the documented resource — is a 503,
 * never an empty no-options answer.
 */
import type { Agent, request as undiciRequest } from 'undici';
import type { z } from 'zod';
import { invalidParameter, notFound, serviceUnavailable, type ApiError } from '../../core/errors';
import type { ChainSnapshot, OptionsProvider } from './provider';
import { ChainResponse, SingleContractResponse } from './schemas';

export const DEFAULT_OPTIONS_TIMEOUT_MS = 5000;
/** The largest chain page an fds server returns: the upstream snapshot of one expiration. */
const UPSTREAM_CHAIN_LIMIT = 500;

export interface UpstreamOptionsConfig {
  /** Base URL of the fds server, e.g. `https://fds.example.com`. */
  url: string;
  /** API key on that server (its plan decides whether chains and contracts are open to us). */
  key: string;
  /** Connect timeout, and the longest wait for the headers and between body chunks (default 5000 ms). */
  timeoutMs?: number;
}

/** The message of an fds error envelope, when the body is one. */
function envelopeMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return null;
  }
}

export function upstreamOptionsProvider(config: UpstreamOptionsConfig): OptionsProvider {
  const timeout = config.timeoutMs ?? DEFAULT_OPTIONS_TIMEOUT_MS;
  // undici loads on the first upstream call, not with every command that builds a provider.
  let client: Promise<{ agent: Agent; request: typeof undiciRequest }> | undefined;
  const connect = () =>
    (client ??= import('undici').then(({ Agent: UndiciAgent, request }) => ({
      agent: new UndiciAgent({ connect: { timeout }, headersTimeout: timeout, bodyTimeout: timeout }),
      request,
    })));
  const base = config.url.replace(/\/+$/, '');
  const unavailable = (why: string): ApiError => serviceUnavailable(`The options data provider is unavailable (${why}); try again later.`);

  async function get<S extends z.ZodType>(path: string, query: Record<string, string>, schema: S): Promise<z.output<S>> {
    const search = new URLSearchParams(query).toString();
    const url = `${base}${path}${search === '' ? '' : `?${search}`}`;
    let status: number;
    let text: string;
    try {
      // Inside the try: a client that cannot be loaded or built is the provider failing (503), as a
      // refused connection is.
      const { agent, request } = await connect();
      const response = await request(url, {
        method: 'GET',
        dispatcher: agent,
        headers: { authorization: `Bearer ${config.key}`, accept: 'application/json' },
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error instanceof Error ? error.name : 'error');
      throw unavailable(`upstream request failed: ${code}`);
    }
    if (status === 404) throw notFound(envelopeMessage(text) ?? `Not found upstream: ${path}.`);
    if (status === 400) throw invalidParameter(envelopeMessage(text) ?? 'The upstream refused a parameter.');
    if (status !== 200) throw unavailable(`upstream answered ${status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw unavailable('upstream answer is not JSON');
    }
    const result = schema.safeParse(parsed);
    if (!result.success) throw unavailable('upstream answer is not the documented resource');
    return result.data;
  }

  const options = (ticker: string, what: string) => `/v1/stocks/${encodeURIComponent(ticker)}/options/${what}`;

  return {
    kind: 'upstream',
    async chain(_ctx, ticker, expiration): Promise<ChainSnapshot> {
      const query: Record<string, string> = { limit: String(UPSTREAM_CHAIN_LIMIT) };
      if (expiration !== null) query.expiration = expiration;
      const page = await get(options(ticker, 'chain'), query, ChainResponse);
      return {
        ticker: page.ticker,
        companyName: page.companyName,
        expiration: page.expiration,
        quotesAvailable: page.quotesAvailable,
        truncated: page.truncated,
        contracts: page.contracts,
      };
    },
    contract: (_ctx, ticker, symbol) => get(options(ticker, 'contract'), { symbol }, SingleContractResponse),
    close: async () => {
      if (client !== undefined) await (await client).agent.close();
    },
  };
}
