/**
 * `GET /v1/stream`: the live quote WebSocket, attached to the fastify server's `upgrade` event.
 *
 * Handshake: authenticated like any request (`Authorization: Bearer` or the `api_key` query parameter),
 * Free plan refused (403, with the upgrade link when the server has one), and it costs one request of the daily quota; frames are
 * free. A refused handshake is answered with the usual JSON envelope and the socket closed.
 *
 * Subscriptions (at most 5 held): subscribing sends the reading of each newly held ticker at once, then
 * one Quote frame per tick, evaluated when it is delivered. Plus sees the delayed view — what the bus held
 * 15 minutes earlier — checked once a second; Pro sees every tick as it is published.
 *
 * Ticker decisions: a value that cannot be a ticker, a non-US listing (`MIC:TICKER`: quotes cover US
 * listings only, so it could never tick), or a ticker that is neither on the bus nor an active listing of
 * the store, is refused with an error frame naming it and is not held, so it takes none of the 5 slots. A known listing with
 * no reading yet (for Plus: none 15 minutes old yet) is held, and an error frame naming it says so;
 * frames follow once it trades.
 *
 * Problems are error frames and never close the connection. A slow reader is conflated: while its socket
 * holds more than `highWaterBytes` unsent, only the newest pending reading per ticker is kept, and those
 * go out when the socket drains — so it never stalls other connections or grows memory without bound.
 */
import { DELAY_MS } from '../engine/quotes/view';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { parse as parseQueryString } from 'node:querystring';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { ApiError, errorEnvelope, invalidParameter, notFound, serviceUnavailable, toApiError } from '../core/errors';
import { parseTicker } from '../core/tickers';
import type { Caller } from '../engine/context';
import { planAllows } from '../operations/operation';
import { planRefusal } from '../operations/upgrade';
import { sourceSql } from '../store/source';
import {
  ClientMessageSchema,
  MAX_HELD_TICKERS,
  messageText,
  parseMessage,
  STREAM_PATH,
  type ErrorFrame,
  type QuoteFrame,
} from '../quotes/protocol';
import type { QuoteBus, Reading } from '../quotes/types';
import { bearerCredential, takeApiKey } from './auth';
import type { Reservation } from './quota';
import type { ServerServices } from './services';
import { answerPlainStreamRequests } from './stream-plain';

/** A reading evaluated for delivery at `now` (spec "Quote"). */
export type QuoteEvaluator = (reading: Reading, now: Date, delayed: boolean) => Omit<QuoteFrame, 'type'>;

export interface StreamOptions {
  bus: QuoteBus;
  evaluate: QuoteEvaluator;
  /** Ping interval; a connection that has not answered the previous ping by the next one is terminated. */
  pingIntervalMs?: number;
  /** How far behind the delayed (Plus) view is. */
  delayMs?: number;
  /** How often the delayed view is checked for newly due readings. */
  delayedCheckMs?: number;
  /** Unsent bytes above which a connection is conflated. */
  highWaterBytes?: number;
}

/** The timings a server may tune (tests shorten them). */
export type StreamTuning = Omit<StreamOptions, 'bus' | 'evaluate'>;

export const PING_INTERVAL_MS = 30_000;
const DELAYED_CHECK_MS = 1000;
const HIGH_WATER_BYTES = 64 * 1024;
const DRAIN_RECHECK_MS = 10;
/** Error frames are dropped once this many times `highWaterBytes` are waiting to be sent. */
const ERROR_BACKLOG_FACTOR = 4;
/** Far above the largest valid message (100 tickers); a larger one is a protocol abuse and closes the socket. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** One stream connection: what it holds and what is waiting for its socket to drain. */
class Connection {
  /** Held tickers → the reading last sent for it (undefined: none sent yet). */
  readonly held = new Map<string, Reading | undefined>();
  /** Readings waiting while the socket is backed up, newest per ticker. */
  readonly pending = new Map<string, Reading>();
  alive = true;
  private draining = false;
  /** Messages are handled one at a time, in order (a subscribe may wait for the store). */
  queue: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    readonly socket: Socket,
    readonly caller: Caller,
    readonly delayed: boolean,
    private readonly highWaterBytes: number,
    private readonly render: (reading: Reading, delayed: boolean) => string,
  ) {}

  /** Sends a reading now, or keeps it as the newest pending one of its ticker while the socket is backed up. */
  deliver(reading: Reading, frame?: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.held.set(reading.ticker, reading);
    if (this.draining || this.ws.bufferedAmount > this.highWaterBytes) {
      this.pending.set(reading.ticker, reading);
      this.waitForDrain();
      return;
    }
    this.ws.send(frame ?? this.render(reading, this.delayed));
  }

  error(message: string, ticker?: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    // A client that keeps sending while it reads nothing would otherwise queue error frames without
    // bound; far behind, it loses them (quote frames are conflated instead, never lost).
    if (this.ws.bufferedAmount > this.highWaterBytes * ERROR_BACKLOG_FACTOR) return;
    const frame: ErrorFrame = ticker === undefined ? { type: 'error', message } : { type: 'error', ticker, message };
    this.ws.send(JSON.stringify(frame));
  }

  private waitForDrain(): void {
    if (this.draining) return;
    this.draining = true;
    const flush = (): void => {
      this.draining = false;
      const readings = [...this.pending.values()];
      this.pending.clear();
      // Evaluated now, at delivery; a reading for a ticker dropped meanwhile is not sent.
      for (const reading of readings) if (this.held.has(reading.ticker)) this.deliver(reading);
    };
    // Over the threshold without the socket asking for a drain, the bytes are already on their way out:
    // look again shortly rather than spin.
    if (this.socket.writableNeedDrain) this.socket.once('drain', flush);
    else setTimeout(flush, DRAIN_RECHECK_MS);
  }
}

