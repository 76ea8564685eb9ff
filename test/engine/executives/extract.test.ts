/**
 * The executive-change extraction on its hand-labelled 8-K Item 5.02 sets, laid out as EDGAR full submissions
 * and read by the filing importer's reader: precision and recall against the labels (the figures fds-executives(1)
 * quotes), and each rule of the extraction on the sentences that show it.
 */
import { describe, expect, it } from 'vitest';
import { EXECUTIVE_EXTRACTION_FIGURES } from '../../../commands/manual/executives';
import { extractChanges, type ExtractedChange } from '../../../src/engine/executives/extract';
import { item502Lines } from '../../../src/engine/executives/section';
import { roleOf, type Role } from '../../../src/engine/executives/vocabulary';
import { readEdgarDocument } from '../../../src/store/ingest/importers/filing-read';
import { numberedLines } from '../../../src/store/ingest/importers/filing-store';
import { HELD_OUT_FILINGS } from './held-out-502';
import { LABELLED_FILINGS, submissionOf, type LabelledFiling } from './labelled-502';
import { MORE_LABELLED_FILINGS } from './labelled-502-more';

/** The changes read from a labelled filing, through the reader the filing importer uses. */
function readFiling(filing: LabelledFiling): ExtractedChange[] {
  const read = readEdgarDocument(`${filing.accession}.txt`, submissionOf(filing));
  return extractChanges(numberedLines(read.lines).map((text, i) => ({ lineNumber: i + 1, text })), read.companyName);
}

const labelOf = (c: { personName: string; role: string; action: string; effectiveDate: string | null }): string =>
  JSON.stringify([c.personName, c.role, c.action, c.effectiveDate]);

function score(filings: readonly LabelledFiling[]) {
  let extracted = 0;
  let expected = 0;
  let correct = 0;
  for (const filing of filings) {
    const got = readFiling(filing).map(labelOf);
    const want = filing.expected.map(labelOf);
    extracted += got.length;
    expected += want.length;
    correct += got.filter((row) => want.includes(row)).length;
  }
  return { filings: filings.length, expected, extracted, correct };
}

/** Changes read from Item 5.02 paragraphs given as lines. */
const changesOf = (...paragraphs: string[]): ExtractedChange[] =>
  extractChanges([{ lineNumber: 1, text: 'Item 5.02 Departure of Directors or Certain Officers.' }, ...paragraphs.map((text, i) => ({ lineNumber: i + 2, text }))]);
const brief = (changes: readonly ExtractedChange[]) => changes.map((c) => [c.personName, c.role, c.action, c.effectiveDate]);

describe('precision and recall on the labelled 8-Ks', () => {
  const development = [...LABELLED_FILINGS, ...MORE_LABELLED_FILINGS];

  it('the development set holds at least 20 labelled 5.02 disclosures', () => {
    expect(development.flatMap((f) => f.expected).length).toBeGreaterThanOrEqual(20);
  });

  it('fds-executives(1) quotes the figures measured now', () => {
    expect({ development: score(development), heldOut: score(HELD_OUT_FILINGS) }).toEqual(EXECUTIVE_EXTRACTION_FIGURES);
  });

  it('precision at least 0.95 on both sets, recall at least 0.8 (a change that is not there is worse than one left unread)', () => {
    for (const set of [development, HELD_OUT_FILINGS]) {
      const s = score(set);
      expect(s.correct / s.extracted).toBeGreaterThanOrEqual(0.95);
      expect(s.correct / s.expected).toBeGreaterThanOrEqual(0.8);
    }
  });

  for (const filing of development) {
    it(`${filing.ticker} ${filing.filed}: every labelled change and nothing else`, () => {
      expect(readFiling(filing).map(labelOf).sort()).toEqual(filing.expected.map(labelOf).sort());
    });
  }
});

describe('the Item 5.02 section', () => {
  it('is the lines after the Item 5.02 heading up to the next item heading or the signatures', () => {
    const lines = ['Item 2.02 Results.', 'Jane Roe was appointed as Chief Financial Officer.', 'ITEM 5.02. Departure of Directors or Certain Officers.', 'First.', 'Second.', 'Item 9.01 Financial Statements and Exhibits.', 'Third.', 'Item 5.02(b) Kept on.', 'SIGNATURES', 'Fourth.'];
    expect(item502Lines(lines.map((text, i) => ({ lineNumber: i + 1, text }))).map((l) => l.text)).toEqual(['First.', 'Second.', 'Kept on.']);
  });

  it('a change told outside Item 5.02 (under Item 2.02) is not read', () => {
    expect(extractChanges([{ lineNumber: 1, text: 'Item 2.02 Results.' }, { lineNumber: 2, text: 'The Board appointed Jane Roe as Chief Financial Officer.' }])).toEqual([]);
  });
});

