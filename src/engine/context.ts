/**
 * What every engine function receives: the capture store, the state store, the clock and who is asking.
 * Engines know nothing of HTTP, commander or the terminal.
 */
import type { Clock } from '../core/clock';
import type { QuoteBus } from '../quotes/types';
import type { EmbeddingsEndpoint } from './filing-text/semantic/endpoint';
import type { OptionsProvider } from './options/provider';
import type { StateStore } from '../state/state';
import type { Store } from '../store/store';

export type Plan = 'free' | 'plus' | 'pro';
export const PLANS: readonly Plan[] = ['free', 'plus', 'pro'];

export interface Caller {
  /** `local` is the built-in owner of a local CLI without `--remote`; it is on Pro and never counted. */
  kind: 'local' | 'account' | 'organization';
  id: string;
  name: string;
  plan: Plan;
}

export const LOCAL_CALLER: Caller = { kind: 'local', id: 'local', name: 'local', plan: 'pro' };

export interface EngineContext {
  /** Captures: prices, listings, filings, option references, … (always the embedded DuckDB store). */
  store: Store;
  /**
   * Accounts, organizations, seats, keys, usage, portfolios, lots, watches, shares and web-feed results:
   * the embedded store itself by default (`state === store`), or PostgreSQL under `fds serve --state`.
   * Never joined with `store` in one statement: the two may be different databases.
   */
  state: StateStore;
  clock: Clock;
  caller: Caller;
  /** The process's quote bus; absent when no quote feed is running (quote operations then answer 503). */
  quotes?: QuoteBus;
  /** Where option data comes from (capture, upstream or disabled); absent, option operations answer 503. */
  options?: OptionsProvider;
  /** The deployment's upgrade page, linked from plan refusals (403); absent, they say to ask the operator. */
  upgradeUrl?: string;
  /**
   * The deployment's permission to collect and serve the UK's short-position data (its reference, from
   * `FDS_UK_SHORT_PERMISSION`; see `short/uk-permission.ts`); absent, UK reports answer permission_required.
   */
  ukShortPermission?: string;
  /**
   * The deployment's embeddings endpoint (`FDS_EMBEDDINGS_URL`, see `filing-text/semantic/endpoint.ts`);
   * absent, filing search uses the local semantic model, and a store whose vectors came from an endpoint
   * answers its semantic searches with 503.
   */
  embeddings?: EmbeddingsEndpoint;
}
