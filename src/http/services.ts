/**
 * What the server's routes share, attached to the fastify instance as `app.fds` so later routes on the
 * same instance (the quote stream) authenticate and count exactly like the REST routes.
 */
import type { Clock } from '../core/clock';
import type { Caller } from '../engine/context';
import type { EmbeddingsEndpoint } from '../engine/filing-text/semantic/endpoint';
import type { OptionsProvider } from '../engine/options/provider';
import type { QuoteBus } from '../quotes/types';
import type { StateStore } from '../state/state';
import type { StoreSource } from '../store/source';
import type { Store } from '../store/store';
import type { Authenticator } from './auth';
import type { RequestQuota } from './quota';
import type { ResponseCache } from './response-cache';

export interface ServerServices {
  /** The store the server holds: its state (accounts, keys, usage), and its captures when they are embedded. */
  store: Store;
  /** The state store: `store` itself, or PostgreSQL shared with other servers. */
  state: StateStore;
  /** Where each request takes the store it reads, for the whole request (see `../store/source.ts`). */
  stores: StoreSource;
  clock: Clock;
  auth: Authenticator;
  quota: RequestQuota;
  responses: ResponseCache;
  log: (line: string) => void;
  /** The quote bus, when the server has one (quotes and the stream). */
  quotes?: QuoteBus;
  /** Where option data comes from; passed into every engine context. */
  options: OptionsProvider;
  /** The upgrade page plan refusals (403) link to; absent, they say to ask the operator instead. */
  upgradeUrl?: string;
  /** The deployment's permission to serve UK short-position data; passed into every engine context. */
  ukShortPermission?: string;
  /** The deployment's embeddings endpoint; passed into every engine context. */
  embeddings?: EmbeddingsEndpoint;
  /** Set once shutdown starts: new requests get 503 while in-flight ones finish. */
  closing: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    fds: ServerServices;
  }
  interface FastifyRequest {
    /** The authenticated caller; null on open operations and before authentication. */
    fdsCaller: Caller | null;
  }
}
