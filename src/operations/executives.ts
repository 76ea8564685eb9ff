/**
 * Executive and director changes of a stock, read from the Item 5.02 text of its stored 8-Ks. Declared once
 * here; the rules live in `engine/executives/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, limitParam, offsetParam, oneOfWords, tickerParam } from '../core/params';
import { ExecutiveChangePageSchema } from '../engine/executives/schemas';
import { ACTIONS } from '../engine/executives/vocabulary';
import { filingDocuments, MAX_FILING_OFFSET } from './filings';
import { operation, type AnyOperation } from './operation';

/** Rows per page: default and most (a list of changes, sized like the index change list). */
export const EXECUTIVE_LIMIT = { default: 25, max: 500 } as const;

export const executiveChangesOperation = operation({
  id: 'executives.changes',
  method: 'GET',
  path: '/v1/stocks/{ticker}/executive-changes',
  summary: "A stock's executive and director changes (appointed, resigned, terminated, retired), read from its 8-K Item 5.02 filings.",
  description:
    'Changes read deterministically from the Item 5.02 text of the stock\'s stored 8-Ks and 8-K/As, newest filing first and '
    + 'each filing\'s changes in reading order: who, the office (role, normalized; roleText as written), what happened, the '
    + 'effective date when one is written after "effective", and the sentence it was read from. coverage says which filings '
    + 'were read (those filed in the date window that list item 5.02), so an empty list means none in them. action keeps one '
    + `kind of change; startDate and endDate bound the filing date. offset is at most ${MAX_FILING_OFFSET}. Unknown ticker: 404.`,
  tag: 'filings',
  params: z
    .object({
      ticker: tickerParam('Ticker of the listing: `AAPL`, class shares `BRK-B` or `BRK.B`.'),
      action: oneOfWords(ACTIONS, `must be one of ${ACTIONS.join(', ')}`).optional().describe(`Only changes of this kind: ${ACTIONS.join(', ')} (case ignored).`),
      startDate: dateParam('Earliest filing date read (yyyy-MM-dd).').optional(),
      endDate: dateParam('Latest filing date read (yyyy-MM-dd).').optional(),
      limit: limitParam(EXECUTIVE_LIMIT.default, EXECUTIVE_LIMIT.max),
      offset: offsetParam(MAX_FILING_OFFSET),
    })
    .superRefine(checkDateWindow),
  response: ExecutiveChangePageSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p) => filingDocuments([p.ticker.key]),
  run: async (ctx, p) => (await import('../engine/executives/changes')).executiveChanges(ctx, p),
});

export const executiveOperations: readonly AnyOperation[] = [executiveChangesOperation];
