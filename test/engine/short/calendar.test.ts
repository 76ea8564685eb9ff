/**
 * FINRA's short interest calendar: settlement dates on the 15th (or the business day before) and the last
 * business day of each month, publication on the 7th business day after settlement (a market holiday moves
 * it), the dates seen on FINRA's schedule marked as such, and the accessors a forecast needs: the pending
 * settlement on a date, the next and the previous settlement.
 */
import { describe, expect, it } from 'vitest';
import table from '../../../data/finra-short-interest-calendar.json';
import {
  CALENDAR_SPAN, latestPublishedSettlement, nextSettlement, pendingSettlement, previousSettlement, PUBLICATION_BUSINESS_DAYS,
  rulePublicationDate, ruleSettlements, settlementOn, shortInterestSettlements,
} from '../../../src/engine/short/calendar';

describe('the curated calendar', () => {
  it('covers 2025 through 2027, two settlements a month, oldest first', () => {
    const all = shortInterestSettlements();
    expect(all).toHaveLength(72);
    expect(CALENDAR_SPAN).toEqual({ first: '2025-01-15', last: '2027-12-31' });
    expect(all.map((s) => s.settlementDate)).toEqual([...all.map((s) => s.settlementDate)].sort());
  });

  it('holds exactly the dates the rule gives: settlement on the 15th or last business day, publication 7 business days later', () => {
    expect(PUBLICATION_BUSINESS_DAYS).toBe(7);
    const byRule = [2025, 2026, 2027].flatMap((year) =>
      Array.from({ length: 12 }, (_, i) => ruleSettlements(year, i + 1)).flat().map((s) => ({ ...s, publicationDate: rulePublicationDate(s.settlementDate) })),
    );
    expect(shortInterestSettlements().map(({ settlementDate, kind, publicationDate }) => ({ settlementDate, kind, publicationDate }))).toEqual(byRule);
  });

  it('marks the publication dates seen on FINRA\'s schedule as published and the rest as derived, naming its sources', () => {
    const published = shortInterestSettlements().filter((s) => s.origin === 'published').map((s) => [s.settlementDate, s.publicationDate]);
    expect(published).toEqual([
      ['2025-05-15', '2025-05-27'], ['2025-06-13', '2025-06-25'], ['2025-06-30', '2025-07-10'], ['2025-07-31', '2025-08-11'],
      ['2025-08-15', '2025-08-26'], ['2025-08-29', '2025-09-10'], ['2025-09-30', '2025-10-09'], ['2025-10-31', '2025-11-11'],
      ['2025-11-28', '2025-12-09'], ['2025-12-31', '2026-01-12'], ['2026-01-15', '2026-01-27'],
    ]);
    expect(table.sources.map((s) => s.id)).toEqual(['finra-rule', 'dissemination-observed']);
    expect(Object.keys(table.origins)).toEqual(['published', 'derived']);
  });

  it('moves a settlement back when the 15th or the month end is not a business day', () => {
    expect(settlementOn('2025-06-13')).toMatchObject({ kind: 'mid-month' }); // the 15th is a Sunday
    expect(settlementOn('2025-11-28')).toMatchObject({ kind: 'end-of-month' }); // the 30th is a Sunday
    expect(settlementOn('2026-02-27')).toMatchObject({ kind: 'end-of-month' }); // the 28th is a Saturday
    expect(settlementOn('2025-06-15')).toBeNull();
  });

  it('moves a publication a day later for each market holiday before it', () => {
    // Memorial Day (2025-05-26) falls between settlement and publication.
    expect(settlementOn('2025-05-15')?.publicationDate).toBe('2025-05-27');
    // New Year's Day and a weekend: 2025-12-31 publishes on 2026-01-12.
    expect(settlementOn('2025-12-31')?.publicationDate).toBe('2026-01-12');
    // Christmas observed on Friday 2027-12-24.
    expect(settlementOn('2027-12-15')?.publicationDate).toBe('2027-12-27');
  });
});

describe('the accessors', () => {
  it('finds the settlement pending publication on a date, and none once it is published', () => {
    expect(pendingSettlement('2026-11-20')).toEqual({ settlementDate: '2026-11-13', kind: 'mid-month', publicationDate: '2026-11-24', origin: 'derived' });
    expect(pendingSettlement('2026-11-13')?.settlementDate).toBe('2026-11-13');
    expect(pendingSettlement('2026-11-24')).toBeNull();
    expect(pendingSettlement('2026-11-26')).toBeNull();
    expect(pendingSettlement('2024-06-01')).toBeNull();
  });

  it('gives the next and previous settlement of a date, and the newest published one', () => {
    expect(nextSettlement('2026-11-20')).toMatchObject({ settlementDate: '2026-11-30', publicationDate: '2026-12-09' });
    expect(nextSettlement('2026-11-13')?.settlementDate).toBe('2026-11-30');
    expect(previousSettlement('2026-11-13')?.settlementDate).toBe('2026-10-30');
    expect(previousSettlement('2026-11-14')?.settlementDate).toBe('2026-11-13');
    expect(latestPublishedSettlement('2026-11-20')).toMatchObject({ settlementDate: '2026-10-30', publicationDate: '2026-11-10' });
    expect(nextSettlement('2027-12-31')).toBeNull();
    expect(previousSettlement('2025-01-15')).toBeNull();
  });
});
