/**
 * Which listing a name an annual report writes stands for, as the store knows listings when the report is
 * ingested: a filer by SEC's ticker links of its CIK, a counterparty by its written name compared with the
 * listings' names, their issuers' names and SEC's names of linked companies (case, punctuation, "The",
 * legal suffixes and share-class words ignored; `core/company-names.ts`). A name no listing has, or one
 * that several companies have, resolves to none: a wrong match is worse than none.
 */
import { companyKey } from '../../../core/company-names';
import { parseTicker } from '../../../core/tickers';
import type { Sql } from '../../store';

/**
 * The filer's listing: among the tickers SEC links to its CIK, one its cover page states, else one the
 * store lists (a US listing before another), else the first; null when SEC's links in the store name none.
 */
export async function filerTicker(sql: Sql, cik: number, tradingSymbols: readonly string[]): Promise<string | null> {
  const links = await sql.all<{ ticker: string; listed: boolean }>(
    `SELECT DISTINCT t.ticker, EXISTS (SELECT 1 FROM listings l WHERE l.ticker = t.ticker) AS listed
     FROM sec_tickers t WHERE t.cik = ? ORDER BY t.ticker`,
    [cik],
  );
  const stated = new Set(tradingSymbols.map((s) => parseTicker(s)?.key).filter((s) => s !== undefined));
  return (links.find((l) => stated.has(l.ticker)) ?? links.find((l) => l.listed) ?? links[0])?.ticker ?? null;
}

interface Candidate {
  ticker: string;
  /** What makes two candidates one company: SEC's CIK of the ticker, else the listing's issuer. */
  company: string;
  us: boolean;
}

const CANDIDATES = `
SELECT l.ticker, l.name, l.issuer, l.mic IS NULL AS us,
  (SELECT min(t.cik) FROM sec_tickers t WHERE t.ticker = l.ticker) AS cik
FROM listings l WHERE l.kind = 'Stock'
UNION ALL
SELECT t.ticker, t.name, NULL, true, t.cik FROM sec_tickers t`;

/** The resolver of counterparty names against the listings the store holds now. */
export async function counterpartyResolver(sql: Sql): Promise<(name: string) => string | null> {
  const rows = await sql.all<{ ticker: string; name: string; issuer: string | null; us: boolean; cik: number | null }>(CANDIDATES);
  const byKey = new Map<string, Candidate[]>();
  const add = (key: string, candidate: Candidate) => {
    if (key === '') return;
    const list = byKey.get(key) ?? [];
    if (!list.some((c) => c.ticker === candidate.ticker)) list.push(candidate);
    byKey.set(key, list);
  };
  for (const row of rows) {
    const candidate = { ticker: row.ticker, company: row.cik === null ? `issuer:${row.issuer ?? row.ticker}` : `cik:${String(row.cik)}`, us: row.us };
    add(companyKey(row.name), candidate);
    if (row.issuer !== null) add(companyKey(row.issuer), candidate);
  }
  return (name) => {
    const candidates = byKey.get(companyKey(name)) ?? [];
    if (new Set(candidates.map((c) => c.company)).size !== 1) return null;
    // One company: its US listing first, then the first ticker in alphabetical order (share classes).
    return [...candidates].sort((a, b) => Number(b.us) - Number(a.us) || a.ticker.localeCompare(b.ticker))[0]!.ticker;
  };
}
