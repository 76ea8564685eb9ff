/**
 * Tables of the earnings reads at 80 columns: a call's guidance rows (range, actual and verdict, change),
 * a transcript as speaker then wrapped text per turn, briefs as their summary and points, and the event
 * list with the ids the event-transcript read takes. Corrections are listed under the transcript, the
 * spoken text above them left as it was said.
 */
import { wrap } from '../wrap';
import { fixed, text } from './format';
import type { Row } from './layout';
import { computed, isRecord, textColumn, type TableSpec } from './spec';

/** Characters per line of a turn's text: with the speaker column, 80 in all. */
const SAID_WIDTH = 50;
const SPEAKER_WIDTH = 22;
const BRIEF_WIDTH = 58;
const EVENT_WIDTH = 23;
const METRIC_WIDTH = 16;

const lines = (value: string, width: number): string => wrap(value, width).join('\n');

/** A guidance figure in its unit: `$24.8B`, `$1.35`, `14%`. */
function figure(value: unknown, unit: unknown): string {
  if (typeof value !== 'number') return text(null);
  if (unit === 'percent') return `${fixed(value, Number.isInteger(value) ? 0 : 1)}%`;
  const size = Math.abs(value);
  if (size >= 1e9) return `$${fixed(value / 1e9, 1)}B`;
  if (size >= 1e6) return `$${fixed(value / 1e6, 1)}M`;
  return `$${fixed(value, 2)}`;
}

const range = (row: Row): string => (row.low === row.high ? figure(row.low, row.unit) : `${figure(row.low, row.unit)}–${figure(row.high, row.unit)}`);
const actual = (row: Row): string => (row.actual === null || row.actual === undefined ? text(null) : `${figure(row.actual, row.unit)}${row.actualIsDerived === true ? '*' : ''}`);
const period = (row: Row): string => (typeof row.fiscalYear === 'number' && typeof row.fiscalQuarter === 'number' ? `Q${row.fiscalQuarter} FY${row.fiscalYear}` : text(null));

const GUIDANCE_STATUS: Readonly<Record<string, string>> = {
  approved: 'Guidance extracted from the earnings release.',
  notExtracted: 'An earnings release is linked; its guidance is not extracted yet.',
};

function correctionLines(body: Row): string[] {
  const corrections = Array.isArray(body.corrections) ? body.corrections.filter(isRecord) : [];
  return corrections.map((c) => {
    const source = isRecord(c.source) ? `${text(c.source.form)} filed ${text(c.source.filedDate)}` : '';
    return `Correction, turn ${text(c.turnIndex)}: spoken “${text(c.spokenText)}”, filed ${text(c.correctedText)} (${source}).`;
  });
}

export const earningsCallTable: TableSpec = {
  rows: 'guidance',
  columns: [
    computed('metric', 'Metric', 1, (row) => `${lines(text(row.metric), METRIC_WIDTH)}\n${text(row.period)}`, 'left'),
    computed('range', 'Guided', 1, range),
    computed('actual', 'Actual', 1, actual),
    textColumn('actualVerdict', 'Verdict', 1),
    textColumn('changeVsPrior', 'Change', 1),
    textColumn('basis', 'Basis', 2),
  ],
  above: (body) => [
    `${text(body.ticker)} ${period(body)}: ${text(body.title)}, ${text(body.callDate)} (${text(body.statusName)}).`,
    body.guidanceStatus === null ? 'No earnings release is linked to this call.' : (GUIDANCE_STATUS[text(body.guidanceStatus)] ?? ''),
    `Event ${text(body.id)}${typeof body.webcastUrl === 'string' ? `, webcast ${body.webcastUrl}` : ''}; ${[body.hasAudio === true ? 'audio' : null, body.hasSlides === true ? 'slides' : null].filter((x) => x !== null).join(' and ') || 'no audio or slides'} captured (document ids: --json).`,
  ],
  below: (body, rows) => [
    ...(rows.some((r) => r.actualIsDerived === true) ? ['* Fourth quarter derived: full-year revenue less nine months year to date.'] : []),
    ...(rows.length > 0 ? ['Actuals are filed GAAP revenue or diluted EPS only; a non-GAAP row is never settled.'] : []),
    ...correctionLines(body),
    ...(body.hasTranscript === true ? [`Transcript: fds earnings transcript ${text(body.ticker)} ${text(body.fiscalYear)} ${text(body.fiscalQuarter)}`] : []),
  ],
  says: ['ticker', 'title', 'callDate', 'status', 'statusName', 'eventType', 'eventTypeName', 'id', 'webcastUrl', 'hasAudio', 'hasSlides', 'transcriptDocumentId', 'earningsReleaseDocumentId', 'fiscalYear', 'fiscalQuarter', 'guidanceStatus', 'corrections', 'hasTranscript'],
};

