/**
 * The reading code of the `sec-tickers` importer (layouts in `./sec-tickers.ts`): tells the layout from the
 * document's content, checks every entry, and inserts the new links in one statement.
 */
import { parseTicker } from '../../../core/tickers';
import { replaceSample, type ReplacedSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { Provenance } from '../load';
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';
import type { Importer } from './importer';

type Layout = 'company-tickers' | 'company-tickers-exchange' | 'submissions';

export interface Link {
  cik: number;
  ticker: string;
  name: string;
  exchange: string | null;
}

/** The four fields of an entry, as the layouts carry them before they are checked. */
interface RawLink {
  cik: unknown;
  ticker: unknown;
  name: unknown;
  exchange: unknown;
}

/** Where a value is in the file, for a refusal: a path, and the column the layout names it by. */
type Where = Pick<FileIssue, 'at' | 'column'>;

const EXCHANGE_FIELDS = ['cik', 'exchange', 'name', 'ticker'];
const MAX_CIK = 9_999_999_999;
const NOT_A_TICKER_FILE =
  'is not an SEC ticker file: expected company_tickers.json ({"0":{"cik_str","ticker","title"},…}), '
  + 'company_tickers_exchange.json ({"fields","data"}) or a submissions document (cik, name, tickers)';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMissing = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const shown = (v: unknown): string | null => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A rule for one field: its checked value, or undefined with the problem added to `issues` (`is missing`
 * for an absent or blank value, else `problem`).
 */
function rule<T>(read: (v: unknown) => T | undefined, problem: string, optional = false) {
  return (v: unknown, where: Where, issues: FileIssue[]): T | null | undefined => {
    if (optional && isMissing(v)) return null;
    const value = isMissing(v) ? undefined : read(v);
    if (value === undefined) issues.push({ line: null, ...where, value: isMissing(v) ? undefined : shown(v), problem: isMissing(v) ? 'is missing' : problem });
    return value;
  };
}

const cikRule = rule((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_CIK ? n : undefined;
}, 'is not a CIK (a positive whole number of at most 10 digits)');
const tickerRule = rule((v) => {
  const parsed = typeof v === 'string' ? parseTicker(v) : null;
  return parsed === null || parsed.mic !== null ? undefined : parsed.key;
}, 'is not a US ticker');
const textRule = (optional: boolean) => rule((v) => (typeof v === 'string' ? v.trim() : undefined), 'is not text', optional);
const nameRule = textRule(false);
const exchangeRule = textRule(true);

/** One entry's link, or null with every problem of its fields added to `issues`. */
function checked(raw: RawLink, where: (field: keyof RawLink) => Where, issues: FileIssue[]): Link | null {
  const found = issues.length;
  const cik = cikRule(raw.cik, where('cik'), issues);
  const ticker = tickerRule(raw.ticker, where('ticker'), issues);
  const name = nameRule(raw.name, where('name'), issues);
  const exchange = exchangeRule(raw.exchange, where('exchange'), issues);
  return issues.length > found ? null : { cik: cik!, ticker: ticker!, name: name!, exchange: exchange ?? null };
}

/** `company_tickers_exchange.json`: rows placed by the `fields` header, which must name the four fields. */
function exchangeLinks(file: string, doc: Record<string, unknown>, issues: FileIssue[]): (Link | null)[] {
  const { fields, data } = doc;
  if (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string') || [...(fields as string[])].sort().join() !== EXCHANGE_FIELDS.join()) {
    throw fileProblem(file, `has fields ${JSON.stringify(fields ?? null)}; a company_tickers_exchange file names exactly cik, name, ticker and exchange, in any order`);
  }
  if (!Array.isArray(data)) throw fileProblem(file, 'has no data list of rows');
  const index = (field: keyof RawLink) => (fields as string[]).indexOf(field);
  return data.map((row: unknown, i) => {
    if (!Array.isArray(row) || row.length !== fields.length) {
      issues.push({ line: null, at: `data[${i}]`, column: null, value: shown(row), problem: `is not a row of ${fields.length} values` });
      return null;
    }
    const values = row as unknown[];
    const raw = { cik: values[index('cik')], ticker: values[index('ticker')], name: values[index('name')], exchange: values[index('exchange')] };
    return checked(raw, (field) => ({ at: `data[${i}]`, column: field }), issues);
  });
}

/** `company_tickers.json`: one entry per numbered key. */
function entryLinks(doc: Record<string, unknown>, issues: FileIssue[]): (Link | null)[] {
  const column = { cik: 'cik_str', ticker: 'ticker', name: 'title', exchange: 'exchange' } as const;
  return Object.entries(doc).map(([key, entry]) => {
    const e = isRecord(entry) ? entry : {};
    return checked({ cik: e.cik_str, ticker: e.ticker, name: e.title, exchange: null }, (field) => ({ at: `[${JSON.stringify(key)}]`, column: column[field] }), issues);
  });
}

/** A submissions document: one link per ticker, the CIK and name the company's, the exchange at the same index. */
export function submissionLinks(doc: Record<string, unknown>, issues: FileIssue[]): (Link | null)[] {
  const { tickers, exchanges } = doc;
  if (!Array.isArray(tickers)) {
    issues.push({ line: null, at: 'tickers', column: null, value: shown(tickers), problem: 'is not a list' });
    return [];
  }
  if (exchanges !== undefined && exchanges !== null && (!Array.isArray(exchanges) || exchanges.length !== tickers.length)) {
    issues.push({ line: null, at: 'exchanges', column: null, problem: `is not a list of ${tickers.length} exchanges, one per ticker` });
    return [];
  }
  // The company's own fields are checked once, not once per ticker.
  const found = issues.length;
  const cik = cikRule(doc.cik, { at: 'cik', column: null }, issues);
  const name = nameRule(doc.name, { at: 'name', column: null }, issues);
  const company = issues.length > found ? null : { cik: cik!, name: name! };
  return tickers.map((v: unknown, i) => {
    const ticker = tickerRule(v, { at: `tickers[${i}]`, column: null }, issues);
    const exchange = exchangeRule(Array.isArray(exchanges) ? exchanges[i] : null, { at: `exchanges[${i}]`, column: null }, issues);
    return company === null || ticker == null || exchange === undefined ? null : { ...company, ticker, exchange };
  });
}

/** The document's layout, told by its content; null when it is none of them. */
function layoutOf(doc: unknown): Layout | null {
  if (!isRecord(doc)) return null;
  if ('fields' in doc || 'data' in doc) return 'company-tickers-exchange';
  if ('tickers' in doc && 'cik' in doc) return 'submissions';
  const keys = Object.keys(doc);
  return keys.length > 0 && keys.every((k) => /^\d+$/.test(k)) ? 'company-tickers' : null;
}

const LINK_TYPE = JSON.stringify([{ cik: 'BIGINT', ticker: 'VARCHAR', name: 'VARCHAR', exchange: 'VARCHAR' }]);
const LINKS = `SELECT unnest(from_json(CAST(? AS JSON), '${LINK_TYPE}'), recursive := true)`;

export const load: Importer['load'] = async (input) => {
  const { tx, provenance, file } = input;
  const doc = await readJsonFile(file);
  const layout = layoutOf(doc);
  if (layout === null) throw fileProblem(file, NOT_A_TICKER_FILE);
  const record = doc as Record<string, unknown>;
  const issues: FileIssue[] = [];
  const read = layout === 'company-tickers-exchange' ? exchangeLinks(file, record, issues)
    : layout === 'submissions' ? submissionLinks(record, issues)
      : entryLinks(record, issues);
  if (issues.length > 0) throw fileProblems(file, issues);
  const stored = await storeLinks(tx, read as Link[], layout, provenance);
  return { format: 'json', rowsRead: read.length, rowsAdded: stored.added, replaced: stored.replaced };
};

/**
 * Stores SEC's links `read` (checked) in the caller's transaction: the ones not stored yet, each pair once
 * with the name and exchange of its first entry; every synthetic link of a ticker or CIK they name gives way.
 */
export async function storeLinks(tx: WriteTx, read: readonly Link[], layout: Layout, provenance: Provenance): Promise<{ added: number; replaced: ReplacedSample[] }> {
  // A pair the file repeats is stored once, with the name and exchange of its first entry.
  const pairs = new Map<string, Link>();
  for (const link of read) if (!pairs.has(`${link.cik} ${link.ticker}`)) pairs.set(`${link.cik} ${link.ticker}`, link);
  const links = [...pairs.values()];
  if (links.length === 0) return { added: 0, replaced: [] };
  const json = JSON.stringify(links);
  // Every sample link of a ticker the file names, or of a CIK it names, gives way: SEC's file is the whole truth of both.
  const replaced = await replaceSample(
    tx, 'sec-tickers',
    `SELECT ticker AS key FROM (${LINKS}) UNION SELECT ticker FROM sec_tickers WHERE source = 'sample' AND cik IN (SELECT cik FROM (${LINKS}))`,
    [json, json],
  );
  const added = await tx.run(
    `INSERT INTO sec_tickers
     SELECT l.cik, l.ticker, l.name, l.exchange, ?, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM (${LINKS}) AS l
     WHERE NOT EXISTS (SELECT 1 FROM sec_tickers s WHERE s.cik = l.cik AND s.ticker = l.ticker)
     ORDER BY l.ticker, l.cik`,
    [layout, provenance.file, provenance.capturedAt, json],
  );
  return { added, replaced };
}
