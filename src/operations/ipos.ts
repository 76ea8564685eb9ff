/**
 * The registration (IPO) pipeline: S-1 and F-1 registrations from EDGAR's form index, their offering
 * terms as read from the filings and their filers' annual financials. Each operation is declared once
 * here; the rules live in `engine/ipos/`.
 */
import { z } from 'zod';
import { fromWire, limitParam, offsetParam, oneOfWords } from '../core/params';
import { FILER_TYPES, STATUSES } from '../engine/ipos/forms';
import { RegistrationDetailSchema, RegistrationPageSchema, type RegistrationRow } from '../engine/ipos/schemas';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

const TAG = 'ipos';

/** The registrations an answer draws on and their filers' company facts, by CIK. */
const registrations = (rows: readonly RegistrationRow[]): readonly SampleRef[] => [
  { kind: 'registration', keys: rows.map((r) => r.cik) },
  { kind: 'company-facts', keys: rows.map((r) => r.cik) },
];

const NOT_A_CIK = 'must be a CIK: up to 10 digits, leading zeros optional';

export const ipoListOperation = operation({
  id: 'ipos.list',
  method: 'GET',
  path: '/v1/ipos',
  summary: 'Registrations (S-1, F-1) in the IPO pipeline, newest filing activity first.',
  description:
    'One row per filer with a registration statement, amendment or final prospectus on file, ordered by the date of its '
    + 'newest registration filing (withdrawal requests included), then CIK. Status: Filed, Priced (a 424B4 is on file), '
    + 'Listed (priced, and SEC\'s ticker links give the filer a ticker) or Withdrawn (the newest filing is a withdrawal '
    + 'request). Terms come only from the read of the effective filing: the newest 424B4, else the newest amendment or '
    + 'registration statement; an older read never stands in. NonOffering and Unknown offerings show no price or share '
    + 'figure. Percent fields are percentages (12.5 means 12.5%).',
  tag: TAG,
  params: z.object({
    status: oneOfWords(STATUSES, `must be one of ${STATUSES.join(', ')}`).optional().describe('Only registrations in this status.'),
    filerType: oneOfWords(FILER_TYPES, `must be one of ${FILER_TYPES.join(', ')}`)
      .optional()
      .describe('Spac: blank check companies (SIC 6770 in the submission header, or a cover calling the filer one); Operating: every other.'),
    limit: limitParam(25, 500),
    offset: offsetParam(),
  }),
  response: RegistrationPageSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, result) => registrations(result.data),
  run: async (ctx, p) => (await import('../engine/ipos/list')).listIpos(ctx, p),
});

export const ipoShowOperation = operation({
  id: 'ipos.show',
  method: 'GET',
  path: '/v1/ipos/{cik}',
  summary: 'One registration by its filer\'s CIK: terms, underwriters, risk factors, annual financials and filings.',
  description:
    'The registration row with what the read of its effective filing found (quotes, business summary, use of proceeds, '
    + 'underwriters, risk factors), the filer\'s annual financials from its tagged statements, newest first, and every '
    + 'registration filing, newest first. Each availability field is Pending while the filing is not read, Unavailable when '
    + 'the read was rejected or did not cover the field (and, for underwriters, for NonOffering and Unknown offerings), '
    + 'NoneStated when a completed read found none. The CIK may have leading zeros. Unknown CIK: 404.',
  tag: TAG,
  params: z.object({
    cik: fromWire((text) => (/^\s*\d{1,10}\s*$/.test(text) ? Number(text) : text), z.number({ error: NOT_A_CIK }).int(NOT_A_CIK).min(1, NOT_A_CIK).max(9_999_999_999, NOT_A_CIK))
      .describe('CIK of the filer, with or without leading zeros (1999101 or 0001999101).'),
  }),
  response: RegistrationDetailSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, result) => registrations([result.registration]),
  run: async (ctx, p) => (await import('../engine/ipos/detail')).showIpo(ctx, p),
});

export const ipoOperations: readonly AnyOperation[] = [ipoListOperation, ipoShowOperation];
