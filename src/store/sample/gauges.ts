/**
 * Sample put/call ratios, the volatility index and advisory-committee catalysts: synthetic, generated
 * deterministically (seeded, no Math.random) and appended with the DuckDB appender.
 *
 * - Volatility index: every NYSE session from 1990-01-02 (where the real series begins) to the as-of date,
 *   a mean-reverting walk with occasional spikes. The walk is seeded by a constant, so a later as-of date
 *   extends the same history instead of inventing a new one.
 * - Put/call: every session of the three years up to the as-of date, for all five Cboe products; Total is
 *   the sum of the other four, as in Cboe's own files.
 * - Catalysts: two to four advisory-committee meetings a month from 2025-11 (where coverage begins) to
 *   about six months after the as-of date, some of them spanning two days. Titles say "synthetic sample".
 */
import type { DuckDBAppender } from '@duckdb/node-api';
import { addDays, isWeekend, type IsoDate } from '../../core/dates';
import { tradingDaysBetween } from '../../engine/market/calendar';
import { append, dateValue, provenance, timestamp, type Provenance } from './append';
import type { FamilySample } from './family';
import { Random } from './random';
import type { WriteTx } from '../store';

/** First session of the real volatility-index series. */
export const VIX_SERIES_START: IsoDate = '1990-01-02';
/** Put/call history kept in the sample, in days before the as-of date. */
const PUT_CALL_HISTORY_DAYS = 3 * 365;
/** First month of the advisory-committee calendar. */
const CATALYSTS_FROM: IsoDate = '2025-11-01';
/** How far past the as-of date announced meetings reach. */
const CATALYSTS_AHEAD_DAYS = 182;

const round2 = (x: number): number => Math.round(x * 100) / 100;

interface VixBar {
  date: IsoDate;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A plausible daily index path: log-level reverting to ~18.5, rare upward jumps, floor 9, cap 85. */
function vixSeries(asOf: IsoDate): VixBar[] {
  const random = new Random('sample|vix');
  const mean = Math.log(18.5);
  let level = Math.log(17.24);
  let previousClose = 17.24;
  return tradingDaysBetween(VIX_SERIES_START, asOf).map((date) => {
    const jump = random.uniform() < 0.004 ? 0.3 + random.uniform() * 0.5 : 0;
    level += 0.03 * (mean - level) + 0.06 * random.normal() + jump;
    level = Math.min(Math.log(85), Math.max(Math.log(9), level));
    const close = round2(Math.exp(level));
    const open = round2(previousClose * Math.exp(0.02 * random.normal()));
    const high = round2(Math.max(open, close) * (1 + 0.03 * Math.abs(random.normal())));
    const low = round2(Math.min(open, close) * (1 - 0.03 * Math.abs(random.normal())));
    previousClose = close;
    return { date, open, high, low, close };
  });
}

interface PutCallBar {
  type: string;
  date: IsoDate;
  calls: number;
  puts: number;
}

/** Typical daily call volume and put/call ratio of each product (Total is derived). */
const PRODUCTS = [
  { type: 'Equity', calls: 4_500_000, ratio: 0.62 },
  { type: 'Index', calls: 450_000, ratio: 1.25 },
  { type: 'Vix', calls: 520_000, ratio: 0.45 },
  { type: 'Etp', calls: 1_600_000, ratio: 1.05 },
] as const;

/** Every product's volumes per session, then Total as their sum; sorted by (type, date) for the insert. */
function putCallSeries(asOf: IsoDate): PutCallBar[] {
  const random = new Random(`sample|put-call|${asOf}`);
  const rows: PutCallBar[] = [];
  for (const date of tradingDaysBetween(addDays(asOf, -PUT_CALL_HISTORY_DAYS), asOf)) {
    let totalCalls = 0;
    let totalPuts = 0;
    for (const product of PRODUCTS) {
      const calls = Math.round(product.calls * Math.exp(0.2 * random.normal()));
      const puts = Math.round(calls * product.ratio * Math.exp(0.15 * random.normal()));
      rows.push({ type: product.type, date, calls, puts });
      totalCalls += calls;
      totalPuts += puts;
    }
    rows.push({ type: 'Total', date, calls: totalCalls, puts: totalPuts });
  }
  return rows.sort((a, b) => (a.type === b.type ? (a.date < b.date ? -1 : 1) : a.type < b.type ? -1 : 1));
}

interface Committee {
  name: string;
  center: string;
}

const COMMITTEES: readonly Committee[] = [
  { name: 'Oncologic Drugs Advisory Committee', center: 'CDER' },
  { name: 'Psychopharmacologic Drugs Advisory Committee', center: 'CDER' },
  { name: 'Endocrinologic and Metabolic Drugs Advisory Committee', center: 'CDER' },
  { name: 'Peripheral and Central Nervous System Drugs Advisory Committee', center: 'CDER' },
  { name: 'Antimicrobial Drugs Advisory Committee', center: 'CDER' },
  { name: 'Cardiovascular and Renal Drugs Advisory Committee', center: 'CDER' },
  { name: 'Pulmonary-Allergy Drugs Advisory Committee', center: 'CDER' },
  { name: 'Vaccines and Related Biological Products Advisory Committee', center: 'CBER' },
  { name: 'Cellular, Tissue, and Gene Therapies Advisory Committee', center: 'CBER' },
  { name: 'Blood Products Advisory Committee', center: 'CBER' },
  { name: 'Circulatory System Devices Panel of the Medical Devices Advisory Committee', center: 'CDRH' },
  { name: 'Neurological Devices Panel of the Medical Devices Advisory Committee', center: 'CDRH' },
];

const MONTH_NAMES = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
];