const speaker = (row: Row): string => {
  const who = typeof row.speakerName === 'string' ? row.speakerName : `Speaker ${text(row.speakerIndex)}`;
  return [lines(who, SPEAKER_WIDTH), ...(typeof row.speakerRole === 'string' ? [lines(row.speakerRole, SPEAKER_WIDTH)] : [])].join('\n');
};

export const transcriptTable: TableSpec = {
  rows: 'data',
  columns: [computed('speaker', 'Speaker', 1, speaker, 'left'), computed('text', 'Said', 1, (row) => lines(text(row.text), SAID_WIDTH), 'left')],
  above: (body) => {
    const first = Number(body.offset);
    const shown = Number(body.turnCount);
    const span = shown === 0 ? 'no turns' : `turns ${first + 1}–${first + shown}`;
    return [`${text(body.eventTitle)}, ${text(body.callDate)}: ${span} of ${text(body.totalTurnCount)}.`];
  },
  below: (body) => [
    'Speakers are named only when their identity is trusted; otherwise by their index in the event.',
    ...correctionLines(body),
    ...(body.hasMore === true ? [`More turns follow: --offset ${Number(body.offset) + Number(body.turnCount)}.`] : []),
  ],
  says: ['eventId', 'ticker', 'eventTitle', 'callDate', 'fiscalYear', 'fiscalQuarter', 'turnCount', 'totalTurnCount', 'offset', 'hasMore', 'corrections'],
};

function briefCell(row: Row): string {
  const points = (list: unknown, mark: string) => (Array.isArray(list) ? list.map((p) => lines(`${mark} ${text(p)}`, BRIEF_WIDTH)) : []);
  const shift = isRecord(row.narrativeShift)
    ? [lines(`Since Q${text(row.narrativeShift.priorFiscalQuarter)} FY${text(row.narrativeShift.priorFiscalYear)}: `
      + `${(row.narrativeShift.newBullish as unknown[]).length} new bullish, ${(row.narrativeShift.newBearish as unknown[]).length} new bearish, `
      + `${(row.narrativeShift.noLongerRaised as unknown[]).length} no longer raised.`, BRIEF_WIDTH)]
    : [];
  return [lines(text(row.tldr), BRIEF_WIDTH), ...points(row.bullish, '+'), ...points(row.bearish, '−'), ...shift].join('\n');
}

export const briefsTable: TableSpec = {
  rows: 'data',
  columns: [computed('period', 'Quarter', 1, (row) => `${period(row)}\n${text(row.callDate)}`, 'left'), computed('brief', 'Brief', 1, briefCell, 'left')],
  above: (body) => [`${text(body.ticker)}: approved earnings briefs, newest first (quarters without one are skipped).`],
  below: (_body, rows) => (rows.length === 0 ? ['No approved brief is on file.'] : ['Guidance comparisons and quotes: --json.']),
  says: ['ticker'],
};

const eventCell = (row: Row): string => {
  const head = row.eventType === 'EarningsCall' ? `${text(row.eventTypeName)} ${period(row)}` : text(row.eventTypeName);
  return [lines(head, EVENT_WIDTH), lines(text(row.title), EVENT_WIDTH)].join('\n');
};

export const investorEventsTable: TableSpec = {
  rows: 'data',
  columns: [
    computed('eventDate', 'Date', 1, (row) => [text(row.eventDate), text(row.statusName), ...(row.hasTranscript === true ? ['transcript'] : [])].join('\n'), 'left'),
    computed('event', 'Event', 1, eventCell, 'left'),
    textColumn('id', 'Event id', 1),
  ],
  above: (body) => [`${text(body.ticker)}: investor events, newest first.`],
  below: () => ['Earnings calls: fds earnings call TICKER FY Q; any transcript: fds earnings event-transcript ID.'],
  says: ['ticker'],
};
