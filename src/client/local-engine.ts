/**
 * The engine over the embedded store: opens (creating and migrating on first use) the DuckDB file and
 * runs operations in-process as the store's operator.
 */
import type { Clock } from '../core/clock';
import type { IsoDate } from '../core/dates';
import { LOCAL_CALLER, type EngineContext } from '../engine/context';
import { invoke, type RawQuery } from '../operations/invoke';
import type { AnyOperation } from '../operations/operation';
import { sampleAsOf } from '../store/meta';
import { openStore } from '../store/open';
import type { Store } from '../store/store';
import type { Engine } from './engine';

export interface LocalEngineOptions {
  storePath: string;
  clock: Clock;
}

export class LocalEngine implements Engine {
  private constructor(private readonly ctx: EngineContext) {}

  /** Opens the store; throws `StoreLockedError` when another process holds the file. */
  static async open(options: LocalEngineOptions): Promise<LocalEngine> {
    const store = await openStore({ path: options.storePath, clock: options.clock });
    return new LocalEngine({ store, clock: options.clock, caller: LOCAL_CALLER });
  }

  get origin(): string {
    return this.ctx.store.path;
  }

  get store(): Store {
    return this.ctx.store;
  }

  call(op: AnyOperation, pathValues: Readonly<Record<string, string>>, query: RawQuery): Promise<unknown> {
    return invoke(op, this.ctx, pathValues, query);
  }

  sampleAsOf(): Promise<IsoDate | null> {
    return sampleAsOf(this.ctx.store);
  }

  close(): Promise<void> {
    this.ctx.store.close();
    return Promise.resolve();
  }
}
