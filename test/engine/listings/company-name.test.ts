import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyNameOf, listingSpecificName } from '../../../src/engine/listings/company-name';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

describe('companyName (legacy field of technicals, correlations and options)', () => {
  it("is the listing's own name, one class never borrowing another's", async () => {
    expect(await companyNameOf(fx.ctx, 'BRK-B')).toBe('Berkshire Hathaway Inc. Class B');
    expect(await companyNameOf(fx.ctx, 'GOOG')).toBe('Alphabet Inc. Class C');
    expect(await companyNameOf(fx.ctx, 'XLON:VOD')).toBe('Vodafone Group Plc');
  });

  it('is null for a secondary listing with no listing-specific name', () => {
    expect(listingSpecificName({ name: 'Alphabet Inc.', ticker: 'GOOG', issuer: 'Alphabet Inc.', has_siblings: true })).toBeNull();
    expect(listingSpecificName({ name: 'ZZZQ', ticker: 'ZZZQ', issuer: null, has_siblings: false })).toBeNull();
    // A single listing named like its issuer is named after itself.
    expect(listingSpecificName({ name: 'Apple Inc.', ticker: 'AAPL', issuer: 'Apple Inc.', has_siblings: false })).toBe('Apple Inc.');
  });

  it('is null for an unknown ticker', async () => {
    expect(await companyNameOf(fx.ctx, 'ZZZZ')).toBeNull();
  });
});
