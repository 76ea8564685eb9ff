/**
 * Shared set-up of the stream tests: a real server (the usual harness) listening on an ephemeral
 * loopback port with a quote bus, and real `ws` clients that record every frame they receive.
 */
import type { AddressInfo } from 'node:net';
import { WebSocket, type ClientOptions } from 'ws';
import type { StreamTuning } from '../../src/http/stream';
import { createQuoteBus } from '../../src/quotes/bus';
import { parseMessage, ServerFrameSchema, type ServerFrame } from '../../src/quotes/protocol';
import type { QuoteBus, Reading } from '../../src/quotes/types';
import { harness, type Harness } from './support';

export interface StreamServer {
  h: Harness;
  bus: QuoteBus;
  /** `ws://127.0.0.1:port/v1/stream`. */
  url: string;
  port: number;
}

/** Test timings: fast pings and delayed checks so nothing waits for production intervals. */
export const FAST: StreamTuning = { pingIntervalMs: 60_000, delayedCheckMs: 20 };

export async function streamServer(
  options: { stream?: StreamTuning; quotas?: Partial<Record<'free' | 'plus' | 'pro', number>>; now?: string; bus?: QuoteBus; port?: number; upgradeUrl?: string } = {},
): Promise<StreamServer> {
  const bus = options.bus ?? createQuoteBus();
  const h = await harness({
    quotes: bus,
    stream: options.stream ?? FAST,
    ...(options.quotas ? { quotas: options.quotas } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.upgradeUrl === undefined ? {} : { upgradeUrl: options.upgradeUrl }),
  });
  await h.app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const port = (h.app.server.address() as AddressInfo).port;
  return { h, bus, url: `ws://127.0.0.1:${port}/v1/stream`, port };
}

/** A reading of `ticker` at `iso` with a one-cent spread around `price`. */
export const reading = (ticker: string, price: number, iso: string): Reading => ({
  ticker,
  price,
  bidPrice: Math.round((price - 0.01) * 100) / 100,
  askPrice: Math.round((price + 0.01) * 100) / 100,
  at: new Date(iso).getTime(),
  transport: 'WebSocket',
});

/** A connected client that keeps every parsed frame, in order. */
export class TestClient {
  readonly frames: ServerFrame[] = [];
  closed: { code: number } | undefined;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const parsed = parseMessage(ServerFrameSchema, data.toString('utf8'));
      if (!parsed.ok) throw new Error(`unparseable frame: ${data.toString('utf8')}`);
      this.frames.push(parsed.value);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closed = { code };
      this.wake();
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves once `count` frames have arrived (in total); rejects after `timeoutMs`. */
  async waitFrames(count: number, timeoutMs = 3000): Promise<ServerFrame[]> {
    await this.until(() => this.frames.length >= count, `${count} frames (have ${this.frames.length})`, timeoutMs);
    return this.frames.slice(0, count);
  }

  /** Resolves once the connection is closed. */
  async waitClosed(timeoutMs = 3000): Promise<{ code: number }> {
    await this.until(() => this.closed !== undefined, 'close', timeoutMs);
    return this.closed!;
  }

  async until(done: () => boolean, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; ${this.frames.length} frames, the last: ${JSON.stringify(this.frames.slice(-3))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Opens a client; rejects with the refusal when the server refuses the upgrade. */
export function connect(url: string, options: ClientOptions = {}): Promise<TestClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    ws.once('open', () => resolve(new TestClient(ws)));
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => reject(new Refused(response.statusCode ?? 0, body, response.headers)));
    });
    ws.once('error', reject);
  });
}

/** A refused handshake: the HTTP status and body the server answered with. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Record<string, string | string[] | undefined>,
  ) {
    super(`refused ${status}: ${body}`);
  }
}

/** The refusal of a handshake that must be refused. */
export async function refusal(url: string, options: ClientOptions = {}): Promise<Refused> {
  try {
    const client = await connect(url, options);
    client.close();
  } catch (error) {
    if (error instanceof Refused) return error;
    throw error;
  }
  throw new Error('the handshake was accepted');
}

export const bearerHeader = (key: string): ClientOptions => ({ headers: { authorization: `Bearer ${key}` } });
