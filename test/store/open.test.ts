import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { openStore } from '../../src/store/open';

const dir = mkdtempSync(join(tmpdir(), 'fds-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const clock = fixedClock('2026-11-21T15:00:00Z');

const counts = async (path: string) => {
  const store = await openStore({ path, clock });
  try {
    return await store.all('SELECT (SELECT count(*) FROM prices) AS prices, (SELECT count(*) FROM listings) AS listings');
  } finally {
    store.close();
  }
};

describe('first use', () => {
  it('creates, migrates and fills a new store file with the sample set once', async () => {
    const path = join(dir, 'first.duckdb');
    const first = await counts(path);
    expect(first[0]!.prices).toBeGreaterThan(10_000);
    expect(await counts(path)).toEqual(first);
  });

  it('does not load the sample twice when a crash came between the sample load and the initialised mark', async () => {
    const path = join(dir, 'crash.duckdb');
    const before = await counts(path);
    const store = await openStore({ path, clock });
    await store.write((tx) => tx.run("DELETE FROM store_meta WHERE key = 'initialized_at'"));
    store.close();
    expect(await counts(path)).toEqual(before);
  });
});
