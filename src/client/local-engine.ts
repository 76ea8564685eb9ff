/**
 * The engine over the embedded store: opens (creating and migrating on first use) the DuckDB file and
 * runs operations in-process as the store's operator.
 */
import type { Clock } from '../core/clock';
import type { IsoDate } from '../core/dates';
import { serviceUnavailable } from '../core/errors';
import { LOCAL_CALLER, type EngineContext } from '../engine/context';
import { optionsProviderFromEnv } from '../engine/options/config';
import type { OptionsProvider } from '../engine/options/provider';
import { embeddingsFromEnv } from '../engine/filing-text/semantic/endpoint';
import { ukPermissionFromEnv } from '../engine/short/uk-permission';
import { answer, type RawQuery } from '../operations/invoke';
import type { AnyOperation } from '../operations/operation';
import { QUOTES_TAG } from '../operations/quotes';
import { primeBus } from '../quotes/replay';
import { storeTicks } from '../quotes/tick-source';
import { STATE_URL_ENV, stateUrlOf } from '../state/pg/url';
import type { StateStore } from '../state/state';
import { openStore } from '../store/open';
import type { Store } from '../store/store';
import type { Engine } from './engine';

/** Tags of the operations that read or write the state (accounts, keys, portfolios, web data feeds). */
const STATE_TAGS: ReadonlySet<string> = new Set(['accounts', 'keys', 'portfolios', 'feeds']);

/** Tags of the operations whose answers can carry a live reading. */
const LIVE_MARK_TAGS: ReadonlySet<string> = new Set([QUOTES_TAG, 'portfolios']);

export interface LocalEngineOptions {
  storePath: string;
  clock: Clock;
  /** Environment read for the options provider (`FDS_OPTIONS_PROVIDER`, …), the UK permission and the embeddings endpoint; default `process.env`. */
  env?: NodeJS.ProcessEnv;
}

/** The context fields of the deployment `env` states: the UK permission and the embeddings endpoint, if any. */
function deployment(env: NodeJS.ProcessEnv): Pick<EngineContext, 'ukShortPermission' | 'embeddings'> {
  const reference = ukPermissionFromEnv(env);
  const embeddings = embeddingsFromEnv(env);
  return { ...(reference === undefined ? {} : { ukShortPermission: reference }), ...(embeddings === undefined ? {} : { embeddings }) };
}

export class LocalEngine implements Engine {
  /** Whether the latest answer held synthetic rows: the sample's as-of date, or null. */
  private latestSampleAsOf: IsoDate | null = null;

  private constructor(
    private ctx: EngineContext,
    /** The engine opened the store (and its options provider) and closes them; false for a borrowed store. */
    private readonly owns: boolean,
    /** The caller named a PostgreSQL state store (FDS_STATE_URL): the store file's own state is not theirs. */
    private readonly stateElsewhere: boolean,
  ) {}

  /** Opens the store; throws `StoreLockedError` when another process holds the file. */
  static async open(options: LocalEngineOptions): Promise<LocalEngine> {
    const env = options.env ?? process.env;
    const provider = optionsProviderFromEnv(env);
    const store = await openStore({ path: options.storePath, clock: options.clock });
    return new LocalEngine(
      { store, state: store, clock: options.clock, caller: LOCAL_CALLER, options: provider, ...deployment(env) },
      true,
      stateUrlOf(undefined, env) !== undefined,
    );
  }

  /**
   * An engine over a store this process already holds (the owner's, shared by every request it answers),
   * with the caller's clock, options provider, UK permission and embeddings endpoint (from `env`), and the
   * holder's state store (`fds serve --state`; default the store itself); closing it leaves the stores and
   * the provider open.
   */
  static over(store: Store, clock: Clock, options: OptionsProvider, env: NodeJS.ProcessEnv = {}, state: StateStore = store): LocalEngine {
    return new LocalEngine({ store, state, clock, caller: LOCAL_CALLER, options, ...deployment(env) }, false, stateUrlOf(undefined, env) !== undefined);
  }

  get origin(): string {
    return this.ctx.store.path;
  }

  get store(): Store {
    return this.ctx.store;
  }

  async call(op: AnyOperation, pathValues: Readonly<Record<string, string>>, query: RawQuery, body?: unknown): Promise<unknown> {
    if (this.stateElsewhere && this.ctx.state.kind === 'embedded' && STATE_TAGS.has(op.tag)) {
      // Writing a key or a portfolio into the store file here would look like success while no server
      // sharing the PostgreSQL state ever sees it.
      throw serviceUnavailable(
        `${STATE_URL_ENV} is set, but no fds serve keeping its state there holds ${this.ctx.store.path}: accounts, keys and portfolios `
          + `would be read and written in the store file instead. Start fds serve on this store (it reads ${STATE_URL_ENV}) and run `
          + `the command again, or unset ${STATE_URL_ENV} to use the store file's own state.`,
      );
    }
    if (LIVE_MARK_TAGS.has(op.tag) && this.ctx.quotes === undefined) {
      // A one-shot command needs the bus as the replay feed would hold it now, not a running feed; only
      // quote calls and portfolio calls (a valuation may mark a position at a live quote) pay for reading the ticks.
      this.ctx = { ...this.ctx, quotes: await primeBus(storeTicks(this.ctx.store), this.ctx.clock.now().getTime()) };
    }
    this.latestSampleAsOf = null;
    const result = await answer(op, this.ctx, pathValues, query, body);
    this.latestSampleAsOf = result.sampleAsOf;
    // A 204 has no body on the wire; locally it has none either.
    return op.successStatus === 204 ? undefined : result.body;
  }

  sampleAsOf(): Promise<IsoDate | null> {
    return Promise.resolve(this.latestSampleAsOf);
  }

  async close(): Promise<void> {
    if (!this.owns) {
      // The endpoint's client is this engine's own, even over a borrowed store.
      await this.ctx.embeddings?.close();
      return;
    }
    this.ctx.store.close();
    await this.ctx.options?.close?.();
    await this.ctx.embeddings?.close();
  }
}
