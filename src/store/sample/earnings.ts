/**
 * Sample investor events: synthetic earnings calls, transcripts, guidance and briefs of two sample
 * companies, dated from the as-of date, with the revenue and diluted-EPS facts their guidance settles
 * against. Every title, speaker and quote is written for the sample ("Sample …"); accession numbers
 * (0009999999-…) are outside SEC's ranges and addresses end in .invalid. Each case is a rule of the family:
 *   1. DIS keeps a fiscal year ending 30 September, so its fiscal year runs ahead of the calendar year
 *      (fiscal 2027 begins in October 2026). Six reported calls and a future Scheduled call.
 *   2. Every DIS call guides next quarter's revenue (GAAP; Initiated, its actual above, within or below by
 *      quarter), next quarter's adjusted diluted EPS (non-GAAP: never settled against the GAAP actual), and
 *      full-year revenue, operating margin and diluted EPS: the third-quarter call raises revenue, lowers
 *      operating margin and maintains EPS (a point: no prior range) beside the initiated quarter rows.
 *   3. The fourth quarter has no filed quarterly fact: its revenue actual is full year less nine months
 *      (actualIsDerived), its EPS actual stays null.
 *   4. The newest call's transcript: the operator (role only), trusted executives, an untrusted analyst, a
 *      filing-backed correction of a spoken figure; its newest-but-one brief is not approved, so the briefs
 *      skip that quarter.
 *   5. A DIS investor day with a transcript, a scheduled conference and a shareholder meeting.
 *   6. JPM (calendar fiscal year): its newest call has a release whose guidance is not extracted
 *      (notExtracted), the one before has no release linked (guidanceStatus null).
 */
import { addDays, addMonths, type IsoDate } from '../../core/dates';
import { DILUTED_EPS_CONCEPT, EPS_UNIT } from '../../engine/earnings/actual-concepts';
import { EventFileSchema, storedEvent, type EventFile } from '../ingest/importers/earnings-event-file';
import { writeEvent } from '../ingest/importers/earnings-store';
import { timestamp } from './append';
import { appendSampleFacts, type SampleFactRow } from './company-facts';
import type { FamilySample } from './family';

interface Company {
  ticker: string;
  cik: number;
  name: string;
  /** Month (1–12) the fiscal year ends in. */
  yearEndMonth: number;
  /** Days from a quarter's end to its call. */
  callLag: number;
}

const DIS: Company = { ticker: 'DIS', cik: 1744489, name: 'The Walt Disney Company', yearEndMonth: 9, callLag: 35 };
const JPM: Company = { ticker: 'JPM', cik: 19617, name: 'JPMorgan Chase & Co.', yearEndMonth: 12, callLag: 14 };

/** Days from a call to the 10-Q or 10-K of its quarter. */
const FILED_AFTER_CALL = 7;

interface Quarter {
  fy: number;
  q: number;
}

const next = ({ fy, q }: Quarter): Quarter => (q === 4 ? { fy: fy + 1, q: 1 } : { fy, q: q + 1 });
const previous = ({ fy, q }: Quarter): Quarter => (q === 1 ? { fy: fy - 1, q: 4 } : { fy, q: q - 1 });
const ordinal = ({ fy, q }: Quarter): number => fy * 4 + q;

/** The last day of a fiscal quarter. */
function quarterEnd(c: Company, { fy, q }: Quarter): IsoDate {
  const yearEnd = `${fy}-${String(c.yearEndMonth).padStart(2, '0')}-01`;
  return addDays(addMonths(addMonths(yearEnd, -3 * (4 - q)), 1), -1);
}
const quarterStart = (c: Company, quarter: Quarter): IsoDate => addDays(quarterEnd(c, previous(quarter)), 1);
const callDate = (c: Company, quarter: Quarter): IsoDate => addDays(quarterEnd(c, quarter), c.callLag);
const filedDate = (c: Company, quarter: Quarter): IsoDate => addDays(callDate(c, quarter), FILED_AFTER_CALL);

/** The newest quarter whose call is held by `asOf`. */
function newestReported(c: Company, asOf: IsoDate): Quarter {
  let quarter: Quarter = { fy: Number(asOf.slice(0, 4)) + 1, q: 4 };
  while (callDate(c, quarter) > asOf) quarter = previous(quarter);
  return quarter;
}

const cents = (usd: number): number => Math.round(usd * 100) / 100;

