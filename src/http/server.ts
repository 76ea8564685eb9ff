/**
 * The HTTP face: a fastify server built from the operation registry. `buildServer` gives a server that is
 * not listening (tests drive it with `app.inject`); `startServer` also listens.
 */
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { parse as parseQueryString } from 'node:querystring';
import type { Clock } from '../core/clock';
import { errorEnvelope, invalidParameter } from '../core/errors';
import { toQuote } from '../engine/quotes/evaluate';
import type { Plan } from '../engine/context';
import { createOptionsProvider } from '../engine/options/config';
import type { EmbeddingsEndpoint } from '../engine/filing-text/semantic/endpoint';
import type { OptionsProvider } from '../engine/options/provider';
import { registry } from '../operations';
import type { AnyOperation } from '../operations/operation';
import type { QuoteBus } from '../quotes/types';
import type { StateStore } from '../state/state';
import { fixedSource, type StoreSource } from '../store/source';
import type { Store } from '../store/store';
import { Authenticator } from './auth';
import { acceptEmptyBodies } from './empty-body';
import { apiErrorOf, noRoute, pathOf, sendError } from './errors';
import { stderrLog } from './log';
import { DEFAULT_QUOTAS, QuotaLedger, type RequestQuota } from './quota';
import { SharedQuota } from './shared-quota';
import { ResponseCache } from './response-cache';
import { registerMcpRoute } from './mcp-route';
import { registerOperations } from './routes';
import type { ServerServices } from './services';
import { attachStream, type StreamTuning } from './stream';

export interface ServerOptions {
  /** The capture store (and, without `state`, the state store too). */
  store: Store;
  /**
   * Where accounts, keys, usage counters, portfolios and web-feed results live; default `store` itself.
   * A PostgreSQL state store is shared with other servers: quotas are then counted in it, request by
   * request, instead of in this process's memory.
   */
  state?: StateStore;
  /**
   * Where each request takes the store it reads (attached captures versions, see `../store/captures/`);
   * default: `store` for every request.
   */
  stores?: StoreSource;
  clock: Clock;
  /** Daily request quota per plan; missing plans keep the defaults (free 100, plus 10,000, pro 100,000). */
  quotas?: Partial<Record<Plan, number>>;
  /** Token that authenticates as the store's operator (Pro, never counted, may call `/_local/` routes). */
  adminToken?: string;
  /** Request log sink, one line per request; defaults to stderr. */
  log?: (line: string) => void;
  /** Operations to serve; defaults to the registry. */
  operations?: readonly AnyOperation[];
  /** The quote bus: passed into every engine context and served on `/v1/stream`; no stream without it. */
  quotes?: QuoteBus;
  /** Stream timings (ping, delayed view, conflation threshold); the defaults suit production. */
  stream?: StreamTuning;
  /** The options provider (closed with the server); default the capture provider with the 300 s snapshot cache. */
  options?: OptionsProvider;
  /** The upgrade page plan refusals (403) link to; absent, they tell the caller to ask this server's operator. */
  upgradeUrl?: string;
  /** The deployment's permission to serve UK short-position data (see engine/short/uk-permission.ts); absent: none. */
  ukShortPermission?: string;
  /** The embeddings endpoint filing search and indexing use (closed with the server); absent: the local model. */
  embeddings?: EmbeddingsEndpoint;
  /** Milliseconds on a monotonic clock, for how long key lookups are reused; default `performance.now()`. */
  monotonicMs?: () => number;
}

export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:8080`. */
  url: string;
  /** Stops accepting, lets in-flight requests finish and writes the quota counters. */
  close(): Promise<void>;
}

/** Largest request body accepted (413 above it). No operation needs more than a small JSON document. */
export const BODY_LIMIT = 64 * 1024;
/** Longest path parameter accepted (400 above it); far above any ticker or id. */
const MAX_PARAM_LENGTH = 512;

/** Builds the server (routes, auth, quotas, errors, logging) without listening. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const log = options.log ?? stderrLog();
  const state = options.state ?? options.store;
  const limits = { ...DEFAULT_QUOTAS, ...options.quotas };
  const quota: RequestQuota =
    state.kind === 'postgres' ? new SharedQuota(state, options.clock, limits, log) : new QuotaLedger(state, options.clock, limits, log);
  await quota.load();
  const stores = options.stores ?? fixedSource(options.store);
  const services: ServerServices = {
    store: options.store,
    state,
    stores,
    clock: options.clock,
    auth: new Authenticator(state, options.adminToken, options.monotonicMs),
    quota,
    responses: new ResponseCache(),
    log,
    closing: false,
    options: options.options ?? createOptionsProvider({ kind: 'capture' }),
    ...(options.quotes ? { quotes: options.quotes } : {}),
    ...(options.upgradeUrl === undefined ? {} : { upgradeUrl: options.upgradeUrl }),
    ...(options.ukShortPermission === undefined ? {} : { ukShortPermission: options.ukShortPermission }),
    ...(options.embeddings === undefined ? {} : { embeddings: options.embeddings }),
  };

  // Answers kept from the captures new requests no longer read are dropped with them.
  stores.onSwitch?.(() => services.responses.clear());

  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    // HEAD would run (and count) the whole operation; it is answered with 405 like any other method.
    exposeHeadRoutes: false,
    // Shutdown answers with our own 503 envelope (see routes), not fastify's body.
    return503OnClosing: false,
    routerOptions: {
      maxParamLength: MAX_PARAM_LENGTH,
      caseSensitive: true,
      ignoreTrailingSlash: false,
      // Repeated keys become arrays, which invoke() rejects by name; validation is zod's, not fastify's.
      querystringParser: (text: string) => parseQueryString(text),
    },
    frameworkErrors: (error: FastifyError, request, reply) => {
      void sendError(reply, apiErrorOf(error, BODY_LIMIT, log, `${request.method} ${pathOf(request)}`));
    },
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) {
        socket.destroy(error);
        return;
      }
      const body = JSON.stringify(errorEnvelope(invalidParameter('Malformed HTTP request.')));
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });
  acceptEmptyBodies(app);
  app.decorate('fds', services);
  app.decorateRequest('fdsCaller', null);

  app.addHook('onResponse', (request, reply, done) => {
    const who = request.fdsCaller?.id ?? '-';
    log(`${request.method} ${pathOf(request)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms account=${who}`);
    done();
  });
  app.addHook('preClose', (done) => {
    services.closing = true;
    done();
  });
  app.addHook('onClose', async () => {
    await quota.close();
    await services.options.close?.();
    await services.embeddings?.close();
  });

  app.setErrorHandler((error, request, reply) => {
    if (services.closing) reply.header('connection', 'close');
    return sendError(reply, apiErrorOf(error, BODY_LIMIT, log, `${request.method} ${pathOf(request)}`));
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, noRoute(request)));

  registerOperations(app, options.operations ?? registry, services);
  registerMcpRoute(app, options.operations ?? registry, BODY_LIMIT);
  if (options.quotes) attachStream(app, { ...options.stream, bus: options.quotes, evaluate: toQuote });
  await app.ready();
  return app;
}

/** Builds the server and listens on `host:port` (port 0 picks a free port). */
export async function startServer(options: ServerOptions & { host: string; port: number }): Promise<RunningServer> {
  const app = await buildServer(options);
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { url: `http://${host}:${address.port}`, close: () => app.close() };
}
