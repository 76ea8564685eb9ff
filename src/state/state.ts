/**
 * The state store: where accounts, organizations, seats, API keys (hashed), daily usage counters,
 * portfolios, lots, watches, shares and web-feed results live, apart from the captures (prices, listings,
 * option references, …). Two backends give the same interface: the embedded DuckDB store itself (the
 * default; one process writes it, so its writes are serialised and a lock is a no-op) and PostgreSQL
 * (`./pg/state.ts`; several `fds serve` replicas write it at once).
 *
 * Statements written against it must run unchanged on both: parameters as `?`, no DuckDB-only syntax
 * (`list()`, `[]`, `QUALIFY`, `SEMI JOIN`, `any_value`), decimals read back as exact text.
 */
import type { Sql } from '../store/store';

/** Inside `write()`: the statements of one transaction, and that transaction's locks. */
export interface StateTx extends Sql {
  /**
   * Takes the transaction's exclusive lock on `key` (any text, e.g. `lots-of:PORTFOLIO`), waiting while
   * another transaction holds it; released when the transaction ends. A rule that counts rows of a key
   * before it inserts (a limit, a next sequence number, a duplicate check) takes the key's lock first, so
   * writers from any number of processes count one after the other.
   */
  lock(key: string): Promise<void>;
}

export type StateKind = 'embedded' | 'postgres';

export interface StateStore extends Sql {
  readonly kind: StateKind;
  /**
   * What `/v1/health` and the server's start line say about it, never with a user or password:
   * `embedded`, or `postgres (HOST:PORT/DATABASE)`.
   */
  readonly description: string;
  /** Runs `work` in one transaction: all of it commits or none of it does. */
  write<T>(work: (tx: StateTx) => Promise<T>): Promise<T>;
}

/** The `lock` of a backend whose writes are already serialised: nothing to wait for. */
export const noLock = (): Promise<void> => Promise.resolve();

/** PostgreSQL's code for a unique violation (a second account with one name, …). */
export const UNIQUE_VIOLATION = '23505';

/** True when `error` is a unique-constraint violation reported by PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/**
 * Runs a write whose name rule was checked in the transaction, turning a unique violation (a writer on
 * another replica got there between check and insert) into the same refusal the check gives.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
