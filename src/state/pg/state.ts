/**
 * The state store on PostgreSQL: the store's `Sql` (parameterised statements with `?` placeholders, rows
 * converted as the DuckDB store converts them) over a `pg.Pool`, and `write()`, which runs work in one
 * transaction and runs it again when PostgreSQL aborts it as a serialisation failure or a deadlock victim.
 *
 * Unlike the DuckDB store, writes are not serialised in the process: several processes write at once.
 * A rule that counts before it inserts (a portfolio limit) must therefore take the lock of what it counts
 * (`tx.lock`) or run SERIALIZABLE; the daily counter needs neither (`./usage.ts`).
 */
import pg from 'pg';
import type { Row, Sql, SqlValue } from '../../store/store';
import type { StateStore, StateTx } from '../state';
import { toNumberedParameters } from './placeholders';
import { backoffMs, DEFAULT_ATTEMPTS, isRetryable } from './retry';
import { describeUrl } from './url';
import { stateTypes } from './values';

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface WriteOptions {
  /** Isolation of the transaction (default: read committed, PostgreSQL's own). */
  isolation?: Isolation;
  /** Attempts in all when PostgreSQL aborts the transaction as retryable (default {@link DEFAULT_ATTEMPTS}). */
  attempts?: number;
}

export type { StateTx };

export interface StateOptions {
  /** Connections the pool may open (default 10). */
  maxConnections?: number;
  /** Where problems of idle connections are reported (a dropped connection is replaced, not fatal). */
  log?: (line: string) => void;
  /** Random numbers for the retry jitter (tests pin it). */
  random?: () => number;
}

type Queryable = Pick<pg.Pool, 'query'>;

const CONNECT_TIMEOUT_MS = 10_000;

const BEGIN: Readonly<Record<Isolation, string>> = {
  'read committed': 'BEGIN ISOLATION LEVEL READ COMMITTED',
  'repeatable read': 'BEGIN ISOLATION LEVEL REPEATABLE READ',
  serializable: 'BEGIN ISOLATION LEVEL SERIALIZABLE',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one statement; a statement without parameters may hold several (a migration's text). */
async function query(db: Queryable, sql: string, params: readonly SqlValue[]): Promise<pg.QueryResult> {
  const text = toNumberedParameters(sql);
  const result = params.length === 0 ? await db.query(text) : await db.query(text, params as unknown[]);
  // Several statements answer with one result each: the last one's rows, every one's changes.
  if (Array.isArray(result)) {
    const results = result as pg.QueryResult[];
    const last = results.at(-1);
    return { ...(last ?? { rows: [], fields: [], command: '', oid: 0 }), rowCount: results.reduce((n, r) => n + (r.rowCount ?? 0), 0) };
  }
  return result;
}

/** The `Sql` of any pool or client. */
function sqlOver(db: Queryable): Sql {
  return {
    all: async <T = Row>(sql: string, params: readonly SqlValue[] = []) => (await query(db, sql, params)).rows as T[],
    one: async <T = Row>(sql: string, params: readonly SqlValue[] = []) => (await query(db, sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params: readonly SqlValue[] = []) => (await query(db, sql, params)).rowCount ?? 0,
  };
}

/** A transaction's statements; once it has ended, using it is a defect and throws. */
function transactionOver(client: pg.PoolClient, ended: () => boolean): StateTx {
  const sql = sqlOver(client);
  const live = (): void => {
    if (ended()) throw new Error('state transaction used after it ended');
  };
  return {
    all: async <T = Row>(text: string, params: readonly SqlValue[] = []) => {
      live();
      return sql.all<T>(text, params);
    },
    one: async <T = Row>(text: string, params: readonly SqlValue[] = []) => {
      live();
      return sql.one<T>(text, params);
    },
    run: async (text: string, params: readonly SqlValue[] = []) => {
      live();
      return sql.run(text, params);
    },
    lock: async (key: string) => {
      live();
      await sql.run('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
    },
  };
}

export class PgState implements StateStore {
  readonly kind = 'postgres';
  private closing: Promise<void> | undefined;
  private readonly sql: Sql;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly random: () => number,
    /** `postgres (HOST:PORT/DATABASE)`: no user, no password. */
    readonly description: string,
  ) {
    this.sql = sqlOver(pool);
  }

  /**
   * A pool on the PostgreSQL database at `url` (already checked by `checkStateUrl`). Connections open on
   * first use; `connect()` opens one now, to report an unreachable server at once.
   */
  static open(url: string, options: StateOptions = {}): PgState {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: 'fds',
      // Sessions in UTC: the state's timestamps are UTC (as in the DuckDB store), so now() and casts agree.
      options: '-c TimeZone=UTC',
      types: stateTypes,
    });
    const log = options.log ?? (() => undefined);
    // An idle connection the server closed is dropped and replaced; without a listener it would crash the process.
    pool.on('error', (error) => log(`state: idle PostgreSQL connection failed: ${error.message}`));
    return new PgState(pool, options.random ?? Math.random, `postgres (${describeUrl(url)})`);
  }

  /** Opens one connection and gives it back: fails as connecting fails (refused, timed out, bad password). */
  async connect(): Promise<void> {
    const client = await this.pool.connect();
    client.release();
  }

  all<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.sql.all<T>(sql, params);
  }

  one<T = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return this.sql.one<T>(sql, params);
  }

  /** One statement in its own transaction (autocommit). */
  run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.sql.run(sql, params);
  }

  /**
   * Runs `work` in one transaction: all of it commits or none of it does. When PostgreSQL aborts it as a
   * serialisation failure or a deadlock victim (at any statement or at COMMIT), the whole of `work` runs
   * again on a fresh transaction, at most `attempts` times in all; so `work` must do nothing outside the
   * transaction that cannot be done twice. Any other error rolls back and is thrown as it is.
   */
  async write<T>(work: (tx: StateTx) => Promise<T>, options: WriteOptions = {}): Promise<T> {
    const attempts = Math.max(1, options.attempts ?? DEFAULT_ATTEMPTS);
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      let ended = false;
      // A connection whose ROLLBACK failed is in an unknown state: the pool discards it.
      let broken: Error | undefined;
      try {
        await client.query(BEGIN[options.isolation ?? 'read committed']);
        const result = await work(transactionOver(client, () => ended));
        await client.query('COMMIT');
        ended = true;
        return result;
      } catch (error) {
        ended = true;
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        if (attempt >= attempts || !isRetryable(error)) throw error;
      } finally {
        ended = true;
        client.release(broken);
      }
      await sleep(backoffMs(attempt, this.random));
    }
  }

  /** Closes every connection once the statements running now have finished. Closing twice is harmless. */
  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}
