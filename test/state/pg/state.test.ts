/**
 * The PostgreSQL adapter against a real server: `?` placeholders, values read back as the DuckDB store
 * reads them (money exact), transactions that commit whole or not at all, retries of serialisation
 * failures and deadlock victims, locks that make a count-then-insert exact across pools, and closing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../src/engine/money';
import { PgState } from '../../../src/state/pg/state';
import { SERIALIZATION_FAILURE } from '../../../src/state/pg/retry';
import { startPostgres, type PostgresServer } from '../../support/postgres';

let server: PostgresServer;
let url: string;
const opened: PgState[] = [];

/** A pool on the test database, closed after the file. */
function open(options: Parameters<typeof PgState.open>[1] = {}): PgState {
  const db = PgState.open(url, options);
  opened.push(db);
  return db;
}

beforeAll(async () => {
  server = await startPostgres();
  url = await server.database();
  await open().run(`
    CREATE TABLE money (id integer PRIMARY KEY, amount numeric(38, 12) NOT NULL);
    CREATE TABLE counters (id integer PRIMARY KEY, n bigint NOT NULL);
    CREATE TABLE items (owner text NOT NULL, name text NOT NULL);
    INSERT INTO counters VALUES (1, 0), (2, 0)`);
});

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await server?.stop();
});

describe('placeholders', () => {
  it('binds each ? outside literals in order and leaves a ? inside a string literal untouched', async () => {
    const row = await open().one(`SELECT '?' AS literal, 'it''s ?' AS quoted, ? AS first, "second?" FROM (SELECT ? AS "second?") s -- a ? here too`, [
      'one',
      'two',
    ]);
    expect(row).toEqual({ literal: '?', quoted: "it's ?", first: 'one', 'second?': 'two' });
  });

  it('takes DuckDB-style casts of bound text: CAST(? AS DATE), CAST(? AS TIMESTAMP), CAST(? AS DECIMAL(38, 12))', async () => {
    const row = await open().one(
      'SELECT CAST(? AS DATE) AS d, CAST(? AS TIMESTAMP) AS t, CAST(? AS DECIMAL(38, 12)) AS m, CAST(? AS VARCHAR) AS v',
      ['2026-11-20', '2026-11-21T15:00:00.123Z', '0.1', null],
    );
    expect(row).toEqual({ d: '2026-11-20', t: '2026-11-21T15:00:00.123Z', m: '0.100000000000', v: null });
  });
});

describe('values read back as the DuckDB store reads them', () => {
  it('keeps money exact: 0.1 + 0.2 is 0.3, and 18-digit amounts round-trip digit for digit', async () => {
    const db = open();
    const amounts = ['0.1', '0.2', '123456789012345678.000000000001', '-99999999999999999999999999.999999999999'];
    await db.write(async (tx) => {
      for (const [i, amount] of amounts.entries()) await tx.run('INSERT INTO money VALUES (?, CAST(? AS DECIMAL(38, 12)))', [i + 1, amount]);
    });
    const rows = await db.all<{ amount: string }>('SELECT amount FROM money ORDER BY id');
    expect(rows.map((r) => r.amount)).toEqual([
      '0.100000000000',
      '0.200000000000',
      '123456789012345678.000000000001',
      '-99999999999999999999999999.999999999999',
    ]);
    const sum = await db.one<{ total: string }>('SELECT sum(amount) AS total FROM money WHERE id IN (1, 2)');
    expect(sum!.total).toBe('0.300000000000');
    // What the money module reads is the same decimal, not a float near it.
    expect(toDecimal(rows[2]!.amount).toFixed()).toBe('123456789012345678.000000000001');
    expect(typeof rows[0]!.amount).toBe('string');
  });

  it('reads BIGINT as an exact number, and as decimal text beyond 2^53 where no number is exact', async () => {
    const row = await open().one<Record<string, unknown>>(
      `SELECT CAST(9007199254740991 AS bigint) AS safe, CAST(9007199254740993 AS bigint) AS beyond, count(*) AS n,
              CAST(ARRAY[1, 2] AS bigint[]) AS list FROM (VALUES (1), (2)) v(x)`,
    );
    expect(row).toEqual({ safe: 9007199254740991, beyond: '9007199254740993', n: 2, list: [1, 2] });
  });

  it('reads DATE as yyyy-MM-dd and TIMESTAMP (with or without a zone) as ISO-8601 UTC with milliseconds', async () => {
    const row = await open().one(
      `SELECT DATE '2026-02-28' AS d, TIMESTAMP '2026-11-21 15:00:00' AS t, TIMESTAMP '2026-11-21 15:00:00.123999' AS micros,
              TIMESTAMPTZ '2026-11-21 10:00:00-05' AS tz, CAST(NULL AS timestamp) AS missing`,
    );
    // Microseconds are cut to milliseconds, as the DuckDB store's conversion does.
    expect(row).toEqual({ d: '2026-02-28', t: '2026-11-21T15:00:00.000Z', micros: '2026-11-21T15:00:00.123Z', tz: '2026-11-21T15:00:00.000Z', missing: null });
  });

  it('answers run() with the rows a statement changed', async () => {
    const db = open();
    expect(await db.run("INSERT INTO items VALUES ('a', 'x'), ('a', 'y')")).toBe(2);
    expect(await db.run("DELETE FROM items WHERE owner = ? AND name = 'nothing'", ['a'])).toBe(0);
    expect(await db.run('DELETE FROM items WHERE owner = ?', ['a'])).toBe(2);
  });
});

