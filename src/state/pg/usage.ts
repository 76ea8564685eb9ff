/**
 * Daily request quotas kept exact across processes: each counted request is one statement that counts
 * it and answers whether it is within the quota, atomically in PostgreSQL. No count is read and then
 * written back, so parallel requests on any number of servers never lose an update or pass the quota
 * together.
 *
 * The counter holds the requests admitted that day (`usage_counters.count`, as in the DuckDB store): a
 * request over the quota is refused without counting, so the count never passes the quota; a request
 * admitted but then failed gives its slot back (`releaseRequest`), as the in-process ledger does.
 */
import type { IsoDate } from '../../core/dates';
import type { Sql } from '../../store/store';

export interface CountedRequest {
  /** The caller the quota belongs to: an account's or an organization's id. */
  accountId: string;
  /** UTC day the request counts on (the caller's clock decides it, so a pinned clock pins it). */
  day: IsoDate;
  /** Requests the caller's plan allows that day. */
  quota: number;
}

export interface Admission {
  /** Within the quota: counted. False: refused, nothing counted. */
  admitted: boolean;
  /** The day's count after this request when admitted; the quota (at least) when refused. */
  count: number;
}

// The insert counts the day's first request (none when the quota is 0); a conflict adds one to the
// stored count, but only while it is below the quota. RETURNING gives a row exactly when it counted.
const ADMIT = `
INSERT INTO usage_counters AS u (account_id, day, count)
SELECT ?, CAST(? AS date), 1 WHERE CAST(? AS bigint) > 0
ON CONFLICT (account_id, day) DO UPDATE SET count = u.count + 1 WHERE u.count < CAST(? AS bigint)
RETURNING u.count`;

const RELEASE = `
UPDATE usage_counters SET count = count - 1
WHERE account_id = ? AND day = CAST(? AS date) AND count > 0`;

/** Counts one request of `request.accountId` if the day's quota has room; one statement. */
export async function admitRequest(sql: Sql, request: CountedRequest): Promise<Admission> {
  const row = await sql.one<{ count: number }>(ADMIT, [request.accountId, request.day, request.quota, request.quota]);
  return row === undefined ? { admitted: false, count: request.quota } : { admitted: true, count: row.count };
}

/** Gives back the slot of an admitted request that did not succeed (the day it was admitted on); one statement. */
export async function releaseRequest(sql: Sql, request: Omit<CountedRequest, 'quota'>): Promise<void> {
  await sql.run(RELEASE, [request.accountId, request.day]);
}

/** The day's count of `accountId` (0 when nothing was counted). */
export async function countOn(sql: Sql, accountId: string, day: IsoDate): Promise<number> {
  const row = await sql.one<{ count: number }>('SELECT count FROM usage_counters WHERE account_id = ? AND day = CAST(? AS date)', [accountId, day]);
  return row?.count ?? 0;
}
