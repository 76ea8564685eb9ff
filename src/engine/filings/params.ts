import type { ListingKey } from '../../core/tickers';
import type { DocumentType } from './forms';

/** The validated filters and page of a document list (the market list and a stock's). */
export interface FilingListParams {
  ticker?: ListingKey | undefined;
  documentType?: DocumentType | undefined;
  itemNumber?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  limit: number;
  offset: number;
}

export interface FilingDocumentParams {
  /** Lower case. */
  documentId: string;
}

export interface FilingLinesParams extends FilingDocumentParams {
  start: number;
  limit: number;
}
