/**
 * Tables of the US short-selling reads, drawn from the engine's own answers on the sample store: each fits
 * 80 columns (and 60), keeps its essential columns, and says under or above its rows what the figures are
 * not: a capped or missing days to cover, a fail balance never to be added, the fails files' coverage, a
 * week that may hold a case-folded sibling.
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

async function drawn(operation: string, path: Record<string, string>, query: Record<string, string> = {}, width = 80): Promise<string> {
  const body = await call(ctx, operation, path, query);
  const text = renderTable(body, { width, color: false, footer: null, offsetFlag: true, spec: tableSpecFor(operation) });
  for (const line of text.trimEnd().split('\n')) expect([...line].length, line).toBeLessThanOrEqual(width);
  expect(text).not.toMatch(/[{"]/);
  return text;
}

/** The text with its wrapped lines joined, for sentences. */
const said = async (...args: Parameters<typeof drawn>): Promise<string> => (await drawn(...args)).replace(/\n/g, ' ').replace(/ +/g, ' ');

/** The header line of the table. */
const header = (text: string): string => text.split('\n').find((line) => line.startsWith('│ ') && /[A-Za-z]/.test(line)) ?? '';

describe('US short-selling tables', () => {
  for (const width of [80, 60]) {
    it(`short volume at ${width} columns: date, short, total and percent, the baseline said below`, async () => {
      const text = await drawn('short.volume', { ticker: 'NVDA' }, { limit: '5' }, width);
      expect(header(text)).toMatch(/Date +│ +Short +│ +Total +│ Short %/);
      expect(text.match(/^│ 2026-11-/gm)).toHaveLength(5);
      expect(text.replace(/\n/g, ' ')).toContain('normal baseline');
    });

    it(`the snapshot at ${width} columns: the settlement above, the capped reading shown as 999.99+ and explained`, async () => {
      // The capped reading ranks after every real one: the last row of the whole snapshot.
      const text = await drawn('short.snapshot', {}, { limit: '500' }, width);
      expect(text).toMatch(/^Short interest at the 2026-10-30 settlement\./);
      expect(text).toMatch(/│ BRK-A +│ +260,000 │ 999\.99\+/);
      expect(text.replace(/\n/g, ' ')).toContain("999.99+ is FINRA's cap");
    });
  }

  it('short interest: a placeholder reads — and is explained, a split period is flagged', async () => {
    const crcl = await said('short.interest', { ticker: 'CRCL' }, { startDate: '2025-01-01', limit: '500' });
    expect(crcl).toContain('FINRA filed no average daily volume, so there is no reading.');
    const nvda = await said('short.interest', { ticker: 'NVDA' });
    expect(nvda).toMatch(/2026-04-30 .* split/);
    expect(nvda).toContain('not restated');
  });

  it('off-exchange: ATS, other OTC and total; weeks before 2025-08-11 flagged', async () => {
    const text = await drawn('short.offExchange', { ticker: 'BRK-B' }, { startDate: '2025-07-28', endDate: '2025-08-18' }, 100);
    expect(header(text)).toMatch(/Week of +│ +ATS +│ +Other OTC +│ +Total/);
    expect(text).toMatch(/2025-08-04 .*│ maybe/);
    expect(text.replace(/\n/g, ' ')).toContain("may include a case-folded sibling's volume");
  });

  it('fails: the coverage above, balances never to be added below', async () => {
    const text = await said('short.failsToDeliver', { ticker: 'MSFT' });
    expect(text).toMatch(/^Complete SEC files cover \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: there, a date without a row had no reported fails\./);
    expect(text).toContain('never add them up');
  });

  it('the largest board: the date above, largest first', async () => {
    const text = await drawn('short.largest', {}, { limit: '3' });
    expect(text).toMatch(/^Short volume on 2026-11-20\./);
    expect(text.split('\n').filter((line) => /^│ [A-Z]/.test(line) && !line.includes('Ticker'))[0]).toMatch(/^│ NVDA/);
  });
});
