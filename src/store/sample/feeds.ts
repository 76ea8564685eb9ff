/**
 * Sample web data feeds and their collection runs: synthetic, generated deterministically from the as-of
 * date (daily runs at 10:00 UTC on the days before it, so no run lies after the capture time).
 *
 * Edge cases the rules need, all owned by the local owner account unless said:
 * - the auction tracker: nine successes, then on the day before the as-of date a Failed run (the last good
 *   result stays served); the success three days before that Failed run is unverified (never served);
 * - the legacy shortage list: results without normalizedData (null), only data and sources;
 * - the pending feed: one Running run and no result (404 on its result);
 * - a feed of another account, which the local owner must not see (404).
 */
import { DuckDBTimestampValue, type DuckDBAppender } from '@duckdb/node-api';
import { addDays, toUtcDate, type IsoDate } from '../../core/dates';
import type { RunState } from '../../engine/feeds/run-states';
import { append, provenance, timestamp, type Provenance } from './append';
import type { FamilySample } from './family';
import { Random } from './random';
import type { WriteTx } from '../store';

/** Ids of the sample feeds, stable across as-of dates. */
export const SAMPLE_FEEDS = {
  tracker: '3f2a9c1e-7b4d-4e8a-9a61-0c5d2e7f1a01',
  legacy: '3f2a9c1e-7b4d-4e8a-9a61-0c5d2e7f1a02',
  pending: '3f2a9c1e-7b4d-4e8a-9a61-0c5d2e7f1a03',
  otherAccount: '3f2a9c1e-7b4d-4e8a-9a61-0c5d2e7f1a04',
} as const;
/** The account owning the sample feed the local owner must not see. */
export const SAMPLE_OTHER_ACCOUNT = 'sample-other-account';
/** Runs per feed with a daily history; the newest is on the day before the as-of date. */
export const SAMPLE_FEED_DAYS = 10;

interface SampleFeed {
  id: string;
  account: string;
  name: string;
  schedule: string;
  accessMode: 'public' | 'authenticated';
}

interface SampleRun {
  feedId: string;
  runId: string;
  startedAt: Date;
  completedAt: Date | null;
  state: RunState;
  verified: boolean;
  normalizedData: string | null;
  data: string | null;
  sources: string | null;
}

const FEEDS: readonly SampleFeed[] = [
  { id: SAMPLE_FEEDS.tracker, account: 'local', name: 'Treasury bill auctions', schedule: 'daily 10:00 UTC', accessMode: 'public' },
  { id: SAMPLE_FEEDS.legacy, account: 'local', name: 'Drug shortage list (legacy)', schedule: 'daily 10:00 UTC', accessMode: 'authenticated' },
  { id: SAMPLE_FEEDS.pending, account: 'local', name: 'Port congestion board', schedule: 'daily 10:00 UTC', accessMode: 'public' },
  { id: SAMPLE_FEEDS.otherAccount, account: SAMPLE_OTHER_ACCOUNT, name: 'Competitor price list', schedule: 'weekly Mon 10:00 UTC', accessMode: 'public' },
];

const at = (date: IsoDate, seconds: number): Date => new Date(toUtcDate(date).getTime() + 10 * 3_600_000 + seconds * 1000);
const runId = (feedId: string, date: IsoDate): string => `${feedId.slice(-4)}-${date}`;

function trackerRun(date: IsoDate, newest: IsoDate): SampleRun {
  const random = new Random(`feeds|tracker|${date}`);
  const failed = date === newest;
  const base = { feedId: SAMPLE_FEEDS.tracker, runId: runId(SAMPLE_FEEDS.tracker, date), startedAt: at(date, 0), completedAt: at(date, 40 + random.int(0, 20)) };
  if (failed) return { ...base, state: 'Failed', verified: false, normalizedData: null, data: null, sources: null };
  const rows = ['4-week', '8-week', '13-week'].map((term, i) => ({ term, highRate: Math.round((4.1 + i * 0.05 + random.uniform() * 0.1) * 1000) / 1000 }));
  const url = `https://www.treasurydirect.gov/auctions/results/?date=${date}`;
  return {
    ...base,
    state: 'Succeeded',
    verified: date !== addDays(newest, -3),
    normalizedData: JSON.stringify({ nothingStated: false, shared: { auctionDate: date, currency: 'USD', reopening: false }, rows }),
    data: JSON.stringify({ extractedAt: base.completedAt.toISOString(), items: rows.map((r) => ({ ...r, auctionDate: date })) }),
    sources: JSON.stringify([{ url, capturedAt: base.completedAt.toISOString() }]),
  };
}

