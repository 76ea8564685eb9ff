/**
 * The state store backends engine tests run on: the embedded store itself, and PostgreSQL (a real
 * server from `./postgres.ts`, one per test file, started on first use; a fresh migrated database per
 * fixture, opened as `fds serve --state` opens it). A suite written against `ctx.state` runs unchanged
 * on both with `describeOnStateBackends`.
 */
import { afterAll, describe } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { migrateState } from '../../src/state/pg/migrate';
import { openSharedState, type SharedState } from '../../src/state/pg/shared';
import { PgState } from '../../src/state/pg/state';
import type { StateStore } from '../../src/state/state';
import { startPostgres, type PostgresServer } from './postgres';
import type { SampleFixture } from './store';

export type StateBackend = 'embedded' | 'postgres';
export const STATE_BACKENDS: readonly StateBackend[] = ['embedded', 'postgres'];

/** A capture fixture whose context keeps its state on one backend. */
export interface StateFixture extends SampleFixture {
  state: StateStore;
  /** Closes the store and the state store. */
  close(): Promise<void>;
}

/** Fresh PostgreSQL state databases on one server, started on first use; `stop()` in afterAll. */
export interface PostgresStates {
  /** A new, empty, migrated database, opened as a server opens its state store, and its URL. */
  fresh(): Promise<{ state: SharedState; url: string }>;
  /** The URL of a new, empty database that `fds state migrate` has not prepared. */
  bare(): Promise<string>;
  stop(): Promise<void>;
}

export function postgresStates(): PostgresStates {
  let starting: Promise<PostgresServer> | undefined;
  const bare = async (): Promise<string> => {
    starting ??= startPostgres();
    return (await starting).database();
  };
  return {
    bare,
    async fresh() {
      const url = await bare();
      const db = PgState.open(url, { maxConnections: 1 });
      try {
        await migrateState(db, fixedClock('2026-11-21T15:00:00Z'));
      } finally {
        await db.close();
      }
      return { state: await openSharedState(url), url };
    },
    async stop() {
      if (starting !== undefined) await (await starting).stop();
    },
  };
}

/** `fixture` with its state in its own store. */
export function onEmbedded(fixture: SampleFixture): StateFixture {
  return { ...fixture, state: fixture.store, close: () => Promise.resolve(fixture.store.close()) };
}

/** `fixture` with its state on `backend`: the store itself, or a fresh PostgreSQL database of `postgres`. */
export async function onBackend(fixture: SampleFixture, backend: StateBackend, postgres: PostgresStates): Promise<StateFixture> {
  if (backend === 'embedded') return onEmbedded(fixture);
  const { state } = await postgres.fresh();
  return {
    ...fixture,
    ctx: { ...fixture.ctx, state },
    state,
    close: async () => {
      fixture.store.close();
      await state.close();
    },
  };
}

/** Gives a fixture its state on the backend of the suite it is called in. */
export type OnState = (fixture: SampleFixture) => Promise<StateFixture>;

/**
 * Declares `suite` once per backend, each in a describe named 'on the BACKEND state store'; `onState`
 * moves a fixture's state there. The file's PostgreSQL server starts on first use and stops after all.
 */
export function describeOnStateBackends(suite: (onState: OnState) => void): void {
  const postgres = postgresStates();
  afterAll(() => postgres.stop());
  describe.each(STATE_BACKENDS)('on the %s state store', (backend) => suite((fixture) => onBackend(fixture, backend, postgres)));
}
