/**
 * The supply-chain extractor against the hand-labelled set: every case is asserted (the known gaps as
 * gaps, so fixing one fails its test until the label's gap note goes), and precision and recall over the
 * whole set are measured and must stay above their floors.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractFromHtml, extractFromSentence, isAnonymousCounterparty } from '../../../src/engine/supply-chain/extract';
import { scoreStatements, withoutQuote } from '../../../src/engine/supply-chain/score';
import { documentSentences } from '../../../src/engine/filing-text/sentences';
import { LABELLED_SENTENCES } from './labelled-sentences';

const PRECISION_FLOOR = 0.95;
const RECALL_FLOOR = 0.8;

describe('the labelled sentences', () => {
  const ok = LABELLED_SENTENCES.filter((c) => c.gap === undefined);
  const gaps = LABELLED_SENTENCES.filter((c) => c.gap !== undefined);

  it.each(ok.map((c) => [c.sentence, c] as const))('%s', (_, c) => {
    const statements = extractFromSentence(c.sentence);
    expect(statements.map(withoutQuote)).toEqual(c.expected);
    for (const s of statements) expect(s.quote).toBe(c.sentence);
  });

  it.each(gaps.map((c) => [c.gap!, c] as const))('known gap: %s', (_, c) => {
    expect(extractFromSentence(c.sentence).map(withoutQuote)).not.toEqual(c.expected);
  });

  const scores = scoreStatements(LABELLED_SENTENCES.map((c) => ({ expected: c.expected, extracted: extractFromSentence(c.sentence) })));
  const { overall } = scores;
  it(`measures precision ${overall.precision} (floor ${PRECISION_FLOOR}) and recall ${overall.recall} (floor ${RECALL_FLOOR}) over ${scores.sentences} sentences and ${overall.expected} labelled statements`, () => {
    console.log(JSON.stringify(scores));
    expect(scores.sentences).toBeGreaterThanOrEqual(60);
    expect(overall.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(overall.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  it('labels every side, both bases, floors, two-customer sentences and negatives', () => {
    const all = LABELLED_SENTENCES.flatMap((c) => c.expected);
    for (const side of ['customers', 'suppliers', 'competitors', 'partners'] as const) expect(all.some((s) => s.side === side)).toBe(true);
    expect(all.some((s) => s.share?.basis === 'Revenue')).toBe(true);
    expect(all.some((s) => s.share?.basis === 'Receivables')).toBe(true);
    expect(all.some((s) => s.share?.percentFloor === true)).toBe(true);
    expect(LABELLED_SENTENCES.filter((c) => c.expected.length === 0).length).toBeGreaterThanOrEqual(25);
  });
});

describe('anonymous counterparties', () => {
  it('are kept as written and recognised as anonymous, named ones are not', () => {
    expect(['Customer A', 'one customer', 'Two customers', 'Distributor B'].map(isAnonymousCounterparty)).toEqual([true, true, true, true]);
    expect(['Walmart Inc.', 'Apple', 'The Home Depot'].map(isAnonymousCounterparty)).toEqual([false, false, false]);
  });
});

describe('HTML to sentences', () => {
  it('drops hidden, script and style content, decodes entities and keeps "Inc." and decimals inside a sentence', () => {
    const html = `<?xml version="1.0"?><html><head><title>x</title><style>p{}</style></head><body>
      <div style="display:none"><ix:header><ix:hidden>hidden fact</ix:hidden></ix:header></div>
      <script>var a = 1;</script>
      <p>Sales to Walmart Inc.&#160;and its affiliates represented 15.5% of net sales in fiscal 2024. Our principal competitors include Target&nbsp;Corp.</p>
      <p><span>We rely on TSMC</span> to&#160;manufacture our chips.</p><p>Item No. 1 is here.</p>`;
    expect(documentSentences(html)).toEqual([
      'Sales to Walmart Inc. and its affiliates represented 15.5% of net sales in fiscal 2024.',
      'Our principal competitors include Target Corp.',
      'We rely on TSMC to manufacture our chips.',
      'Item No. 1 is here.',
    ]);
    expect(extractFromHtml(html).map((s) => [s.side, s.counterparty])).toEqual([
      ['customers', 'Walmart Inc.'], ['competitors', 'Target Corp.'], ['suppliers', 'TSMC'],
    ]);
  });
});

describe('the real Apple 10-K fixture (cover page and table of contents only: cut before Part I)', () => {
  const html = readFileSync(new URL('../../../../shared/fixtures/real/sec-10k/Apple.10-K.html', import.meta.url), 'utf8');
  const sentences = documentSentences(html);

  it('reads the cover page text and none of the hidden inline XBRL header', () => {
    expect(sentences).toContain('Apple Inc.');
    expect(sentences.some((s) => s.startsWith('The aggregate market value of the voting and non-voting stock held by non-affiliates of the Registrant, as of March 29, 2024'))).toBe(true);
    expect(sentences.some((s) => s.includes('15,115,823,000 shares of common stock were issued and outstanding as of October 18, 2024.'))).toBe(true);
    expect(sentences.join(' ')).not.toContain('0000320193');
    expect(sentences.join(' ')).not.toContain('P1Y');
  });

  it('finds no supply-chain statement: the cut part holds no business, competition or supplier text', () => {
    expect(extractFromHtml(html)).toEqual([]);
  });
});
