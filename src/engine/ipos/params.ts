import type { FilerType, RegistrationStatus } from './forms';

/** The validated parameters of the registration list. */
export interface IpoListParams {
  status?: RegistrationStatus | undefined;
  filerType?: FilerType | undefined;
  limit: number;
  offset: number;
}

/** The validated parameter of one registration: the CIK as a number (leading zeros dropped). */
export interface IpoParams {
  cik: number;
}
