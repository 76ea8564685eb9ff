/**
 * The id of a member of Congress: a name-based (version 5) uuid of the member's Bioguide id, the durable
 * identifier the Congress's Biographical Directory assigns. The same member always gets the same id,
 * whichever file names them first and in whatever order files are ingested.
 */
import { nameUuid } from '../../core/name-uuid';

/** A Bioguide id: one capital letter and six digits (C001047). */
export const BIOGUIDE_PATTERN = /^[A-Z]\d{6}$/;

/** The uuid of the member's Biographical Directory address. */
export const memberIdOf = (bioguideId: string): string => nameUuid(`https://bioguide.congress.gov/search/bio/${bioguideId.toUpperCase()}`);