describe('the rules', () => {
  it('appointments: appointed, named, elected, will succeed, promoted to', () => {
    expect(brief(changesOf(
      'The Board appointed Jane Roe as Chief Financial Officer.',
      'The Board named Omar Said as General Counsel.',
      'The Board elected Lena Park to the Board of Directors.',
      'Tom Reed will succeed Ann Lowe as Chief Operating Officer.',
      'Vic Hale was promoted to Chief Accounting Officer.',
    ))).toEqual([
      ['Jane Roe', 'CFO', 'Appointed', null], ['Omar Said', 'General Counsel', 'Appointed', null], ['Lena Park', 'Director', 'Appointed', null],
      ['Tom Reed', 'COO', 'Appointed', null], ['Vic Hale', 'Chief Accounting Officer', 'Appointed', null],
    ]);
  });

  it('resignations: resigned, will step down, notified ... of her decision to resign', () => {
    expect(brief(changesOf(
      'Jane Roe resigned as Chief Financial Officer, effective May 1, 2026.',
      'Omar Said will step down as President.',
      'Lena Park notified the Board of her decision to resign as a director.',
    ))).toEqual([['Jane Roe', 'CFO', 'Resigned', '2026-05-01'], ['Omar Said', 'President', 'Resigned', null], ['Lena Park', 'Director', 'Resigned', null]]);
  });

  it('retirements and terminations: retire, removed, terminated, a separation without cause', () => {
    expect(brief(changesOf(
      'Ann Lowe will retire as Chief Executive Officer on June 30, 2026.',
      'The Board removed Tom Reed as Chief Operating Officer.',
      'Vic Hale separated from the Company as General Counsel, and the separation is a termination without cause.',
    ))).toEqual([['Ann Lowe', 'CEO', 'Retired', null], ['Tom Reed', 'COO', 'Terminated', null], ['Vic Hale', 'General Counsel', 'Terminated', null]]);
  });

  it('severance terms, biographies, negations and continuations state no change', () => {
    expect(changesOf(
      'If Jane Roe resigns for good reason, she will receive twelve months of salary.',
      'In the event Omar Said is terminated without cause, his equity awards vest.',
      'Lena Park was named Vice President of Finance in 2017 and previously served as Controller.',
      'The Board has not yet named Tom Reed as Chief Executive Officer.',
      'Ann Lowe will continue to serve as Chief Financial Officer.',
    )).toEqual([]);
  });

  it('a director leaving a committee but not the board, and a committee seat given, state no change', () => {
    expect(changesOf(
      'Dana Whitfield resigned from the Audit Committee of the Board and will continue to serve as a director.',
      'The Board appointed Marcus Lee to the Compensation Committee.',
    )).toEqual([]);
  });

  it('a resignation said twice ("not the result of any disagreement") is one row', () => {
    expect(brief(changesOf(
      'Jane Roe resigned as Chief Financial Officer, effective May 1, 2026.',
      'Ms. Roe’s resignation is not the result of any disagreement with the Company.',
      'The Board accepted Ms. Roe’s resignation.',
    ))).toEqual([['Jane Roe', 'CFO', 'Resigned', '2026-05-01']]);
  });

  it('an interim appointment keeps its role and says interim in the role text', () => {
    const [row] = changesOf('The Board appointed Sam Patel, currently Chief Financial Officer, as interim Chief Executive Officer, effective April 2, 2026.');
    expect(row).toMatchObject({ personName: 'Sam Patel', role: 'CEO', roleText: 'interim Chief Executive Officer', action: 'Appointed', effectiveDate: '2026-04-02' });
  });

  it('a change told with a pronoun only is left out, not guessed', () => {
    expect(changesOf('She was appointed Chief Financial Officer, effective May 1, 2026.')).toEqual([]);
  });

  it('the effective date: "effective <date>", "effective immediately" after "On <date>,", a next sentence, else null', () => {
    expect(brief(changesOf(
      'On March 3, 2026, Jane Roe resigned as Chief Financial Officer, effective immediately.',
      'Omar Said resigned as President.',
      'His resignation will be effective April 30, 2026.',
      'Lena Park will retire as General Counsel at the end of 2026.',
    ))).toEqual([['Jane Roe', 'CFO', 'Resigned', '2026-03-03'], ['Omar Said', 'President', 'Resigned', '2026-04-30'], ['Lena Park', 'General Counsel', 'Retired', null]]);
  });

  it('the disclosure is the sentence read, with the next one when it gave the effective date', () => {
    const [row] = changesOf('Omar Said resigned as President. His resignation will be effective April 30, 2026.');
    expect(row!.disclosure).toBe('Omar Said resigned as President. His resignation will be effective April 30, 2026.');
    expect(row!.lineNumber).toBe(2);
  });
});

describe('the role vocabulary', () => {
  const cases: [string, Role][] = [
    ['President and Chief Executive Officer', 'CEO'],
    ['Chairman and CEO', 'CEO'],
    ['interim co-Chief Executive Officers', 'CEO'],
    ['Executive Vice President and Chief Financial Officer', 'CFO'],
    ['principal financial officer', 'CFO'],
    ['Chief Operating Officer', 'COO'],
    ['President', 'President'],
    ['Vice President, Finance', 'Other officer'],
    ['interim Executive Chair of the Board', 'Chair'],
    ['Chief Accounting Officer and Corporate Controller', 'Chief Accounting Officer'],
    ['Senior Vice President and General Counsel', 'General Counsel'],
    ['Chief Legal Officer', 'General Counsel'],
    ['the Board of Directors', 'Director'],
    ['lead independent director', 'Director'],
    ['Chief Technology Officer', 'Other officer'],
    ['Chief Executive Officer of Intel Products', 'Other officer'],
    ['Chief Executive Officer of the Company', 'CEO'],
  ];
  for (const [title, role] of cases) it(`"${title}" is ${role}`, () => expect(roleOf(title)).toBe(role));

  it('a title "of" the company by its own name is the company\'s office', () => {
    expect(roleOf('Chief Executive Officer of Walgreens Boots Alliance', ['walgreens boots alliance'])).toBe('CEO');
    expect(roleOf("President of McDonald's USA", ["mcdonald's"])).toBe('Other officer');
  });
});
