/**
 * Tables of quotes (`fds quote`, `fds quote one`): ticker, last, change, bid, ask and age first. The change
 * is against the settled close before the quote's session, read from the latest closes as the board reads
 * it; the body itself has no change field and is never altered.
 */
import { loadSettledCloses } from '../../src/board/settled-closes';
import { referenceCloseFor } from '../../src/board/state';
import type { Engine } from '../../src/client/engine';
import { age, MISSING, signed, text } from './format';
import type { Related, Row } from './layout';
import { column, computed, isRecord, priceColumn, SELF, textColumn, type TableSpec } from './spec';

/** Change of a quote row against its reference close, or null when there is none. */
function change(row: Row, related: Related): { change: number; percent: number } | null {
  const settled = related.get(text(row.ticker));
  if (settled === undefined || typeof row.price !== 'number' || typeof row.sessionDate !== 'string') return null;
  const { date, close, previousClose } = settled;
  if (typeof date !== 'string' || typeof close !== 'number') return null;
  const reference = referenceCloseFor({ date, close, previousClose: typeof previousClose === 'number' ? previousClose : null }, row.sessionDate);
  if (reference === null || reference === 0) return null;
  return { change: row.price - reference, percent: ((row.price - reference) / reference) * 100 };
}

/** `stale`, `delayed 15m`: what colour would otherwise carry, in words. */
function note(row: Row): string {
  const words = [row.stale === true ? 'stale' : '', row.delayed === true ? 'delayed 15m' : ''].filter((w) => w !== '');
  return words.length === 0 ? '' : words.join(', ');
}

const columns = [
  textColumn('ticker', 'Ticker', 1),
  priceColumn('price', 'Last', 1),
  computed('change', 'Chg $', 2, (row, related) => {
    const c = change(row, related);
    return c === null ? MISSING : signed(c.change, 2);
  }),
  computed('changePercent', 'Chg %', 2, (row, related) => {
    const c = change(row, related);
    return c === null ? MISSING : signed(c.percent, 2);
  }),
  priceColumn('bidPrice', 'Bid', 3),
  priceColumn('askPrice', 'Ask', 3),
  column('ageSeconds', 'Age', 3, age),
  // Always kept: a stale or delayed reading must say so at any width (it is left out only when empty).
  computed('stale', 'Note', 1, note, 'left'),
  textColumn('sessionDate', 'Session', 5),
  textColumn('asOf', 'As of (UTC)', 6),
  textColumn('source', 'Via', 7),
];

/** The settled closes of the quoted tickers, by ticker, for the change columns. */
async function settledCloses(engine: Engine, body: unknown): Promise<Related> {
  const rows = isRecord(body) && Array.isArray(body.data) ? body.data : [body];
  const tickers = rows.filter(isRecord).map((row) => text(row.ticker)).filter((t) => t !== MISSING);
  if (tickers.length === 0) return new Map();
  // The change columns are an addition for people: without closes (a server that refuses them) they read —,
  // and the quotes themselves are still shown.
  const settled = await loadSettledCloses(engine, tickers).catch(() => null);
  return new Map([...(settled?.closes ?? [])].map(([ticker, close]) => [ticker, { ...close }]));
}

export const quoteBatch: TableSpec = { rows: 'data', columns, says: [], related: settledCloses };

export const singleQuote: TableSpec = { rows: SELF, columns, says: [], related: settledCloses };
