/**
 * The daily counter on PostgreSQL: one statement counts a request and answers whether it is within the
 * quota, so parallel requests from separate pools (separate servers, in production) neither lose a count
 * nor pass the quota together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import { migrateState } from '../../../src/state/pg/migrate';
import { PgState } from '../../../src/state/pg/state';
import { admitRequest, countOn, releaseRequest } from '../../../src/state/pg/usage';
import { startPostgres, type PostgresServer } from '../../support/postgres';

let server: PostgresServer;
let pools: PgState[];
const DAY = '2026-11-21';

beforeAll(async () => {
  server = await startPostgres();
  const url = await server.database();
  pools = [PgState.open(url), PgState.open(url), PgState.open(url)];
  await migrateState(pools[0]!, fixedClock('2026-11-21T15:00:00Z'));
});

afterAll(async () => {
  await Promise.all((pools ?? []).map((db) => db.close()));
  await server?.stop();
});

describe('the daily counter', () => {
  it('admits exactly the quota of 300 parallel requests from 3 pools on one key: 100 admitted, counter 100, none lost', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => admitRequest(pools[i % 3]!, { accountId: 'acct-parallel', day: DAY, quota: 100 })),
    );
    const admitted = answers.filter((a) => a.admitted);
    expect(admitted).toHaveLength(100);
    // Every admitted request saw its own count: 1 to 100, each once (no two updates read the same count).
    expect(admitted.map((a) => a.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(answers.filter((a) => !a.admitted).every((a) => a.count === 100)).toBe(true);
    expect(await countOn(pools[1]!, 'acct-parallel', DAY)).toBe(100);
  });

  it('counts every request below the quota when parallel requests never reach it: 300 of 1000 give a counter of 300', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => admitRequest(pools[i % 3]!, { accountId: 'acct-roomy', day: DAY, quota: 1000 })),
    );
    expect(answers.every((a) => a.admitted)).toBe(true);
    expect(await countOn(pools[2]!, 'acct-roomy', DAY)).toBe(300);
  });

  it('keeps days and callers apart, refuses everything on a quota of 0, and counts nothing it refuses', async () => {
    const db = pools[0]!;
    expect(await admitRequest(db, { accountId: 'acct-days', day: '2026-11-20', quota: 1 })).toEqual({ admitted: true, count: 1 });
    expect(await admitRequest(db, { accountId: 'acct-days', day: '2026-11-20', quota: 1 })).toEqual({ admitted: false, count: 1 });
    expect(await admitRequest(db, { accountId: 'acct-days', day: DAY, quota: 1 })).toEqual({ admitted: true, count: 1 });
    expect(await admitRequest(db, { accountId: 'acct-other', day: DAY, quota: 1 })).toEqual({ admitted: true, count: 1 });
    expect(await admitRequest(db, { accountId: 'acct-none', day: DAY, quota: 0 })).toEqual({ admitted: false, count: 0 });
    expect(await db.all("SELECT * FROM usage_counters WHERE account_id = 'acct-none'")).toEqual([]);
    expect(await countOn(db, 'acct-days', '2026-11-20')).toBe(1);
  });

  it('a released request gives its slot back on the day it was admitted, never below zero', async () => {
    const db = pools[0]!;
    const request = { accountId: 'acct-release', day: DAY, quota: 2 };
    await admitRequest(db, request);
    await admitRequest(db, request);
    expect((await admitRequest(db, request)).admitted).toBe(false);
    await releaseRequest(db, request);
    expect(await admitRequest(db, request)).toEqual({ admitted: true, count: 2 });
    await releaseRequest(db, { accountId: 'acct-release', day: '2026-11-19' });
    expect(await countOn(db, 'acct-release', '2026-11-19')).toBe(0);
    expect(await countOn(db, 'acct-release', DAY)).toBe(2);
  });

  it('a count made inside a transaction that rolls back leaves nothing', async () => {
    const db = pools[0]!;
    await expect(
      db.write(async (tx) => {
        expect((await admitRequest(tx, { accountId: 'acct-rollback', day: DAY, quota: 5 })).admitted).toBe(true);
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await countOn(db, 'acct-rollback', DAY)).toBe(0);
  });
});
