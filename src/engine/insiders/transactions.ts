/**
 * `insiders.transactions`: a listing's insider transactions from ownership filings (Forms 3, 4 and 5;
 * both tables), most recent first. Filters combine: transaction dates (inclusive), coarse type, and the
 * insider's name (every word must occur in the filed name, case ignored). Holding rows (no transaction)
 * are not transactions and feed only the ownership roster.
 */
import type { IsoDate } from '../../core/dates';
import { pageFromProbe } from '../../core/params';
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { CODE_MEANINGS, lettersOf, meaningSql, typeSql, type TransactionType } from './codes';
import { requireKnownTicker } from './listing';
import type { TransactionPage, TransactionRow } from './schemas';
import { FOOTNOTES_SQL, ROLE_SQL } from './sql';

export interface TransactionsParams {
  ticker: ListingKey;
  startDate?: IsoDate | undefined;
  endDate?: IsoDate | undefined;
  transactionType?: TransactionType | undefined;
  insiderName?: readonly string[] | undefined;
  limit: number;
  offset: number;
}

/** The type filter as a predicate on the filed letter: `Other` is every letter no other type claims. */
function typeFilter(type: TransactionType | undefined): { sql: string; binds: string[] } {
  if (type === undefined) return { sql: 'TRUE', binds: [] };
  if (type === 'Other') return { sql: 'NOT list_contains(string_split(?, \',\'), upper(transaction_code))', binds: [Object.keys(CODE_MEANINGS).join(',')] };
  return { sql: 'list_contains(string_split(?, \',\'), upper(transaction_code))', binds: [lettersOf(type).join(',')] };
}

const page = (typeSqlFilter: string) => `
SELECT transaction_date AS "transactionDate", owner_name AS "insiderName", ${ROLE_SQL} AS role,
       ${typeSql('transaction_code')} AS "transactionType", ${meaningSql('transaction_code')} AS "transactionCode",
       upper(transaction_code) IN ('P', 'S') AS "isOpenMarketTrade", rule_10b5_1 AS "isRule10b5One",
       shares, price AS "pricePerShare", round(shares * price, 2) AS value, shares_owned_after AS "sharesOwnedAfter",
       security_kind AS "securityKind", security_title AS "securityTitle", ownership_form AS "ownershipForm",
       ${FOOTNOTES_SQL} AS footnotes
FROM insider_transactions
WHERE ticker = ? AND row_kind = 'Transaction'
  AND transaction_date >= CAST(coalesce(?, '0001-01-01') AS DATE)
  AND transaction_date <= CAST(coalesce(?, '9999-12-31') AS DATE)
  AND ${typeSqlFilter}
  AND list_bool_and(list_transform(string_split(?, ' '), w -> w = '' OR contains(lower(owner_name), w)))
ORDER BY transaction_date DESC, filed_date DESC, document_id, owner_cik, security_kind DESC, row_number
LIMIT ? OFFSET ?`;

export async function listTransactions(ctx: EngineContext, p: TransactionsParams): Promise<TransactionPage> {
  const ticker = p.ticker.key;
  const type = typeFilter(p.transactionType);
  const words = (p.insiderName ?? []).map((w) => w.toLowerCase()).join(' ');
  const rows = await ctx.store.all<TransactionRow>(page(type.sql), [
    ticker, p.startDate ?? null, p.endDate ?? null, ...type.binds, words, p.limit + 1, p.offset,
  ]);
  if (rows.length === 0) await requireKnownTicker(ctx, ticker);
  return pageFromProbe(rows, p.limit, p.offset);
}
