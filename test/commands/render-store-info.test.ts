/**
 * The human view of `fds store info` at an 80-column terminal: what is still synthetic grouped by kind
 * and wrapped (long groups counted, never hundreds of lines), the capture datasets, the other tables.
 * The body comes from a real sample store; the expected text is a committed golden file.
 */
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderStoreInfo } from '../../commands/render-store-info';
import { storeInfo } from '../../src/store/info';
import { sampleStore } from '../support/store';

const golden = (name: string): string => readFileSync(new URL(`golden/${name}`, import.meta.url), 'utf8');

async function sampleInfo() {
  const fx = await sampleStore('2026-11-20');
  try {
    return await storeInfo(fx.store);
  } finally {
    fx.store.close();
  }
}

describe('fds store info for people', () => {
  it('fits an 80-column terminal, groups the synthetic keys and counts what does not fit', async () => {
    const text = renderStoreInfo(await sampleInfo(), { width: 80, color: false, footer: null });
    expect(text).toBe(golden('store-info-80.txt'));
    for (const line of text!.split('\n')) expect(stripVTControlCharacters(line).length, line).toBeLessThanOrEqual(80);
    expect(text!.split('\n').length).toBeLessThan(50);
  });

  it('says nothing synthetic is left once real files replaced every key', async () => {
    const info = { ...(await sampleInfo()), stillSynthetic: [] };
    expect(renderStoreInfo(info, { width: 80, color: false, footer: null })).toContain('Nothing synthetic is left: real files replaced every sample key.');
  });

  it('tables the datasets holding ingested rows and sums up the sample-only ones in one line (--json lists each)', async () => {
    const info = await sampleInfo();
    const datasets = info.datasets.map((d) => (d.dataset === 'prices' ? { ...d, rows: 22_018, newestCapture: '2026-11-22T09:30:00.000Z', sources: ['ingest', 'sample'] } : d));
    const text = renderStoreInfo({ ...info, datasets }, { width: 80, color: false, footer: null })!;
    const sampleOnly = datasets.filter((d) => d.rows > 0 && d.sources.length === 1 && d.sources[0] === 'sample');
    expect(sampleOnly.length).toBeGreaterThan(20);
    const rows = sampleOnly.reduce((sum, d) => sum + d.rows, 0).toLocaleString('en-US');
    expect(text).toContain(
      [
        'dataset    rows  newest capture        sources',
        'prices   22,018  2026-11-22 09:30 UTC  ingest, sample',
        '',
        `Sample-only datasets: ${sampleOnly.length} tables, ${rows} rows, captured 2026-11-21 15:00 UTC;`,
      ].join('\n'),
    );
    expect(text).not.toMatch(/prices 22,01[78]|short_volume_daily/);
  });

  it('falls back to the generic table for a body of another shape', () => {
    expect(renderStoreInfo({ data: [] }, { width: 80, color: false, footer: null })).toBeNull();
  });
});