function legacyRun(date: IsoDate): SampleRun {
  const random = new Random(`feeds|legacy|${date}`);
  const completedAt = at(date, 90);
  return {
    feedId: SAMPLE_FEEDS.legacy, runId: runId(SAMPLE_FEEDS.legacy, date), startedAt: at(date, 0), completedAt,
    state: 'Succeeded', verified: true, normalizedData: null,
    data: JSON.stringify({ table: [['Drug', 'Status'], ['amoxicillin', random.uniform() < 0.5 ? 'Current' : 'Resolved']] }),
    sources: JSON.stringify([{ url: 'https://example.org/drug-shortages', capturedAt: completedAt.toISOString() }]),
  };
}

function otherAccountRun(day: IsoDate): SampleRun {
  const completedAt = at(day, 30);
  return {
    feedId: SAMPLE_FEEDS.otherAccount, runId: runId(SAMPLE_FEEDS.otherAccount, day), startedAt: at(day, 0), completedAt,
    state: 'Succeeded', verified: true,
    normalizedData: JSON.stringify({ nothingStated: true, shared: {}, rows: [] }),
    data: JSON.stringify({ items: [] }),
    sources: JSON.stringify([{ url: 'https://example.com/prices', capturedAt: completedAt.toISOString() }]),
  };
}

/** Every sample run, ordered by feed then start time (the tables' lookup order). */
export function sampleRuns(asOf: IsoDate): SampleRun[] {
  const newest = addDays(asOf, -1);
  const days = Array.from({ length: SAMPLE_FEED_DAYS }, (_, i) => addDays(newest, i - SAMPLE_FEED_DAYS + 1));
  const pending: SampleRun = {
    feedId: SAMPLE_FEEDS.pending, runId: runId(SAMPLE_FEEDS.pending, newest), startedAt: at(newest, 0), completedAt: null,
    state: 'Running', verified: false, normalizedData: null, data: null, sources: null,
  };
  const runs = [...days.map((d) => trackerRun(d, newest)), ...days.map(legacyRun), pending, otherAccountRun(newest)];
  return runs.sort((a, b) => a.feedId.localeCompare(b.feedId) || a.startedAt.getTime() - b.startedAt.getTime());
}

const micros = (d: Date): DuckDBTimestampValue => new DuckDBTimestampValue(BigInt(d.getTime()) * 1000n);
const bytesOf = (run: SampleRun): number => Buffer.byteLength(`${run.normalizedData ?? ''}${run.data ?? ''}${run.sources ?? ''}`, 'utf8');

function appendText(a: DuckDBAppender, text: string | null): void {
  if (text === null) a.appendNull();
  else a.appendVarchar(text);
}

export const feedsSample: FamilySample = {
  name: 'feeds',
  since: 4,
  load: async (tx: WriteTx, asOf: IsoDate, p: Provenance) => {
    const captured = timestamp(p);
    const created = micros(at(addDays(asOf, -SAMPLE_FEED_DAYS - 1), 0));
    await append(tx, 'web_feeds', (a) => {
      for (const feed of [...FEEDS].sort((x, y) => x.id.localeCompare(y.id))) {
        a.appendVarchar(feed.id);
        a.appendVarchar(feed.account);
        a.appendVarchar(feed.name);
        a.appendVarchar(feed.schedule);
        a.appendVarchar(feed.accessMode);
        a.appendTimestamp(created);
        provenance(a, captured);
        a.endRow();
      }
    });
    await append(tx, 'web_feed_runs', (a) => {
      for (const run of sampleRuns(asOf)) {
        a.appendVarchar(run.feedId);
        a.appendVarchar(run.runId);
        a.appendTimestamp(micros(run.startedAt));
        if (run.completedAt === null) a.appendNull();
        else a.appendTimestamp(micros(run.completedAt));
        a.appendVarchar(run.state);
        a.appendBoolean(run.verified);
        appendText(a, run.normalizedData);
        appendText(a, run.data);
        appendText(a, run.sources);
        a.appendBigInt(BigInt(bytesOf(run)));
        provenance(a, captured);
        a.endRow();
      }
    });
  },
};
