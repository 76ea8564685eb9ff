/**
 * The status of a registration, derived from its filings whenever it is read (never stored):
 *
 *   Filed      a registration statement (S-1, F-1) or an amendment is on file, and nothing below applies
 *   Priced     a final prospectus (424B4) is on file: the offering was priced
 *   Listed     priced, and SEC's ticker links give the filer a ticker: its shares trade
 *   Withdrawn  the newest filing is a withdrawal request (RW) filed on or after every other filing
 *
 * Transitions: Filed → Priced when a 424B4 is filed; Priced → Listed when the filer's ticker link
 * appears; Filed or Priced → Withdrawn when an RW is filed; Withdrawn → Filed again when a new
 * registration statement or amendment follows the RW. A listed filer stays Listed whatever it files
 * later (a withdrawal then concerns another statement, not its listing).
 */
import { FINAL_PROSPECTUS, WITHDRAWAL, type RegistrationStatus } from './forms';

export interface DatedForm {
  formType: string;
  filedDate: string;
}

/** The status of a registration with `filings`, whose filer `listedTicker` links to a ticker (or null). */
export function registrationStatus(filings: readonly DatedForm[], listedTicker: string | null): RegistrationStatus {
  const newest = (pick: (f: DatedForm) => boolean): string | null =>
    filings.filter(pick).reduce<string | null>((max, f) => (max === null || f.filedDate > max ? f.filedDate : max), null);
  const priced = newest((f) => f.formType === FINAL_PROSPECTUS) !== null;
  if (priced && listedTicker !== null) return 'Listed';
  const withdrawn = newest((f) => f.formType === WITHDRAWAL);
  const other = newest((f) => f.formType !== WITHDRAWAL);
  if (withdrawn !== null && (other === null || withdrawn >= other)) return 'Withdrawn';
  return priced ? 'Priced' : 'Filed';
}
