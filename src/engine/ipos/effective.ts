/**
 * Which filing a registration's offering terms come from: the newest final prospectus (424B4) when one
 * is on file, otherwise the newest amendment or registration statement. Only that filing's read counts:
 * an older filing's completed read never stands in for a newer filing whose read is pending, rejected or
 * stated nothing.
 */
import { FINAL_PROSPECTUS, REGISTRATION_STATEMENTS } from './forms';

export interface FiledForm {
  formType: string;
  filedDate: string;
  accession: string;
}

const newestOf = <T extends FiledForm>(filings: readonly T[]): T | null =>
  filings.reduce<T | null>((best, f) => (best === null || f.filedDate > best.filedDate || (f.filedDate === best.filedDate && f.accession > best.accession) ? f : best), null);

/** The filing whose read gives the terms, or null when the registration has no statement or prospectus. */
export function effectiveFiling<T extends FiledForm>(filings: readonly T[]): T | null {
  return newestOf(filings.filter((f) => f.formType === FINAL_PROSPECTUS))
    ?? newestOf(filings.filter((f) => (REGISTRATION_STATEMENTS as readonly string[]).includes(f.formType)));
}
