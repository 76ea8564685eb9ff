/**
 * Filing search: hybrid keyword and semantic ranking of stored documents' passages, market-wide, within one
 * stock's documents, or within one document. Not paged: a search answers its best `limit` passages and
 * takes no offset. The rules live in `engine/filings/search/`.
 */
import { z } from 'zod';
import { checkDateWindow, dateParam, fromWire, limitParam, tickerParam, wholeNumber, wholeNumberText } from '../core/params';
import { parseTicker, TICKER_MAX_LENGTH } from '../core/tickers';
import { MAX_QUERY_LENGTH, queryTerms } from '../engine/filings/search/query';
import { SemanticIndexSchema } from '../engine/filings/search/reindex-schema';
import { FilingSearchSchema } from '../engine/filings/search/schemas';
import { documentIdParam, documentTypeParam, filingDocuments, FILINGS_TAG } from './filings';
import { operation, type AnyOperation } from './operation';
import { noCaptures } from './sample-scope';

export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 100;
/** The most tickers a search may exclude (the service's bound). */
export const MAX_EXCLUDED_TICKERS = 25;

const NO_WORD = 'must hold a word to search for: letters or digits other than stop words (the, of, and, …), which are ignored';

const queryParam = z
  .string()
  .superRefine((text, ctx) => {
    if (text.length > MAX_QUERY_LENGTH) ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_QUERY_LENGTH} characters (got ${text.length})` });
    else if (queryTerms(text).length === 0) ctx.addIssue({ code: 'custom', message: NO_WORD });
  })
  .describe(
    `What to look for, in words (at most ${MAX_QUERY_LENGTH} characters). Case, accents and punctuation are ignored, and so are stop words; `
      + 'a query of stop words only is refused.',
  );

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

const excludeTickersParam = z
  .string()
  .transform((raw, ctx): string[] => {
    const members = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
    const problem = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (members.length === 0) return problem('must list at least one ticker');
    if (members.length > MAX_EXCLUDED_TICKERS) return problem(`accepts at most ${MAX_EXCLUDED_TICKERS} tickers (got ${members.length})`);
    const keys: string[] = [];
    for (const member of members) {
      if (!PRINTABLE_ASCII.test(member)) return problem('must be ASCII ticker symbols such as AAPL or BRK-B');
      if (member.length > TICKER_MAX_LENGTH) return problem(`holds a symbol longer than ${TICKER_MAX_LENGTH} characters`);
      const ticker = parseTicker(member);
      if (ticker === null) return problem(`holds ${member}, which is not a ticker such as AAPL, BRK-B or XLON:VOD`);
      keys.push(ticker.key);
    }
    return keys;
  })
  .optional()
  .describe(`Comma-separated tickers (up to ${MAX_EXCLUDED_TICKERS}) whose passages are left out, after ranking.`);

const filters = {
  query: queryParam,
  documentType: documentTypeParam,
  startDate: dateParam('Earliest filing date searched (yyyy-MM-dd).').optional(),
  endDate: dateParam('Latest filing date searched (yyyy-MM-dd).').optional(),
  limit: limitParam(SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX).describe(`Passages to return (default ${SEARCH_LIMIT_DEFAULT}, max ${SEARCH_LIMIT_MAX}).`),
};

const RANKING =
  'Hybrid ranking: a keyword ranking (BM25 over passages) and a semantic one (nearest passage vectors) fused by reciprocal '
  + 'rank fusion (k = 60), within tiers of the query words a passage holds: passages holding every word (precise matches) '
  + 'first, then those holding more words before fewer, then those holding one word together with those only the semantic '
  + 'ranking finds. When fewer than limit passages hold every word, the keyword ranking broadens to passages holding any '
  + 'of them; precise matches keep their rank. Not paged: no offset.';

export const filingSearchOperation = operation({
  id: 'filings.search',
  method: 'GET',
  path: '/v1/filings/search',
  summary: 'Hybrid keyword and semantic search of every stored filing and transcript, best passages first.',
  description:
    `${RANKING} Filters: documentType (investor-relations news only when it is IrNews, as the list), filing dates. After fusion, `
    + 'passages of excludeTickers are dropped and each company keeps at most maxResultsPerCompany of its best passages; the '
    + 'passages after them move up.',
  tag: FILINGS_TAG,
  params: z
    .object({
      ...filters,
      excludeTickers: excludeTickersParam,
      maxResultsPerCompany: fromWire(wholeNumberText, wholeNumber(1, SEARCH_LIMIT_MAX, 'must be a whole number'))
        .optional()
        .describe(`The most passages of one company (its ticker, else its CIK) in the answer, 1 to ${SEARCH_LIMIT_MAX}; none by default.`),
    })
    .superRefine(checkDateWindow),
  response: FilingSearchSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => filingDocuments(r.data.map((row) => row.ticker)),
  run: async (ctx, p) => (await import('../engine/filings/search/run')).searchFilings(ctx, p),
});

export const stockFilingSearchOperation = operation({
  id: 'filings.stockSearch',
  method: 'GET',
  path: '/v1/stocks/{ticker}/filings/search',
  summary: 'Hybrid search of one stock\'s stored filings and transcripts, best passages first.',
  description: `${RANKING} Filters: documentType, filing dates. A ticker the store does not know is 404; a known one without matches is an empty answer.`,
  tag: FILINGS_TAG,
  params: z.object({ ticker: tickerParam('Ticker of the listing: `AAPL`, class shares `BRK-B` or `BRK.B`.'), ...filters }).superRefine(checkDateWindow),
  response: FilingSearchSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p, r) => filingDocuments([p.ticker.key, ...r.data.map((row) => row.ticker)]),
  run: async (ctx, p) => (await import('../engine/filings/search/run')).searchStockFilings(ctx, p),
});

export const documentSearchOperation = operation({
  id: 'filings.documentSearch',
  method: 'GET',
  path: '/v1/filings/{documentId}/search',
  summary: 'Hybrid search within one stored document: its own passages, best first.',
  description: `${RANKING} Only the document's own passages are ranked. Unknown id: 404; an id that is not a uuid: 400.`,
  tag: FILINGS_TAG,
  params: z.object({ documentId: documentIdParam(), query: queryParam, limit: filters.limit }),
  response: FilingSearchSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => filingDocuments(r.data.map((row) => row.ticker)),
  run: async (ctx, p) => (await import('../engine/filings/search/run')).searchDocument(ctx, p),
});

export const filingReindexOperation = operation({
  id: 'filings.reindex',
  method: 'POST',
  path: '/_local/filings/reindex',
  summary: 'Rebuild the semantic index of the stored passages: the local model retrained, or every passage embedded by the configured endpoint.',
  description:
    'Without an embeddings endpoint configured (FDS_EMBEDDINGS_URL), trains the local latent semantic model on the stored passages '
    + 'and folds every passage into it; with one, embeds every passage with it, and the store\'s vectors come from that endpoint '
    + 'from then on (ingest embeds new passages with it, and searches embed their query with it). The inverted-file index is rebuilt '
    + 'either way. All of it or nothing: an endpoint that fails (503) leaves the index as it was.',
  tag: FILINGS_TAG,
  params: z.object({}),
  response: SemanticIndexSchema,
  access: 'local',
  sampleScope: noCaptures,
  run: async (ctx) => (await import('../engine/filings/search/reindex')).reindexFilings(ctx),
});

export const filingSearchOperations: readonly AnyOperation[] = [filingSearchOperation, stockFilingSearchOperation, documentSearchOperation, filingReindexOperation];
