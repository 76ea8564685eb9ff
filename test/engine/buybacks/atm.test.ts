/** `buybacks.atm`: the rules of the at-the-market read, on the sample store and on ingested records. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atmFigures } from '../../../src/engine/buybacks/rules';
import type { AtmPrograms } from '../../../src/engine/buybacks/schemas';
import { ingestAny } from '../../../src/store/ingest/index';
import { call, callError } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { scratch } from '../../fixtures/ingest/helpers';

const ID = 'buybacks.atm';
const files = scratch();
afterAll(() => files.remove());

const record = (fields: Record<string, unknown>) => ({
  ticker: 'EXMP', establishedDate: '2026-01-05', capacityUsd: 400e6, cumulativeSoldUsd: null, soldAsOf: null, expirationDate: null,
  form: '8-K', filedDate: '2026-01-06', accession: 'e-1', url: null, ...fields,
});

describe('on the sample store', () => {
  let fx: SampleFixture;
  beforeAll(async () => {
    fx = await sampleStore();
  });
  afterAll(() => fx.store.close());

  it('an expired program and an active one, newest established first, each with its sources newest filed first', async () => {
    const body = await call<AtmPrograms>(fx.ctx, ID, { ticker: 'CRCL' });
    expect(body.lookbackStartDate).toBe('2025-10-21');
    expect(body.programs.map((p) => [p.establishedDate, p.isExpired, p.expiresWithin90Days])).toEqual([['2026-08-20', false, false], ['2025-03-20', true, false]]);
    expect(body.programs[0]).toMatchObject({ capacityUsd: 1e9, cumulativeSoldUsd: 180e6, remainingUsd: 820e6, utilization: 0.18, expirationDate: '2029-08-20' });
    expect(body.programs[0]!.sources.map((s) => s.form)).toEqual(['10-Q', '424B5', '8-K']);
  });

  it('only filings of the last 13 months count: the expired program keeps its 10-Q, not its older 8-K', async () => {
    const body = await call<AtmPrograms>(fx.ctx, ID, { ticker: 'CRCL' });
    expect(body.programs[1]!.sources.map((s) => [s.form, s.filedDate])).toEqual([['10-Q', '2026-05-20']]);
  });

  it('an empty list when nothing was captured (200), a 404 for an unknown ticker', async () => {
    expect((await call<AtmPrograms>(fx.ctx, ID, { ticker: 'AAPL' })).programs).toEqual([]);
    const error = await callError(fx.ctx, ID, { ticker: 'ZZZZ' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
  });
});

describe('on ingested records', () => {
  it('a program no filing of the last 13 months states is left out', async () => {
    const fx = await emptyStore('2026-11-21T15:00:00Z');
    try {
      await ingestAny(fx.store, fx.clock, 'atm-programs', files.write('old.json', JSON.stringify({ programs: [record({ establishedDate: '2025-01-02', filedDate: '2025-10-20' }), record({ filedDate: '2025-10-21', accession: 'e-2' })] })));
      const body = await call<AtmPrograms>(fx.ctx, ID, { ticker: 'EXMP' });
      expect(body.programs.map((p) => p.establishedDate)).toEqual(['2026-01-05']);
    } finally {
      fx.store.close();
    }
  });

  it('the sold figure is the one measured last; capacity and expiry the newest filing stating them', async () => {
    const fx = await emptyStore('2026-11-21T15:00:00Z');
    try {
      await ingestAny(fx.store, fx.clock, 'atm-programs', files.write('many.json', JSON.stringify({ programs: [
        record({ expirationDate: '2027-01-05' }),
        record({ capacityUsd: 600e6, cumulativeSoldUsd: 150e6, soldAsOf: '2026-06-30', form: '10-Q', filedDate: '2026-08-01', accession: 'e-2' }),
        record({ capacityUsd: 600e6, cumulativeSoldUsd: 90e6, soldAsOf: '2026-03-31', form: '10-Q', filedDate: '2026-05-01', accession: 'e-3' }),
      ] })));
      const [program] = (await call<AtmPrograms>(fx.ctx, ID, { ticker: 'EXMP' })).programs;
      expect(program).toMatchObject({ capacityUsd: 600e6, cumulativeSoldUsd: 150e6, soldAsOf: '2026-06-30', remainingUsd: 450e6, utilization: 0.25, expirationDate: '2027-01-05', isExpired: false, expiresWithin90Days: true });
    } finally {
      fx.store.close();
    }
  });
});

describe('derived figures', () => {
  it('utilization is sold ÷ capacity as a fraction of 4 decimals; remaining never below 0; both null without a sold figure', () => {
    expect(atmFigures(300, 100, null, '2026-01-01')).toMatchObject({ utilization: 0.3333, remainingUsd: 200 });
    expect(atmFigures(300, 350, null, '2026-01-01')).toMatchObject({ utilization: 1.1667, remainingUsd: 0 });
    expect(atmFigures(300, null, null, '2026-01-01')).toMatchObject({ utilization: null, remainingUsd: null });
  });

  it('expired once the expiration date is before today; expiring within 90 days from today through today + 90; no date, no flag', () => {
    expect(atmFigures(1, 0, '2025-12-31', '2026-01-01')).toMatchObject({ isExpired: true, expiresWithin90Days: false });
    expect(atmFigures(1, 0, '2026-01-01', '2026-01-01')).toMatchObject({ isExpired: false, expiresWithin90Days: true });
    expect(atmFigures(1, 0, '2026-04-01', '2026-01-01')).toMatchObject({ expiresWithin90Days: true });
    expect(atmFigures(1, 0, '2026-04-02', '2026-01-01')).toMatchObject({ expiresWithin90Days: false });
    expect(atmFigures(1, 0, null, '2026-01-01')).toMatchObject({ isExpired: false, expiresWithin90Days: false });
  });
});
