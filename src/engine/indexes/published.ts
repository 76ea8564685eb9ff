/**
 * Which list an index publishes: the newest complete list among its tracking funds' lists. Only lists
 * that proved they arrived whole count; a narrowed list never replaces the previous one. On a tie of
 * dates a daily holdings file wins over an N-PORT-P filing, then the fund listed first in the data file.
 */
import type { Sql } from '../../store/store';
import type { StockIndex } from './universe';

export interface PublishedList {
  fund: string;
  asOfDate: string;
  isDaily: boolean;
  holdingCount: number;
}

const NEWEST = `
SELECT fund, as_of_date AS "asOfDate", is_daily AS "isDaily", holding_count AS "holdingCount"
FROM index_fund_lists
WHERE index_slug = ? AND complete
ORDER BY as_of_date DESC, is_daily DESC, list_position(string_split(?, ','), fund)
LIMIT 1`;

/** The list an index publishes now, or null while none of its funds has a complete list. */
export async function publishedList(sql: Sql, index: StockIndex): Promise<PublishedList | null> {
  return (await sql.one<PublishedList>(NEWEST, [index.slug, index.funds.map((f) => f.ticker).join(',')])) ?? null;
}

/** How a list names its source: the fund and the kind of file. */
export const sourceOf = (list: { fund: string; isDaily: boolean }): string =>
  `${list.fund} ${list.isDaily ? 'daily holdings file' : 'N-PORT-P filing'}`;

/**
 * SQL of the rows of one stored list (`?` fund, `?` date) with their link to a listing: the ticker as the
 * fund writes it, else the class-share form with a dash (BRKB → BRK-B, BRK.B → BRK-B). `identity` names a
 * company across lists: its listing, else the fund's ticker, else the fund's name. `fund_name` is the
 * fund's own name of the row, whatever it links to.
 */
export const LINKED_HOLDINGS = `
SELECT h.fund, h.as_of_date, h.position, h.weight, h.fund_shares, h.fund_value_usd,
       coalesce(l1.ticker, l2.ticker) AS ticker,
       coalesce(l1.name, l2.name, h.name) AS name,
       h.name AS fund_name,
       coalesce(l1.ticker, l2.ticker) IS NOT NULL AS is_linked,
       coalesce(l1.ticker, l2.ticker, 'fund ticker ' || h.holding_ticker, 'fund name ' || upper(h.name)) AS identity
FROM index_fund_holdings h
LEFT JOIN listings l1 ON l1.ticker = replace(h.holding_ticker, '.', '-')
LEFT JOIN listings l2 ON l1.ticker IS NULL AND length(h.holding_ticker) >= 2 AND NOT contains(h.holding_ticker, '.')
  AND l2.ticker = substr(h.holding_ticker, 1, length(h.holding_ticker) - 1) || '-' || substr(h.holding_ticker, length(h.holding_ticker), 1)`;
