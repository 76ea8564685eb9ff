/**
 * The human view of a Portfolio valuation (`fds portfolio show`), read at a glance: a title line, one row
 * per position with the session of its mark (flagged when older than the last settled session of its
 * market at the valuation's asOfUtc), the totals in the portfolio currency with the rates used, what could
 * not be valued and why, the watch list, and the lots on request (`--lots`), closed lots of instruments no
 * longer held included. `--json` never comes here: it prints the /v1 body unchanged.
 */
import Table from 'cli-table3';
import { stripVTControlCharacters } from 'node:util';
import { PortfolioValuation, type Lot, type Position, type WatchRow } from '../src/engine/portfolios/valuation-schemas';
import { lastSettledSession } from '../src/engine/prices/sessions';
import type { TableOptions } from './render-table';
import { wrap } from './wrap';

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

type Marked = Pick<Position, 'instrumentKind' | 'exchange' | 'markSource' | 'markAsOf'>;

/** The flag after the date of a mark older than the last settled session of its market. */
const OLD_FLAG = '*';

/**
 * The last settled session of the market a mark comes from, as of the valuation (`asOf`): options and US
 * listings settle on the NYSE calendar, a `MIC:TICKER` listing on its own exchange's.
 */
const lastSettled = (m: Marked, asOf: Date): string => lastSettledSession(m.instrumentKind === 'Option' ? null : m.exchange, asOf);

/** True for a dated mark older than the last settled session: a close a session or more behind. */
function isOldMark(m: Marked, asOf: Date): boolean {
  return m.markSource !== null && m.markAsOf !== null && m.markAsOf < lastSettled(m, asOf);
}

/** The session of a mark: `2026-11-20`, `2026-11-18 *` when old, `undated`, or `—` when unpriced. */
function markDate(m: Marked, asOf: Date): string {
  if (m.markSource === null) return '—';
  if (m.markAsOf === null) return 'undated';
  return isOldMark(m, asOf) ? `${m.markAsOf} ${OLD_FLAG}` : m.markAsOf;
}

interface Column<T> {
  head: string;
  cell: (row: T) => Cell;
  /** Kept when the table must narrow to fit the terminal. */
  essential: boolean;
  /** Kept even when the essential columns are still too wide (a lot's id, quantity, close and gain). */
  vital?: boolean;
}

/**
 * A table of `rows` with every column, or the essential ones when the full table is too wide, or only the
 * vital ones when even those are (a table without vital columns stops at the essential ones).
 */
function table<T>(rows: readonly T[], columns: readonly Column<T>[], o: TableOptions): string {
  if (rows.length === 0) return 'No rows.';
  const build = (cols: readonly Column<T>[]): string => {
    const t = new Table({ head: cols.map((c) => cyan(c.head, o)), style: STYLE });
    for (const row of rows) t.push(cols.map((c) => c.cell(row)));
    return t.toString();
  };
  const full = build(columns);
  if (widest(full) <= o.width) return full;
  const essential = build(columns.filter((c) => c.essential));
  const vital = columns.filter((c) => c.vital === true);
  return widest(essential) <= o.width || vital.length === 0 ? essential : build(vital);
}

/** Prose lines wrapped to the terminal, each keeping its own indent on every line it wraps to. */
function prose(lines: readonly string[], width: number): string[] {
  return lines.flatMap((line) => wrap(line, width, /^ */.exec(line)?.[0] ?? ''));
}

function positionColumns(ccy: string, asOf: Date): Column<Position>[] {
  return [
    { head: 'Instrument', cell: (p) => `${instrument(p)}${p.expired ? ' (expired)' : ''}`, essential: true },
    { head: 'Qty', cell: (p) => right(plain(p.quantity)), essential: true },
    { head: 'Ccy', cell: (p) => p.currency, essential: false },
    { head: 'Avg cost', cell: (p) => right(plain(p.averageCostPerUnit)), essential: false },
    { head: 'Mark', cell: (p) => right(plain(p.markPerUnit)), essential: true },
    { head: 'Mark date', cell: (p) => markDate(p, asOf), essential: true },
    { head: 'Mark source', cell: (p) => p.markSource ?? '—', essential: false },
    { head: 'Value', cell: (p) => right(money(p.marketValue)), essential: false },
    { head: 'Gain', cell: (p) => right(money(p.unrealizedGain)), essential: false },
    { head: 'Gain %', cell: (p) => right(percent(p.unrealizedGainPercent)), essential: true },
    { head: `Value ${ccy}`, cell: (p) => right(money(p.convertedMarketValue)), essential: true },
    { head: `Gain ${ccy}`, cell: (p) => right(money(p.convertedUnrealizedGain)), essential: false },
  ];
}

