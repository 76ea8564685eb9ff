/**
 * Tables of the supply-chain reads, drawn from the engine's answers on the sample store: each fits 80
 * columns (and 60, where rows become cards), a side per titled table with the sentence shortened to two
 * lines while --json keeps it whole, the locked answer says what it withholds, and an empty answer says
 * it is not evidence of no relationship.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTable } from '../../commands/render-table';
import { excerptLines } from '../../commands/tables/excerpt';
import { tableSpecFor } from '../../commands/tables/index';
import { LOCAL_CALLER, type EngineContext } from '../../src/engine/context';
import { call, TEST_UPGRADE_URL } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

async function drawn(operation: string, ticker: string, width: number, query: Record<string, string> = {}, ctx: EngineContext = fx.ctx): Promise<string> {
  const body = await call(ctx, operation, { ticker }, query);
  const text = renderTable(body, { width, color: false, footer: null, spec: tableSpecFor(operation) });
  for (const line of text.trimEnd().split('\n')) expect([...line].length, line).toBeLessThanOrEqual(width);
  expect(text).not.toMatch(/[{"]/);
  return text;
}

describe('fds supply-chain tables', () => {
  it('at 80 columns: the report, counts and overview above, a titled table per side with the share, who states it and the sentence', async () => {
    const text = await drawn('supplyChain.read', 'NVDA', 80);
    expect(text).toContain('NVDA · NVIDIA Corporation · own report: 10-K filed 2026-03-16');
    expect(text).toContain('Customers 3 · Suppliers 2 · Competitors 4 · Partners 0');
    expect(text).toContain('Named customers bring at least 29.0% of revenue: 2 customers (fiscal 2026).');
    expect(text).toMatch(/│ Microsoft Corporation │ +19% │ own +│ Sales to Microsoft Corporation +│/);
    expect(text).toMatch(/│ MSFT +│ +│ +│ accounted for 19% of our total… +│/);
    expect(text).toMatch(/≥10%/);
    expect(text).toMatch(/14%\*/);
    expect(text).toMatch(/│ Broadcom Inc\. +│ both │/);
    expect(text).toContain('Partners: none.');
    expect(text).toContain('Every sentence in full, values and sources: --json.');
  });

  it('shows the dollar value from 100 columns', async () => {
    expect(await drawn('supplyChain.read', 'NVDA', 100)).toMatch(/│ +24\.8 │/);
  });

  it('a filtered side reads how many of how many are shown', async () => {
    expect(await drawn('supplyChain.read', 'NVDA', 80, { limit: '1' })).toContain('Competitors (1 of 4 shown):');
  });

  it('at 60 columns each company becomes a card of its fields', async () => {
    expect(await drawn('supplyChain.read', 'XLON:VOD', 60)).toContain("Listed only outside the US: everything here comes from other");
  });

  it('locked: the counts and shares, no company and no table', async () => {
    const plus = { ...fx.ctx, caller: { ...LOCAL_CALLER, kind: 'account' as const, plan: 'plus' as const }, upgradeUrl: TEST_UPGRADE_URL };
    const text = await drawn('supplyChain.read', 'NVDA', 80, {}, plus);
    expect(text).toContain('Largest customer: 19.0% (fiscal 2026).');
    expect(text.replace(/\s+/g, ' ')).toContain(`Companies are not named on this plan, only counts and shares. Upgrade: ${TEST_UPGRADE_URL}`);
    expect(text).not.toContain('Microsoft');
    expect(text).not.toContain('│');
  });

  it('a company not yet read says so, and that it is not evidence of no relationship', async () => {
    const text = (await drawn('supplyChain.read', 'KO', 80)).replace(/\s+/g, ' ');
    expect(text).toContain('no annual report of its own read yet');
    expect(text).toContain('this is not evidence that it has no customers or suppliers');
  });
});

describe('fds supply-chain overlap tables', () => {
  it('at 80 columns: competitors, suppliers and customers, and the comparison with --vs under them', async () => {
    const text = await drawn('supplyChain.overlap', 'NVDA', 80, { vs: 'AVGO' });
    expect(text).toContain('NVDA · NVIDIA Corporation · 3 listed competitors (1 not read yet)');
    expect(text).toContain('Suppliers 2 (1 shared) · Customers 3 (1 shared)');
    expect(text).toMatch(/│ Broadcom Inc\. +│ AVGO +│ both +│ yes +│ 2 +│/);
    expect(text).toMatch(/│ Sample Substrate Corp\. +│ — +│ AVGO +│/);
    expect(text.replace(/\s+/g, ' ')).toContain('Against AVGO, suppliers: both 1 (Sample Substrate Corp.); only NVDA 1 (Sample Wafer Foundry Ltd.); only AVGO 1 (Sample WF Foundry).');
  });
});

describe('a sentence shortened for a cell', () => {
  const sentence = 'As of January 25, 2026, Meta Platforms, Inc. accounted for 14% of our accounts receivable.';

  it('keeps whole words, marks the cut, and starts where the company is in view', () => {
    expect(excerptLines(sentence, 'Meta Platforms, Inc.', 35, 2)).toEqual(['As of January 25, 2026, Meta', 'Platforms, Inc. accounted for 14%…']);
    expect(excerptLines('Our competitors include Broadcom Inc., Alphabet Inc. and Sample Chip Design Inc.', 'Sample Chip Design Inc.', 35, 1)).toEqual(['…Inc. and Sample Chip Design Inc.']);
    expect(excerptLines('Short enough.', null, 35, 2)).toEqual(['Short enough.']);
  });
});
