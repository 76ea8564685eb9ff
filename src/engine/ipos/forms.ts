/**
 * The vocabulary of the registration (IPO) pipeline shared by its importers and its reads: the EDGAR
 * forms a registration is made of, and the values of its enumerations.
 */

/** Registration statements and their amendments: any of these opens a registration. */
export const REGISTRATION_STATEMENTS = ['S-1', 'S-1/A', 'F-1', 'F-1/A'] as const;
/** The final prospectus filed once the offering is priced. */
export const FINAL_PROSPECTUS = '424B4';
/** A request to withdraw a registration statement. */
export const WITHDRAWAL = 'RW';

/** Every form the form-index importer keeps. */
export const REGISTRATION_FORMS: readonly string[] = [...REGISTRATION_STATEMENTS, FINAL_PROSPECTUS, WITHDRAWAL];

export const STATUSES = ['Filed', 'Priced', 'Listed', 'Withdrawn'] as const;
export type RegistrationStatus = (typeof STATUSES)[number];

export const FILER_TYPES = ['Operating', 'Spac'] as const;
export type FilerType = (typeof FILER_TYPES)[number];

export const OFFERING_TYPES = ['Primary', 'Resale', 'DirectListing', 'NonOffering', 'Unknown'] as const;
export type OfferingType = (typeof OFFERING_TYPES)[number];

/** How a read of a filing ended. */
export const READ_STATES = ['Pending', 'Rejected', 'Completed'] as const;
export type ReadState = (typeof READ_STATES)[number];

export const AVAILABILITIES = ['Available', 'NoneStated', 'Unavailable', 'Pending'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Offering types whose price and share figures are never shown (not verified as an offering's terms). */
export const SUPPRESSED_OFFERINGS: readonly OfferingType[] = ['NonOffering', 'Unknown'];
