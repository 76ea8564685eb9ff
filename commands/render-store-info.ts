/**
 * The human view of `fds store info`: where the store is, what is still synthetic (keys grouped by what
 * they name, wrapped to the terminal), the capture datasets with their rows, newest capture and sources
 * (the sample-only ones run together as words), and the state tables on one line. `--json` prints the operation's body unchanged.
 */
import { z } from 'zod';
import type { SampleKeyKind } from '../src/store/sample-keys';
import type { TableOptions } from './render-table';
import { wrapWords } from './wrap';

const StoreInfoBody = z.object({
  path: z.string(),
  schemaVersion: z.number(),
  sampleAsOf: z.string().nullable(),
  tables: z.array(z.object({ name: z.string(), rows: z.number() })),
  datasets: z.array(z.object({ dataset: z.string(), rows: z.number(), newestCapture: z.string().nullable(), sources: z.array(z.string()) })),
  stillSynthetic: z.array(z.object({ kind: z.string(), key: z.string(), dataset: z.string(), rows: z.number() })),
});
type StoreInfoBody = z.output<typeof StoreInfoBody>;

/** What each kind of key is called, plural, in the order they are listed. */
const KIND_LABELS: Readonly<Record<SampleKeyKind, string>> = {
  listing: 'tickers',
  'fred-series': 'FRED series',
  'cftc-market': 'CFTC markets',
  'put-call': 'put/call types',
  'fx-currency': 'currencies',
  'web-feed': 'web data feeds',
  'index-fund': 'index funds',
  'company-facts': 'SEC companies',
  'sec-tickers': 'SEC tickers',
  vix: 'the VIX series',
  'fred-calendar': 'the FRED release calendar',
  'fda-catalysts': 'the FDA advisory meetings',
  'insider-ticker': 'insider tickers',
  'insider-issuer': 'issuer records',
  'proposed-sales': 'Form 144 tickers',
  'se-insider-isin': 'register keys',
  'short-volume': 'short volume',
  'short-interest': 'short interest',
  'off-exchange': 'off-exchange',
  'fails-to-deliver': 'fails-to-deliver',
  'ftd-coverage': 'the fails-to-deliver coverage',
  'short-register': 'short registers',
  'investment-adviser': 'investment advisers',
  'fund-series': 'fund series',
  'fund-ncen-registrant': 'N-CEN registrants',
  'se-fund-quarter': 'FI fund quarters',
  'buyback-programs': 'buyback records',
  'atm-programs': 'ATM records',
  'supply-chain': 'the supply-chain statements',
  congress: 'the congressional set',
  registration: 'registrations',
  earnings: 'investor events',
  filings: 'filing tickers',
  '13f-quarter': '13F filer quarters',
  'cusip-listing': 'CUSIP links',
  industry: 'industry CIKs',
};
const KIND_ORDER = Object.keys(KIND_LABELS);

const COUNT = new Intl.NumberFormat('en-US');

/** Lines of keys shown per kind; the rest are counted (`--json` lists every key). */
const MAX_KEY_LINES = 3;
/** Beyond this many kinds, each shows one line of keys, so the section stays one screen. */
const MANY_KINDS = 8;

/** Kinds whose keys tell a reader little (SEC CIK numbers): one line, the rest counted. */
const KEY_LINES: Partial<Record<SampleKeyKind, number>> = { 'company-facts': 1 };

/** Kinds whose one key is the whole dataset: their label says it all. */
const WHOLE_DATASET_KINDS: ReadonlySet<string> = new Set(['vix', 'fred-calendar', 'fda-catalysts', 'ftd-coverage', 'supply-chain', 'congress']);

/** Kinds whose keys are synthetic numbers far outside any real range: only counted, in the closing `also` line. */
const COUNTED_KINDS: ReadonlySet<string> = new Set(['registration']);

const bold = (text: string, o: TableOptions): string => (o.color ? `\u001b[1m${text}\u001b[22m` : text);

