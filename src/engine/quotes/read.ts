/**
 * `quotes.get` and `quotes.batch`: snapshots of the quote bus in the caller's plan view. A missing reading
 * is a 404 (single) or an omission (batch), never a placeholder price and never another share class.
 */
import { forbidden, notFound, serviceUnavailable } from '../../core/errors';
import type { ListingKey } from '../../core/tickers';
import type { QuoteBus } from '../../quotes/types';
import type { EngineContext } from '../context';
import type { Quote, QuoteBatch } from './schemas';
import { quoteFor, viewFor, type QuoteView } from './view';

const LISTED = 'SELECT EXISTS (SELECT 1 FROM listings WHERE ticker = ?) AS listed';

function busOf(ctx: EngineContext): QuoteBus {
  if (ctx.quotes === undefined) throw serviceUnavailable('No quote feed is running, so no intraday quotes can be served.');
  return ctx.quotes;
}

function viewOf(ctx: EngineContext): QuoteView {
  const view = viewFor(ctx.caller.plan);
  // The operations are declared paid, so this only guards callers that skip the access check.
  if (view === null) throw forbidden('Intraday quotes need a paid plan (Plus or Pro).');
  return view;
}

/** One listing's quote; 404 for a non-US listing, an unknown ticker, or a listing with no reading. */
export async function getQuote(ctx: EngineContext, p: { ticker: ListingKey }): Promise<Quote> {
  const { key, mic } = p.ticker;
  if (mic !== null) {
    throw notFound(`No intraday quotes for ${key}: quotes cover US listings only; a non-US listing is priced at its settled close.`);
  }
  const view = viewOf(ctx);
  const quote = quoteFor(busOf(ctx), view, key, ctx.clock.now());
  if (quote !== undefined) return quote;
  const row = await ctx.store.one<{ listed: boolean }>(LISTED, [key]);
  if (row?.listed !== true) throw notFound(`Unknown ticker ${key}: no listing is stored under it.`);
  const when = view === 'delayed' ? ' 15 minutes ago (the delayed view of your plan)' : '';
  throw notFound(`No live quote for ${key}: the quote feed held no reading${when}; another share class is never substituted.`);
}

/** Quotes of the requested listings, in request order; listings without a reading are omitted. */
export function batchQuotes(ctx: EngineContext, p: { tickers: readonly string[] }): Promise<QuoteBatch> {
  const view = viewOf(ctx);
  const bus = busOf(ctx);
  const now = ctx.clock.now();
  const data: Quote[] = [];
  for (const ticker of p.tickers) {
    const quote = quoteFor(bus, view, ticker, now);
    if (quote !== undefined) data.push(quote);
  }
  return Promise.resolve({ data });
}
