/**
 * Name-based (version 5, RFC 4122) uuids: the same name always gives the same id, so an id derived from a
 * durable key (a Bioguide address, a ticker with a fiscal period, an accession number) survives re-ingest
 * and never depends on insertion order.
 */
import { createHash } from 'node:crypto';

/** RFC 4122 namespace of URLs. */
export const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/** The version 5 uuid of `name` in `namespace` (16 bytes). */
export function nameUuid(name: string, namespace: Buffer = URL_NAMESPACE): string {
  const hash = createHash('sha1').update(namespace).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
