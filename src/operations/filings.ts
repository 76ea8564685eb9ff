/**
 * The filing store: stored documents (8-K, 10-Q and 10-K filings, earnings-call transcripts, investor-relations
 * news), listed market-wide or by stock, and read by id as numbered lines. Each operation is declared once
 * here; the rules live in `engine/filings/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, fromWire, limitParam, offsetParam, tickerParam, wholeNumber, wholeNumberText } from '../core/params';
import { DOCUMENT_TYPE_NAMES, DOCUMENT_TYPES, documentTypeNamed, ITEM_NUMBER } from '../engine/filings/forms';
import { FilingDocumentSchema, FilingLinesSchema, FilingPageSchema } from '../engine/filings/schemas';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

export const FILINGS_TAG = 'filings';

/** The most rows a list skips (the service's bound). */
export const MAX_FILING_OFFSET = 2000;
/** Lines per read: default and most. */
export const LINES_DEFAULT = 100;
export const LINES_MAX = 500;

/** The stored documents of these tickers. */
export const filingDocuments = (tickers: readonly (string | null)[]): readonly SampleRef[] => [{ kind: 'filings', keys: tickers.filter((t): t is string => t !== null) }];

const TYPE_WORDS = DOCUMENT_TYPES.map((t) => `${t} (${DOCUMENT_TYPE_NAMES[t]})`).join(', ');

export const documentTypeParam = z
  .string()
  .transform((text, ctx) => {
    const found = documentTypeNamed(text);
    if (found === null) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${TYPE_WORDS}: a type or its form label, case ignored` });
      return z.NEVER;
    }
    return found;
  })
  .optional()
  .describe(`Only documents of this type: ${TYPE_WORDS}, the type or its label, case ignored. IrNews is listed only when asked for.`);

const itemNumberParam = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.string().regex(ITEM_NUMBER, 'must be an 8-K item number such as 2.02 or 5.02'))
  .optional()
  .describe('Only 8-K documents listing this item exactly: 2.02 (results of operations), 5.02 (officer or director changes), …');

const listFilters = {
  documentType: documentTypeParam,
  itemNumber: itemNumberParam,
  startDate: dateParam('Earliest filing date included (yyyy-MM-dd).').optional(),
  endDate: dateParam('Latest filing date included (yyyy-MM-dd).').optional(),
  limit: limitParam(10, 500),
  offset: offsetParam(MAX_FILING_OFFSET),
};

const LIST_DESCRIPTION =
  'Newest filing date first across the market (ties: newer reporting-for date, then id). Filters combine: ticker, '
  + 'documentType (a type such as EightK or its label such as 8-K, case ignored; an amendment is listed under its base '
  + 'type), itemNumber (exact 8-K item) and filing dates (inclusive). Investor-relations news (IrNews) is left out unless '
  + `documentType is IrNews. offset is at most ${MAX_FILING_OFFSET}. A ticker the store does not know is 404; a known one with `
  + 'nothing in range is an empty page.';

export const filingListOperation = operation({
  id: 'filings.list',
  method: 'GET',
  path: '/v1/filings',
  summary: 'Stored filings and transcripts, newest filed first across the market.',
  description: LIST_DESCRIPTION,
  tag: FILINGS_TAG,
  params: z
    .object({ ticker: tickerParam('Only this company\'s documents: `AAPL`, class shares `BRK-B` or `BRK.B`.').optional(), ...listFilters })
    .superRefine(checkDateWindow),
  response: FilingPageSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => filingDocuments(r.data.map((row) => row.ticker)),
  run: async (ctx, p) => (await import('../engine/filings/list')).listFilings(ctx, p),
});

export const stockFilingsOperation = operation({
  id: 'filings.stock',
  method: 'GET',
  path: '/v1/stocks/{ticker}/filings',
  summary: 'A stock\'s stored filings and transcripts: the filing list with its ticker.',
  description: `The compatibility route of GET /v1/filings?ticker=: the same rows, filters, order and paging. ${LIST_DESCRIPTION}`,
  tag: FILINGS_TAG,
  params: z.object({ ticker: tickerParam('Ticker of the listing: `AAPL`, class shares `BRK-B` or `BRK.B`.'), ...listFilters }).superRefine(checkDateWindow),
  response: FilingPageSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p, r) => filingDocuments([p.ticker.key, ...r.data.map((row) => row.ticker)]),
  run: async (ctx, p) => (await import('../engine/filings/list')).listFilings(ctx, p),
});

export const documentIdParam = () =>
  z
    .uuid({ error: 'must be a document id (a uuid from the filing list)' })
    .transform((id) => id.toLowerCase())
    .describe('Document id from the filing list.');

export const filingDocumentOperation = operation({
  id: 'filings.document',
  method: 'GET',
  path: '/v1/filings/{documentId}',
  summary: 'One stored document by id: its list row with form, CIK, accession, EDGAR address and passage count.',
  description: 'The list row of the document with where it comes from. Unknown id: 404; an id that is not a uuid: 400.',
  tag: FILINGS_TAG,
  params: z.object({ documentId: documentIdParam() }),
  response: FilingDocumentSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => filingDocuments([r.ticker]),
  run: async (ctx, p) => (await import('../engine/filings/document')).showFiling(ctx, p),
});

export const filingLinesOperation = operation({
  id: 'filings.lines',
  method: 'GET',
  path: '/v1/filings/{documentId}/lines',
  summary: 'A run of a stored document\'s numbered lines.',
  description:
    `Lines from start (1-based, default 1), at most limit of them (default ${LINES_DEFAULT}, max ${LINES_MAX}), in order. Line numbers are `
    + 'fixed when the document is stored and do not change when it is ingested again; a search passage\'s startLineNumber '
    + 'is one of them. Read on from nextStart while hasMore is true. A start past the last line is an empty run. Unknown '
    + 'id: 404; an id that is not a uuid: 400.',
  tag: FILINGS_TAG,
  params: z.object({
    documentId: documentIdParam(),
    start: fromWire(wholeNumberText, wholeNumber(1, 2_000_000_000, 'must be a whole line number'))
      .prefault(1)
      .describe('Number of the first line (default 1).'),
    limit: fromWire(wholeNumberText, wholeNumber(1, LINES_MAX, 'must be a whole number'))
      .prefault(LINES_DEFAULT)
      .describe(`Lines to return (default ${LINES_DEFAULT}, max ${LINES_MAX}).`),
  }),
  response: FilingLinesSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => filingDocuments([r.ticker]),
  run: async (ctx, p) => (await import('../engine/filings/document')).readFilingLines(ctx, p),
});

export const filingOperations: readonly AnyOperation[] = [filingListOperation, stockFilingsOperation, filingDocumentOperation, filingLinesOperation];
