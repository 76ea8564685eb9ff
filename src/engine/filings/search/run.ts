/**
 * `filings.search`, `filings.stockSearch` and `filings.documentSearch`: the three searches, each the same
 * hybrid ranking over a different scope. A stock search of a ticker the store does not know is 404, as
 * its list is; a search of a document id no document has is 404.
 */
import type { EngineContext } from '../../context';
import { requireDocument } from '../document';
import type { DocumentType } from '../forms';
import { requireKnownTicker } from '../list';
import { queryEmbedder } from './embed';
import type { FilingSearch } from './schemas';
import { searchPassages } from './search';

interface Filters {
  query: string;
  documentType?: DocumentType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  limit: number;
}

export interface MarketSearchParams extends Filters {
  /** Ticker keys. */
  excludeTickers?: readonly string[] | undefined;
  maxResultsPerCompany?: number | undefined;
}

export interface StockSearchParams extends Filters {
  ticker: { key: string };
}

export interface DocumentSearchParams {
  documentId: string;
  query: string;
  limit: number;
}


export function searchFilings(ctx: EngineContext, p: MarketSearchParams): Promise<FilingSearch> {
  return searchPassages(ctx.store, queryEmbedder(ctx), {
    query: p.query,
    scope: { documentType: p.documentType, startDate: p.startDate, endDate: p.endDate },
    limit: p.limit,
    excludeTickers: p.excludeTickers,
    maxResultsPerCompany: p.maxResultsPerCompany,
  });
}

export async function searchStockFilings(ctx: EngineContext, p: StockSearchParams): Promise<FilingSearch> {
  const result = await searchPassages(ctx.store, queryEmbedder(ctx), {
    query: p.query,
    scope: { ticker: p.ticker.key, documentType: p.documentType, startDate: p.startDate, endDate: p.endDate },
    limit: p.limit,
  });
  if (result.count === 0) await requireKnownTicker(ctx, p.ticker.key);
  return result;
}

export async function searchDocument(ctx: EngineContext, p: DocumentSearchParams): Promise<FilingSearch> {
  await requireDocument(ctx, p.documentId);
  return searchPassages(ctx.store, queryEmbedder(ctx), { query: p.query, scope: { documentId: p.documentId }, limit: p.limit });
}