/** `words` as lines of at most `width` columns, every line after the first indented by `indent` spaces. */
function wrap(words: readonly string[], width: number, indent: number): string[] {
  const [first, ...rest] = wrapWords(words, width, ' '.repeat(indent));
  return first === undefined ? [] : [first.trimStart(), ...rest];
}

/** `keys` wrapped under a label of `indent` columns, at most `maxLines` lines, the rest counted. */
function keyLines(keys: readonly string[], width: number, indent: number, maxLines = MAX_KEY_LINES): string[] {
  const all = wrap(keys, width, indent);
  if (all.length <= maxLines) return all;
  // Drop keys from the end until the shown ones and the count of the others fit.
  for (let shown = keys.length - 1; shown > 0; shown--) {
    const lines = wrap([...keys.slice(0, shown), `… and ${COUNT.format(keys.length - shown)} more`], width, indent);
    if (lines.length <= maxLines) return lines;
  }
  return [`${COUNT.format(keys.length)} keys`];
}

/**
 * Two neighbouring one-line groups short enough for half the width each share a line, the second starting
 * at the middle (`buyback records (1)  MSFT      ATM records (1)  CRCL`), so many small kinds stay one screen.
 */
function pairShort(groups: readonly string[][], width: number): string[] {
  const half = Math.floor(width / 2);
  const short = (group: readonly string[] | undefined): group is [string] => group?.length === 1 && group[0]!.length < half;
  const lines: string[] = [];
  for (let i = 0; i < groups.length; i++) {
    const [group, next] = [groups[i]!, groups[i + 1]];
    if (short(group) && short(next)) {
      lines.push(`${group[0].padEnd(half)}${next[0].trimStart()}`);
      i++;
    } else {
      lines.push(...group);
    }
  }
  return lines;
}

/** Keys grouped by kind: `tickers (31)  AAPL AMZN …`, each group's keys wrapped under its label. */
function syntheticSection(info: StoreInfoBody, o: TableOptions): string[] {
  if (info.stillSynthetic.length === 0) {
    return [info.sampleAsOf === null ? 'No synthetic sample data: every capture was ingested from a file.' : 'Nothing synthetic is left: real files replaced every sample key.'];
  }
  const byKind = new Map<string, Set<string>>();
  for (const row of info.stillSynthetic) byKind.set(row.kind, (byKind.get(row.kind) ?? new Set()).add(row.key));
  const kinds = [...byKind.keys()].sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b));
  const label = (kind: string): string => KIND_LABELS[kind as SampleKeyKind] ?? kind;
  const listed = kinds.filter((kind) => !WHOLE_DATASET_KINDS.has(kind) && !COUNTED_KINDS.has(kind));
  const whole = kinds.filter((kind) => WHOLE_DATASET_KINDS.has(kind) || COUNTED_KINDS.has(kind));
  const also = (kind: string): string => (COUNTED_KINDS.has(kind) ? `${label(kind)} (${COUNT.format(byKind.get(kind)!.size)})` : label(kind));
  const heads = new Map(listed.map((kind) => [kind, `${label(kind)} (${COUNT.format(byKind.get(kind)!.size)})`]));
  const labelWidth = Math.max(0, ...[...heads.values()].map((head) => head.length)) + 2;
  const lines = [bold(`Still synthetic (sample data as of ${info.sampleAsOf ?? '?'}, not market data):`, o)];
  const groups = listed.map((kind) => {
    const wrapped = keyLines([...byKind.get(kind)!].sort(), o.width, 2 + labelWidth, listed.length > MANY_KINDS ? 1 : (KEY_LINES[kind as SampleKeyKind] ?? MAX_KEY_LINES));
    return [`  ${heads.get(kind)!.padEnd(labelWidth)}${wrapped[0] ?? ''}`, ...wrapped.slice(1)];
  });
  lines.push(...pairShort(groups, o.width));
  // A dataset replaced whole (the VIX, a calendar) has one key that only repeats its label.
  if (whole.length > 0) lines.push(...wrapWords(['also', ...`${whole.map(also).join(', ')}.`.split(' ')], o.width, '  '));
  lines.push(...wrap('Real files replace a key\'s synthetic rows (fds ingest); --json lists every key.'.split(' '), o.width, 0));
  return lines;
}

