/** The as-of date and clock of the sample store most tests use, which the test run generates once. */
import type { IsoDate } from '../../src/core/dates';

export const TEMPLATE_AS_OF: IsoDate = '2026-11-20';
export const TEMPLATE_NOW = '2026-11-21T15:00:00Z';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the generated sample store file, when the global setup made one. */
    sampleTemplate: string | undefined;
  }
}
