/** `GET /v1/stocks/{exchange}/{ticker}/short-aggregates` over the sample: one report per register, identity, permission, holders, limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../../src/engine/keys/keys';
import { holderSharesReconcile } from '../../../src/engine/short/eu-aggregates';
import type { AggregateReport } from '../../../src/engine/short/eu-schemas';
import { buildServer } from '../../../src/http/server';
import { ingestAny } from '../../../src/store/ingest/index';
import { scratch } from '../../fixtures/ingest/helpers';
import { call, callError } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const PERMITTED = () => ({ ...fx.ctx, ukShortPermission: 'FCA data licence (test)' });
const aggregates = (exchange: string, ticker: string, query: Record<string, string> = {}, ctx = fx.ctx) =>
  call<AggregateReport[]>(ctx, 'short.euAggregates', { exchange, ticker }, query);
const bySource = (reports: readonly AggregateReport[]) => Object.fromEntries(reports.map((r) => [r.source, r]));

describe('European regulator aggregates', () => {
  it('an array of reports, one per register covering the listing\'s country, with the listed fields', async () => {
    const [norway] = await aggregates('XOSL', 'EQNR');
    expect(Object.keys(norway!)).toEqual([
      'source', 'sourceName', 'identityScope', 'isin', 'issuerLei', 'measure', 'coverage', 'coverageStatus', 'percentageBasis', 'checkedAt',
      'sourceModifiedAt', 'isStale', 'totalObservations', 'sourceUrl', 'observations', 'reportedAggregates',
    ]);
    expect((await aggregates('XLON', 'VOD')).map((r) => r.source)).toEqual(['FCA-UK-Current', 'FCA-UK-History']);
    expect((await aggregates('XSTO', 'HM-B')).map((r) => r.source)).toEqual(['FI-Sweden']);
    expect((await aggregates('XCSE', 'NOVO-B')).map((r) => r.source)).toEqual(['DFSA-Denmark-Daily']);
    // No register of France publishes aggregates here: an empty array, not a zero.
    expect(await aggregates('XPAR', 'TTE')).toEqual([]);
  });

  it('UK collection is permission-gated: without the deployment\'s permission both UK reports are permission_required with no observations', async () => {
    const reports = await aggregates('XLON', 'VOD');
    expect(reports.map((r) => [r.coverageStatus, r.totalObservations, r.observations])).toEqual([['permission_required', 0, []], ['permission_required', 0, []]]);
    const permitted = bySource(await aggregates('XLON', 'VOD', {}, PERMITTED()));
    expect(permitted['FCA-UK-Current']).toMatchObject({ coverageStatus: 'available', isin: 'GB00BH4HKS39', totalObservations: 2 });
  });

  it('UK current and historical aggregates are separate reports and are never added', async () => {
    const reports = bySource(await aggregates('XLON', 'VOD', {}, PERMITTED()));
    expect(reports['FCA-UK-Current']!.observations.map((o) => [o.percentOfIssuedCapital, o.holders.map((h) => h.holderName)])).toEqual([
      [0.74, ['Example Capital Partners LLP']],
      [0.51, ['Harbour Ridge Capital LP']],
    ]);
    expect(reports['FCA-UK-History']).toMatchObject({ coverageStatus: 'not_captured', observations: [] });
  });

  it('Norwegian holders keep their own dates and shares; holderSharesReconcile says whether they equal the aggregate, which is never replaced by a sum', async () => {
    const [norway] = await aggregates('XOSL', 'EQNR');
    expect(norway).toMatchObject({ identityScope: 'security', isin: 'NO0010096985', issuerLei: null, coverageStatus: 'available', totalObservations: 3 });
    const [latest, earlier, old] = norway!.observations;
    expect(latest).toMatchObject({ positionDate: '2026-11-18', percentOfIssuedCapital: 1.12, shares: 31_500_000, holderSharesReconcile: true });
    expect(latest!.holders).toEqual([
      { holderName: 'Example Capital Partners LLP', positionDate: '2026-11-18', percentOfIssuedCapital: 0.62, shares: 17_400_000 },
      { holderName: 'Northwind Alpha Fund', positionDate: '2026-11-11', percentOfIssuedCapital: 0.5, shares: 14_100_000 },
    ]);
    expect(earlier).toMatchObject({ percentOfIssuedCapital: 0.95, shares: 26_700_000, holderSharesReconcile: false });
    expect(old).toMatchObject({ positionDate: '2025-10-16', becameHistoricalOn: '2025-11-05', holderSharesReconcile: true });
  });

  it('holderSharesReconcile is null when there is nothing to compare', () => {
    expect(holderSharesReconcile(null, [{ holderName: 'A', positionDate: null, percentOfIssuedCapital: 0.6, shares: 10 }])).toBeNull();
    expect(holderSharesReconcile(10, [])).toBeNull();
    expect(holderSharesReconcile(10, [{ holderName: 'A', positionDate: null, percentOfIssuedCapital: 0.6, shares: null }])).toBeNull();
    expect(holderSharesReconcile(10, [{ holderName: 'A', positionDate: null, percentOfIssuedCapital: 0.6, shares: 10 }])).toBe(true);
  });

  it("Sweden's aggregate is issuer-scoped: identityScope issuer, issuerLei exact, isin null, no holders; without a verified LEI it is unresolved_issuer", async () => {
    const [sweden] = await aggregates('XSTO', 'HM-B');
    expect(sweden).toMatchObject({ identityScope: 'issuer', issuerLei: '529900O5RR7R39FRDM42', isin: null, coverageStatus: 'available', totalObservations: 2 });
    expect(sweden!.observations.every((o) => o.holders.length === 0 && o.shares === null && o.holderSharesReconcile === null)).toBe(true);
    const [volvo] = await aggregates('XSTO', 'VOLV-B');
    expect(volvo).toMatchObject({ coverageStatus: 'unresolved_issuer', issuerLei: null, isin: null, observations: [] });
  });

  it("Denmark's daily aggregate uses reportedAggregates with a local time that is not the position date; its observations is empty", async () => {
    const [denmark] = await aggregates('XCSE', 'NOVO-B');
    expect(denmark).toMatchObject({ coverageStatus: 'available', isin: 'DK0062498333', observations: [], totalObservations: 0 });
    expect(denmark!.reportedAggregates).toEqual([{ isin: 'DK0062498333', issuerName: 'Novo Nordisk A/S', percentOfIssuedCapital: 0.84, latestReportedAtLocal: '2026-11-19T17:30:00' }]);
  });

  it('coverage statuses unresolved_security, not_captured and no_matching_observations: missing observations never mean zero', async () => {
    expect((await aggregates('XOSL', 'NHY'))[0]).toMatchObject({ coverageStatus: 'unresolved_security', isin: null, observations: [] });
    expect(bySource(await aggregates('XLON', 'OCDO', {}, PERMITTED()))['FCA-UK-Current']).toMatchObject({ coverageStatus: 'no_matching_observations', checkedAt: '2026-11-21T15:00:00.000Z' });
    const empty = await emptyStore();
    try {
      const [norway] = await aggregates('XOSL', 'EQNR', {}, empty.ctx);
      expect(norway).toMatchObject({ coverageStatus: 'not_captured', checkedAt: null, isStale: true, observations: [] });
    } finally {
      empty.store.close();
    }
  });

  it('without a limit, each report holds 20 observations, newest first; totalObservations still counts them all', async () => {
    const own = await emptyStore();
    const files = scratch();
    try {
      // 25 aggregate figures of Finanstilsynet's register for Equinor, one a day from 2026-10-01.
      const day = (i: number) => `2026-10-${String(i).padStart(2, '0')}`;
      const events = Array.from({ length: 25 }, (_, i) => ({
        date: day(i + 1), shortPercent: 0.8, shares: 22_000_000,
        activePositions: [{ date: day(i + 1), shortPercent: 0.8, shares: 22_000_000, positionHolder: 'Example Capital Partners LLP' }],
      }));
      const file = files.write('ssr-instruments.json', JSON.stringify([{ isin: 'NO0010096985', issuerName: 'Equinor ASA', events }]));
      await ingestAny(own.store, own.clock, 'short-finanstilsynet-no', file);
      const norway = bySource(await aggregates('XOSL', 'EQNR', {}, own.ctx))['Finanstilsynet-Norway']!;
      expect(norway).toMatchObject({ coverageStatus: 'available', totalObservations: 25 });
      expect(norway.observations.map((o) => o.positionDate)).toEqual(Array.from({ length: 20 }, (_, i) => day(25 - i)));
    } finally {
      own.store.close();
      files.remove();
    }
  });

  it('limit is 1 to 100 observations per source; outside the range is 400 naming limit', async () => {
    const [norway] = await aggregates('XOSL', 'EQNR', { limit: '1' });
    expect(norway!.observations).toHaveLength(1);
    expect(norway!.totalObservations).toBe(3);
    for (const limit of ['0', '101']) {
      const error = await callError(fx.ctx, 'short.euAggregates', { exchange: 'XOSL', ticker: 'EQNR' }, { limit });
      expect([error.status, error.code, error.message.startsWith("Invalid parameter 'limit'")]).toEqual([400, 'invalid_parameter', true]);
    }
    expect((await callError(fx.ctx, 'short.euAggregates', { exchange: 'XOSL', ticker: 'NOPE' })).status).toBe(404);
  });

  it("over HTTP, the server's permission decides the UK reports and the normal key is required", async () => {
    const { key } = await createKey(fx.store, fx.clock, { account: 'eu-short', plan: 'free' });
    for (const [permission, status] of [[undefined, 'permission_required'], ['FCA data licence (test)', 'available']] as const) {
      const app = await buildServer({ store: fx.store, clock: fx.clock, log: () => undefined, ...(permission === undefined ? {} : { ukShortPermission: permission }) });
      try {
        const answer = await app.inject({ url: '/v1/stocks/XLON/VOD/short-aggregates', headers: { authorization: `Bearer ${key}` } });
        expect(answer.statusCode).toBe(200);
        expect((answer.json<AggregateReport[]>())[0]!.coverageStatus).toBe(status);
        expect((await app.inject({ url: '/v1/stocks/XLON/VOD/short-aggregates' })).statusCode).toBe(401);
      } finally {
        await app.close();
      }
    }
  });
});
