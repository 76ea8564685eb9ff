/**
 * Tables of the short-selling family, drawn from the engine's own answers on the sample store: each fits
 * 80 and 60 columns, says above its rows which register answered and when it was captured, says why an
 * answer without rows is not a zero, and draws each aggregate report as a table of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderTable } from '../../commands/render-table';
import { tableSpecFor } from '../../commands/tables/index';
import type { EngineContext } from '../../src/engine/context';
import { call } from '../support/invoke';
import { sampleStore } from '../support/store';

let ctx: EngineContext;
beforeAll(async () => {
  ctx = (await sampleStore()).ctx;
});

async function drawn(operation: string, exchange: string, ticker: string, width = 80, extra: Partial<EngineContext> = {}, query: Record<string, string> = {}): Promise<string> {
  const body = await call({ ...ctx, ...extra }, operation, { exchange, ticker }, query);
  const text = renderTable(body, { width, color: false, footer: null, spec: tableSpecFor(operation) });
  for (const line of text.trimEnd().split('\n')) expect([...line].length, line).toBeLessThanOrEqual(width);
  expect(text).not.toMatch(/[{"]/);
  return text;
}

/** The text with its wrapped lines joined, for sentences. */
async function said(...args: Parameters<typeof drawn>): Promise<string> {
  return (await drawn(...args)).replace(/\n/g, ' ');
}

const PERMITTED = { ukShortPermission: 'test permission' };

describe('short-selling tables', () => {
  for (const width of [80, 60]) {
    it(`disclosures at ${width} columns: the register and its capture above, one row per disclosure, the unit below`, async () => {
      const text = await drawn('short.euDisclosures', 'XPAR', 'TTE', width);
      expect(text).toMatch(/^AMF-France · ISIN FR0000120271/);
      expect(text).toContain('3 disclosures.');
      expect(text.match(/^│ 2026-/gm)).toHaveLength(3);
      expect(text).toContain('0.62%');
    });

    it(`aggregates at ${width} columns: each report is its own titled table, and the reports are said never to be added`, async () => {
      const text = await drawn('short.euAggregates', 'XLON', 'VOD', width, PERMITTED);
      expect(text).toContain('FCA-UK-Current:');
      expect(text).toContain('FCA-UK-History: none.');
      expect(text.replace(/\n/g, ' ')).toContain('never add reports together');
      expect(text).toContain('Example Capital Partners LLP');
    });
  }

  it('an answer without rows says why, and that it is not a zero', async () => {
    const none = await said('short.euDisclosures', 'XAMS', 'PNL');
    expect(none).toContain('The register as captured lists no position in this ISIN. This does not mean there are no short positions.');
    const gated = await said('short.euAggregates', 'XLON', 'VOD');
    expect(gated).toContain("needs this deployment's permission (FDS_UK_SHORT_PERMISSION)");
    expect(await said('short.euAggregates', 'XPAR', 'TTE')).toContain("No register of this listing's country publishes aggregates here.");
  });

  it("Norway's holders are named on each figure and Denmark's reported aggregates show their local report time", async () => {
    const norway = await drawn('short.euAggregates', 'XOSL', 'EQNR', 120);
    expect(norway).toMatch(/2026-11-18 │ +1\.12% │ Example Capital Partners LLP; Northwind Alpha Fund │ 31,500,000 │ yes/);
    expect(norway).toContain('2025-11-05');
    const denmark = await drawn('short.euAggregates', 'XCSE', 'NOVO-B');
    expect(denmark).toMatch(/Reported \(local\)[\s\S]*2026-11-19T17:30:00 │ +0\.84%/);
  });
});
