/**
 * The human view of a Portfolio valuation (`fds portfolio show`), read at a glance: a title line, one row
 * per position, the totals in the portfolio currency with the rates used, what could not be valued and
 * why, the watch list, and each position's lots on request (`--lots`). `--json` never comes here: it
 * prints the /v1 body unchanged.
 */
import Table from 'cli-table3';
import { stripVTControlCharacters } from 'node:util';
import { PortfolioValuation, type Lot, type Position, type WatchRow } from '../src/engine/portfolios/valuation-schemas';
import type { TableOptions } from './render-table';

export interface PortfolioViewOptions extends TableOptions {
  /** Show every position's lots too. */
  lots: boolean;
}

type Cell = Table.Cell;

const STYLE: Partial<Table.TableInstanceOptions['style']> = { head: [], border: [], compact: true };

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PLAIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 12 });

const money = (value: number | null): string => (value === null ? '—' : MONEY.format(value));
const plain = (value: number | null): string => (value === null ? '—' : PLAIN.format(value));
const percent = (value: number | null): string => (value === null ? '—' : `${MONEY.format(value)}%`);
const right = (content: string): Cell => ({ content, hAlign: 'right' });

const bold = (text: string, o: TableOptions): string => (o.color ? `\u001b[1m${text}\u001b[22m` : text);
const cyan = (text: string, o: TableOptions): string => (o.color ? `\u001b[36m${text}\u001b[39m` : text);
const widest = (text: string): number => Math.max(...text.split('\n').map((line) => stripVTControlCharacters(line).length));

/** `AAPL`, `XLON:VOD`, or an option as `AAPL 2026-12-18 200 Call`. */
function instrument(i: Pick<Position, 'ticker' | 'exchange' | 'instrumentKind' | 'expirationDate' | 'strikePrice' | 'contractType'>): string {
  const listing = i.exchange === null ? i.ticker : `${i.exchange}:${i.ticker}`;
  if (i.instrumentKind === 'Stock') return listing;
  return `${listing} ${i.expirationDate ?? '?'} ${plain(i.strikePrice)} ${i.contractType ?? ''}`.trim();
}

/** `SettledClose 2026-11-20`, `OptionDailyClose (undated)`, or `—` when unpriced. */
function markText(m: Pick<Position, 'markSource' | 'markAsOf'>): string {
  if (m.markSource === null) return '—';
  return `${m.markSource} ${m.markAsOf ?? '(undated)'}`;
}

interface Column<T> {
  head: string;
  cell: (row: T) => Cell;
  /** Kept when the table must narrow to fit the terminal. */
  essential: boolean;
}

/** A table of `rows` with every column, or only the essential ones when the full table is too wide. */
function table<T>(rows: readonly T[], columns: readonly Column<T>[], o: TableOptions): string {
  if (rows.length === 0) return 'No rows.';
  const build = (cols: readonly Column<T>[]): string => {
    const t = new Table({ head: cols.map((c) => cyan(c.head, o)), style: STYLE });
    for (const row of rows) t.push(cols.map((c) => c.cell(row)));
    return t.toString();
  };
  const full = build(columns);
  return widest(full) <= o.width ? full : build(columns.filter((c) => c.essential));
}

function positionColumns(ccy: string): Column<Position>[] {
  return [
    { head: 'Instrument', cell: (p) => `${instrument(p)}${p.expired ? ' (expired)' : ''}`, essential: true },
    { head: 'Qty', cell: (p) => right(plain(p.quantity)), essential: true },
    { head: 'Ccy', cell: (p) => p.currency, essential: false },
    { head: 'Avg cost', cell: (p) => right(plain(p.averageCostPerUnit)), essential: false },
    { head: 'Mark', cell: (p) => right(plain(p.markPerUnit)), essential: true },
    { head: 'Mark source', cell: (p) => markText(p), essential: false },
    { head: 'Value', cell: (p) => right(money(p.marketValue)), essential: false },
    { head: 'Gain', cell: (p) => right(money(p.unrealizedGain)), essential: false },
    { head: 'Gain %', cell: (p) => right(percent(p.unrealizedGainPercent)), essential: true },
    { head: `Value ${ccy}`, cell: (p) => right(money(p.convertedMarketValue)), essential: true },
    { head: `Gain ${ccy}`, cell: (p) => right(money(p.convertedUnrealizedGain)), essential: false },
  ];
}

