/**
 * The quotes family: intraday snapshots of the quote bus in the caller's plan view (Plus delayed 15
 * minutes, Pro real time, Free refused). The rules live in `engine/quotes/`. Never cached: every answer
 * depends on the clock and on the live bus.
 */
import { z } from 'zod';
import { tickerParam } from '../core/params';
import { Quote, QuoteBatch } from '../engine/quotes/schemas';
import { operation, type AnyOperation } from './operation';
import { rowTickers, tickerParam as tickerScope } from './sample-scope';

/** Family tag; faces that must provide a quote bus recognise the family's operations by it. */
export const QUOTES_TAG = 'quotes';

export const MAX_QUOTE_TICKERS = 25;
const QUOTE_MEMBER = /^[A-Za-z0-9.-]{1,32}$/;

/**
 * `tickers` of `/v1/quotes`: 1 to 25 comma-separated members, each 1 to 32 letters, digits, dots or
 * dashes; one invalid member rejects the request. Members are upper-cased, the dot form becomes the dash
 * form, and a listing named twice is answered once, at its first position.
 */
export const quoteTickersParam = z
  .string()
  .transform((raw, ctx): string[] => {
    const members = raw.split(',').map((member) => member.trim());
    if (members.length > MAX_QUOTE_TICKERS) {
      ctx.addIssue({ code: 'custom', message: `accepts at most ${MAX_QUOTE_TICKERS} tickers (got ${members.length})` });
      return z.NEVER;
    }
    const invalid = members.find((member) => !QUOTE_MEMBER.test(member));
    if (invalid !== undefined) {
      const shown = invalid === '' ? 'an empty member' : `'${invalid}'`;
      ctx.addIssue({ code: 'custom', message: `${shown} is not a ticker: each member must be 1 to 32 letters, digits, dots or dashes` });
      return z.NEVER;
    }
    return [...new Set(members.map((member) => member.toUpperCase().replaceAll('.', '-')))];
  })
  .describe(`Comma-separated tickers, 1 to ${MAX_QUOTE_TICKERS}; each 1 to 32 letters, digits, dots or dashes (BRK.B is read as BRK-B).`);

export const getQuoteOperation = operation({
  id: 'quotes.get',
  method: 'GET',
  path: '/v1/stocks/{ticker}/quote',
  summary: 'Consolidated intraday quote of one US listing.',
  description:
    'The latest reading of the quote feed (Pro) or what it held 15 minutes earlier (Plus, delayed true), with its session, '
    + 'staleness and age evaluated at response time. A listing with no reading answers 404, never a placeholder price; '
    + 'another share class is never substituted; non-US listings have no intraday quotes. Free plan: 403.',
  tag: QUOTES_TAG,
  params: z.object({ ticker: tickerParam('Ticker of a US listing: `AAPL`, class shares `BRK-B` or `BRK.B`.') }),
  response: Quote,
  access: 'paid',
  sampleScope: tickerScope,
  run: async (ctx, p) => (await import('../engine/quotes/read')).getQuote(ctx, p),
});

export const batchQuotesOperation = operation({
  id: 'quotes.batch',
  method: 'GET',
  path: '/v1/quotes',
  summary: 'Consolidated intraday quotes of up to 25 US listings.',
  description:
    'One quote per requested ticker that has a reading, in request order; tickers without one are omitted, so compare '
    + 'returned against requested. Plus sees the 15-minute delayed view, Pro real time. Free plan: 403.',
  tag: QUOTES_TAG,
  params: z.object({ tickers: quoteTickersParam }),
  response: QuoteBatch,
  access: 'paid',
  sampleScope: (_p, result) => [rowTickers(result.data)],
  run: async (ctx, p) => (await import('../engine/quotes/read')).batchQuotes(ctx, p),
});

export const quotesOperations: readonly AnyOperation[] = [getQuoteOperation, batchQuotesOperation];
