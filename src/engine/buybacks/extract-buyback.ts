/**
 * What one sentence of a filing states about a share repurchase (buyback) program:
 *   - an authorization: the amount (dollars or shares), when the board gave it, whether it covers more
 *     than common stock, and its expiry ("On July 25, 2024, our Board of Directors authorized the
 *     repurchase of up to $5.0 billion of our common stock. The program does not have an expiration date.");
 *   - the amount left under a program at a date ("As of September 28, 2024, $12.4 billion remained
 *     available under the repurchase program"), with the program's size when the sentence names it.
 * Deterministic and sentence by sentence. A hypothetical ("the Board may authorize"), an increase of an
 * existing authorization (the sentence rarely says whether the amount is the increase or the total) and a
 * month without a day are skipped rather than guessed.
 */
import type { IsoDate } from '../../core/dates';
import { SHARE_COUNT, USD_AMOUNT, amountAt } from '../filing-text/amounts';
import { WRITTEN_DATE, dateAt, writtenDates } from '../filing-text/dates';

export type BuybackUnit = 'USD' | 'shares';

export type BuybackFact =
  | {
      kind: 'authorization';
      announcedDate: IsoDate | null;
      amount: number;
      unit: BuybackUnit;
      combinedEquity: boolean;
    } & StatedExpiry
  | { kind: 'remaining'; asOf: IsoDate; amount: number; unit: BuybackUnit; authorizedAmount: number | null; authorizedUnit: BuybackUnit | null }
  | ({ kind: 'expiry' } & StatedExpiry);

/** What a sentence says of expiry: a date, that there is none (`noExpiry`), or nothing (both empty). */
export interface StatedExpiry {
  expires: IsoDate | null;
  noExpiry: boolean;
}

const REPURCHASE = /\b(?:re-?purchase|buy\s?-?back)s?\b/i;
const AUTHORIZED = /\b(?:authori[sz]ed|approved|authori[sz]ation\s+of)\b/i;
const BOARD = /\bBoard\b/;
const HYPOTHETICAL = /\b(?:may|might|could|would|can)\s+(?:from\s+time\s+to\s+time\s+)?(?:authori[sz]e|approve)\b|\bif\s+(?:our|the)\s+Board\b/i;
const INCREASE = /\bincrease[sd]?\b|\badditional\b/i;
const UP_TO_USD = new RegExp(`\\bup\\s+to\\s+(?:an\\s+aggregate\\s+of\\s+)?${USD_AMOUNT.source}`, 'i');
const UP_TO_SHARES = new RegExp(`\\bup\\s+to\\s+(?:an\\s+aggregate\\s+of\\s+)?${SHARE_COUNT.source}`, 'i');
/** "a $10 billion share repurchase program", "the $500 million buyback". */
const SIZED_PROGRAM = new RegExp(`${USD_AMOUNT.source}\\s+(?:(?:share|stock|common\\s+stock)\\s+)?(?:re-?purchase|buy\\s?-?back)`, 'i');
const COMBINED = /\b(?:common\s+and\s+preferred|equity\s+securities|capital\s+stock|any\s+class\s+of|common\s+stock\s+and\s+(?:preferred|warrants))\b/i;
const NO_EXPIRY = /\b(?:no|not\s+have\s+an?|without\s+an?)\s+(?:set\s+|fixed\s+|stated\s+)?(?:expiration|termination)\s+date\b|\bdoes\s+not\s+expire\b|\bhas\s+no\s+expiration\b/i;
const EXPIRES_ON = new RegExp(`\\b(?:expires?|expiring|will\\s+expire|terminates?|is\\s+authori[sz]ed|through|until)\\s+(?:on\\s+)?${WRITTEN_DATE.source}`, 'i');
const ON_DATE_BOARD = new RegExp(`^\\s*(?:On|Effective)\\s+${WRITTEN_DATE.source},?\\s+(?:our|the\\s+Company['’]s|its|the)\\s+Board\\b`, 'i');
const BOARD_ON_DATE = new RegExp(`\\bBoard\\b[^.]{0,80}?\\b(?:authori[sz]ed|approved|announced)\\b[^.]{0,40}?\\bon\\s+${WRITTEN_DATE.source}`, 'i');
const AS_OF = new RegExp(`^\\s*(?:As\\s+of|At)\\s+${WRITTEN_DATE.source},?\\s+`, 'i');
const REMAINED_USD = new RegExp(`${USD_AMOUNT.source}\\s+(?:\\w+\\s+){0,3}?(?:remained|remains|was|were|is)\\s+(?:still\\s+)?available\\b`, 'i');
const REMAINING_USD = new RegExp(`\\b(?:remaining|available)\\s+(?:authori[sz]ation|amount|capacity)\\b[^.$]{0,60}?\\b(?:was|of|totaled|is)\\s+(?:approximately\\s+)?${USD_AMOUNT.source}`, 'i');
const REMAINED_SHARES = new RegExp(`${SHARE_COUNT.source}\\s+(?:\\w+\\s+){0,3}?(?:remained|remain|were|are)\\s+(?:still\\s+)?available\\b`, 'i');
const UNDER_PROGRAM = /\bunder\s+(?:the|our|its|this|such)\b[^.]*\b(?:program|authori[sz]ation|plan)\b/i;