/** `2026-11-24T05:04:46.009Z` → `2026-11-24 05:04 UTC`. */
const minute = (iso: string | null): string => (iso === null ? '—' : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`);

/**
 * The capture datasets: one table row each for those holding anything besides synthetic sample rows (or
 * nothing), and the sample-only ones summed up in one line per capture time — how many tables and rows —
 * since a new store holds dozens of them, each already named by the keys above; --json lists every one.
 */
function datasetsSection(info: StoreInfoBody, o: TableOptions): string[] {
  const sampleOnly = (d: StoreInfoBody['datasets'][number]): boolean => d.rows > 0 && d.sources.length === 1 && d.sources[0] === 'sample';
  const tabled = info.datasets.filter((d) => !sampleOnly(d));
  const byCapture = new Map<string, { tables: number; rows: number }>();
  for (const d of info.datasets.filter(sampleOnly)) {
    const at = minute(d.newestCapture);
    const sum = byCapture.get(at) ?? { tables: 0, rows: 0 };
    byCapture.set(at, { tables: sum.tables + 1, rows: sum.rows + d.rows });
  }
  const lines: string[] = [];
  if (tabled.length > 0) {
    const rows = tabled.map((d) => [d.dataset, COUNT.format(d.rows), minute(d.newestCapture), d.sources.join(', ') || '—']);
    const head = ['dataset', 'rows', 'newest capture', 'sources'];
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
    const format = (cells: readonly string[]): string =>
      cells.map((text, c) => (c === 1 ? text.padStart(widths[c]!) : text.padEnd(widths[c]!))).join('  ').trimEnd();
    lines.push(bold(format(head), o), ...rows.map(format));
  }
  for (const [at, sum] of byCapture) {
    if (lines.length > 0) lines.push('');
    const text = `Sample-only datasets: ${sum.tables} tables, ${COUNT.format(sum.rows)} rows, captured ${at}; --json lists each.`;
    lines.push(...wrap(text.split(' '), o.width, 0).map((line, i) => (i === 0 ? bold(line, o) : line)));
  }
  return lines;
}

/**
 * The tables that are not captures (accounts, keys, portfolios, …) with their rows, on wrapped lines; the
 * empty ones only counted, since a new store has a dozen of them and their names say nothing yet.
 */
function stateSection(info: StoreInfoBody, o: TableOptions): string[] {
  const captures = new Set(info.datasets.map((d) => d.dataset));
  const state = info.tables.filter((t) => !captures.has(t.name));
  if (state.length === 0) return [];
  const held = state.filter((t) => t.rows > 0).map((t) => `${t.name} ${COUNT.format(t.rows)}`);
  const empty = state.length - held.length;
  const words = held.map((text, i) => (i < held.length - 1 ? `${text},` : empty === 0 ? text : `${text};`));
  if (empty > 0) words.push(`${empty}`, 'empty');
  return wrap([bold('Other tables:', o), ...words], o.width, 2);
}

export function renderStoreInfo(body: unknown, options: TableOptions): string | null {
  const parsed = StoreInfoBody.safeParse(body);
  if (!parsed.success) return null;
  const info = parsed.data;
  const lines = [
    `${bold('Store', options)} ${info.path} (schema version ${info.schemaVersion})`,
    '',
    ...syntheticSection(info, options),
    '',
    ...datasetsSection(info, options),
    '',
    ...stateSection(info, options),
  ];
  return `${lines.join('\n')}\n`;
}
