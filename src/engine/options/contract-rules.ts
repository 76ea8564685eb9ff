/**
 * The one validation of an option contract, used wherever a contract is named: the single-contract route
 * (through the capture provider) and portfolio lots and watches (`optionContract`). Each caller turns a
 * refusal into its own answer (404 on the route, 400 naming the field on a portfolio write); the rules
 * and their wording live only here.
 *
 * A contract is acceptable when its stored reference exists (terms are never parsed from the symbol),
 * belongs to the expected underlying, that underlying is an active listing, it has not expired (New York
 * date) and its reference is still active. Positions in a contract are whole contracts.
 */
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { listingStatus } from './listing';
import { optionContractReference, type OptionContractReference } from './reference';

export type ContractRefusal = 'unknown' | 'underlying-not-active' | 'expired' | 'inactive';

export type ContractCheck =
  | { ok: true; reference: OptionContractReference }
  /** `detail` is a lower-case clause without a final stop, for the caller's sentence. */
  | { ok: false; refusal: ContractRefusal; detail: string };

const refused = (refusal: ContractRefusal, detail: string): ContractCheck => ({ ok: false, refusal, detail });

/**
 * Checks `occ` (already upper-case) as of `today` (New York date). With `underlying`, a contract of any
 * other listing (another share class included) is unknown.
 */
export async function checkOptionContract(
  ctx: EngineContext,
  occ: string,
  today: IsoDate,
  underlying?: string,
): Promise<ContractCheck> {
  const reference = await optionContractReference(ctx, occ);
  if (reference === null) return refused('unknown', `unknown option contract ${occ}`);
  if (underlying !== undefined && reference.underlying !== underlying) {
    return refused('unknown', `unknown option contract ${occ} for ${underlying}`);
  }
  const listing = await listingStatus(ctx, reference.underlying);
  if (listing !== 'active') {
    const why = listing === 'unknown' ? 'not a stored listing' : 'not an active listing (inactive or delisted)';
    return refused('underlying-not-active', `${occ} is an option on ${reference.underlying}, which is ${why}`);
  }
  if (reference.expirationDate < today) return refused('expired', `${occ} expired on ${reference.expirationDate}`);
  if (!reference.active) return refused('inactive', `${occ} is no longer an active contract`);
  return { ok: true, reference };
}

/**
 * Why `quantity` cannot be a number of contracts (a position in an option is whole contracts, long or
 * short), or null when it can.
 */
export function contractQuantityProblem(quantity: number): string | null {
  return Number.isInteger(quantity) ? null : `must be a whole number of contracts for an option (got ${quantity})`;
}
