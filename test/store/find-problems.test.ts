/**
 * A refused file lists every problem found, in file order, with the line, the column and the value as
 * written, bounded to LISTED_PROBLEMS with the rest counted; one problem reads as one sentence.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors';
import { findProblems, refuseProblems, type RowCheck } from '../../src/store/ingest/find-problems';
import { describeIssue, fileProblems, LISTED_PROBLEMS } from '../../src/store/ingest/problems';
import { emptyStore, type SampleFixture } from '../support/store';

let fx: SampleFixture;
beforeEach(async () => {
  fx = await emptyStore();
  await fx.store.run('CREATE TABLE staged (line INTEGER, open VARCHAR, high VARCHAR)');
});
afterEach(() => fx.store.close());

const HIGH_BELOW_OPEN: RowCheck = {
  failed: 'TRY_CAST(high AS DOUBLE) < TRY_CAST(open AS DOUBLE)',
  column: 'high',
  value: 'high',
  problem: 'is below the open',
  detail: "'open ' || open",
};
const NOT_A_NUMBER: RowCheck = { failed: 'TRY_CAST(open AS DOUBLE) IS NULL', column: 'open', value: 'open', problem: 'is not a number' };

describe('findProblems', () => {
  it('lists every failing cell in line order, a row breaking two checks once per check', async () => {
    await fx.store.run("INSERT INTO staged VALUES (2, '10', '11'), (3, '13.05', '12.1'), (4, 'x', '1'), (5, '', '1')");
    const found = await findProblems(fx.store, 'staged', 'line', [HIGH_BELOW_OPEN, NOT_A_NUMBER]);
    expect(found.total).toBe(3);
    expect(found.issues).toEqual([
      { line: 3, column: 'high', value: '12.1', problem: 'is below the open (open 13.05)' },
      { line: 4, column: 'open', value: 'x', problem: 'is not a number' },
      { line: 5, column: 'open', value: null, problem: 'is not a number' },
    ]);
    expect(found.issues.map(describeIssue)).toEqual([
      `line 3, column 'high': "12.1" is below the open (open 13.05)`,
      `line 4, column 'open': "x" is not a number`,
      `line 5, column 'open': an empty value is not a number`,
    ]);
  });

  it('lists at most LISTED_PROBLEMS and counts the rest', async () => {
    await fx.store.run("INSERT INTO staged SELECT i + 1, 'bad', '1' FROM range(1, 51) t(i)");
    const found = await findProblems(fx.store, 'staged', 'line', [NOT_A_NUMBER]);
    expect(found.total).toBe(50);
    expect(found.issues).toHaveLength(LISTED_PROBLEMS);
    expect(found.issues[0]!.line).toBe(2);
    const error = fileProblems('/tmp/f.csv', found.issues, found.total);
    expect(error.message).toContain('/tmp/f.csv has 50 problems:\n');
    expect(error.message).toContain(`\n  … and ${50 - LISTED_PROBLEMS} more problems\n`);
    expect(error.message.endsWith('Nothing was ingested; the store is unchanged.')).toBe(true);
  });

  it('finds nothing in a clean table, and refuseProblems then returns', async () => {
    await fx.store.run("INSERT INTO staged VALUES (2, '10', '11')");
    expect(await findProblems(fx.store, 'staged', 'line', [HIGH_BELOW_OPEN, NOT_A_NUMBER])).toEqual({ issues: [], total: 0 });
    await expect(refuseProblems(fx.store, '/tmp/f.csv', 'staged', 'line', [NOT_A_NUMBER])).resolves.toBeUndefined();
  });

  it('refuses with one sentence for one problem: a 400 naming the file parameter, the line and the value', async () => {
    await fx.store.run("INSERT INTO staged VALUES (7, 'abc', '1')");
    const error = await refuseProblems(fx.store, '/tmp/f.csv', 'staged', 'line', [NOT_A_NUMBER]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe(
      `Invalid parameter 'file': /tmp/f.csv, line 7, column 'open': "abc" is not a number. Nothing was ingested; the store is unchanged.`,
    );
  });
});