function lotColumns(ccy: string): Column<Lot>[] {
  return [
    { head: 'Lot', cell: (l) => l.id, essential: true },
    { head: 'Acquired', cell: (l) => l.acquiredDate, essential: true },
    { head: 'Qty', cell: (l) => right(plain(l.quantity)), essential: true },
    { head: 'Cost/unit', cell: (l) => right(plain(l.costPerUnit)), essential: true },
    { head: 'Cost', cell: (l) => right(money(l.costBasis)), essential: false },
    { head: 'Closed', cell: (l) => (l.closedDate === null ? '' : `${l.closedDate} @ ${plain(l.closePricePerUnit)}`), essential: true },
    { head: 'Value', cell: (l) => right(money(l.marketValue)), essential: false },
    { head: 'Gain', cell: (l) => right(money(l.isOpen ? l.unrealizedGain : l.realizedGain)), essential: true },
    { head: `Cost ${ccy}`, cell: (l) => right(money(l.convertedCostBasis)), essential: false },
    { head: `Gain ${ccy}`, cell: (l) => right(money(l.isOpen ? l.convertedUnrealizedGain : l.convertedRealizedGain)), essential: false },
    { head: 'Note', cell: (l) => l.note ?? '', essential: false },
  ];
}

const WATCH_COLUMNS: Column<WatchRow>[] = [
  { head: 'Watch', cell: (w) => w.watchId, essential: false },
  { head: 'Instrument', cell: (w) => instrument(w), essential: true },
  { head: 'Mark', cell: (w) => right(plain(w.markPerUnit)), essential: true },
  { head: 'Mark source', cell: (w) => (w.markSource === null ? (w.markUnavailableReason ?? '—') : markText(w)), essential: true },
];

function totalsLines(v: PortfolioValuation, o: TableOptions): string[] {
  const lines = [
    `${bold(`Totals (${v.currency})`, o)}: cost ${money(v.costBasis)} · value ${money(v.marketValue)} · unrealized ${money(v.unrealizedGain)} (${percent(v.unrealizedGainPercent)}) · realized ${money(v.realizedGain)}`,
  ];
  if (v.conversionRates.length > 0) {
    lines.push(`Rates: ${v.conversionRates.map((r) => `1 ${r.from} = ${PLAIN.format(r.rate)} ${r.to} (${r.asOf})`).join('; ')}`);
  }
  return lines;
}

/** What the totals leave out, and why, one line each: nothing when everything is priced and converted. */
function coverageLines(v: PortfolioValuation): string[] {
  const lines: string[] = [];
  if (v.unvaluedPositionCount > 0) lines.push(`Not valued: ${v.unvaluedPositionCount} position(s); totals cover part of the portfolio.`);
  for (const p of v.positions) {
    if (p.markUnavailableReason !== null && p.quantity !== 0) lines.push(`  ${instrument(p)}: ${p.markUnavailableReason}`);
  }
  if (v.unconvertedPositionCount > 0) lines.push(`Not converted into ${v.currency}: ${v.unconvertedPositionCount} position(s).`);
  for (const p of v.positions) {
    if (p.conversionUnavailableReason !== null) lines.push(`  ${instrument(p)}: ${p.conversionUnavailableReason}`);
  }
  if (v.unconvertedClosedLotCount > 0) lines.push(`Closed lots left out of realized for lack of a rate: ${v.unconvertedClosedLotCount}.`);
  if (v.coverageNote !== null) lines.push(`Note: ${v.coverageNote}`);
  return lines;
}

/** The valuation as text at `options.width`, ending with a newline. */
export function renderPortfolio(v: PortfolioValuation, options: PortfolioViewOptions): string {
  const shared = v.sharedBy === undefined ? '' : `, shared by ${v.sharedBy}`;
  const parts = [`${bold(v.name, options)} (${v.currency}) · ${v.access}${shared} · valued ${v.asOfUtc}`];
  parts.push(v.positions.length === 0 ? 'No positions.' : table(v.positions, positionColumns(v.currency), options));
  parts.push(...totalsLines(v, options), ...coverageLines(v));
  if (v.watching.length > 0) parts.push(`${bold('Watching', options)}:`, table(v.watching, WATCH_COLUMNS, options));
  if (options.lots) {
    for (const p of v.positions) parts.push(`${bold(`Lots of ${instrument(p)}`, options)}:`, table(p.lots, lotColumns(v.currency), options));
  } else if (v.positions.some((p) => p.lots.length > 0)) {
    parts.push('Lots: add --lots to list them.');
  }
  if (options.footer !== null) parts.push(options.footer);
  return `${parts.join('\n')}\n`;
}

/** `body` in the portfolio view, or null when it is not a Portfolio valuation (the generic table then shows it). */
export function renderPortfolioView(body: unknown, options: PortfolioViewOptions): string | null {
  const parsed = PortfolioValuation.safeParse(body);
  return parsed.success ? renderPortfolio(parsed.data, options) : null;
}
