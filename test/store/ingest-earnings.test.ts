/**
 * The earnings importers: the canonical investor-event JSON and transcripts in the community layout
 * (small files written in that layout: no real file is kept). Deterministic ids, the trust rule, the
 * fiscal period as given, replacement of an event, idempotence, refusals naming the place, and real
 * events replacing a ticker's synthetic ones.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventIdOf } from '../../src/engine/earnings/ids';
import type { EarningsCall, InvestorEvents, Transcript } from '../../src/engine/earnings/schemas';
import type { FilingLines, FilingRow } from '../../src/engine/filings/schemas';
import { ingestAny } from '../../src/store/ingest/index';
import { emptyStore, sampleStore, type SampleFixture } from '../support/store';
import { call } from '../support/invoke';
import { expectRefused, fixture, scratch, snapshot } from '../fixtures/ingest/helpers';

const EVENT = fixture('earnings/xmpl-q4-2026.json');
const TRANSCRIPT = fixture('earnings/XMPL_q3_2026.txt');
const event = (): Record<string, unknown> => JSON.parse(readFileSync(EVENT, 'utf8')) as Record<string, unknown>;

let fx: SampleFixture;
const files = scratch();
afterEach(() => fx.store.close());
afterAll(() => files.remove());
const ingest = (dataset: string, file: string) => ingestAny(fx.store, fx.clock, dataset, file);
const captures = async () => {
  const { ingest_files: _files, ...rest } = await snapshot(fx.store);
  return rest;
};
const xmplCall = (fy: number, fq: number) => call<EarningsCall>(fx.ctx, 'earnings.call', { ticker: 'XMPL', fiscalYear: String(fy), fiscalQuarter: String(fq) });
const xmplTurns = (fy: number, fq: number) => call<Transcript>(fx.ctx, 'earnings.speakers', { ticker: 'XMPL', fiscalYear: String(fy), fiscalQuarter: String(fq) });

describe('fds ingest earnings-event', () => {
  beforeEach(async () => {
    fx = await emptyStore();
  });

  it('stores the event with its release, guidance, transcript, corrections and brief; ids derived from durable keys', async () => {
    expect(await ingest('earnings-event', EVENT)).toMatchObject({ rowsRead: 10, rowsAdded: 10 });
    const c = await xmplCall(2026, 4);
    expect(c).toMatchObject({ ticker: 'XMPL', guidanceStatus: 'approved', hasTranscript: true, callDate: '2026-11-10', webcastUrl: 'https://investors.example.com/events/q4-2026' });
    expect(c.id).toBe(eventIdOf({ ticker: 'XMPL', eventType: 'EarningsCall', fiscalYear: 2026, fiscalQuarter: 4, eventDate: '' }));
    expect(c.guidance.map((g) => [g.metric, g.changeVsPrior])).toEqual([['Revenue', null], ['Adjusted EPS', null], ['Gross margin', null]]);
    const turns = await xmplTurns(2026, 4);
    expect(turns.data.map((t) => [t.speakerIndex, t.speakerName])).toEqual([[0, null], [1, 'Pat Example'], [2, null], [1, 'Pat Example']]);
    expect(turns.corrections[0]).toMatchObject({ turnIndex: 1, speakerIndex: 1, correctedValue: 1.18e9 });
  });

  it('re-ingesting the same file changes nothing; a changed file replaces the event under the same ids', async () => {
    await ingest('earnings-event', EVENT);
    const before = await xmplCall(2026, 4);
    const stored = await captures();
    expect(await ingest('earnings-event', EVENT)).toMatchObject({ rowsAdded: 0 });
    expect(await captures()).toEqual(stored);
    const changed = { ...event(), title: 'Example Corp Q4 FY2026 results call', guidance: (event().guidance as unknown[]).slice(0, 1) };
    expect(await ingest('earnings-event', files.write('changed.json', JSON.stringify(changed)))).toMatchObject({ rowsAdded: 8 });
    const after = await xmplCall(2026, 4);
    expect([after.id, after.transcriptDocumentId, after.earningsReleaseDocumentId]).toEqual([before.id, before.transcriptDocumentId, before.earningsReleaseDocumentId]);
    expect([after.title, after.guidance.length]).toEqual(['Example Corp Q4 FY2026 results call', 1]);
    expect(Number((await fx.store.one<{ n: bigint }>('SELECT count(*) AS n FROM earnings_events'))!.n)).toBe(1);
  });

  it('guidance null with a release reads as notExtracted; no release reads as null', async () => {
    await ingest('earnings-event', files.write('pending.json', JSON.stringify({ ...event(), guidance: null })));
    expect((await xmplCall(2026, 4)).guidanceStatus).toBe('notExtracted');
    await ingest('earnings-event', files.write('bare.json', JSON.stringify({ ...event(), guidance: null, earningsRelease: null })));
    expect((await xmplCall(2026, 4)).guidanceStatus).toBeNull();
  });

  it('refuses bad values, every one placed by its path, and leaves the store unchanged', async () => {
    const guidance = event().guidance as Record<string, unknown>[];
    const bad = files.write('bad.json', JSON.stringify({
      ...event(), fiscalQuarter: 5, guidance: [{ ...guidance[0], unit: 'EUR' }],
    }));
    const before = await captures();
    await expectRefused(ingest('earnings-event', bad), ['fiscalQuarter', 'is not a quarter from 1 to 4', 'guidance[0].unit', 'is not USD or percent']);
    const rules = files.write('rules.json', JSON.stringify({
      ...event(), earningsRelease: null,
      corrections: [{ turnIndex: 1, spokenText: '9.9 billion', correctedText: '$1 billion', source: { form: '10-K', filedDate: '2026-11-20' } }],
      guidance: [{ ...guidance[0], low: 2e9, high: 1e9 }],
    }));
    await expectRefused(ingest('earnings-event', rules), ['guidance: ', 'needs the earningsRelease', 'guidance[0].low', 'is above high', 'corrections[0]', 'does not occur in the text of turn 1']);
    await expectRefused(ingest('earnings-event', files.write('scheduled.json', JSON.stringify({ ...event(), status: 'Scheduled' }))), ['status', 'must be Concluded']);
    expect(await captures()).toEqual(before);
  });

  it('a real event of a ticker replaces that ticker\'s synthetic events, and only them', async () => {
    fx.store.close();
    fx = await sampleStore();
    const dis = { ...event(), ticker: 'DIS', fiscalYear: 2026, fiscalQuarter: 4, eventDate: '2026-11-04' };
    const report = await ingest('earnings-event', files.write('dis.json', JSON.stringify(dis)));
    expect(report.replacedSample.map((r) => r.dataset)).toContain('earnings_events');
    const events = await call<InvestorEvents>(fx.ctx, 'earnings.events', { ticker: 'DIS' }, { startDate: '2020-01-01' });
    expect(events.data.map((e) => e.title)).toEqual(['Example Corp Q4 FY2026 earnings call']);
    expect((await call<InvestorEvents>(fx.ctx, 'earnings.events', { ticker: 'JPM' }, {})).data).toHaveLength(2);
  });
});

describe('fds ingest transcript (community layout)', () => {
  beforeEach(async () => {
    fx = await emptyStore();
  });

  it('creates the EarningsCall of the file name\'s fiscal period, dated from header_texts; no release: guidanceStatus null', async () => {
    expect(await ingest('transcript', TRANSCRIPT)).toMatchObject({ rowsRead: 7, rowsAdded: 7, rowsSkipped: 0 });
    expect(await xmplCall(2026, 3)).toMatchObject({ callDate: '2026-08-12', status: 'Concluded', guidanceStatus: null, hasTranscript: true, guidance: [] });
  });

  it('trust rule: a name only when it matches exactly one participant (role from its title); Operator has a role and no name', async () => {
    await ingest('transcript', TRANSCRIPT);
    const { data } = await xmplTurns(2026, 3);
    expect(data.map((t) => [t.speakerIndex, t.speakerName, t.speakerRole])).toEqual([
      [0, null, 'Operator'],
      [1, 'Pat Example', 'Chief Executive Officer'],
      // Listed twice (two titles): not one identity, so not trusted.
      [2, null, null],
      [3, 'Lee Analyst', 'Analyst, Example Securities'],
      [1, 'Pat Example', 'Chief Executive Officer'],
      [2, null, null],
    ]);
    expect(data[1]!.text).toBe('Thank you.\nRevenue grew 8% in the quarter.');
    expect(data.every((t) => t.startSeconds === null && t.endSeconds === null)).toBe(true);
  });

  it('fiscal periods are stored as the file names them, ahead of the calendar year when the company\'s is', async () => {
    const body = readFileSync(TRANSCRIPT, 'utf8').replace('August 12, 2026', 'Nov. 18, 2026');
    await ingest('transcript', files.write('XMPL_q1_2027.txt', body));
    expect(await xmplCall(2027, 1)).toMatchObject({ fiscalYear: 2027, fiscalQuarter: 1, callDate: '2026-11-18' });
  });

  it('re-ingesting the same transcript changes nothing', async () => {
    await ingest('transcript', TRANSCRIPT);
    const stored = await captures();
    expect(await ingest('transcript', TRANSCRIPT)).toMatchObject({ rowsAdded: 0 });
    expect(await captures()).toEqual(stored);
  });

  it('gives a stored event its transcript: guidance and release kept, turns replaced, corrections dropped, same ids', async () => {
    await ingest('earnings-event', EVENT);
    const before = await xmplCall(2026, 4);
    // The event is updated, not added: read 7 (the call and 6 turns), added the 6 turns.
    expect(await ingest('transcript', files.write('XMPL_q4_2026.txt', readFileSync(TRANSCRIPT, 'utf8')))).toMatchObject({ rowsRead: 7, rowsAdded: 6, rowsSkipped: 1 });
    const after = await xmplCall(2026, 4);
    expect([after.id, after.guidanceStatus, after.guidance.length, after.callDate, after.corrections]).toEqual([before.id, 'approved', 3, '2026-11-10', []]);
    expect((await xmplTurns(2026, 4)).totalTurnCount).toBe(6);
  });

  it('refuses a file name without the fiscal period, a bad entry by its place, and a call it cannot date', async () => {
    await expectRefused(ingest('transcript', files.write('xmpl-call.txt', readFileSync(TRANSCRIPT, 'utf8'))), ['TICKER_qN_YYYY']);
    const bad = { prepared_remarks: [{ speaker: '', speech: 'Hello' }], q_and_a: [], participants: ['No title here'] };
    await expectRefused(ingest('transcript', files.write('XMPL_q2_2026.txt', JSON.stringify(bad))), ['prepared_remarks[0].speaker', 'participants[0]']);
    const undated = { prepared_remarks: [{ speaker: 'Operator', speech: 'Hello' }], q_and_a: [] };
    await expectRefused(ingest('transcript', files.write('XMPL_q2_2025.txt', JSON.stringify(undated))), ['names no call date']);
  });
});

describe('transcripts in the filing store', () => {
  const lines = (documentId: string) => call<FilingLines>(fx.ctx, 'filings.lines', { documentId });
  const transcripts = (ticker: string) => call<{ data: FilingRow[] }>(fx.ctx, 'filings.list', {}, { ticker, documentType: 'EarningsCallTranscript' });

  it('a transcript ingested becomes an EarningsCallTranscript document under the id its call names, a line a turn, searchable', async () => {
    fx = await emptyStore();
    await ingest('transcript', TRANSCRIPT);
    const c = await xmplCall(2026, 3);
    const listed = await transcripts('XMPL');
    expect(listed.data.map((d) => [d.id, d.documentType, d.filedDate])).toEqual([[c.transcriptDocumentId, 'EarningsCallTranscript', '2026-08-12']]);
    const read = await lines(c.transcriptDocumentId!);
    expect(read.data.map((l) => l.text)).toEqual([
      'XMPL Q3 FY2026 earnings call (2026-08-12)',
      'Operator: Good afternoon and welcome.',
      'Pat Example, Chief Executive Officer: Thank you.',
      'Revenue grew 8% in the quarter.',
      // Not a trusted name (listed with two titles): the speaker by number.
      'Speaker 3: Gross margin was 62%.',
      'Lee Analyst, Analyst, Example Securities: Can you talk about demand?',
      'Pat Example, Chief Executive Officer: Demand remains strong.',
      'Speaker 3: And inventory is healthy.',
    ]);
    const found = await call<{ data: { documentId: string; startLineNumber: number }[] }>(fx.ctx, 'filings.search', {}, { query: 'inventory healthy' });
    expect(found.data[0]).toMatchObject({ documentId: c.transcriptDocumentId });
  });

  it('the canonical event file stores its transcript the same way; a transcript file for that call keeps the document id, re-ingest adds no document', async () => {
    fx = await emptyStore();
    await ingest('earnings-event', EVENT);
    const id = (await xmplCall(2026, 4)).transcriptDocumentId!;
    expect((await transcripts('XMPL')).data.map((d) => d.id)).toEqual([id]);
    const copy = files.write('XMPL_q4_2026.txt', readFileSync(TRANSCRIPT, 'utf8'));
    await ingest('transcript', copy);
    await ingest('transcript', copy);
    expect((await transcripts('XMPL')).data.map((d) => d.id)).toEqual([id]);
    expect((await lines(id)).data.at(-1)!.text).toBe('Speaker 3: And inventory is healthy.');
    expect(Number((await fx.store.one<{ n: bigint }>('SELECT count(*) AS n FROM filing_documents'))!.n)).toBe(1);
  });

  it('a real transcript of a sample company replaces its synthetic documents, and says so', async () => {
    fx = await sampleStore();
    const synthetic = await call<{ data: FilingRow[] }>(fx.ctx, 'filings.list', {}, { ticker: 'AAPL', limit: '500' });
    expect(synthetic.data.length).toBeGreaterThan(1);
    const result = await ingest('transcript', files.write('AAPL_q4_2026.txt', readFileSync(TRANSCRIPT, 'utf8')));
    expect(result.replacedSample.filter((r) => r.dataset === 'filing_documents').map((r) => r.key)).toEqual(['AAPL']);
    const after = await call<{ data: FilingRow[] }>(fx.ctx, 'filings.list', {}, { ticker: 'AAPL', limit: '500' });
    expect(after.data.map((d) => [d.documentType, d.filedDate])).toEqual([['EarningsCallTranscript', '2026-08-12']]);
  });
});
