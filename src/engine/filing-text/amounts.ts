/**
 * Amounts as filings write them in running text: "$1.5 billion", "$500,000,000", "$50.0 million",
 * "US$300 million", "3,000,000 shares", "2.5 million shares". Only what is written is read: a figure
 * "in thousands" from a table heading is not a sentence's business.
 */

const SCALE: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };

/** A dollar amount: the sign, the digits and an optional scale word. Global, so callers can list them all. */
export const USD_AMOUNT = /(?:US)?\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s+(thousand|million|billion|trillion)\b)?/gi;

/** A share count: digits, an optional scale word, then "shares". */
export const SHARE_COUNT = /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s+(million|billion))?\s+(?:of\s+(?:our|its|the\s+Company['’]s)\s+)?shares\b/gi;

function scaled(digits: string, scale: string | undefined): number {
  const value = Number(digits.replaceAll(',', ''));
  return scale === undefined ? value : value * SCALE[scale.toLowerCase()]!;
}

/**
 * The amount a match of a pattern built on `USD_AMOUNT` or `SHARE_COUNT` denotes, reading that pattern's
 * two groups from group number `first` (1 when the pattern is used alone).
 */
export const amountAt = (match: RegExpMatchArray, first = 1): number => scaled(match[first]!, match[first + 1]);
