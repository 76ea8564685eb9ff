/**
 * The option snapshot cache: a provider's snapshots are kept for a configurable time (300 s by default)
 * and served to every caller and plan until they expire. What is cached is the provider's snapshot, IV and
 * greeks included, never a rendered answer. Expiry follows the context's clock, so a pinned or moved
 * clock decides it exactly. Failures are not cached: the next call asks the provider again. Snapshots are
 * kept per store: a replica that switched to another captures version (another store) starts afresh, so
 * no answer pairs the new version's listing with the old version's chain.
 */
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import type { OptionsProvider } from './provider';
import type { Store } from '../../store/store';

export const DEFAULT_OPTIONS_CACHE_SECONDS = 300;
/** Most snapshots held; the oldest are dropped first. */
const MAX_ENTRIES = 2000;

interface Entry {
  storedAt: number;
  value: Promise<unknown>;
}

/** Wraps `inner` with the snapshot cache; `seconds` 0 turns caching off. */
export function cachedOptionsProvider(inner: OptionsProvider, seconds = DEFAULT_OPTIONS_CACHE_SECONDS): OptionsProvider {
  if (seconds <= 0) return inner;
  const byStore = new WeakMap<Store, Map<string, Entry>>();
  const ttl = seconds * 1000;

  function through<T>(ctx: EngineContext, key: string, fetch: () => Promise<T>): Promise<T> {
    let entries = byStore.get(ctx.store);
    if (entries === undefined) {
      entries = new Map();
      byStore.set(ctx.store, entries);
    }
    const kept = entries;
    const now = ctx.clock.now().getTime();
    const hit = entries.get(key);
    if (hit !== undefined && now - hit.storedAt < ttl && now >= hit.storedAt) return hit.value as Promise<T>;
    const value = fetch();
    entries.delete(key);
    entries.set(key, { storedAt: now, value });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    // Concurrent callers share the pending fetch; a failure is forgotten so it is retried.
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  }

  return {
    kind: inner.kind,
    chain: (ctx, ticker, expiration, today: IsoDate) =>
      through(ctx, `c|${ticker}|${expiration ?? `next:${today}`}|${today}`, () => inner.chain(ctx, ticker, expiration, today)),
    contract: (ctx, ticker, symbol, today) => through(ctx, `k|${ticker}|${symbol}|${today}`, () => inner.contract(ctx, ticker, symbol, today)),
  };
}
