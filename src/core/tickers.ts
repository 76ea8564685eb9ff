/**
 * Ticker identity. A US listing is `BRK-B` (the dot form `BRK.B` is accepted on price endpoints and
 * normalised to the dash). A non-US listing is `MIC:TICKER`, e.g. `XLON:VOD`.
 */
const US_TICKER = /^[A-Z0-9][A-Z0-9.-]{0,31}$/;
const NON_US = /^([A-Z]{4}):([A-Z0-9][A-Z0-9.-]{0,31})$/;
/** What a ticker may look like on the wire (any case), for interface descriptions. */
export const TICKER_WIRE_PATTERN = '^(?:[A-Za-z]{4}:)?[A-Za-z0-9][A-Za-z0-9.-]{0,31}$';
/** Longest ticker: a market identifier code, a colon and 32 characters. */
export const TICKER_MAX_LENGTH = 37;

export interface ListingKey {
  /** Canonical key as stored and returned: `BRK-B` or `XLON:VOD`. */
  key: string;
  /** Market identifier code; null for a US listing. */
  mic: string | null;
  symbol: string;
}

/** Parses a user-supplied ticker; returns null when it cannot be a ticker at all. */
export function parseTicker(raw: string): ListingKey | null {
  const text = raw.trim().toUpperCase();
  const nonUs = NON_US.exec(text);
  if (nonUs) {
    const symbol = nonUs[2]!.replaceAll('.', '-');
    return { key: `${nonUs[1]}:${symbol}`, mic: nonUs[1]!, symbol };
  }
  if (!US_TICKER.test(text)) return null;
  const symbol = text.replaceAll('.', '-');
  return { key: symbol, mic: null, symbol };
}
