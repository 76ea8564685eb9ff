/**
 * The id of a member of Congress: a name-based (version 5) uuid of the member's Bioguide id, the durable
 * identifier the Congress's Biographical Directory assigns. The same member always gets the same id,
 * whichever file names them first and in whatever order files are ingested.
 */
import { createHash } from 'node:crypto';

/** RFC 4122 namespace of URLs: the name hashed is the member's Biographical Directory address. */
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/** A Bioguide id: one capital letter and six digits (C001047). */
export const BIOGUIDE_PATTERN = /^[A-Z]\d{6}$/;

export function memberIdOf(bioguideId: string): string {
  const hash = createHash('sha1').update(URL_NAMESPACE).update(`https://bioguide.congress.gov/search/bio/${bioguideId.toUpperCase()}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
