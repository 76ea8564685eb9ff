import { beforeAll, describe, expect, it } from 'vitest';
import { optionContractReference, optionDailyClose } from '../../../src/engine/options/reference';
import { emptyStore, type SampleFixture } from '../../support/store';
import { seedContract, seedListing, seedRun, seedSnapshot, snapshot } from './seed';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await seedListing(fx.store, 'REF');
  await seedContract(fx.store, { occ: 'REF261218C00100000', underlying: 'REF', type: 'Put', strike: 95, expiration: '2026-12-18', shares: 150 });
  await seedRun(fx.store, 'REF', '2026-12-18', '2026-11-19 21:15:00');
  await seedSnapshot(fx.store, snapshot('REF261218C00100000', '2026-11-19 21:15:00', { close: 3.1, snapshotDate: '2026-11-19' }));
  await seedRun(fx.store, 'REF', '2026-12-18', '2026-11-20 21:15:00');
  // The newest snapshot did not date its bar: the close is kept, its date stays unknown.
  await seedSnapshot(fx.store, snapshot('REF261218C00100000', '2026-11-20 21:15:00', { close: 3.4, snapshotDate: null, openInterestDate: '2026-11-20' }));
});

describe('option reference lookups for other families', () => {
  it('optionContractReference gives the terms from the reference rows', async () => {
    expect(await optionContractReference(fx.ctx, 'REF261218C00100000')).toEqual({
      occTicker: 'REF261218C00100000', underlying: 'REF', contractType: 'Put', strikePrice: 95, expirationDate: '2026-12-18', sharesPerContract: 150, active: true,
    });
    expect(await optionContractReference(fx.ctx, 'NOPE')).toBeNull();
  });

  it('optionDailyClose gives the newest close; a null snapshotDate is never inferred from openInterestDate', async () => {
    expect(await optionDailyClose(fx.ctx, 'REF261218C00100000')).toEqual({ close: 3.4, snapshotDate: null });
    expect(await optionDailyClose(fx.ctx, 'NOPE')).toBeNull();
  });
});
