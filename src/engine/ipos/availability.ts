/**
 * What a read of the effective filing makes of each group of fields: `Pending` while the filing is not
 * read (or has no read at all), `Unavailable` when the read was rejected, or when an offering classed
 * `NonOffering` or `Unknown` suppresses unverified terms and underwriters, and otherwise `Available` or
 * `NoneStated` (a completed read that found none); a group the read did not cover is `Unavailable`.
 */
import { SUPPRESSED_OFFERINGS, type Availability, type OfferingType, type ReadState } from './forms';

export interface ReadOutcome {
  state: ReadState;
  offeringType: OfferingType | null;
}

/** True when the price and share figures (and the underwriters) of `read` are never shown. */
export const suppressesTerms = (read: ReadOutcome | null): boolean =>
  read !== null && read.state === 'Completed' && (read.offeringType === null || SUPPRESSED_OFFERINGS.includes(read.offeringType));

/**
 * Availability of a field group of `read` that `present` says was found (null: the read did not cover the
 * group, as the cover-page reader does not read underwriters); `suppressible` groups obey the offering type.
 */
export function availability(read: ReadOutcome | null, present: boolean | null, suppressible: boolean): Availability {
  if (read === null || read.state === 'Pending') return 'Pending';
  if (read.state === 'Rejected' || present === null) return 'Unavailable';
  if (suppressible && suppressesTerms(read)) return 'Unavailable';
  return present ? 'Available' : 'NoneStated';
}
