/**
 * Answers derived from the captures alone, kept per store until the next ingest: the scored squeeze
 * universe of a settlement, the forecast inputs of a pending settlement. An entry is found by its name and
 * key (the dates it was computed for) and is good while the store's ingest generation is the one it was
 * computed at; every ingest and sample load moves that generation, state writes (usage counters, keys,
 * portfolios) do not, and time alone never drops an entry (another date is another key). The entry holds
 * the pending computation, so concurrent first requests share one run; a failed run is forgotten.
 */
import type { Store } from '../../store/store';

/** Entries kept per store and name (a server answers one clock; tests and tools several). */
const KEPT = 4;

interface Entry {
  generation: number;
  value: Promise<unknown>;
}

const stores = new WeakMap<Store, Map<string, Map<string, Entry>>>();

/** `compute()` for `name` and `key`, or the value kept from an earlier call since which no ingest committed. */
export function keptUntilIngest<T>(store: Store, name: string, key: string, compute: () => Promise<T>): Promise<T> {
  const generation = store.ingestGeneration;
  let names = stores.get(store);
  if (names === undefined) {
    names = new Map();
    stores.set(store, names);
  }
  let entries = names.get(name);
  if (entries === undefined) {
    entries = new Map();
    names.set(name, entries);
  }
  const hit = entries.get(key);
  if (hit !== undefined && hit.generation === generation) return hit.value as Promise<T>;
  const value = compute();
  // Newest last: Map iteration follows insertion order, so the oldest entry goes first.
  entries.delete(key);
  entries.set(key, { generation, value });
  for (const old of entries.keys()) {
    if (entries.size <= KEPT) break;
    entries.delete(old);
  }
  const kept = entries;
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}
