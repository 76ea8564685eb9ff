/**
 * `indexes.changes`: membership changes of an index, read from its tracking funds' published lists. Each
 * fund's consecutive complete lists are compared: a company in the newer list only is `Added`, in the
 * older only `Removed`, dated to the window between the two holdings dates (a change is dated to a
 * window, never to an announcement). Records of one company and direction from several funds whose
 * windows overlap are one event: its window is where they overlap (the change happened in every one of
 * them) and `sourceCount` counts the funds. Newest first.
 *
 * One company may be written two ways: a daily holdings file gives tickers, an N-PORT-P filing often only
 * names. A company a fund writes without a ticker (or with one no listing has) is known by its name
 * (`companyKey`), so it is the same holding in the fund's next list whichever layout that comes in, and
 * the same company in another fund's records.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { companyKey } from '../../core/company-names';
import { LINKED_HOLDINGS } from './published';
import type { ChangePage, ChangeRow } from './schemas';
import { resolveIndex } from './universe';

export interface ChangesParams {
  index: string;
  limit: number;
  offset: number;
}

interface FundChange {
  fund: string;
  direction: 'Added' | 'Removed';
  identity: string;
  name: string;
  /** The fund's own name of the holding. */
  fundName: string;
  ticker: string | null;
  isLinked: boolean;
  observedAsOfDate: string;
  previousAsOfDate: string;
  weight: number;
}

// Each complete list paired with the fund's previous complete list; members compared by identity.
const FUND_CHANGES = `
WITH lists AS (
  SELECT fund, as_of_date, lag(as_of_date) OVER (PARTITION BY fund ORDER BY as_of_date) AS previous
  FROM index_fund_lists WHERE index_slug = ? AND complete
), members AS (
  SELECT m.* FROM (${LINKED_HOLDINGS}) m JOIN lists USING (fund, as_of_date)
), pairs AS (SELECT * FROM lists WHERE previous IS NOT NULL)
SELECT p.fund, 'Added' AS direction, n.identity, n.name, n.fund_name AS "fundName", n.ticker, n.is_linked AS "isLinked",
       p.as_of_date AS "observedAsOfDate", p.previous AS "previousAsOfDate", n.weight
FROM pairs p JOIN members n ON n.fund = p.fund AND n.as_of_date = p.as_of_date
WHERE NOT EXISTS (SELECT 1 FROM members o WHERE o.fund = p.fund AND o.as_of_date = p.previous AND o.identity = n.identity)
UNION ALL
SELECT p.fund, 'Removed', o.identity, o.name, o.fund_name, o.ticker, o.is_linked, p.as_of_date, p.previous, o.weight
FROM pairs p JOIN members o ON o.fund = p.fund AND o.as_of_date = p.previous
WHERE NOT EXISTS (SELECT 1 FROM members n WHERE n.fund = p.fund AND n.as_of_date = p.as_of_date AND n.identity = o.identity)`;

interface Event extends FundChange {
  funds: Set<string>;
}

/** A company across lists and funds: its listing when linked, else its name (the identity when no word of it is kept). */
const companyOf = (record: FundChange): string => {
  if (record.isLinked) return record.identity;
  const key = companyKey(record.fundName);
  return key === '' ? record.identity : `company ${key}`;
};

/**
 * Drops the Added and Removed records of one fund's window that are one company written two ways (its
 * ticker in one list, its name only in the other): the fund's own names are the same company
 * (`companyKey`) and the two do not link to two different listings. Each record cancels at most one.
 */
export function withoutRewrites(records: readonly FundChange[]): FundChange[] {
  const windowOf = (r: FundChange): string => `${r.fund}|${r.previousAsOfDate}|${r.observedAsOfDate}|${companyKey(r.fundName)}`;
  const removed = new Map<string, FundChange[]>();
  for (const r of records) {
    if (r.direction === 'Removed' && companyKey(r.fundName) !== '') removed.set(windowOf(r), [...(removed.get(windowOf(r)) ?? []), r]);
  }
  const dropped = new Set<FundChange>();
  for (const added of records) {
    if (added.direction !== 'Added' || companyKey(added.fundName) === '') continue;
    const candidates = removed.get(windowOf(added)) ?? [];
    const at = candidates.findIndex((r) => !(r.isLinked && added.isLinked));
    if (at < 0) continue;
    dropped.add(added).add(candidates[at]!);
    candidates.splice(at, 1);
  }
  return records.filter((r) => !dropped.has(r));
}

const overlaps = (a: { previousAsOfDate: string; observedAsOfDate: string }, b: { previousAsOfDate: string; observedAsOfDate: string }): boolean =>
  a.previousAsOfDate < b.observedAsOfDate && b.previousAsOfDate < a.observedAsOfDate;

/** Collapses one company's records of one direction over overlapping windows from several funds. */
export function collapse(records: readonly FundChange[]): ChangeRow[] {
  const groups = new Map<string, Event[]>();
  const sorted = [...records].sort((a, b) => a.observedAsOfDate.localeCompare(b.observedAsOfDate) || a.fund.localeCompare(b.fund));
  for (const record of sorted) {
    const key = `${record.direction}|${companyOf(record)}`;
    const events = groups.get(key) ?? [];
    const joined = events.find((e) => !e.funds.has(record.fund) && overlaps(e, record));
    if (joined) {
      joined.funds.add(record.fund);
      joined.previousAsOfDate = record.previousAsOfDate > joined.previousAsOfDate ? record.previousAsOfDate : joined.previousAsOfDate;
      if (record.observedAsOfDate < joined.observedAsOfDate) joined.observedAsOfDate = record.observedAsOfDate;
    } else events.push({ ...record, funds: new Set([record.fund]) });
    groups.set(key, events);
  }
  return [...groups.values()]
    .flat()
    .sort((a, b) => b.observedAsOfDate.localeCompare(a.observedAsOfDate) || a.direction.localeCompare(b.direction) || b.weight - a.weight || a.name.localeCompare(b.name))
    .map((e) => ({
      direction: e.direction, name: e.name, ticker: e.ticker, isLinked: e.isLinked, observedAsOfDate: e.observedAsOfDate,
      previousAsOfDate: e.previousAsOfDate, weight: e.weight, sourceCount: e.funds.size,
    }));
}

export async function listChanges(ctx: EngineContext, p: ChangesParams): Promise<ChangePage> {
  const index = resolveIndex(p.index);
  const events = collapse(withoutRewrites(await ctx.store.all<FundChange>(FUND_CHANGES, [index.slug])));
  return pageFromProbe(events.slice(p.offset, p.offset + p.limit + 1), p.limit, p.offset);
}