/** DIS's quarterly revenue (USD) and diluted EPS, by quarter. */
const revenue = (quarter: Quarter): number => Math.round((21.5 + 0.35 * (ordinal(quarter) % 12)) * 1e3) * 1e6;
const eps = (quarter: Quarter): number => cents(1 + 0.05 * (ordinal(quarter) % 8));
const yearRevenue = (fy: number): number => [1, 2, 3, 4].reduce((sum, q) => sum + revenue({ fy, q }), 0);
const yearEps = (fy: number): number => cents([1, 2, 3, 4].reduce((sum, q) => sum + eps({ fy, q }), 0));

const accession = (c: Company, quarter: Quarter, kind: number): string =>
  `0009999999-${String(quarter.fy).slice(2)}-${String(kind * 100000 + (c.cik % 1000) * 10 + quarter.q).padStart(6, '0')}`;

/** DIS's 10-Q and 10-K facts filed by `asOf`: quarters, six and nine months year to date, fiscal years; no fourth-quarter fact. */
function disFacts(asOf: IsoDate, first: number, last: number): SampleFactRow[] {
  const facts: SampleFactRow[] = [];
  for (let fy = first; fy <= last; fy++) {
    for (const q of [1, 2, 3, 4]) {
      const quarter = { fy, q };
      const filed = filedDate(DIS, quarter);
      if (filed > asOf) continue;
      const base = { cik: DIS.cik, entityName: DIS.name, taxonomy: 'us-gaap' as const, fy, fp: q === 4 ? 'FY' : `Q${q}`, form: q === 4 ? '10-K' : '10-Q', filed, accession: accession(DIS, quarter, 1) };
      const end = quarterEnd(DIS, quarter);
      const yearStart = quarterStart(DIS, { fy, q: 1 });
      if (q < 4) {
        facts.push({ ...base, concept: 'Revenues', unit: 'USD', start: quarterStart(DIS, quarter), end, value: revenue(quarter) });
        facts.push({ ...base, concept: DILUTED_EPS_CONCEPT, unit: EPS_UNIT, start: quarterStart(DIS, quarter), end, value: eps(quarter) });
        if (q > 1) facts.push({ ...base, concept: 'Revenues', unit: 'USD', start: yearStart, end, value: [1, 2, 3].slice(0, q).reduce((s, k) => s + revenue({ fy, q: k }), 0) });
      } else {
        facts.push({ ...base, concept: 'Revenues', unit: 'USD', start: yearStart, end, value: yearRevenue(fy) });
        facts.push({ ...base, concept: DILUTED_EPS_CONCEPT, unit: EPS_UNIT, start: yearStart, end, value: yearEps(fy) });
      }
    }
  }
  return facts;
}

const billions = (usd: number): number => Math.round(usd / 1e8) / 10;
/** USD rounded to a tenth of a billion, a whole number. */
const tenths = (usd: number): number => Math.round(usd / 1e8) * 1e8;
const b = (usd: number): string => `$${billions(usd).toFixed(1)} billion`;

/** The guidance of the call reporting `quarter`: next quarter's revenue and adjusted EPS, and the full year. */
function disGuidance(quarter: Quarter): NonNullable<EventFile['guidance']> {
  const ahead = next(quarter);
  const nextRevenue = revenue(ahead);
  // The next quarter's actual lands above, within or below the range, by quarter.
  const [lowBy, highBy] = [[0.95, 0.98], [0.98, 1.02], [1.02, 1.05]][ordinal(ahead) % 3]!;
  const target = quarter.q < 4 ? quarter.fy : quarter.fy + 1;
  const step = quarter.q === 4 ? 0 : quarter.q;
  const revenueMid = tenths(yearRevenue(target) * 0.97) + [0, 0, 1e9, 2e9][step]!;
  const [marginLow, marginHigh] = step === 3 ? [13, 15] : [14, 16];
  const yearEpsPoint = cents(yearEps(target) + (step === 0 ? 0 : 0.1));
  const qLabel = `Q${ahead.q} FY${ahead.fy}`;
  return [
    {
      metric: 'Revenue', period: qLabel, fiscalYear: ahead.fy, fiscalQuarter: ahead.q, unit: 'USD', low: tenths(nextRevenue * lowBy!), high: tenths(nextRevenue * highBy!),
      basis: 'GAAP', fromTable: true, quote: `Sample outlook table: ${qLabel} revenue ${b(nextRevenue * lowBy!)} to ${b(nextRevenue * highBy!)}.`,
    },
    {
      metric: 'Adjusted diluted EPS', period: qLabel, fiscalYear: ahead.fy, fiscalQuarter: ahead.q, unit: 'USD', low: cents(eps(ahead) + 0.1), high: cents(eps(ahead) + 0.1),
      basis: 'non-GAAP', fromTable: false, quote: `We expect ${qLabel} adjusted diluted EPS of about $${(eps(ahead) + 0.1).toFixed(2)} (sample).`,
    },
    {
      metric: 'Revenue', period: `FY${target}`, fiscalYear: target, fiscalQuarter: null, unit: 'USD', low: revenueMid - 0.5e9, high: revenueMid + 0.5e9, basis: 'GAAP',
      fromTable: true, quote: `Sample outlook table: fiscal ${target} revenue ${b(revenueMid - 0.5e9)} to ${b(revenueMid + 0.5e9)}.`,
    },
    {
      metric: 'Operating margin', period: `FY${target}`, fiscalYear: target, fiscalQuarter: null, unit: 'percent', low: marginLow, high: marginHigh, basis: null,
      fromTable: false, quote: `We expect a fiscal ${target} operating margin of ${marginLow}% to ${marginHigh}% (sample).`,
    },
    {
      metric: 'Diluted EPS', period: `FY${target}`, fiscalYear: target, fiscalQuarter: null, unit: 'USD', low: yearEpsPoint, high: yearEpsPoint, basis: 'GAAP',
      fromTable: true, quote: `Sample outlook table: fiscal ${target} diluted EPS $${yearEpsPoint.toFixed(2)}.`,
    },
  ];
}