/** Why a non-US listing (`MIC:TICKER`) is not held: it has no intraday quotes, only settled closes. */
const nonUsRefusal = (key: string): string =>
  `Not subscribed to ${key}: live quotes cover US listings only; a non-US listing is priced at its settled close (/v1/stocks/${key}/prices).`;

/** Writes a refusal of the upgrade as an HTTP response with the JSON envelope, then closes the socket. */
function refuse(socket: Socket, error: ApiError): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorEnvelope(error));
  const headers = Object.entries({ ...error.headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${error.status} ${statusText(error.status)}\r\n${headers}\r\n${body}`);
}

const statusText = (status: number): string =>
  ({ 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests', 503: 'Service Unavailable' })[status] ??
  'Internal Server Error';

/** Attaches `/v1/stream` to `app`'s HTTP server; connections are closed when `app` closes. */
export function attachStream(app: FastifyInstance, options: StreamOptions): void {
  const services: ServerServices = app.fds;
  const { bus, evaluate } = options;
  const delayMs = options.delayMs ?? DELAY_MS;
  const highWater = options.highWaterBytes ?? HIGH_WATER_BYTES;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  const connections = new Set<Connection>();
  /** Real-time connections by held ticker: one tick reaches only the connections that hold it. */
  const realtime = new Map<string, Set<Connection>>();

  const render = (reading: Reading, delayed: boolean): string =>
    JSON.stringify({ type: 'quote', ...evaluate(reading, services.clock.now(), delayed) } satisfies QuoteFrame);

  const stopBus = bus.subscribe((reading) => {
    const holders = realtime.get(reading.ticker);
    if (holders === undefined || holders.size === 0) return;
    // Every holder receives the same frame, evaluated once at this delivery.
    const frame = render(reading, false);
    for (const connection of holders) connection.deliver(reading, frame);
  });

  const delayedTimer = setInterval(() => {
    const instant = services.clock.now().getTime() - delayMs;
    for (const connection of connections) {
      if (!connection.delayed) continue;
      for (const [ticker, sent] of connection.held) {
        const due = bus.heldAt(ticker, instant);
        if (due !== undefined && due !== sent && (sent === undefined || due.at >= sent.at)) connection.deliver(due);
      }
    }
  }, options.delayedCheckMs ?? DELAYED_CHECK_MS);
  delayedTimer.unref();

  const pingTimer = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  }, options.pingIntervalMs ?? PING_INTERVAL_MS);
  pingTimer.unref();

  /** The subset of `tickers` that are active listings of the store. */
  const activeListings = async (tickers: readonly string[]): Promise<Set<string>> => {
    if (tickers.length === 0) return new Set();
    const rows = await sourceSql(services.stores).all<{ ticker: string }>(
      `SELECT ticker FROM listings WHERE active AND ticker IN (${tickers.map(() => '?').join(', ')})`,
      [...tickers],
    );
    return new Set(rows.map((row) => row.ticker));
  };

  const hold = (connection: Connection, ticker: string): void => {
    connection.held.set(ticker, undefined);
    if (connection.delayed) return;
    let holders = realtime.get(ticker);
    if (holders === undefined) realtime.set(ticker, (holders = new Set()));
    holders.add(connection);
  };

  const release = (connection: Connection, ticker: string): void => {
    connection.held.delete(ticker);
    connection.pending.delete(ticker);
    const holders = realtime.get(ticker);
    holders?.delete(connection);
    if (holders?.size === 0) realtime.delete(ticker);
  };

  const subscribe = async (connection: Connection, raw: readonly string[]): Promise<void> => {
    const wanted: string[] = [];
    for (const value of raw) {
      const listing = parseTicker(value);
      if (listing === null) connection.error(`'${value}' is not a ticker.`, value);
      // Quotes cover US listings only: a non-US listing never ticks, so it must not take one of the slots.
      else if (listing.mic !== null) connection.error(nonUsRefusal(listing.key), value);
      else if (!connection.held.has(listing.key) && !wanted.includes(listing.key)) wanted.push(listing.key);
    }
    const known = await activeListings(wanted.filter((ticker) => bus.latest(ticker) === undefined));
    const instant = services.clock.now().getTime() - delayMs;
    for (const ticker of wanted) {
      const latest = bus.latest(ticker);
      if (latest === undefined && !known.has(ticker)) {
        connection.error(`Unknown ticker ${ticker}: no active listing and no reading.`, ticker);
        continue;
      }
      if (connection.held.size >= MAX_HELD_TICKERS) {
        connection.error(`Not subscribed to ${ticker}: at most ${MAX_HELD_TICKERS} tickers may be held at once; unsubscribe one first.`, ticker);
        continue;
      }
      hold(connection, ticker);
      const first = connection.delayed ? bus.heldAt(ticker, instant) : latest;
      if (first !== undefined) connection.deliver(first);
      else if (latest === undefined) connection.error(`No reading for ${ticker} yet; frames follow when it trades.`, ticker);
      else connection.error(`No reading for ${ticker} from 15 minutes ago yet (delayed feed); frames follow as they come due.`, ticker);
    }
  };

  const unsubscribe = (connection: Connection, raw: readonly string[]): void => {
    for (const value of raw) {
      const ticker = parseTicker(value)?.key;
      if (ticker !== undefined && connection.held.has(ticker)) release(connection, ticker);
      else connection.error(`Not subscribed to '${value}'.`, value);
    }
  };

  const onMessage = async (connection: Connection, data: RawData, isBinary: boolean): Promise<void> => {
    if (isBinary) {
      connection.error('Malformed message: send JSON text such as {"action":"subscribe","tickers":["AAPL"]}.');
      return;
    }
    const parsed = parseMessage(ClientMessageSchema, messageText(data));
    if (!parsed.ok) {
      connection.error(`Malformed message: ${parsed.reason}. Expected {"action":"subscribe"|"unsubscribe","tickers":[...]}.`);
      return;
    }
    if (parsed.value.action === 'subscribe') await subscribe(connection, parsed.value.tickers);
    else unsubscribe(connection, parsed.value.tickers);
  };

  const accept = (ws: WebSocket, socket: Socket, caller: Caller): void => {
    const connection = new Connection(ws, socket, caller, caller.plan === 'plus', highWater, render);
    connections.add(connection);
    ws.on('pong', () => {
      connection.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      connection.queue = connection.queue
        .then(() => onMessage(connection, data, isBinary))
        .catch((error: unknown) => {
          services.log(`stream: message failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          connection.error(toApiError(error).message);
        });
    });
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      connections.delete(connection);
      for (const ticker of [...connection.held.keys()]) release(connection, ticker);
    });
  };

  /** Authenticates, gates and counts the handshake; throws the ApiError that refuses it. */
  const admit = async (request: IncomingMessage): Promise<{ caller: Caller; reservation: Reservation | undefined }> => {
    if (services.closing) throw serviceUnavailable('The server is shutting down; reconnect to another instance or after restart.');
    const url = request.url ?? '/';
    const q = url.indexOf('?');
    const { apiKey, rest } = takeApiKey(parseQueryString(q === -1 ? '' : url.slice(q + 1)));
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) throw invalidParameter(`Unknown query parameter '${unknown}'. Supported parameters: api_key.`);
    const caller = await services.auth.authenticate(bearerCredential(request.headers.authorization) ?? apiKey);
    if (!planAllows('paid', caller.plan)) {
      throw planRefusal('The quote stream', 'a paid plan (Plus or Pro)', caller.plan, services.upgradeUrl);
    }
    return { caller, reservation: caller.kind === 'local' ? undefined : await services.quota.reserve(caller) };
  };

  const onUpgrade = (request: IncomingMessage, socket: Socket, head: Buffer): void => {
    const url = request.url ?? '/';
    const path = url.split('?', 1)[0]!;
    const started = performance.now();
    const logLine = (status: number, who: string): void =>
      services.log(`${request.method ?? 'GET'} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms account=${who}`);
    socket.on('error', () => socket.destroy());
    if (path !== STREAM_PATH) {
      refuse(socket, notFound(`No WebSocket route at ${path.slice(0, 200)}; the stream is ${STREAM_PATH}.`));
      logLine(404, '-');
      return;
    }
    admit(request).then(
      ({ caller, reservation }) => {
        // A handshake ws rejects (bad WebSocket headers) never reaches the callback: give its slot back.
        socket.once('close', () => reservation?.release());
        wss.handleUpgrade(request, socket, head, (ws) => {
          reservation?.commit();
          logLine(101, caller.id);
          accept(ws, socket, caller);
        });
      },
      (error: unknown) => {
        const apiError = error instanceof ApiError ? error : toApiError(error);
        if (!(error instanceof ApiError)) services.log(`stream: handshake failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        refuse(socket, apiError);
        logLine(apiError.status, '-');
      },
    );
  };

  app.server.on('upgrade', onUpgrade);
  answerPlainStreamRequests(app);
  app.addHook('preClose', (done) => {
    app.server.off('upgrade', onUpgrade);
    clearInterval(pingTimer);
    clearInterval(delayedTimer);
    stopBus();
    for (const connection of connections) connection.ws.close(1001, 'server shutting down');
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    // Anyone who did not finish the closing handshake in time is cut off.
    for (const connection of connections) connection.ws.terminate();
    wss.close(() => done());
  });
}