function expiryIn(sentence: string, announcedDate: IsoDate | null): StatedExpiry {
  if (NO_EXPIRY.test(sentence)) return { expires: null, noExpiry: true };
  const on = EXPIRES_ON.exec(sentence);
  const date = on === null ? null : dateAt(on, 1);
  return { expires: date !== null && date !== announcedDate ? date : null, noExpiry: false };
}

function authorizationFact(sentence: string): BuybackFact | null {
  if (!REPURCHASE.test(sentence) || !AUTHORIZED.test(sentence) || !BOARD.test(sentence)) return null;
  if (HYPOTHETICAL.test(sentence) || INCREASE.test(sentence) || AS_OF.test(sentence)) return null;
  const usd = UP_TO_USD.exec(sentence) ?? SIZED_PROGRAM.exec(sentence);
  const shares = usd === null ? UP_TO_SHARES.exec(sentence) : null;
  if (usd === null && shares === null) return null;
  const dated = ON_DATE_BOARD.exec(sentence) ?? BOARD_ON_DATE.exec(sentence);
  const announcedDate = dated === null ? null : dateAt(dated, 1);
  return {
    kind: 'authorization',
    announcedDate,
    amount: amountAt((usd ?? shares)!),
    unit: usd !== null ? 'USD' : 'shares',
    combinedEquity: COMBINED.test(sentence),
    ...expiryIn(sentence, announcedDate),
  };
}

function remainingFact(sentence: string): BuybackFact | null {
  const asOf = AS_OF.exec(sentence);
  if (asOf === null || !REPURCHASE.test(sentence) || !UNDER_PROGRAM.test(sentence)) return null;
  const date = dateAt(asOf, 1);
  if (date === null) return null;
  const usd = REMAINED_USD.exec(sentence) ?? REMAINING_USD.exec(sentence);
  const shares = usd === null ? REMAINED_SHARES.exec(sentence) : null;
  if (usd === null && shares === null) return null;
  const sized = SIZED_PROGRAM.exec(sentence);
  // The program's size only when it is a different figure from the one remaining.
  const authorized = sized !== null && sized.index !== (usd ?? shares)!.index ? amountAt(sized) : null;
  return {
    kind: 'remaining',
    asOf: date,
    amount: amountAt((usd ?? shares)!),
    unit: usd !== null ? 'USD' : 'shares',
    authorizedAmount: authorized,
    authorizedUnit: authorized === null ? null : 'USD',
  };
}

/** A sentence about expiry alone ("The program does not have an expiration date."). */
function expiryFact(sentence: string): BuybackFact | null {
  if (!/\b(?:program|authori[sz]ation|plan)\b/i.test(sentence) || !REPURCHASE.test(sentence) && !/^\s*(?:The|This)\s+(?:program|authori[sz]ation)\b/i.test(sentence)) return null;
  const stated = expiryIn(sentence, null);
  if (stated.expires === null && !stated.noExpiry) return null;
  return writtenDates(sentence).length > 1 ? null : { kind: 'expiry', ...stated };
}

/** Every fact the sentence states about a repurchase program: an authorization, else a remaining amount, else an expiry. */
export function buybackFacts(sentence: string): BuybackFact[] {
  const fact = authorizationFact(sentence) ?? remainingFact(sentence) ?? expiryFact(sentence);
  return fact === null ? [] : [fact];
}
