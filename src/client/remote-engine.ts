/**
 * The engine over a /v1 server: the same operation sent with undici, the answer parsed back into the body
 * the local engine would have returned, and an error envelope rebuilt into the same `ApiError`. undici is
 * imported on first use so local commands never load it.
 */
import { ApiError, codeForStatus, type ErrorCode } from '../core/errors';
import type { IsoDate } from '../core/dates';
import type { RawQuery } from '../operations/invoke';
import type { AnyOperation } from '../operations/operation';
import type * as undici from 'undici';
import type { Engine } from './engine';
import { operationUrl } from './url';

export interface RemoteEngineOptions {
  /** Server base URL, e.g. `http://127.0.0.1:8080` (paths already begin with `/v1`). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; omitted when absent (the server then answers 401 where a key is needed). */
  apiKey?: string | undefined;
  /** Milliseconds allowed to open the TCP connection (default 5 000). */
  connectTimeoutMs?: number;
  /** Milliseconds allowed between bytes of the answer (default 30 000). */
  readTimeoutMs?: number;
}

type Undici = typeof undici;

const ERROR_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'invalid_parameter', 'unauthorized', 'forbidden', 'not_found', 'method_not_allowed',
  'payload_too_large', 'upgrade_required', 'rate_limited', 'service_unavailable', 'internal_error',
]);

export class RemoteEngine implements Engine {
  private undici: Promise<{ lib: Undici; agent: InstanceType<Undici['Agent']> }> | undefined;
  private latestNotice: string | null = null;

  constructor(private readonly options: RemoteEngineOptions) {}

  get origin(): string {
    return this.options.baseUrl;
  }

  private client(): Promise<{ lib: Undici; agent: InstanceType<Undici['Agent']> }> {
    // The bundle keeps undici's named exports as Node's loader does (src/tools/commonjs-named-exports.mjs).
    this.undici ??= import('undici').then((lib) => ({ lib, agent: new lib.Agent({ connect: { timeout: this.options.connectTimeoutMs ?? 5_000 } }) }));
    return this.undici;
  }

  async call(op: AnyOperation, pathValues: Readonly<Record<string, string>>, query: RawQuery, body?: unknown): Promise<unknown> {
    const url = operationUrl(this.options.baseUrl, op, pathValues, query);
    const { lib, agent } = await this.client();
    // Operator routes run store administration (an ingest of a large file) that may take minutes.
    const readTimeout = op.access === 'local' ? 0 : this.options.readTimeoutMs ?? 30_000;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.apiKey !== undefined && this.options.apiKey !== '') headers.authorization = `Bearer ${this.options.apiKey}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const payload = body === undefined ? {} : { body: JSON.stringify(body) };
    let response: Awaited<ReturnType<Undici['request']>>;
    try {
      response = await lib.request(url, { method: op.method, headers, ...payload, dispatcher: agent, headersTimeout: readTimeout, bodyTimeout: readTimeout });
    } catch (error) {
      throw new ApiError(503, 'service_unavailable', `Cannot reach the fds server at ${this.options.baseUrl}: ${describeNetworkError(error)}.`);
    }
    const text = await response.body.text();
    const notice = response.headers['x-data-notice'];
    this.latestNotice = typeof notice === 'string' ? notice : null;
    if (response.statusCode === 204) return undefined;
    if (response.statusCode >= 200 && response.statusCode < 300) {
      return parseJson(text, url, response.statusCode);
    }
    throw errorFromResponse(response.statusCode, text, url, response.headers);
  }

  sampleAsOf(): Promise<IsoDate | null> {
    return Promise.resolve(sampleDateOf(this.latestNotice));
  }

  async close(): Promise<void> {
    if (this.undici) await (await this.undici).agent.close();
  }
}

/** The as-of date named in an `X-Data-Notice` header, or null when the answer is not sample data. */
export function sampleDateOf(notice: string | null): IsoDate | null {
  if (notice === null) return null;
  return /\b(\d{4}-\d{2}-\d{2})\b/.exec(notice)?.[1] ?? null;
}

function parseJson(text: string, url: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(502, 'internal_error', `The server at ${url} answered ${status} with a body that is not JSON.`);
  }
}

/** A non-2xx answer back into the `ApiError` the server raised; from the status alone when there is no envelope. */
export function errorFromResponse(status: number, text: string, url: string, headers: Readonly<Record<string, string | string[] | undefined>> = {}): ApiError {
  const passOn: Record<string, string> = {};
  const retryAfter = headers['retry-after'];
  if (typeof retryAfter === 'string') passOn['Retry-After'] = retryAfter;
  const envelope = tryEnvelope(text);
  if (envelope) return new ApiError(envelope.status, envelope.code, envelope.message, passOn);
  return new ApiError(status, codeForStatus(status), `The server at ${url} answered HTTP ${status}.`, passOn);
}

function tryEnvelope(text: string): { code: ErrorCode; message: string; status: number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return null;
  const error = parsed.error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, status } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !ERROR_CODES.has(code) || typeof message !== 'string' || typeof status !== 'number') return null;
  return { code: code as ErrorCode, message, status };
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code} (${error.message})` : error.message;
  }
  return String(error);
}
