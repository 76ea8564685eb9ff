/**
 * Tables of the earnings reads, drawn from the engine's own answers on the sample store at 80 columns:
 * guidance rows with their range, actual, verdict and change; a transcript as speaker then wrapped text;
 * briefs with their points; and the event list with the ids the event-transcript read takes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleStore, type SampleFixture } from '../support/store';
import { drawnTable, headerLine as header } from '../support/tables';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const drawn = (operation: string, path: Record<string, string>, query: Record<string, string>) => drawnTable(fx.ctx, operation, path, query, 80);
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('earnings tables at 80 columns', () => {
  it('call: one row per guidance row; a derived fourth quarter is marked; the correction is listed under the rows', async () => {
    const text = await drawn('earnings.call', { ticker: 'DIS', fiscalYear: '2026', fiscalQuarter: '3' }, {});
    expect(header(text)).toMatch(/Metric +│ Guided +│ Actual +│ Verdict +│ Change +│ Basis/);
    expect(flat(text)).toContain('DIS Q3 FY2026: Sample Walt Disney Q3 FY2026 earnings call, 2026-08-04 (Concluded).');
    expect(text).toMatch(/│ Revenue +│ \$24\.8B–\$25\.5B +│ \$24\.3B\* +│ below +│ Initiated +│ GAAP/);
    expect(text).toMatch(/│ Q4 FY2026 +│/);
    expect(text).toMatch(/│ Operating margin +│ +13%–15% +│ +— +│ — +│ Lowered /);
    expect(flat(text)).toContain('* Fourth quarter derived: full-year revenue less nine months year to date.');
  });

  it('call: the newest call lists its filing-backed correction', async () => {
    const text = await drawn('earnings.call', { ticker: 'DIS', fiscalYear: '2026', fiscalQuarter: '4' }, {});
    expect(flat(text)).toContain('Correction, turn 2: spoken “3.9 billion dollars”, filed $3.8 billion (10-K filed 2026-11-11).');
    expect(flat(text)).toContain('webcast https://webcast.sample.invalid/dis/fy2026q4; audio and slides captured (document ids: --json).');
    expect(flat(text)).toContain('Transcript: fds earnings transcript DIS 2026 4');
    expect(text).not.toMatch(/^(id|eventType|hasAudio|transcriptDocumentId):/m);
  });

  it('call: a call whose guidance is not extracted says so, with no guidance table or note on actuals', async () => {
    const text = flat(await drawn('earnings.call', { ticker: 'JPM', fiscalYear: '2026', fiscalQuarter: '3' }, {}));
    expect(text).toContain('An earnings release is linked; its guidance is not extracted yet.');
    expect(text).not.toContain('Actuals are filed');
    expect(text).not.toContain('│');
  });

  it('transcript: speaker (or neutral index) and role, then the wrapped text; the next offset under a partial page', async () => {
    const text = await drawn('earnings.speakers', { ticker: 'DIS', fiscalYear: '2026', fiscalQuarter: '4' }, { limit: '5' });
    expect(header(text)).toMatch(/Speaker +│ Said/);
    expect(text).toContain('turns 1–5 of 7');
    expect(text).toMatch(/│ Speaker 0 +│ Good day/);
    expect(text).toMatch(/│ Operator +│/);
    expect(text).toMatch(/│ Speaker 3 +│ Thanks\. How should we think about content/);
    expect(text).toMatch(/│ Sample Alex Rivera +│ Thank you\./);
    expect(flat(text)).toContain('More turns follow: --offset 5.');
  });

  it('briefs: a row per approved quarter, its points marked + and −, and the shift since the older brief', async () => {
    const text = await drawn('earnings.briefs', { ticker: 'DIS' }, { limit: '8' });
    expect(header(text)).toMatch(/Quarter +│ Brief/);
    expect(text).toContain('Q4 FY2026');
    expect(text).not.toContain('Q3 FY2026');
    expect(flat(text)).toContain('Since Q2 FY2026: 1 new bullish, 1 new bearish, 3 no longer');
    expect(text).toContain('+ Streaming subscribers grew again in the quarter');
  });

  it('events: date and status, type with fiscal period and title, and the event id', async () => {
    const text = await drawn('earnings.events', { ticker: 'DIS' }, {});
    expect(header(text)).toMatch(/Date +│ Event +│ Event id/);
    expect(text).toMatch(/│ 2027-02-04 +│ Earnings Call Q1 FY2027 +│ [0-9a-f-]{36} │/);
    expect(text).toContain('Scheduled');
    expect(text).toContain('Investor Day');
  });
});