function lotColumns(ccy: string): Column<Lot>[] {
  return [
    { head: 'Lot', cell: (l) => l.id, essential: true, vital: true },
    { head: 'Acquired', cell: (l) => l.acquiredDate, essential: true },
    { head: 'Qty', cell: (l) => right(plain(l.quantity)), essential: true, vital: true },
    { head: 'Cost/unit', cell: (l) => right(plain(l.costPerUnit)), essential: true },
    { head: 'Cost', cell: (l) => right(money(l.costBasis)), essential: false },
    { head: 'Closed', cell: (l) => (l.closedDate === null ? '' : `${l.closedDate} @ ${plain(l.closePricePerUnit)}`), essential: true, vital: true },
    { head: 'Value', cell: (l) => right(money(l.marketValue)), essential: false },
    { head: 'Gain', cell: (l) => right(money(l.isOpen ? l.unrealizedGain : l.realizedGain)), essential: true, vital: true },
    { head: `Cost ${ccy}`, cell: (l) => right(money(l.convertedCostBasis)), essential: false },
    { head: `Gain ${ccy}`, cell: (l) => right(money(l.isOpen ? l.convertedUnrealizedGain : l.convertedRealizedGain)), essential: false },
    { head: 'Note', cell: (l) => l.note ?? '', essential: false },
  ];
}

function watchColumns(asOf: Date): Column<WatchRow>[] {
  return [
    { head: 'Watch', cell: (w) => w.watchId, essential: false },
    { head: 'Instrument', cell: (w) => instrument(w), essential: true },
    { head: 'Mark', cell: (w) => right(plain(w.markPerUnit)), essential: true },
    { head: 'Mark date', cell: (w) => markDate(w, asOf), essential: true },
    { head: 'Mark source', cell: (w) => w.markSource ?? w.markUnavailableReason ?? '—', essential: true },
  ];
}

/** One line per old mark, saying how far behind it is; nothing when every mark is current. */
function oldMarkLines(v: PortfolioValuation, asOf: Date): string[] {
  const old = [...v.positions, ...v.watching].filter((m) => isOldMark(m, asOf));
  if (old.length === 0) return [];
  return [
    `${OLD_FLAG} Marked before the last settled session of its market:`,
    ...old.map((m) => `  ${instrument(m)}: marked ${m.markAsOf ?? ''}, last settled ${lastSettled(m, asOf)}.`),
  ];
}

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

/** The closed lots of instruments no longer held, grouped by instrument in the order they were added. */
function closedByInstrument(lots: readonly Lot[]): Map<string, Lot[]> {
  const groups = new Map<string, Lot[]>();
  for (const lot of lots) groups.set(instrument(lot), [...(groups.get(instrument(lot)) ?? []), lot]);
  return groups;
}

/** The valuation as text at `options.width`, ending with a newline. */
export function renderPortfolio(v: PortfolioValuation, options: PortfolioViewOptions): string {
  const shared = v.sharedBy === undefined ? '' : `, shared by ${v.sharedBy}`;
  const asOf = new Date(v.asOfUtc);
  const parts = [`${bold(v.name, options)} (${v.currency}) · ${v.access}${shared} · valued ${v.asOfUtc}`];
  parts.push(v.positions.length === 0 ? 'No positions.' : table(v.positions, positionColumns(v.currency, asOf), options));
  parts.push(...prose([...totalsLines(v, options), ...coverageLines(v)], options.width));
  if (v.watching.length > 0) parts.push(`${bold('Watching', options)}:`, table(v.watching, watchColumns(asOf), options));
  parts.push(...prose(oldMarkLines(v, asOf), options.width));
  if (options.lots) {
    for (const p of v.positions) parts.push(`${bold(`Lots of ${instrument(p)}`, options)}:`, table(p.lots, lotColumns(v.currency), options));
    for (const [name, lots] of closedByInstrument(v.closedLots)) {
      parts.push(`${bold(`Closed lots of ${name} (no longer held)`, options)}:`, table(lots, lotColumns(v.currency), options));
    }
  } else if (v.positions.some((p) => p.lots.length > 0) || v.closedLots.length > 0) {
    const closed = v.closedLots.length === 0 ? '' : ` (${v.closedLots.length} closed lot(s) of instruments no longer held)`;
    parts.push(...prose([`Lots${closed}: add --lots to list them.`], options.width));
  }
  if (options.footer !== null) parts.push(options.footer);
  return `${parts.join('\n')}\n`;
}

/** `body` in the portfolio view, or null when it is not a Portfolio valuation (the generic table then shows it). */
export function renderPortfolioView(body: unknown, options: PortfolioViewOptions): string | null {
  const parsed = PortfolioValuation.safeParse(body);
  return parsed.success ? renderPortfolio(parsed.data, options) : null;
}
