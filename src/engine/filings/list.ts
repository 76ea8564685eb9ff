/**
 * `filings.list` and `filings.stock`: stored documents, newest filed first across the market (ties: the
 * newer reporting-for date, then id), filtered by ticker, type, 8-K item and filing dates. Investor-relations
 * news is left out unless asked for by type. A ticker the store does not know at all is 404; a known one
 * with nothing in range is an empty page.
 */
import { notFound } from '../../core/errors';
import { pageFromProbe, type Page } from '../../core/params';
import type { SqlValue } from '../../store/store';
import type { EngineContext } from '../context';
import type { FilingListParams } from './params';
import { DOCUMENT_TICKER, filedWithin, filingRow, ROW_COLUMNS, type StoredRow } from './rows';
import type { FilingRow } from './schemas';

const KNOWN = `
SELECT EXISTS (SELECT 1 FROM listings WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM sec_tickers WHERE ticker = $1)
    OR EXISTS (SELECT 1 FROM filing_documents WHERE ticker = $1) AS known`;

/** 404 unless the store knows `ticker` (a listing, an SEC ticker link or a stored document names it). */
export async function requireKnownTicker(ctx: EngineContext, ticker: string): Promise<void> {
  const known = await ctx.store.one<{ known: boolean }>(KNOWN, [ticker]);
  if (!(known?.known ?? false)) throw notFound(`Unknown ticker ${ticker}: no listing, SEC ticker link or stored document names it.`);
}

export async function listFilings(ctx: EngineContext, p: FilingListParams): Promise<Page<FilingRow>> {
  const where: string[] = [];
  const params: SqlValue[] = [];
  if (p.ticker !== undefined) {
    where.push(`${DOCUMENT_TICKER} = ?`);
    params.push(p.ticker.key);
  }
  if (p.documentType !== undefined) {
    where.push('d.document_type = ?');
    params.push(p.documentType);
  } else {
    where.push("d.document_type <> 'IrNews'");
  }
  if (p.itemNumber !== undefined) {
    where.push('list_contains(d.item_numbers, ?)');
    params.push(p.itemNumber);
  }
  filedWithin(p, where, params);
  const rows = await ctx.store.all<StoredRow>(
    `SELECT ${ROW_COLUMNS} FROM filing_documents d WHERE ${where.join(' AND ')}
     ORDER BY d.filed_date DESC, d.period_date DESC NULLS LAST, d.document_id LIMIT ? OFFSET ?`,
    [...params, p.limit + 1, p.offset],
  );
  if (rows.length === 0 && p.ticker !== undefined) await requireKnownTicker(ctx, p.ticker.key);
  return pageFromProbe(rows.map(filingRow), p.limit, p.offset);
}
