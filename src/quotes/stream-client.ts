/**
 * A client of one `/v1/stream` connection that stays connected: it subscribes to its tickers on every
 * (re)connect, reconnects with capped, jittered exponential backoff after any drop, and treats a server
 * that has gone silent (no frame and no ping for `idleTimeoutMs`) as dropped. Used by the upstream feed
 * and by the board's remote mode. One connection holds at most 5 tickers (the server's limit).
 */
import { WebSocket, type RawData } from 'ws';
import { MAX_HELD_TICKERS, messageText, parseMessage, ServerFrameSchema, STREAM_PATH, type ClientMessage, type ServerFrame } from './protocol';

export type StreamClientState = 'connecting' | 'open' | 'reconnecting' | 'stopped';

export interface StreamClientOptions {
  /** Base URL of the server (`http://host:port`, `ws://…`) or the full stream URL. */
  url: string;
  /** API key, sent as `Authorization: Bearer`. */
  apiKey: string;
  /** Tickers to hold (at most 5). */
  tickers: readonly string[];
  /** Every frame the server sends, parsed. */
  onFrame: (frame: ServerFrame) => void;
  /** State changes; `detail` says why a connection dropped or was refused. */
  onState?: (state: StreamClientState, detail?: string) => void;
  /** First reconnect delay; doubles per failed attempt up to `maxBackoffMs`. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A connection with no frame or ping for this long is considered dead and replaced. */
  idleTimeoutMs?: number;
  /** Source of jitter in [0, 1); injectable so tests are deterministic. */
  random?: () => number;
}

const INITIAL_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 30_000;
/** Two and a half server ping intervals (30 s): one missed ping is tolerated, two are not. */
const IDLE_TIMEOUT_MS = 75_000;

/** The `ws(s)://…/v1/stream` URL for a base or stream URL. */
export function streamUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol === 'http:') parsed.protocol = 'ws:';
  else if (parsed.protocol === 'https:') parsed.protocol = 'wss:';
  if (!parsed.pathname.endsWith(STREAM_PATH)) parsed.pathname = `${parsed.pathname.replace(/\/+$/, '')}${STREAM_PATH}`;
  return parsed.toString();
}

/**
 * Delay before reconnect attempt `attempt` (0-based): `initial · 2^attempt` capped at `max`, scaled by a
 * jitter factor in [0.5, 1) so many clients dropped together do not return together.
 */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number, random: () => number): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(base * (0.5 + random() / 2));
}

export class StreamClient {
  private ws: WebSocket | undefined;
  private tickers: string[];
  private current: StreamClientState = 'connecting';
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly url: string;

  constructor(private readonly options: StreamClientOptions) {
    if (options.tickers.length > MAX_HELD_TICKERS) {
      throw new RangeError(`A stream connection holds at most ${MAX_HELD_TICKERS} tickers; got ${options.tickers.length}.`);
    }
    this.tickers = [...options.tickers];
    this.url = streamUrl(options.url);
  }

  /** Opens the first connection. */
  start(): void {
    this.connect();
  }

  state(): StreamClientState {
    return this.current;
  }

  /** Replaces the held tickers, on the open connection now and on every reconnect. */
  setTickers(tickers: readonly string[]): void {
    if (tickers.length > MAX_HELD_TICKERS) throw new RangeError(`A stream connection holds at most ${MAX_HELD_TICKERS} tickers.`);
    const dropped = this.tickers.filter((t) => !tickers.includes(t));
    const added = tickers.filter((t) => !this.tickers.includes(t));
    this.tickers = [...tickers];
    if (dropped.length > 0) this.send({ action: 'unsubscribe', tickers: dropped });
    if (added.length > 0) this.send({ action: 'subscribe', tickers: added });
  }

  /** Closes the connection and stops reconnecting. */
  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.idleTimer);
    this.setState('stopped');
    const ws = this.ws;
    this.ws = undefined;
    if (ws === undefined || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      ws.once('close', () => resolve());
      if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
      else ws.close(1000);
      // A peer that never answers the close handshake is cut off.
      setTimeout(() => ws.terminate(), 1000).unref();
    });
  }

  private setState(state: StreamClientState, detail?: string): void {
    if (this.current === state && detail === undefined) return;
    this.current = state;
    this.options.onState?.(state, detail);
  }

  private send(message: ClientMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private touch(ws: WebSocket): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => ws.terminate(), this.options.idleTimeoutMs ?? IDLE_TIMEOUT_MS);
    this.idleTimer.unref();
  }

  private connect(): void {
    if (this.stopped) return;
    const ws = new WebSocket(this.url, { headers: { authorization: `Bearer ${this.options.apiKey}` }, perMessageDeflate: false });
    this.ws = ws;
    let refusal: string | undefined;
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        refusal = `refused with ${response.statusCode}: ${body.slice(0, 300)}`;
        ws.terminate();
      });
    });
    ws.on('open', () => {
      this.attempt = 0;
      this.setState('open');
      this.touch(ws);
      if (this.tickers.length > 0) this.send({ action: 'subscribe', tickers: this.tickers });
    });
    ws.on('ping', () => this.touch(ws));
    ws.on('message', (data: RawData) => {
      this.touch(ws);
      const parsed = parseMessage(ServerFrameSchema, messageText(data));
      if (parsed.ok) this.options.onFrame(parsed.value);
      else this.options.onFrame({ type: 'error', message: `Unreadable frame from the server: ${parsed.reason}` });
    });
    // Every failure ends in 'close'; reconnecting happens there, once.
    ws.on('error', (error) => {
      refusal ??= error.message;
    });
    ws.on('close', (code) => {
      clearTimeout(this.idleTimer);
      if (this.ws !== ws || this.stopped) return;
      this.ws = undefined;
      const delay = backoffDelay(
        this.attempt++,
        this.options.initialBackoffMs ?? INITIAL_BACKOFF_MS,
        this.options.maxBackoffMs ?? MAX_BACKOFF_MS,
        this.options.random ?? Math.random,
      );
      this.setState('reconnecting', `${refusal ?? `connection closed (${code})`}; retrying in ${delay} ms`);
      this.retryTimer = setTimeout(() => this.connect(), delay);
      this.retryTimer.unref();
    });
  }
}
