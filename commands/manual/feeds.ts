/** Prose of the manual about this family: rules a reader needs beyond the options and the request. */
import type { Section } from './roff';

export const feedsSections: readonly Section[] = [];
