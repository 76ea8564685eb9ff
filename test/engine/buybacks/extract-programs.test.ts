/**
 * The buyback and at-the-market sentence extractors against their hand-labelled set: every labelled
 * sentence yields exactly its facts (gaps aside, counted in recall), and precision and recall over the
 * whole set stay above their floors. Precision matters more: a program that is not there is worse than
 * one left unread.
 */
import { describe, expect, it } from 'vitest';
import { PROGRAM_EXTRACTION_FIGURES } from '../../../commands/manual/filings';
import { atmFacts } from '../../../src/engine/buybacks/extract-atm';
import { extractPrograms } from '../../../src/engine/buybacks/extract-programs';
import { buybackFacts } from '../../../src/engine/buybacks/extract-buyback';
import { amountAt, USD_AMOUNT } from '../../../src/engine/filing-text/amounts';
import { writtenDates } from '../../../src/engine/filing-text/dates';
import { LABELLED_PROGRAM_SENTENCES } from './labelled-program-sentences';

/** A fact as JSON with its keys in order, so equal facts give equal text. */
const canonical = (fact: unknown): string => JSON.stringify(fact, Object.keys(fact as object).sort());

/** Facts matched exactly, counted over the set. */
function score(extract: (sentence: string) => unknown[], expected: (c: (typeof LABELLED_PROGRAM_SENTENCES)[number]) => unknown[]) {
  let extracted = 0;
  let correct = 0;
  let wanted = 0;
  for (const c of LABELLED_PROGRAM_SENTENCES) {
    const got = extract(c.sentence).map(canonical);
    const want = expected(c).map(canonical);
    extracted += got.length;
    wanted += want.length;
    correct += got.filter((f) => want.includes(f)).length;
  }
  return { extracted, expected: wanted, correct, precision: correct / extracted, recall: correct / wanted };
}

describe('the labelled program sentences', () => {
  for (const c of LABELLED_PROGRAM_SENTENCES.filter((c) => c.gap === undefined)) {
    it(c.sentence.slice(0, 90), () => {
      expect(atmFacts(c.sentence)).toEqual(c.atm);
      expect(buybackFacts(c.sentence)).toEqual(c.buyback);
    });
  }

  it('fds-filings(1) quotes the figures measured now', () => {
    expect({
      sentences: LABELLED_PROGRAM_SENTENCES.length,
      atm: (({ expected, extracted, correct }) => ({ expected, extracted, correct }))(score(atmFacts, (c) => c.atm)),
      buyback: (({ expected, extracted, correct }) => ({ expected, extracted, correct }))(score(buybackFacts, (c) => c.buyback)),
    }).toEqual(PROGRAM_EXTRACTION_FIGURES);
  });

  it('at-the-market: precision at least 0.95 and recall at least 0.8', () => {
    const atm = score(atmFacts, (c) => c.atm);
    console.log(JSON.stringify({ atm }));
    expect(atm.precision).toBeGreaterThanOrEqual(0.95);
    expect(atm.recall).toBeGreaterThanOrEqual(0.8);
  });

  it('buybacks: precision at least 0.95 and recall at least 0.8', () => {
    const buyback = score(buybackFacts, (c) => c.buyback);
    console.log(JSON.stringify({ buyback }));
    expect(buyback.precision).toBeGreaterThanOrEqual(0.95);
    expect(buyback.recall).toBeGreaterThanOrEqual(0.8);
  });
});

describe('amounts and dates as filings write them', () => {
  const usd = (text: string) => [...text.matchAll(USD_AMOUNT)].map((m) => amountAt(m));
  it('reads dollar amounts with digit groups, decimals and scale words', () => {
    expect(usd('$300,000,000 and $50.0 million, US$1.5 billion, $4,246,131 and $75')).toEqual([300_000_000, 50_000_000, 1_500_000_000, 4_246_131, 75]);
  });

  it('reads full dates in either order and abbreviated months; a month without a day or a date that does not exist is none', () => {
    expect(writtenDates('On Nov. 22, 2024 and 3 March 2025, not in March 2026 nor on February 30, 2026').map((d) => d.date)).toEqual(['2024-11-22', '2025-03-03']);
  });
});

