/**
 * Whether an answer holds synthetic rows: the keys it draws on (its operation's `sampleScope`) checked
 * against the store's manifest of sample keys. The manifest is read once per store version and kept in
 * memory, so the check costs a set lookup per key, not a query per answer.
 */
import type { IsoDate } from '../core/dates';
import { sampleAsOf } from '../store/meta';
import { readSampleKeys } from '../store/sample-keys';
import type { Store } from '../store/store';
import { EVERY_KEY, type SampleRef } from './sample-scope';

interface Manifest {
  /** The store's data version the manifest was read at. */
  version: number;
  /** As-of date of the sample set; null when the store never held it. */
  asOf: IsoDate | null;
  /** Sample keys still stored, by kind. */
  keys: ReadonlyMap<string, ReadonlySet<string>>;
}

const manifests = new WeakMap<Store, Manifest>();

async function manifestOf(store: Store): Promise<Manifest> {
  // Read before the query: a write landing meanwhile makes the next answer read the manifest again.
  const version = store.dataVersion;
  const cached = manifests.get(store);
  if (cached !== undefined && cached.version === version) return cached;
  const [rows, asOf] = await Promise.all([readSampleKeys(store), sampleAsOf(store)]);
  const keys = new Map<string, Set<string>>();
  for (const row of rows) {
    const ofKind = keys.get(row.kind) ?? new Set<string>();
    ofKind.add(row.key);
    keys.set(row.kind, ofKind);
  }
  const manifest = { version, asOf, keys };
  manifests.set(store, manifest);
  return manifest;
}

/** The sample set's as-of date when any key of `refs` is still synthetic in `store`, else null. */
export async function syntheticAsOf(store: Store, refs: readonly SampleRef[]): Promise<IsoDate | null> {
  if (refs.every((ref) => ref.keys.length === 0)) return null;
  const manifest = await manifestOf(store);
  if (manifest.asOf === null) return null;
  const synthetic = refs.some((ref) => {
    const sample = manifest.keys.get(ref.kind);
    return sample !== undefined && ref.keys.some((key) => (key === EVERY_KEY ? sample.size > 0 : sample.has(key)));
  });
  return synthetic ? manifest.asOf : null;
}
