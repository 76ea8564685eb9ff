/**
 * Investment advisers (the funds family): search by name and the profile of one adviser, from the SEC's
 * monthly Form ADV bulk extracts. Each operation is declared once here; the rules live in
 * `engine/advisers/`.
 */
import { z } from 'zod';
import { fromWire, limitParam, wholeNumberText } from '../core/params';
import { AdviserProfileSchema, AdviserSearchSchema } from '../engine/advisers/schemas';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

const TAG = 'funds';

/** The advisers an answer draws on, by CRD. */
const advisers = (crds: readonly number[]): SampleRef => ({ kind: 'investment-adviser', keys: crds.map(String) });

const NOT_A_CRD = 'must be a CRD number (a positive whole number)';

export const adviserSearchOperation = operation({
  id: 'advisers.search',
  method: 'GET',
  path: '/v1/investment-advisers',
  summary: 'Investment advisers (SEC Form ADV) by legal or doing-business-as name.',
  description:
    'Whole name words in any order, matched against both the legal name and the doing-business-as name of the newest '
    + 'monthly extract of each adviser. An exact name comes first, then advisers whose name holds every word; only '
    + 'when there is neither, a sparse fallback returns names holding any word. Within a tier: largest total '
    + 'regulatory AUM first, then name and CRD. totalMatches counts matches before limit.',
  tag: TAG,
  params: z.object({
    query: z
      .string()
      .refine((text) => text.trim().length > 0, { message: 'must name at least one word' })
      .describe('Name words of the adviser (legal or doing-business-as name), in any order.'),
    limit: limitParam(20, 500),
  }),
  response: AdviserSearchSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, result) => [advisers(result.data.map((row) => row.crd))],
  run: async (ctx, p) => (await import('../engine/advisers/search')).searchAdvisers(ctx, p),
});

export const adviserProfileOperation = operation({
  id: 'advisers.profile',
  method: 'GET',
  path: '/v1/investment-advisers/{crd}',
  summary: 'Profile of one investment adviser by CRD number, from the newest monthly Form ADV extract.',
  description:
    'Names, main office, website as filed, SEC status, employees, regulatory assets under management (total, '
    + 'discretionary, non-discretionary) and how the adviser is compensated, from the newest stored monthly extract. '
    + 'asOfDate is the date of that extract; the figures in it may be older. An unknown CRD answers 404; one that is '
    + 'not a positive whole number, 400.',
  tag: TAG,
  params: z.object({
    crd: fromWire(wholeNumberText, z.number({ error: NOT_A_CRD }).int(NOT_A_CRD).min(1, NOT_A_CRD).max(9_999_999_999, NOT_A_CRD))
      .describe('CRD number of the adviser, as the search returns it.'),
  }),
  response: AdviserProfileSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p) => [advisers([p.crd])],
  run: async (ctx, p) => (await import('../engine/advisers/profile')).adviserProfile(ctx, p),
});

export const adviserOperations: readonly AnyOperation[] = [adviserSearchOperation, adviserProfileOperation];