describe('the programs of one filing', () => {
  const html = (...paragraphs: string[]) => `<html><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;

  it('joins an agreement written in two sentences, and its amount sold and expiry, when the filing states one program', () => {
    const programs = extractPrograms(html(
      'We have entered into an amendment, dated as of April 27, 2026, to the at-the-market Sales Agreement, dated as of July 1, 2025, with BofA Securities, Inc.',
      'Pursuant to the Amended Sales Agreement, we may offer and sell shares of our common stock having an aggregate sales price of up to $50.0 million.',
      'As of March 31, 2026, we have sold 100,000 shares of our common stock having an aggregate offering price of approximately $1,000,000 under the Sales Agreement.',
      'As of April 26, 2026, we have sold 422,160 shares of our common stock having an aggregate offering price of approximately $4,246,131 under the Sales Agreement.',
      'The Sales Agreement will terminate upon the earlier of the sale of all shares subject to it and July 1, 2028.',
    ));
    expect(programs).toEqual({
      buybacks: [],
      atm: [{ establishedDate: '2025-07-01', capacityUsd: 50_000_000, soldUsd: 4_246_131, soldAsOf: '2026-04-26', expirationDate: '2028-07-01' }],
    });
  });

  it('attaches no amount sold when the filing states two programs, and keeps each program once', () => {
    const programs = extractPrograms(html(
      'On March 14, 2025, we entered into an equity distribution agreement under which we may offer and sell shares of our common stock having an aggregate offering price of up to $300,000,000.',
      'On May 4, 2026, we entered into an open market sale agreement to issue and sell shares of our common stock having an aggregate offering price of up to $150.0 million.',
      'On May 4, 2026, we entered into an open market sale agreement to issue and sell shares of our common stock having an aggregate offering price of up to $150.0 million.',
      'As of June 30, 2026, we had sold 2,100,000 shares under the ATM program for aggregate gross proceeds of $30.2 million.',
    ));
    expect(programs.atm).toEqual([
      { establishedDate: '2025-03-14', capacityUsd: 300_000_000, soldUsd: null, soldAsOf: null, expirationDate: null },
      { establishedDate: '2026-05-04', capacityUsd: 150_000_000, soldUsd: null, soldAsOf: null, expirationDate: null },
    ]);
  });

  it('gives an authorization the remaining amount and expiry the filing states of it; a remaining amount that names its program\'s size stands alone', () => {
    expect(extractPrograms(html(
      'On July 25, 2026, our Board of Directors authorized the repurchase of up to $5.0 billion of our common stock.',
      'The program does not have an expiration date.',
      'As of September 27, 2026, $4.2 billion remained available for repurchase under the program.',
    )).buybacks).toEqual([{
      announcedDate: '2026-07-25', authorizedAmount: 5_000_000_000, authorizedUnit: 'USD', remainingAmount: 4_200_000_000, remainingUnit: 'USD',
      asOfDate: '2026-09-27', expires: null, combinedEquity: false,
    }]);
    expect(extractPrograms(html(
      'As of June 30, 2026, approximately $2.1 billion remained available under the $10 billion share repurchase program authorized in April 2024.',
    )).buybacks).toEqual([{
      announcedDate: null, authorizedAmount: 10_000_000_000, authorizedUnit: 'USD', remainingAmount: 2_100_000_000, remainingUnit: 'USD',
      asOfDate: '2026-06-30', expires: null, combinedEquity: false,
    }]);
  });

  it('reads nothing from a remaining amount with no program to belong to, or from a filing that states none', () => {
    expect(extractPrograms(html('As of September 27, 2026, $4.2 billion remained available for repurchase under the program.'))).toEqual({ buybacks: [], atm: [] });
    expect(extractPrograms(html('Our Board of Directors declared a quarterly cash dividend of $0.25 per share, payable on December 15, 2026.'))).toEqual({ buybacks: [], atm: [] });
  });
});
