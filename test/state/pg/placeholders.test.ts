/** `?` placeholders become PostgreSQL's `$1, $2, …` outside literals, quoted names, comments and dollar quotes. */
import { describe, expect, it } from 'vitest';
import { toNumberedParameters } from '../../../src/state/pg/placeholders';

describe('toNumberedParameters', () => {
  it.each([
    ['SELECT * FROM t WHERE a = ? AND b = ?', 'SELECT * FROM t WHERE a = $1 AND b = $2'],
    ["SELECT '?' AS q, ? AS p", "SELECT '?' AS q, $1 AS p"],
    ["SELECT 'it''s ?', ?", "SELECT 'it''s ?', $1"],
    ["SELECT E'a\\' ?', ?", "SELECT E'a\\' ?', $1"],
    ["SELECT ELSE'?', ?", "SELECT ELSE'?', $1"],
    ['SELECT "col?" FROM t WHERE x = ?', 'SELECT "col?" FROM t WHERE x = $1'],
    ['SELECT ? -- is it ?\n, ?', 'SELECT $1 -- is it ?\n, $2'],
    ['SELECT /* ? /* nested ? */ ? */ ?', 'SELECT /* ? /* nested ? */ ? */ $1'],
    ['SELECT $$ ? $$, $tag$ ? $$ ? $tag$, ?', 'SELECT $$ ? $$, $tag$ ? $$ ? $tag$, $1'],
    ['SELECT CAST(? AS DECIMAL(38, 12))', 'SELECT CAST($1 AS DECIMAL(38, 12))'],
    ['SELECT 1', 'SELECT 1'],
  ])('%s', (sql, expected) => {
    expect(toNumberedParameters(sql)).toBe(expected);
  });

  it('gives the same answer from its cache', () => {
    const sql = 'UPDATE t SET a = ? WHERE id = ?';
    expect(toNumberedParameters(sql)).toBe(toNumberedParameters(sql));
  });
});