export const SAMPLE_CATALYST_TYPE = 'AdvisoryCommittee';

interface Meeting {
  meetingDate: IsoDate;
  endDate: IsoDate;
  title: string;
  center: string;
  sourceUrl: string;
}

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The announcement URL in fda.gov's advisory-calendar pattern. */
function announcementUrl(date: IsoDate, committee: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `https://www.fda.gov/advisory-committees/advisory-committee-calendar/${MONTH_NAMES[month - 1]}-${day}-${year}-meeting-${slug(committee)}-meeting-announcement`;
}

/** The next weekday after `date`. */
function nextWeekday(date: IsoDate): IsoDate {
  let d = addDays(date, 1);
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

/** One month's meetings: distinct committees on weekdays, about one in five spanning two days. */
function monthMeetings(monthStart: IsoDate): Meeting[] {
  const random = new Random(`sample|fda|${monthStart.slice(0, 7)}`);
  const count = random.int(2, 4);
  const committees = [...COMMITTEES];
  const meetings: Meeting[] = [];
  for (let i = 0; i < count; i++) {
    const committee = committees.splice(random.int(0, committees.length - 1), 1)[0]!;
    let meetingDate = addDays(monthStart, random.int(0, 26));
    while (isWeekend(meetingDate)) meetingDate = addDays(meetingDate, 1);
    const endDate = random.uniform() < 0.2 ? nextWeekday(meetingDate) : meetingDate;
    meetings.push({
      meetingDate,
      endDate,
      title: `${committee.name} Meeting (synthetic sample)`,
      center: committee.center,
      sourceUrl: announcementUrl(meetingDate, committee.name),
    });
  }
  return meetings;
}

/** Meetings from the coverage start to the horizon, sorted by (meetingDate, title). */
function catalystCalendar(asOf: IsoDate): Meeting[] {
  const horizon = addDays(asOf, CATALYSTS_AHEAD_DAYS);
  const meetings: Meeting[] = [];
  for (let month = CATALYSTS_FROM; month <= horizon; month = firstOfNextMonth(month)) meetings.push(...monthMeetings(month));
  return meetings
    .filter((m) => m.meetingDate <= horizon)
    .sort((a, b) => (a.meetingDate === b.meetingDate ? (a.title < b.title ? -1 : 1) : a.meetingDate < b.meetingDate ? -1 : 1));
}

function firstOfNextMonth(monthStart: IsoDate): IsoDate {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

function appendRows<T>(tx: WriteTx, table: string, rows: readonly T[], p: Provenance, fill: (a: DuckDBAppender, row: T) => void): Promise<void> {
  const at = timestamp(p);
  return append(tx, table, (a) => {
    for (const row of rows) {
      fill(a, row);
      provenance(a, at);
      a.endRow();
    }
  });
}

export const gaugesSample: FamilySample = {
  name: 'gauges',
  since: 3,
  async load(tx, asOf, p) {
    await appendRows(tx, 'vix_daily', vixSeries(asOf), p, (a, bar) => {
      a.appendDate(dateValue(bar.date));
      a.appendDouble(bar.open);
      a.appendDouble(bar.high);
      a.appendDouble(bar.low);
      a.appendDouble(bar.close);
    });
    await appendRows(tx, 'put_call_ratios', putCallSeries(asOf), p, (a, row) => {
      a.appendVarchar(row.type);
      a.appendDate(dateValue(row.date));
      a.appendBigInt(BigInt(row.calls));
      a.appendBigInt(BigInt(row.puts));
      a.appendBigInt(BigInt(row.calls + row.puts));
      a.appendDouble(round2(row.puts / row.calls));
    });
    await appendRows(tx, 'fda_catalysts', catalystCalendar(asOf), p, (a, m) => {
      a.appendDate(dateValue(m.meetingDate));
      a.appendDate(dateValue(m.endDate));
      a.appendVarchar(m.title);
      a.appendVarchar(m.center);
      a.appendVarchar(SAMPLE_CATALYST_TYPE);
      a.appendVarchar(m.sourceUrl);
    });
  },
};
