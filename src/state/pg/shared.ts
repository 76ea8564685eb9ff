/**
 * The PostgreSQL state store as `fds serve --state URL` uses it: opened and checked once at start
 * (reachable, and migrated by `fds state migrate`: a server never changes the schema itself), then
 * failing as 503 `service_unavailable` answers that name the store with its password masked, never as a
 * 500 or with the URL in clear. A unique violation and the engines' own refusals pass through as they
 * are: the engines map the first to the refusal their name check gives (`../state.ts`).
 */
import { ApiError, serviceUnavailable } from '../../core/errors';
import type { Row, Sql, SqlValue } from '../../store/store';
import { isUniqueViolation, type StateStore, type StateTx } from '../state';
import { stateStoreError } from './errors';
import { pendingStateMigrations } from './migrate';
import { PgState, type StateOptions } from './state';
import { checkStateUrl, maskUrl } from './url';

/** A state store a server shares with other servers; closing it closes its connections. */
export interface SharedState extends StateStore {
  close(): Promise<void>;
}

/**
 * Connects to the state store at `url` and checks its schema: a store without this build's migrations
 * is refused (503, exit 6) with the command that fixes it, so replicas never migrate on their own.
 */
export async function openSharedState(url: string, options: StateOptions = {}): Promise<SharedState> {
  checkStateUrl(url);
  const db = PgState.open(url, options);
  try {
    await db.connect();
    const pending = await pendingStateMigrations(db);
    if (pending.length > 0) {
      throw serviceUnavailable(
        `The state store ${maskUrl(url)} lacks migration${pending.length === 1 ? '' : 's'} ${pending.join(', ')} of this build: ` +
          'run fds state migrate with the same --state URL (or FDS_STATE_URL) first; fds serve never changes the schema itself.',
      );
    }
  } catch (error) {
    await db.close();
    throw stateStoreError(url, error);
  }
  return reportingFailures(db, url);
}

type Statements = Pick<Sql, 'all' | 'one' | 'run'>;

/** `db` with every failure of PostgreSQL or the network reported as the store's 503 (see the module comment). */
function reportingFailures(db: PgState, url: string): SharedState {
  const reported = (error: unknown): unknown => (error instanceof ApiError || isUniqueViolation(error) ? error : stateStoreError(url, error));
  const statements = (sql: Statements, onFailure: (error: unknown) => never): Statements => ({
    all: <T = Row>(text: string, params?: readonly SqlValue[]) => sql.all<T>(text, params).catch(onFailure),
    one: <T = Row>(text: string, params?: readonly SqlValue[]) => sql.one<T>(text, params).catch(onFailure),
    run: (text: string, params?: readonly SqlValue[]) => sql.run(text, params).catch(onFailure),
  });
  const throwReported = (error: unknown): never => {
    throw reported(error);
  };
  return {
    kind: db.kind,
    description: db.description,
    ...statements(db, throwReported),
    write: async <T>(work: (tx: StateTx) => Promise<T>): Promise<T> => {
      // What the work threw itself (a refusal, a defect) comes out as it was; what the store threw is reported.
      // The store's own errors keep their code inside the transaction: the retry of serialisation failures reads it.
      const fromStore = new WeakSet<object>();
      const own = new WeakSet<object>();
      const remember = (error: unknown): never => {
        if (typeof error === 'object' && error !== null) fromStore.add(error);
        throw error;
      };
      try {
        return await db.write(async (tx) => {
          const tracked: StateTx = { ...statements(tx, remember), lock: (key) => tx.lock(key).catch(remember) };
          try {
            return await work(tracked);
          } catch (error) {
            if (typeof error === 'object' && error !== null && !fromStore.has(error)) own.add(error);
            throw error;
          }
        });
      } catch (error) {
        throw typeof error === 'object' && error !== null && own.has(error) ? error : reported(error);
      }
    },
    close: () => db.close(),
  };
}
