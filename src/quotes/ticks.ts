/**
 * Reading captured ticks back out of the store as bus readings. Instants cross the SQL boundary as epoch
 * milliseconds (`epoch_ms`), so no timestamp text is ever parsed on either side.
 */
import type { Sql } from '../store/store';
import type { Reading, Transport } from './types';

interface TickRow {
  ticker: string;
  at: number;
  price: number;
  bid: number | null;
  ask: number | null;
  transport: string;
}

const COLUMNS = 'ticker, epoch_ms(ts) AS "at", price, bid, ask, transport';

/**
 * Per ticker: the newest tick at or before `now` (when it predates the span) and every tick in
 * (`now − spanMs`, `now`], oldest first.
 */
const PRIMING = `
SELECT ${COLUMNS} FROM ticks
WHERE ts > epoch_ms(CAST(? AS BIGINT)) AND ts <= epoch_ms(CAST(? AS BIGINT))
UNION ALL
SELECT ${COLUMNS} FROM (
  SELECT ticker, ts, price, bid, ask, transport,
         row_number() OVER (PARTITION BY ticker ORDER BY ts DESC) AS newest_first
  FROM ticks
  WHERE ts <= epoch_ms(CAST(? AS BIGINT))
)
WHERE newest_first = 1
ORDER BY "at", ticker`;

const WINDOW = `
SELECT ${COLUMNS} FROM ticks
WHERE ts > epoch_ms(CAST(? AS BIGINT)) AND ts <= epoch_ms(CAST(? AS BIGINT))
ORDER BY ts, ticker`;

const NEXT_AFTER = 'SELECT epoch_ms(min(ts)) AS "at" FROM ticks WHERE ts > epoch_ms(CAST(? AS BIGINT))';

const TRANSPORTS: readonly Transport[] = ['WebSocket', 'Rest'];

function toReading(row: TickRow): Reading {
  const transport = TRANSPORTS.find((t) => t === row.transport);
  if (transport === undefined) throw new Error(`ticks row of ${row.ticker} has an unknown transport '${row.transport}'`);
  return { ticker: row.ticker, price: row.price, bidPrice: row.bid, askPrice: row.ask, at: row.at, transport };
}

/** The readings that prime a bus at `now`: see PRIMING. */
export async function primingReadings(sql: Sql, now: number, spanMs: number): Promise<Reading[]> {
  const spanStart = now - spanMs;
  const rows = await sql.all<TickRow>(PRIMING, [spanStart, now, spanStart]);
  return rows.map(toReading);
}

/** Ticks with `after < ts <= until`, oldest first. */
export async function readingsBetween(sql: Sql, after: number, until: number): Promise<Reading[]> {
  const rows = await sql.all<TickRow>(WINDOW, [after, until]);
  return rows.map(toReading);
}

/** The instant (epoch ms) of the first tick after `after`, or null when there is none. */
export async function nextTickAfter(sql: Sql, after: number): Promise<number | null> {
  const row = await sql.one<{ at: number | null }>(NEXT_AFTER, [after]);
  return row?.at ?? null;
}
