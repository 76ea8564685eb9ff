/**
 * The closes the board's change columns compare against, read through the `prices.latest` operation so
 * the same code serves a local store and a remote server.
 */
import type { Engine } from '../client/engine';
import { operationById } from '../operations/index';
import type { SettledCloses } from './types';

/** Tickers per `/v1/prices/latest` call (the spec's limit). */
const TICKERS_PER_CALL = 25;

interface LatestRowFields {
  ticker: string;
  date: string;
  close: number;
  previousClose?: number | null;
}

/** The newest settled close (and the one before it) of each ticker that has one, and the tickers that did not resolve. */
export async function loadSettledCloses(engine: Engine, tickers: readonly string[]): Promise<SettledCloses> {
  const closes: SettledCloses['closes'] = new Map();
  const unknown: string[] = [];
  const op = operationById('prices.latest');
  for (let i = 0; i < tickers.length; i += TICKERS_PER_CALL) {
    const batch = tickers.slice(i, i + TICKERS_PER_CALL);
    const body = (await engine.call(op, {}, { tickers: batch.join(',') })) as { data: LatestRowFields[]; notFound?: string[] };
    unknown.push(...(body.notFound ?? []));
    for (const row of body.data) {
      closes.set(row.ticker, { date: row.date, close: row.close, previousClose: row.previousClose ?? null });
    }
  }
  return { closes, unknown };
}
