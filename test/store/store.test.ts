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