describe('transactions', () => {
  it('a rollback on a thrown error leaves nothing, and the error comes out as it was thrown', async () => {
    const db = open();
    const refusal = new Error('refused by a rule');
    await expect(
      db.write(async (tx) => {
        await tx.run("INSERT INTO items VALUES ('rollback', 'one')");
        await tx.run('UPDATE counters SET n = n + 100 WHERE id = 2');
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await db.all("SELECT * FROM items WHERE owner = 'rollback'")).toEqual([]);
    expect(await db.one('SELECT n FROM counters WHERE id = 2')).toEqual({ n: 0 });
  });

  it('a statement that fails inside the transaction rolls back what came before it', async () => {
    const db = open();
    await expect(
      db.write(async (tx) => {
        await tx.run("INSERT INTO items VALUES ('failed', 'one')");
        await tx.run('INSERT INTO items VALUES (NULL, NULL)');
      }),
    ).rejects.toThrow(/null value/);
    expect(await db.all("SELECT * FROM items WHERE owner = 'failed'")).toEqual([]);
  });

  it('refuses a transaction object used after its transaction ended', async () => {
    const db = open();
    let leaked: Parameters<Parameters<PgState['write']>[0]>[0] | undefined;
    await db.write((tx) => {
      leaked = tx;
      return Promise.resolve();
    });
    await expect(leaked!.run('SELECT 1')).rejects.toThrow(/after it ended/);
  });

  it('runs a SERIALIZABLE read-modify-write again when PostgreSQL aborts it, so parallel increments from three pools lose none', async () => {
    const pools = [open({ maxConnections: 4 }), open({ maxConnections: 4 }), open({ maxConnections: 4 })];
    const increments = 24;
    await Promise.all(
      Array.from({ length: increments }, (_, i) =>
        pools[i % 3]!.write(
          async (tx) => {
            const row = await tx.one<{ n: number }>('SELECT n FROM counters WHERE id = 1');
            await tx.run('UPDATE counters SET n = ? WHERE id = 1', [row!.n + 1]);
          },
          { isolation: 'serializable', attempts: 100 },
        ),
      ),
    );
    expect(await pools[0]!.one('SELECT n FROM counters WHERE id = 1')).toEqual({ n: increments });
  });

  it('retries a serialisation failure or deadlock a bounded number of times, and nothing else', async () => {
    const db = open({ random: () => 0 });
    let runs = 0;
    const aborted = Object.assign(new Error('could not serialize access'), { code: SERIALIZATION_FAILURE });
    await expect(
      db.write(
        async (tx) => {
          runs++;
          await tx.run("INSERT INTO items VALUES ('retried', 'x')");
          throw aborted;
        },
        { attempts: 3 },
      ),
    ).rejects.toBe(aborted);
    expect(runs).toBe(3);
    expect(await db.all("SELECT * FROM items WHERE owner = 'retried'")).toEqual([]);

    runs = 0;
    await expect(
      db.write(() => {
        runs++;
        return Promise.reject(Object.assign(new Error('duplicate key'), { code: '23505' }));
      }),
    ).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
  });

  it('a deadlock victim is run again and both transactions commit', async () => {
    const [a, b] = [open(), open()];
    // Each locks one row, waits for the other to have locked its row, then wants the other's: PostgreSQL
    // aborts one (40P01); run again, it finds the row free and commits.
    let locked = 0;
    const bothLocked = () =>
      new Promise<void>((resolve) => {
        const poll = () => (locked >= 2 ? resolve() : setTimeout(poll, 5));
        poll();
      });
    const crossing = (db: PgState, first: number, second: number) => {
      let attempt = 0;
      return db.write(async (tx) => {
        attempt++;
        await tx.run('UPDATE counters SET n = n + 1 WHERE id = ?', [first]);
        if (attempt === 1) {
          locked++;
          await bothLocked();
        }
        await tx.run('UPDATE counters SET n = n + 1 WHERE id = ?', [second]);
      });
    };
    const before = await a.all<{ n: number }>('SELECT n FROM counters ORDER BY id');
    await Promise.all([crossing(a, 1, 2), crossing(b, 2, 1)]);
    const after = await a.all<{ n: number }>('SELECT n FROM counters ORDER BY id');
    expect(after.map((r, i) => r.n - before[i]!.n)).toEqual([2, 2]);
  });

  it('with the lock of what it counts, a count-then-insert limit holds exactly under parallel writers from three pools', async () => {
    const pools = [open(), open(), open()];
    const limit = 10;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        pools[i % 3]!.write(async (tx) => {
          await tx.lock('items-of:limited');
          const held = await tx.one<{ n: number }>("SELECT count(*) AS n FROM items WHERE owner = 'limited'");
          if (held!.n >= limit) throw new Error('limit reached');
          await tx.run("INSERT INTO items VALUES ('limited', ?)", [`item ${i}`]);
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(limit);
    const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as Error).message);
    expect(refusals).toEqual(Array.from({ length: 30 - limit }, () => 'limit reached'));
    expect(await pools[0]!.one("SELECT count(*) AS n FROM items WHERE owner = 'limited'")).toEqual({ n: limit });
  });
});

describe('closing', () => {
  it('closes the pool once the running statements finish; closing twice is harmless and later statements fail', async () => {
    const db = PgState.open(url);
    const running = db.one<{ slept: string }>("SELECT pg_sleep(0.2)::text AS slept");
    await db.close();
    await expect(running).resolves.toEqual({ slept: '' });
    await db.close();
    await expect(db.one('SELECT 1')).rejects.toThrow();
  });
});
