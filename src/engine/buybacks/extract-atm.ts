/**
 * What one sentence of a filing states about an at-the-market equity program (an equity distribution or
 * sales agreement under which the company sells its own shares into the market from time to time):
 *   - the agreement: its date and the aggregate offering price it allows ("sales agreement, dated as of
 *     July 1, 2022, … having an aggregate offering price of up to $50.0 million");
 *   - gross proceeds sold under it to a date ("As of April 26, 2023, we have sold 422,160 shares … having an
 *     aggregate offering price of approximately $4,246,131 under the Sales Agreement");
 *   - when it expires ("will terminate on the earlier of … and March 14, 2027").
 * Deterministic and sentence by sentence. A hypothetical ("we may enter into"), a capacity in shares only,
 * or net proceeds (after commissions, so not the gross figure the table keeps) are skipped, not guessed.
 */
import type { IsoDate } from '../../core/dates';
import { USD_AMOUNT, amountAt } from '../filing-text/amounts';
import { WRITTEN_DATE, dateAt, writtenDates } from '../filing-text/dates';

export type AtmFact =
  | { kind: 'agreement'; establishedDate: IsoDate | null; capacityUsd: number | null }
  | { kind: 'sold'; soldUsd: number; asOf: IsoDate }
  | { kind: 'expires'; expirationDate: IsoDate };

const AGREEMENT = /\b(?:(?:at[- ]the[- ]market|ATM)(?:\s+(?:equity|issuance|offering|sales|program))*\s+agreement|equity\s+distribution\s+agreement|(?:open\s+market\s+|equity\s+|controlled\s+equity\s+offering\S*\s+)?sales?\s+agreement|distribution\s+agreement)\b/i;
const ATM_WORDS = /\bat[- ]the[- ]market\b|\bATM\b/i;
const OWN_SHARES = /\b(?:offer|issue)\s+and\s+sell\b[^.]*\b(?:common\s+stock|common\s+shares|ordinary\s+shares)\b|\b(?:common\s+stock|common\s+shares)\b[^.]*\bat[- ]the[- ]market\b/i;
const HYPOTHETICAL = /\b(?:may|might|could|would|intend\s+to|plan\s+to|expect\s+to)\s+(?:in\s+the\s+future\s+)?(?:enter|establish)\b|\bif\s+we\s+(?:enter|establish)\b/i;
const CAPACITY = new RegExp(`\\b(?:up\\s+to|not\\s+to\\s+exceed|maximum\\s+aggregate\\s+offering\\s+price\\s+of)\\s+(?:an?\\s+aggregate\\s+(?:gross\\s+)?(?:offering|sales)\\s+(?:price|amount)\\s+of\\s+)?(?:approximately\\s+)?${USD_AMOUNT.source}`, 'i');
const AGREEMENT_DATE = new RegExp(`${AGREEMENT.source}[^.;]{0,40}?\\bdated\\s+(?:as\\s+of\\s+)?${WRITTEN_DATE.source}`, 'i');
const ENTERED_ON = new RegExp(`^\\s*On\\s+${WRITTEN_DATE.source},?\\s+(?:we|the\\s+Company|[A-Z][\\w.&' -]{1,60})\\s+entered\\s+into\\b`, 'i');
const ENTERED = /\b(?:entered|have\s+entered|has\s+entered|had\s+entered)\s+into\b|\bdated\s+(?:as\s+of\s+)?[A-Z]/;
const SOLD = new RegExp(`^\\s*As\\s+of\\s+${WRITTEN_DATE.source},?\\s+(?:we|the\\s+Company)\\s+(?:have|has|had)\\s+(?:not\\s+)?(?:issued\\s+(?:and|or)\\s+)?sold\\b`, 'i');
const NOT_SOLD = /\b(?:have|has|had)\s+not\s+(?:issued\s+or\s+)?sold\s+any\s+shares\b/i;
const GROSS = new RegExp(`\\b(?:aggregate\\s+(?:gross\\s+)?(?:offering|sales)\\s+price|gross\\s+(?:sales\\s+)?proceeds)\\s+(?:to\\s+(?:us|the\\s+Company)\\s+)?of\\s+(?:approximately\\s+)?${USD_AMOUNT.source}`, 'i');
const EXPIRY = /\b(?:will|shall)\s+(?:automatically\s+)?(?:terminate|expire)\b|\bexpires?\s+on\b|\bexpiration\s+date\s+of\b/i;

function agreementFact(sentence: string): AtmFact | null {
  if (!AGREEMENT.test(sentence) || HYPOTHETICAL.test(sentence)) return null;
  if (!OWN_SHARES.test(sentence) && !ATM_WORDS.test(sentence)) return null;
  const capacity = CAPACITY.exec(sentence);
  const dated = AGREEMENT_DATE.exec(sentence);
  const entered = ENTERED_ON.exec(sentence);
  const establishedDate = dated !== null ? dateAt(dated, 1) : entered !== null && ENTERED.test(sentence) ? dateAt(entered, 1) : null;
  const capacityUsd = capacity === null ? null : amountAt(capacity);
  if (establishedDate === null && capacityUsd === null) return null;
  // A capacity alone must still be the agreement's: offered and sold shares of the company's own stock.
  if (establishedDate === null && !OWN_SHARES.test(sentence)) return null;
  return { kind: 'agreement', establishedDate, capacityUsd };
}

function soldFact(sentence: string): AtmFact | null {
  const sold = SOLD.exec(sentence);
  if (sold === null || !(AGREEMENT.test(sentence) || ATM_WORDS.test(sentence))) return null;
  const asOf = dateAt(sold, 1);
  if (asOf === null) return null;
  if (NOT_SOLD.test(sentence)) return { kind: 'sold', soldUsd: 0, asOf };
  const gross = GROSS.exec(sentence);
  if (gross === null) return null;
  return { kind: 'sold', soldUsd: amountAt(gross), asOf };
}

function expiryFact(sentence: string): AtmFact | null {
  if (!EXPIRY.test(sentence) || !(AGREEMENT.test(sentence) || ATM_WORDS.test(sentence))) return null;
  const dates = writtenDates(sentence);
  // Only an unambiguous date: the one the termination clause names.
  return dates.length === 1 ? { kind: 'expires', expirationDate: dates[0]!.date } : null;
}

/** Every fact the sentence states about an at-the-market program, agreement first. */
export function atmFacts(sentence: string): AtmFact[] {
  return [agreementFact(sentence), soldFact(sentence), expiryFact(sentence)].filter((fact): fact is AtmFact => fact !== null);
}