/** The newest call's transcript: operator, trusted executives, an untrusted analyst. */
function disTranscript(quarter: Quarter): NonNullable<EventFile['transcript']> {
  const period = `fiscal ${quarter.fy} ${quarter.q === 4 ? 'fourth' : `Q${quarter.q}`} quarter`;
  const turns: [string, string | null, boolean, string][] = [
    ['Operator', 'Operator', false, `Good day, and welcome to the Sample Walt Disney ${period} earnings call.`],
    ['Sample Alex Rivera', 'Chief Executive Officer', true, 'Thank you. Streaming subscribers grew again in the quarter, and parks demand stayed healthy.'],
    ['Sample Jamie Chen', 'Chief Financial Officer', true, 'Segment operating income was 3.9 billion dollars, and we are initiating our full-year outlook today.'],
    ['Operator', 'Operator', false, 'Our first question comes from the line of an analyst. Please go ahead.'],
    ['Unidentified Analyst', 'Analyst', false, 'Thanks. How should we think about content spending next year?'],
    ['Sample Alex Rivera', 'Chief Executive Officer', true, 'Content spending will rise next year as we invest behind our biggest franchises.'],
    ['Sample Jamie Chen', 'Chief Financial Officer', true, 'And we expect margins to expand over the course of the year.'],
  ];
  return turns.map(([speaker, role, trusted, text], i) => ({ speaker, role, trusted, text, startSeconds: i * 60, endSeconds: i * 60 + 55 }));
}

const BRIEF_POINTS: { bullish: string[]; bearish: string[] }[] = [
  { bullish: ['Streaming subscribers grew for a third straight quarter', 'Parks attendance held steady'], bearish: ['Linear TV advertising revenue declined'] },
  { bullish: ['Streaming subscribers grew again this quarter', 'Parks attendance held steady'], bearish: ['Linear TV advertising revenue declined', 'Cruise line costs rose ahead of new ship launches'] },
  { bullish: ['Box office results beat expectations'], bearish: ['Sports network costs rose'] },
  { bullish: ['Streaming subscribers grew again in the quarter', 'Full-year revenue guidance initiated above the prior year'], bearish: ['Content spending to rise next year'] },
];

