import { afterEach, describe, expect, it } from 'vitest';
import { Store } from '../../src/store/store';

describe('store connections', () => {
  let store: Store | undefined;
  afterEach(() => store?.close());

  it('sees rows written after a parameterless query first ran (no stale cached plan)', async () => {
    store = await Store.open(':memory:');
    await store.run('CREATE TABLE t (k VARCHAR, n BIGINT)');
    expect(await store.all("SELECT n FROM t WHERE k = 'a'")).toEqual([]);
    await store.write((tx) => tx.run("INSERT INTO t VALUES ('a', 10)"));
    for (let i = 0; i < 4; i++) expect(await store.all("SELECT n FROM t WHERE k = 'a'")).toEqual([{ n: 10 }]);
  });

  it('sees rows written after a parameterised query first ran', async () => {
    store = await Store.open(':memory:');
    await store.run('CREATE TABLE t (k VARCHAR, n BIGINT)');
    expect(await store.all('SELECT n FROM t WHERE k = ? AND n > 5', ['a'])).toEqual([]);
    await store.write((tx) => tx.run("INSERT INTO t VALUES ('a', 10)"));
    for (let i = 0; i < 4; i++) expect(await store.all('SELECT n FROM t WHERE k = ? AND n > 5', ['a'])).toEqual([{ n: 10 }]);
  });

  it('rolls back every statement of a failed write', async () => {
    store = await Store.open(':memory:');
    await store.run('CREATE TABLE t (n BIGINT)');
    await expect(store.write(async (tx) => {
      await tx.run('INSERT INTO t VALUES (1)');
      throw new Error('stop');
    })).rejects.toThrow('stop');
    expect(await store.all('SELECT count(*) AS c FROM t')).toEqual([{ c: 0 }]);
  });
});

describe('the ingest generation', () => {
  it('moves when a write that loads captures commits, and only then: not for a state write, not for a failed ingest', async () => {
    const store = await Store.open(':memory:');
    try {
      await store.run('CREATE TABLE t (n BIGINT)');
      const start = store.ingestGeneration;
      await store.write((tx) => tx.run('INSERT INTO t VALUES (1)'));
      expect(store.ingestGeneration).toBe(start);
      await store.write((tx) => tx.run('INSERT INTO t VALUES (2)'), { ingest: true });
      expect(store.ingestGeneration).toBe(start + 1);
      await expect(store.write(() => Promise.reject(new Error('refused')), { ingest: true })).rejects.toThrow('refused');
      expect(store.ingestGeneration).toBe(start + 1);
    } finally {
      store.close();
    }
  });
});
