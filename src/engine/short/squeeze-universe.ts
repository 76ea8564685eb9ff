/**
 * The scored squeeze universe (every scored stock, in rank order) and its cache.
 *
 * A universe is a function of the captures and of two dates the clock gives: the newest short-interest
 * settlement published by today (the stored settlement scored is the newest on or before it) and the
 * newest settled session (where the windows of daily short volume, bars and fails end). So it is computed
 * once per settlement and session and kept, per store, until the next ingest (`ingest-cache.ts`): the
 * next trading session or settlement is a different question, answered by a new entry.
 */
import type { Clock } from '../../core/clock';
import type { IsoDate } from '../../core/dates';
import type { Store } from '../../store/store';
import { sessionsBefore, tradingDaysBetween } from '../market/calendar';
import { lastSettledSession } from '../prices/sessions';
import { todayInNewYork } from '../windows';
import { latestPublishedSettlement, previousSettlement } from './calendar';
import { keptUntilIngest } from './ingest-cache';
import type { SqueezeRow } from './squeeze-schemas';
import { PERCENTILE_FIELDS, SQUEEZE_UNIVERSE } from './squeeze-sql';

export interface ScoredUniverse {
  /** The settlement scored; null when the store holds none published by today. */
  settlementDate: IsoDate | null;
  /** Every scored stock in rank order (rank 1 first). */
  rows: readonly SqueezeRow[];
  byTicker: ReadonlyMap<string, SqueezeRow>;
}

/** The two dates a universe is computed for. */
export interface UniverseDates {
  /** The newest settlement published by today per FINRA's calendar; null before the calendar's first. */
  publishedThrough: IsoDate | null;
  /** The newest settled US session: every market window ends on it. */
  session: IsoDate;
}

export const universeDates = (clock: Clock): UniverseDates => ({
  publishedThrough: latestPublishedSettlement(todayInNewYork(clock))?.settlementDate ?? null,
  session: lastSettledSession(null, clock.now()),
});

/** The scored universe for the clock's dates, kept until the next ingest (see `ingest-cache.ts`). */
export function scoredUniverse(store: Store, clock: Clock): Promise<ScoredUniverse> {
  const dates = universeDates(clock);
  return keptUntilIngest(store, 'squeeze', `${dates.publishedThrough ?? ''}|${dates.session}`, () => computeUniverse(store, dates));
}

type RawRow = Omit<SqueezeRow, (typeof PERCENTILE_FIELDS)[number]> & Record<(typeof PERCENTILE_FIELDS)[number], number | null>;

/** A missing factor's percentile is absent from the row, not null. */
function withoutMissing(row: RawRow): SqueezeRow {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (value === null && (PERCENTILE_FIELDS as readonly string[]).includes(name)) continue;
    out[name] = value;
  }
  return out as SqueezeRow;
}

const SETTLEMENT = 'SELECT CAST(max(settlement_date) AS VARCHAR) AS s FROM short_interest WHERE settlement_date <= CAST(? AS DATE)';
const FAILS_PERIOD = `
SELECT CAST(period_start AS VARCHAR) AS start, CAST(period_end AS VARCHAR) AS "end"
FROM fails_to_deliver_periods WHERE complete AND period_end <= CAST(? AS DATE)
ORDER BY period_end DESC, period_start DESC LIMIT 1`;

async function computeUniverse(store: Store, dates: UniverseDates): Promise<ScoredUniverse> {
  const settlement = dates.publishedThrough === null ? null : ((await store.one<{ s: string | null }>(SETTLEMENT, [dates.publishedThrough]))?.s ?? null);
  if (settlement === null) return { settlementDate: null, rows: [], byTicker: new Map() };
  const anchor = dates.session;
  const fails = await store.one<{ start: string; end: string }>(FAILS_PERIOD, [anchor]);
  const failDays = fails === undefined ? 0 : tradingDaysBetween(fails.start, fails.end).length;
  const raw = await store.all<RawRow>(SQUEEZE_UNIVERSE, [
    settlement,
    previousSettlement(settlement)?.settlementDate ?? null,
    anchor,
    sessionsBefore(anchor, 5),
    sessionsBefore(anchor, 10),
    sessionsBefore(anchor, 20),
    sessionsBefore(anchor, 25),
    sessionsBefore(anchor, 30),
    failDays === 0 ? null : fails!.start,
    failDays === 0 ? null : fails!.end,
    failDays,
  ]);
  const rows = raw.map(withoutMissing);
  return { settlementDate: settlement, rows, byTicker: new Map(rows.map((row) => [row.ticker, row])) };
}