function disCalls(asOf: IsoDate): EventFile[] {
  const newest = newestReported(DIS, asOf);
  const reported: Quarter[] = [newest];
  while (reported.length < 6) reported.unshift(previous(reported[0]!));
  const calls = reported.map((quarter, i): EventFile => {
    const age = reported.length - 1 - i;
    const release = { form: '8-K', filedDate: callDate(DIS, quarter), url: null, accession: accession(DIS, quarter, 8) };
    const transcript = age === 0 ? disTranscript(quarter) : null;
    const points = age <= 3 ? BRIEF_POINTS[3 - age]! : null;
    return {
      ticker: DIS.ticker, eventType: 'EarningsCall', title: `Sample Walt Disney Q${quarter.q} FY${quarter.fy} earnings call`, eventDate: callDate(DIS, quarter),
      fiscalYear: quarter.fy, fiscalQuarter: quarter.q, status: 'Concluded', webcastUrl: `https://webcast.sample.invalid/dis/fy${quarter.fy}q${quarter.q}`,
      hasAudio: true, hasSlides: age < 2, earningsRelease: release, guidance: disGuidance(quarter), transcript,
      corrections: transcript === null ? [] : [{
        turnIndex: 2, spokenText: '3.9 billion dollars', correctedText: '$3.8 billion', correctedValue: 3.8e9, unit: 'USD',
        source: { form: quarter.q === 4 ? '10-K' : '10-Q', filedDate: filedDate(DIS, quarter), url: null },
      }],
      brief: points === null ? null : {
        approved: age !== 1, tldr: `Sample brief of the Q${quarter.q} FY${quarter.fy} call: streaming growth against linear TV pressure.`, ...points,
        quotes: transcript === null ? [] : [{ text: 'Streaming subscribers grew again in the quarter', turnIndex: 1 }, { text: 'How should we think about content spending next year?', turnIndex: 4 }],
      },
    };
  });
  const upcoming = next(newest);
  calls.push({
    ticker: DIS.ticker, eventType: 'EarningsCall', title: `Sample Walt Disney Q${upcoming.q} FY${upcoming.fy} earnings call`, eventDate: callDate(DIS, upcoming),
    fiscalYear: upcoming.fy, fiscalQuarter: upcoming.q, status: 'Scheduled', webcastUrl: null, hasAudio: false, hasSlides: false,
  });
  return calls;
}

/** The source id of the sample's investor day. */
export const SAMPLE_INVESTOR_DAY = 'sample-investor-day';

function disOtherEvents(asOf: IsoDate): EventFile[] {
  return [
    {
      // The source's own id keeps the event's id the same whatever the as-of date.
      ticker: DIS.ticker, eventType: 'InvestorDay', title: 'Sample Walt Disney Investor Day', eventDate: addDays(asOf, -60), status: 'Concluded', sourceId: SAMPLE_INVESTOR_DAY,
      webcastUrl: 'https://webcast.sample.invalid/dis/investor-day', hasAudio: true, hasSlides: true,
      transcript: [
        { speaker: 'Sample Alex Rivera', role: 'Chief Executive Officer', trusted: true, text: 'Welcome to our sample investor day.', startSeconds: 0, endSeconds: 40 },
        { speaker: 'Sample Morgan Patel', role: 'Chairman, Experiences', trusted: true, text: 'We plan to expand our parks over the next decade.', startSeconds: 41, endSeconds: 120 },
        { speaker: 'Audience Member', role: null, trusted: false, text: 'What returns do you expect on that investment?', startSeconds: 121, endSeconds: 140 },
      ],
    },
    { ticker: DIS.ticker, eventType: 'Conference', title: 'Sample Media and Technology Conference', eventDate: addDays(asOf, 20), status: 'Scheduled', hasAudio: false, hasSlides: false },
    { ticker: DIS.ticker, eventType: 'ShareholderMeeting', title: 'Sample Walt Disney Annual Meeting of Shareholders', eventDate: addDays(asOf, -240), status: 'Concluded', hasAudio: true, hasSlides: false },
  ];
}

/** JPM's two newest calls: a release not extracted yet, and one before it with no release linked. */
function jpmCalls(asOf: IsoDate): EventFile[] {
  const newest = newestReported(JPM, asOf);
  return [previous(newest), newest].map((quarter, i): EventFile => ({
    ticker: JPM.ticker, eventType: 'EarningsCall', title: `Sample JPMorgan Chase Q${quarter.q} ${quarter.fy} earnings call`, eventDate: callDate(JPM, quarter),
    fiscalYear: quarter.fy, fiscalQuarter: quarter.q, status: 'Concluded', hasAudio: true, hasSlides: true,
    earningsRelease: i === 1 ? { form: '8-K', filedDate: callDate(JPM, quarter), url: null, accession: accession(JPM, quarter, 8) } : null,
    guidance: null,
  }));
}

/** Every sample event file, oldest call first. */
export function sampleEventFiles(asOf: IsoDate): EventFile[] {
  return [...disCalls(asOf), ...disOtherEvents(asOf), ...jpmCalls(asOf)];
}

export const earningsSample: FamilySample = {
  name: 'earnings',
  since: 19,
  load: async (tx, asOf, p) => {
    const newest = newestReported(DIS, asOf);
    await appendSampleFacts(tx, disFacts(asOf, newest.fy - 2, newest.fy), timestamp(p));
    for (const file of sampleEventFiles(asOf)) {
      await writeEvent(tx, storedEvent(EventFileSchema.parse(file)), { source: 'sample', file: null, capturedAt: p.capturedAt.toISOString() });
    }
  },
};
