import { describe, expect, it } from 'vitest';
import { htmlBlocks } from '../../../src/engine/filing-text/html-text';
import { OVERLAP_WORDS, passagesOf, TARGET_WORDS } from '../../../src/engine/filing-text/passages';
import { termsOf } from '../../../src/engine/filing-text/terms';

const words = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}`).join(' ');

describe('passages', () => {
  it('never splits a line: every passage is a run of whole lines reaching the target size', () => {
    const lines = Array.from({ length: 20 }, (_, i) => words(25, `l${i}w`));
    const passages = passagesOf(lines);
    for (const p of passages) expect(p.text).toBe(lines.slice(p.startLine - 1, p.endLine).join('\n'));
    expect(passages[0]).toMatchObject({ chunkIndex: 0, startLine: 1, endLine: Math.ceil(TARGET_WORDS / 25) });
    expect(passages.at(-1)!.endLine).toBe(20);
  });

  it('overlaps consecutive passages by trailing lines of at most the overlap size, and always moves forward', () => {
    const lines = Array.from({ length: 12 }, (_, i) => words(20, `l${i}w`));
    const passages = passagesOf(lines);
    for (let i = 1; i < passages.length; i++) {
      const previous = passages[i - 1]!;
      const current = passages[i]!;
      expect(current.startLine).toBeGreaterThan(previous.startLine);
      expect((previous.endLine - current.startLine + 1) * 20).toBeLessThanOrEqual(OVERLAP_WORDS);
    }
  });

  it('gives a line longer than the target a passage of its own and repeats no long line', () => {
    const passages = passagesOf([words(300, 'a'), words(300, 'b'), 'short']);
    expect(passages.map((p) => [p.startLine, p.endLine])).toEqual([[1, 1], [2, 2], [3, 3]]);
    expect(passagesOf([])).toEqual([]);
  });

  it('is deterministic', () => {
    const lines = Array.from({ length: 50 }, (_, i) => words((i * 7) % 40 + 1, `x${i}`));
    expect(passagesOf(lines)).toEqual(passagesOf([...lines]));
  });
});

describe('terms', () => {
  it('lower-cases, folds to ASCII, keeps decimals and drops stop words', () => {
    expect(termsOf('The Société Générale reported Item 2.02 results of $1,250 million for the U.S.')).toEqual([
      'societe', 'generale', 'reported', 'item', '2.02', 'results', '1,250', 'million', 'u', 's',
    ]);
    expect(termsOf('the company\u2019s CEO')).toEqual(['companys', 'ceo']);
  });
});

describe('table rows as lines', () => {
  it('joins the cells of a row with the separator, leaving out empty cells and keeping signs with figures', () => {
    const html = '<table><tr><td>Net sales</td><td></td><td>$</td><td>391,035</td><td>(2</td><td>)%</td></tr></table><p>After</p>';
    expect(htmlBlocks(html, { cellSeparator: ' | ' })).toEqual(['Net sales | $ 391,035 | (2)%', 'After']);
    expect(htmlBlocks(html)).toEqual(['Net sales $ 391,035 (2 )%', 'After']);
  });
});
