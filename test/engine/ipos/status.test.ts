/** Registration status transitions (designed: Filed → Priced → Listed, → Withdrawn on a withdrawal request). */
import { describe, expect, it } from 'vitest';
import { effectiveFiling } from '../../../src/engine/ipos/effective';
import { registrationStatus } from '../../../src/engine/ipos/status';

const f = (formType: string, filedDate: string, accession = `${formType}-${filedDate}`) => ({ formType, filedDate, accession });

describe('registration status', () => {
  it('Filed with only a registration statement or amendments', () => {
    expect(registrationStatus([f('S-1', '2026-01-05'), f('S-1/A', '2026-02-01')], null)).toBe('Filed');
  });
  it('Filed → Priced when a 424B4 is filed', () => {
    expect(registrationStatus([f('F-1', '2026-01-05'), f('424B4', '2026-03-01')], null)).toBe('Priced');
  });
  it('Priced → Listed when the filer has a ticker link; a ticker without a 424B4 stays Filed', () => {
    expect(registrationStatus([f('S-1', '2026-01-05'), f('424B4', '2026-03-01')], 'ABCD')).toBe('Listed');
    expect(registrationStatus([f('S-1', '2026-01-05')], 'ABCD')).toBe('Filed');
  });
  it('→ Withdrawn when an RW is the newest filing (same day counts); a later statement files again', () => {
    expect(registrationStatus([f('S-1', '2026-01-05'), f('RW', '2026-04-01')], null)).toBe('Withdrawn');
    expect(registrationStatus([f('S-1', '2026-01-05'), f('RW', '2026-01-05')], null)).toBe('Withdrawn');
    expect(registrationStatus([f('S-1', '2026-01-05'), f('424B4', '2026-02-05'), f('RW', '2026-04-01')], null)).toBe('Withdrawn');
    expect(registrationStatus([f('S-1', '2026-01-05'), f('RW', '2026-04-01'), f('S-1', '2026-06-01')], null)).toBe('Filed');
  });
  it('a listed filer stays Listed after a withdrawal request', () => {
    expect(registrationStatus([f('S-1', '2026-01-05'), f('424B4', '2026-02-05'), f('RW', '2026-04-01')], 'ABCD')).toBe('Listed');
  });
});

describe('effective filing of the terms', () => {
  it('the newest final prospectus when present, otherwise the newest amendment or registration statement; never an RW', () => {
    expect(effectiveFiling([f('S-1', '2026-01-05'), f('424B4', '2026-02-05'), f('S-1/A', '2026-03-01')])?.formType).toBe('424B4');
    expect(effectiveFiling([f('S-1', '2026-01-05'), f('S-1/A', '2026-03-01'), f('RW', '2026-04-01')])?.formType).toBe('S-1/A');
    expect(effectiveFiling([f('RW', '2026-04-01')])).toBeNull();
  });
});
