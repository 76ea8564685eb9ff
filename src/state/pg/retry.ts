/**
 * Which failed transactions are worth running again, and how long to wait first. PostgreSQL aborts a
 * transaction it cannot serialise (40001, under REPEATABLE READ or SERIALIZABLE) or that it chose as a
 * deadlock's victim (40P01); run again from the start, such a transaction usually commits. Nothing else
 * is retried: a constraint violation or a rule the work refused fails the same way every time.
 */

export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';

const RETRYABLE: ReadonlySet<string> = new Set([SERIALIZATION_FAILURE, DEADLOCK_DETECTED]);

/** Attempts of one write, the first included, when the caller does not say. */
export const DEFAULT_ATTEMPTS = 8;

/** True for a failure that running the whole transaction again may cure. */
export function isRetryable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && RETRYABLE.has(code);
}

const BASE_MS = 4;
const CEILING_MS = 250;

/**
 * Wait before attempt `attempt + 1`: doubling from a few milliseconds, with full jitter so transactions
 * that collided once do not collide again in step.
 */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CEILING_MS, BASE_MS * 2 ** (attempt - 1));
  return Math.round(random() * ceiling);
}
