/**
 * Name-based (RFC 4122 version 5) uuids: the same name always gives the same id, whichever file names it
 * first and in whatever order files are ingested.
 */
import { createHash } from 'node:crypto';

/** RFC 4122 namespace of URLs: the names hashed here are addresses (or address-like keys). */
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/** The version-5 uuid of `name` in the URL namespace, in its lower-case dashed form. */
export function nameUuid(name: string): string {
  const hash = createHash('sha1').update(URL_NAMESPACE).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

