/** `GET /v1/stocks/{exchange}/{ticker}/director-transactions` over the sample: coverage, ISIN matching, staleness, limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import type { DirectorTransactions } from '../../../src/engine/insiders/schemas';
import { resolveSwedishListing } from '../../../src/engine/insiders/se-listings';
import { call, callError } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const directors = (exchange: string, ticker: string, query: Record<string, string> = {}) =>
  call<DirectorTransactions>(fx.ctx, 'insiders.directorTransactions', { exchange, ticker }, query);

describe('director transactions', () => {
  it('observations are matched on the ISIN alone, newest publication first, as published', async () => {
    const answer = await directors('XSTO', 'HM-B');
    expect(answer).toMatchObject({ source: 'FI-Sweden', coverageStatus: 'available', isin: 'SE0000106270', issuerLei: '529900O5RR7R39FRDM42', totalObservations: 4 });
    // The issuer's option row (no ISIN) shares the LEI but is another instrument: not matched.
    expect(answer.observations.every((o) => o.isin === 'SE0000106270')).toBe(true);
    const times = answer.observations.map((o) => o.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('historical and corrected rows stay visible with their source status', async () => {
    const { observations } = await directors('XSTO', 'HM-B');
    expect(observations.map((o) => [o.status, o.isAmendment])).toContainEqual(['Historisk', false]);
    expect(observations.find((o) => o.isAmendment === true)).toMatchObject({ amendmentDetails: 'Korrigerad volym', status: 'Aktuell' });
    expect(observations.find((o) => o.isRelatedPerson === true)).toMatchObject({ notifier: 'Lund Invest AB', person: 'Eva Lund' });
  });

  it('captured publication days and staleness describe the capture', async () => {
    const answer = await directors('xsto', 'hm-b');
    expect(answer).toMatchObject({
      checkedAt: '2026-11-21T15:00:00.000Z', isStale: false, capturedPublicationDays: 5,
      firstCapturedPublicationDay: '2026-10-21', lastCapturedPublicationDay: '2026-11-18',
    });
    const later = await call<DirectorTransactions>({ ...fx.ctx, clock: fixedClock('2026-12-15T00:00:00Z') }, 'insiders.directorTransactions', { exchange: 'XSTO', ticker: 'HM-B' });
    expect(later.isStale).toBe(true);
  });

  it('coverage statuses: unresolved_security, no_matching_observations, not_captured', async () => {
    expect(await directors('XSTO', 'ERIC-A')).toMatchObject({ coverageStatus: 'unresolved_security', isin: null, totalObservations: 0, observations: [] });
    expect(await directors('XSTO', 'VOLV-B')).toMatchObject({ coverageStatus: 'no_matching_observations', isin: 'SE0000115446', observations: [] });
    const empty = await emptyStore();
    try {
      const answer = await call<DirectorTransactions>(empty.ctx, 'insiders.directorTransactions', { exchange: 'XSTO', ticker: 'HM-B' });
      expect(answer).toMatchObject({ coverageStatus: 'not_captured', checkedAt: null, isStale: true, capturedPublicationDays: 0 });
    } finally {
      empty.store.close();
    }
  });

  it('limit is 1 to 100: it bounds the observations; outside the range is 400', async () => {
    const two = await directors('XSTO', 'HM-B', { limit: '2' });
    expect(two.observations).toHaveLength(2);
    expect(two.totalObservations).toBe(4);
    for (const limit of ['0', '101']) {
      const error = await callError(fx.ctx, 'insiders.directorTransactions', { exchange: 'XSTO', ticker: 'HM-B' }, { limit });
      expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
    }
  });

  it('an unknown listing is 404; so is an ambiguous one', async () => {
    expect((await callError(fx.ctx, 'insiders.directorTransactions', { exchange: 'XSTO', ticker: 'NOPE' })).status).toBe(404);
    expect((await callError(fx.ctx, 'insiders.directorTransactions', { exchange: 'XNYS', ticker: 'HM-B' })).status).toBe(404);
    const twice = [
      { mic: 'XSTO', ticker: 'ABC-B', name: 'A', isin: 'SE0000000001', issuerLei: null },
      { mic: 'XSTO', ticker: 'ABC B', name: 'A', isin: 'SE0000000002', issuerLei: null },
    ];
    expect(() => resolveSwedishListing('XSTO', 'ABC-B', twice)).toThrow(/Ambiguous listing XSTO:ABC-B/);
  });
});
