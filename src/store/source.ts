/**
 * Where a server takes the store a request reads: the one store it holds, or the captures version that
 * is current when the request starts (`captures/attach.ts`). A request keeps its lease from start to
 * finish, so every statement of it reads the same version, and a version is closed only once no lease
 * on it is left.
 */
import type { Row, Sql, SqlValue, Store } from './store';

export interface StoreLease {
  readonly store: Store;
  /** The request is done with the store; call once. */
  release(): void;
}

export interface StoreSource {
  /** The store for one request, from start to finish. */
  lease(): StoreLease;
  /** Calls `listener` whenever the store new requests get changes (what was kept from the old one is stale). */
  onSwitch?(listener: () => void): void;
}

/** A source that always gives `store` (the embedded store a server holds). */
export const fixedSource = (store: Store): StoreSource => ({ lease: () => ({ store, release: () => undefined }) });

/** Runs `use` on a store leased from `source` for as long as it runs. */
export async function withLease<T>(source: StoreSource, use: (store: Store) => Promise<T>): Promise<T> {
  const lease = source.lease();
  try {
    return await use(lease.store);
  } finally {
    lease.release();
  }
}

/**
 * An `Sql` whose every statement runs on the store current when it starts: for readers that ask single
 * questions over a long time (the replay feed, the stream's listing check), never one request's several.
 */
export const sourceSql = (source: StoreSource): Sql => ({
  all: <T = Row>(sql: string, params?: readonly SqlValue[]) => withLease(source, (store) => store.all<T>(sql, params)),
  one: <T = Row>(sql: string, params?: readonly SqlValue[]) => withLease(source, (store) => store.one<T>(sql, params)),
  run: (sql: string, params?: readonly SqlValue[]) => withLease(source, (store) => store.run(sql, params)),
});
