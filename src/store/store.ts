/**
 * The store: one DuckDB instance per file, a few reader connections and one writer. A DuckDB connection
 * runs one statement at a time, so each connection has its own queue; hot statements are prepared once
 * per connection. Writes are serialised through `write()`, which wraps them in a transaction so a failed
 * write leaves nothing behind.
 */
import { DuckDBInstance, type DuckDBConnection, type DuckDBPreparedStatement, type DuckDBValue } from '@duckdb/node-api';
import { noLock, type StateStore, type StateTx } from '../state/state';
import { jsonConverter, type Json } from './values';

export type SqlValue = string | number | boolean | null | bigint;
export type Row = Record<string, Json>;

/** What engines and ingest need from a connection: parameterised statements only. */
export interface Sql {
  all<T = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  one<T = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; returns the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

/**
 * Inside `write()`: the same plus the raw connection for the appender. As a state transaction its
 * `lock` waits for nothing: writes are already serialised on the one writer connection.
 */
export interface WriteTx extends StateTx {
  readonly connection: DuckDBConnection;
}

/** Thrown when another process holds the store file. */
export class StoreLockedError extends Error {
  constructor(readonly path: string, detail: string) {
    super(`The store ${path} is in use by another process (${detail}).`);
    this.name = 'StoreLockedError';
  }
}

class Lane implements Sql {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly prepared = new Map<string, DuckDBPreparedStatement>();

  constructor(readonly connection: DuckDBConnection) {}

  /** Runs `task` after every earlier task on this connection has finished. */
  queue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async statement(sql: string, params: readonly SqlValue[]): Promise<DuckDBPreparedStatement> {
    let stmt = this.prepared.get(sql);
    if (!stmt) {
      stmt = await this.connection.prepare(sql);
      this.prepared.set(sql, stmt);
    }
    stmt.clearBindings();
    if (params.length > 0) stmt.bind(params as DuckDBValue[]);
    return stmt;
  }

  /**
   * Unqueued variants: callers hold the lane (inside `queue` or a write transaction).
   *
   * Only statements with parameters are prepared once and reused. DuckDB plans a parameterless prepared
   * statement with the table statistics of the moment it was prepared, so a cached `... WHERE key = 'x'`
   * prepared against an empty table keeps answering "no rows" after rows arrive. Statements with
   * parameters are planned with their bound values and stay correct.
   */
  async allNow<T>(sql: string, params: readonly SqlValue[]): Promise<T[]> {
    const reader = params.length === 0
      ? await this.connection.runAndReadAll(sql)
      : await (await this.statement(sql, params)).runAndReadAll();
    return reader.convertRowObjects(jsonConverter) as T[];
  }

  async runNow(sql: string, params: readonly SqlValue[]): Promise<number> {
    if (params.length === 0) {
      const result = await this.connection.run(sql);
      return Number(result.rowsChanged);
    }
    const result = await (await this.statement(sql, params)).run();
    return Number(result.rowsChanged);
  }

  all<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.queue(() => this.allNow<T>(sql, params));
  }

  async one<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.queue(() => this.runNow(sql, params));
  }

  close(): void {
    for (const stmt of this.prepared.values()) stmt.destroySync();
    this.prepared.clear();
    this.connection.closeSync();
  }
}

const READER_COUNT = 2;

/** What a write changes, for the counters derived answers are kept by. */
export interface WriteKind {
  /**
   * The write loads captures (an ingest, the sample): it bumps {@link Store.ingestGeneration} as well as
   * {@link Store.dataVersion} when it commits.
   */
  ingest?: boolean;
}

/**
 * The embedded store. It is also the default state store (`../state/state.ts`): the state tables live in
 * the same file as the captures unless `fds serve --state` puts them in PostgreSQL.
 */
export class Store implements StateStore {
  readonly kind = 'embedded';
  readonly description = 'embedded';
  private next = 0;
  private version = 0;
  private ingests = 0;

  /** Reader connections, opened on first use: a one-shot CLI command needs only one. */
  private readonly readers: Lane[] = [];
  private opening: Promise<Lane> | undefined;

  private constructor(
    readonly path: string,
    private readonly instance: DuckDBInstance,
    private readonly writer: Lane,
  ) {}

  /** Opens (creating if needed) the DuckDB file at `path`; `:memory:` gives a private in-memory store. */
  static async open(path: string): Promise<Store> {
    let instance: DuckDBInstance;
    try {
      instance = await DuckDBInstance.create(path);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/lock/i.test(message)) throw new StoreLockedError(path, message.replace(/^IO Error: /, ''));
      throw error;
    }
    const writer = new Lane(await instance.connect());
    return new Store(path, instance, writer);
  }

  /**
   * Changes whenever this instance commits a write. DuckDB lets one process hold a store file, so within
   * that process the version is exact: equal versions mean equal contents (response caches rely on it).
   */
  get dataVersion(): number {
    return this.version;
  }

  /**
   * Changes whenever this instance commits a write that loads captures (every ingest, the sample), and
   * only then: state writes (usage counters, keys, portfolios) leave it alone. Answers derived from the
   * captures alone (a scored universe) are kept until it changes, never for a time alone.
   */
  get ingestGeneration(): number {
    return this.ingests;
  }

  /** Round-robin over the reader connections, opening them one at a time up to READER_COUNT. */
  private async reader(): Promise<Lane> {
    if (this.readers.length < READER_COUNT && this.next >= this.readers.length) {
      this.opening ??= this.instance.connect().then((connection) => {
        const lane = new Lane(connection);
        this.readers.push(lane);
        this.opening = undefined;
        return lane;
      });
      await this.opening;
    }
    const lane = this.readers[this.next % this.readers.length]!;
    this.next++;
    return lane;
  }

  async all<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return (await this.reader()).all<T>(sql, params);
  }

  async one<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return (await this.reader()).one<T>(sql, params);
  }

  /** A single statement outside a transaction (DDL, maintenance). Prefer `write()` for changes. */
  run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.writer.run(sql, params).finally(() => this.version++);
  }

  /**
   * Runs `work` in one transaction on the writer connection: all of it commits or none of it does.
   * Writes are serialised, so two writers never interleave. `kind.ingest` marks a write that loads
   * captures (see {@link ingestGeneration}).
   */
  write<T>(work: (tx: WriteTx) => Promise<T>, kind: WriteKind = {}): Promise<T> {
    const lane = this.writer;
    return lane.queue(async () => {
      const tx: WriteTx = {
        connection: lane.connection,
        all: <R>(sql: string, params: readonly SqlValue[] = []) => lane.allNow<R>(sql, params),
        one: async <R>(sql: string, params: readonly SqlValue[] = []) => (await lane.allNow<R>(sql, params))[0],
        run: (sql: string, params: readonly SqlValue[] = []) => lane.runNow(sql, params),
        lock: noLock,
      };
      await lane.runNow('BEGIN TRANSACTION', []);
      try {
        const result = await work(tx);
        await lane.runNow('COMMIT', []);
        this.version++;
        if (kind.ingest === true) this.ingests++;
        return result;
      } catch (error) {
        // The original failure is what the caller needs; a failed ROLLBACK (e.g. the transaction was
        // already aborted by DuckDB) changes nothing about the outcome.
        await lane.runNow('ROLLBACK', []).catch(() => undefined);
        throw error;
      }
    });
  }

  close(): void {
    for (const lane of [...this.readers, this.writer]) lane.close();
    this.instance.closeSync();
  }
}
