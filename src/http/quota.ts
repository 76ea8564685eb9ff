/**
 * Daily request quotas per account, on the embedded store. Counts live in memory and are written behind
 * to `usage_counters` (at most once a second while something changed, and on close), so a request never
 * waits for a store write. Today's counts are loaded at start, so a restart does not hand out a fresh
 * quota. (Servers sharing a PostgreSQL state store count in it instead: `./shared-quota.ts`.)
 *
 * The check and the increment are one synchronous step (`reserve`): concurrent requests at the boundary
 * cannot both pass. A reservation becomes a count only when the response is a 2xx (`commit`); any other
 * outcome gives the slot back (`release`).
 */
import type { Clock } from '../core/clock';
import { ApiError } from '../core/errors';
import { fromUtcDate, type IsoDate } from '../core/dates';
import type { Caller, Plan } from '../engine/context';
import { loadUsage, saveUsage, type UsageCount } from '../engine/keys/usage';
import type { StateStore } from '../state/state';

export const DEFAULT_QUOTAS: Readonly<Record<Plan, number>> = { free: 100, plus: 10_000, pro: 100_000 };

/** The X-RateLimit-* headers (and Retry-After on a 429) as header name → value. */
export type RateLimitHeaders = Record<string, string>;

export interface Reservation {
  /** The request succeeded: count it. Returns the headers to send. */
  commit(): RateLimitHeaders;
  /** The request failed: give the slot back. Returns the headers to send. */
  release(): RateLimitHeaders;
}

/** What the server's faces count requests with: the in-memory ledger, or the shared counter. */
export interface RequestQuota {
  /**
   * Admits one request of `caller` against today's quota, or throws 429 `rate_limited` with
   * `Retry-After` and the X-RateLimit headers when the quota is used up.
   */
  reserve(caller: Caller): Reservation | Promise<Reservation>;
  /** Requests counted today for an account. */
  used(accountId: string): number | Promise<number>;
  /** Loads what the quota starts from (before the server accepts requests). */
  load(): Promise<void>;
  /** Writes or finishes what is pending; the server calls it once, on close. */
  close(): Promise<void>;
}

/** The X-RateLimit headers of a caller with `limit` requests a day, `taken` of them taken, resetting at `reset`. */
export function rateLimitHeaders(limit: number, taken: number, reset: number): RateLimitHeaders {
  return {
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(Math.max(0, limit - taken)),
    'x-ratelimit-reset': String(reset),
  };
}

/** The 429 of a caller whose quota of `limit` is used up at `now`, with the headers and `Retry-After`. */
export function quotaUsedUp(caller: Caller, limit: number, now: Date): ApiError {
  const reset = nextUtcMidnight(now);
  const retryAfter = Math.max(1, Math.ceil(reset - now.getTime() / 1000));
  return new ApiError(
    429,
    'rate_limited',
    `Daily quota of ${limit} requests for the ${caller.plan} plan is used up; it resets at 00:00 UTC (in ${retryAfter} s).`,
    { ...rateLimitHeaders(limit, limit, reset), 'retry-after': String(retryAfter) },
  );
}

interface Bucket extends UsageCount {
  /** Admitted requests that have not finished yet. */
  pending: number;
}

const FLUSH_INTERVAL_MS = 1000;

/** Seconds since the epoch of the next 00:00 UTC after `now`. */
export function nextUtcMidnight(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) / 1000;
}

export class QuotaLedger implements RequestQuota {
  private readonly buckets = new Map<string, Bucket>();
  private readonly dirty = new Set<Bucket>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly store: StateStore,
    private readonly clock: Clock,
    private readonly limits: Readonly<Record<Plan, number>>,
    private readonly log: (line: string) => void,
  ) {}

  /** Loads today's persisted counts. */
  async load(): Promise<void> {
    const day = fromUtcDate(this.clock.now());
    for (const row of await loadUsage(this.store, day)) {
      this.buckets.set(`${row.day}|${row.accountId}`, { ...row, pending: 0 });
    }
  }

  /** Requests counted today for an account (finished 2xx only). */
  used(accountId: string): number {
    return this.buckets.get(`${fromUtcDate(this.clock.now())}|${accountId}`)?.count ?? 0;
  }

  /**
   * Admits one request of `caller` against today's quota, or throws 429 `rate_limited` with
   * `Retry-After` and the X-RateLimit headers when the quota is used up.
   */
  reserve(caller: Caller): Reservation {
    const now = this.clock.now();
    const day: IsoDate = fromUtcDate(now);
    const key = `${day}|${caller.id}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { accountId: caller.id, day, count: 0, pending: 0 };
      this.buckets.set(key, bucket);
    }
    const limit = this.limits[caller.plan];
    const reset = nextUtcMidnight(now);
    const headers = (b: Bucket): RateLimitHeaders => rateLimitHeaders(limit, b.count + b.pending, reset);
    if (bucket.count + bucket.pending >= limit) throw quotaUsedUp(caller, limit, now);
    bucket.pending++;
    const held = bucket;
    let settled = false;
    return {
      commit: () => {
        if (!settled) {
          settled = true;
          held.pending--;
          held.count++;
          this.markDirty(held);
        }
        return headers(held);
      },
      release: () => {
        if (!settled) {
          settled = true;
          held.pending--;
        }
        return headers(held);
      },
    };
  }

  private markDirty(bucket: Bucket): void {
    this.dirty.add(bucket);
    if (this.timer === undefined && !this.closed) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, FLUSH_INTERVAL_MS);
      // A pending write-behind must not keep a process alive; close() flushes what is left.
      this.timer.unref();
    }
  }

  /** Writes every changed count to the store. Flushes run one at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.dirty.size === 0) return;
      const batch = [...this.dirty];
      this.dirty.clear();
      try {
        await saveUsage(this.store, batch.map(({ accountId, day, count }) => ({ accountId, day, count })));
      } catch (error) {
        // Keep the counts for the next attempt; the in-memory quota stays exact either way.
        for (const b of batch) this.dirty.add(b);
        this.log(`quota: could not save usage counters: ${error instanceof Error ? error.message : String(error)}`);
      }
      this.pruneOldDays();
    });
    return this.flushing;
  }

  private pruneOldDays(): void {
    const today = fromUtcDate(this.clock.now());
    for (const [key, bucket] of this.buckets) {
      if (bucket.day < today && bucket.pending === 0 && !this.dirty.has(bucket)) this.buckets.delete(key);
    }
  }

  /** Stops the write-behind timer and writes what is left. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
