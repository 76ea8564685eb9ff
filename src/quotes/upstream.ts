/**
 * The upstream feed: this server's bus driven by another server's `/v1/stream`. The tickers are split
 * into groups of 5 (the stream's per-connection limit), one reconnecting connection per group; every
 * quote frame becomes a reading on the bus. A dropped upstream only stops new readings: the bus keeps
 * the last good ones, and each connection resubscribes when it is back.
 */
import { MAX_HELD_TICKERS, type ServerFrame } from './protocol';
import { StreamClient, type StreamClientOptions } from './stream-client';
import type { Feed, FeedState, QuoteBus, Reading } from './types';

export interface UpstreamOptions {
  /** Base URL of the upstream server (`http://host:port`) or its stream URL. */
  url: string;
  /** API key on the upstream (Plus gives the delayed view, Pro real time). */
  apiKey: string;
  tickers: readonly string[];
  /** Problems reported by the upstream or the connections (error frames, drops, refusals). */
  log?: (line: string) => void;
  /** How long `start` waits for the first answer of each connection before resolving anyway. */
  startTimeoutMs?: number;
  /** Reconnection tuning of each connection. */
  client?: Pick<StreamClientOptions, 'initialBackoffMs' | 'maxBackoffMs' | 'idleTimeoutMs' | 'random'>;
}

const START_TIMEOUT_MS = 5000;

/** A stream frame as a reading on this server's bus. */
export function readingOf(frame: Extract<ServerFrame, { type: 'quote' }>): Reading {
  return { ticker: frame.ticker, price: frame.price, bidPrice: frame.bidPrice, askPrice: frame.askPrice, at: Date.parse(frame.asOf), transport: 'WebSocket' };
}

/** Splits `tickers` (deduplicated, order kept) into groups one connection can hold. */
export function connectionGroups(tickers: readonly string[]): string[][] {
  const unique = [...new Set(tickers)];
  const groups: string[][] = [];
  for (let i = 0; i < unique.length; i += MAX_HELD_TICKERS) groups.push(unique.slice(i, i + MAX_HELD_TICKERS));
  return groups;
}

/** Creates the upstream feed; nothing connects before `start`. */
export function createUpstreamFeed(options: UpstreamOptions): Feed {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let clients: StreamClient[] = [];
  let current: FeedState = 'starting';

  const state = (): FeedState => {
    if (current !== 'live') return current;
    return clients.every((client) => client.state() === 'open') ? 'live' : 'reconnecting';
  };

  return {
    name: 'upstream',
    state,

    start(bus: QuoteBus): Promise<void> {
      const groups = connectionGroups(options.tickers);
      const firstAnswers = groups.map((group) => {
        let answered: () => void = () => undefined;
        const waiting = new Set(group);
        const done = new Promise<void>((resolve) => {
          answered = resolve;
        });
        const client = new StreamClient({
          ...options.client,
          url: options.url,
          apiKey: options.apiKey,
          tickers: group,
          onFrame: (frame) => {
            if (frame.type === 'quote') bus.publish(readingOf(frame));
            else log(`upstream: ${frame.ticker === undefined ? '' : `${frame.ticker}: `}${frame.message}`);
            if (frame.ticker !== undefined) waiting.delete(frame.ticker);
            if (waiting.size === 0) answered();
          },
          onState: (clientState, detail) => {
            if (detail !== undefined) log(`upstream ${group.join(',')}: ${clientState}: ${detail}`);
            // An upstream that is down at start must not hold this server back: it keeps retrying.
            if (clientState === 'reconnecting') answered();
          },
        });
        clients.push(client);
        client.start();
        return done;
      });
      current = 'live';
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.startTimeoutMs ?? START_TIMEOUT_MS);
        timer.unref();
        void Promise.all(firstAnswers).then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },

    async stop(): Promise<void> {
      current = 'stopped';
      const stopping = clients;
      clients = [];
      await Promise.all(stopping.map((client) => client.stop()));
    },
  };
}
