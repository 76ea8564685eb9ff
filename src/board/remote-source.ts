/**
 * The board over a server's `/v1/stream`: one stream connection holding the board's tickers (at most
 * five, the stream's limit), reconnecting after a drop while the board keeps the last good values.
 */
import type { Engine } from '../client/engine';
import { operationById } from '../operations/index';
import { MAX_HELD_TICKERS, type ServerFrame } from '../quotes/protocol';
import { StreamClient, type StreamClientState } from '../quotes/stream-client';
import { loadSettledCloses } from './settled-closes';
import type { BoardSource, ConnectionState, Quote, SettledCloses, SourceEvent } from './types';

export interface RemoteSourceOptions {
  /** Base URL of the server. */
  url: string;
  apiKey: string;
  /** The same server through REST, for the settled closes and the one-shot snapshot. */
  engine: Engine;
}

const CONNECTION: Record<StreamClientState, ConnectionState> = {
  connecting: 'connecting',
  open: 'live',
  reconnecting: 'reconnecting',
  stopped: 'stopped',
};

export class RemoteSource implements BoardSource {
  readonly feed = 'remote';
  readonly maxTickers = MAX_HELD_TICKERS;
  private readonly held: string[] = [];
  private client: StreamClient | null = null;
  private listener: ((event: SourceEvent) => void) | null = null;

  constructor(private readonly options: RemoteSourceOptions) {}

  listen(listener: (event: SourceEvent) => void): () => void {
    this.listener = listener;
    this.client = new StreamClient({
      url: this.options.url,
      apiKey: this.options.apiKey,
      tickers: this.held,
      onFrame: (frame) => this.onFrame(frame),
      onState: (state, detail) => {
        this.listener?.({ type: 'connection', state: CONNECTION[state] });
        // A refused handshake (a bad key, a plan without quotes, the daily quota) is worth saying in words.
        const refusal = state === 'reconnecting' && detail !== undefined ? refusalMessage(detail) : null;
        if (refusal !== null) this.listener?.({ type: 'rejected', ticker: null, message: refusal });
      },
    });
    this.client.start();
    return () => {
      this.listener = null;
    };
  }

  subscribe(tickers: readonly string[]): void {
    const added = tickers.filter((t) => !this.held.includes(t));
    const room = MAX_HELD_TICKERS - this.held.length;
    for (const ticker of added.slice(room)) {
      this.listener?.({ type: 'rejected', ticker, message: `the stream holds at most ${MAX_HELD_TICKERS} tickers.` });
    }
    this.held.push(...added.slice(0, Math.max(0, room)));
    this.client?.setTickers(this.held);
  }

  unsubscribe(tickers: readonly string[]): void {
    const kept = this.held.filter((t) => !tickers.includes(t));
    this.held.splice(0, this.held.length, ...kept);
    this.client?.setTickers(this.held);
  }

  async snapshot(tickers: readonly string[]): Promise<Quote[]> {
    if (tickers.length === 0) return [];
    const body = (await this.options.engine.call(operationById('quotes.batch'), {}, { tickers: tickers.join(',') })) as { data: Quote[] };
    return body.data;
  }

  settledCloses(tickers: readonly string[]): Promise<SettledCloses> {
    return loadSettledCloses(this.options.engine, tickers);
  }

  async close(): Promise<void> {
    this.listener = null;
    await this.client?.stop();
  }

  private onFrame(frame: ServerFrame): void {
    if (frame.type === 'quote') {
      const { type: _type, ...quote } = frame;
      this.listener?.({ type: 'quote', quote });
    } else {
      this.listener?.({ type: 'rejected', ticker: frame.ticker ?? null, message: frame.message });
    }
  }
}

/**
 * The user's words for a refused handshake, from the stream client's detail
 * (`refused with 403: {"error":{…}}; retrying in 250 ms`); null when the detail is not a refusal.
 */
export function refusalMessage(detail: string): string | null {
  const match = /^refused with (\d{3}): (.*?)(; retrying in \d+ ms)?$/s.exec(detail);
  if (!match) return null;
  let reason = match[2]!.trim();
  try {
    const body = JSON.parse(reason) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') reason = body.error.message;
  } catch {
    // Not an error envelope (a proxy's page, a cut-off body): show the text as it came.
  }
  return `The server refused the stream (${match[1]}): ${reason}`;
}
