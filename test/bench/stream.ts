/**
 * 5. /v1/stream fan-out: 1,000 WebSocket clients each holding 5 tickers (200 tickers, 25 holders each)
 * while a synthetic feed publishes 1,000 ticks/s into the server's bus → p50/p99 tick-to-frame latency
 * (the tick's timestamp is the instant it was published; latency is measured when the client has the
 * frame) and the server's peak RSS. The run has two halves: without, then with a slow reader that holds
 * the 5 busiest tickers and never reads; the others' p99 must not move. The server runs in its own
 * process (this same file with `--stream-bench-server`), loopback only; every step is bounded in time.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { systemClock } from '../../src/core/clock';
import { createKey } from '../../src/engine/keys/keys';
import { buildServer } from '../../src/http/server';
import { createQuoteBus } from '../../src/quotes/bus';
import { messageText } from '../../src/quotes/protocol';
import { openStore } from '../../src/store/open';
import { ms, percentile, printFigure, step } from './support';

const CLIENTS = 1000;
const TICKERS = 200;
const PER_CLIENT = 5;
const TICKS_PER_SECOND = 1000;
/** Half of all ticks go to the 5 busiest tickers, the rest spread over the others. */
const HOT = 5;
const PHASE_MS = 5000;
const TARGET_P99_MS = 20;
const SERVER_FLAG = '--stream-bench-server';

const tickerName = (i: number): string => `T${String(i).padStart(3, '0')}`;

type ToServer = { cmd: 'feed'; on: boolean } | { cmd: 'rss' } | { cmd: 'stop' };
type FromServer = { kind: 'ready'; url: string; key: string } | { kind: 'rss'; rss: number };

/** The server process: a store with a Pro key, a bus primed for every ticker, and the synthetic feed. */
async function runServer(): Promise<void> {
  const clock = systemClock;
  const store = await openStore({ path: ':memory:', clock, sample: false });
  const { key } = await createKey(store, clock, { account: 'bench', plan: 'pro' });
  const bus = createQuoteBus();
  for (let i = 0; i < TICKERS; i++) bus.publish({ ticker: tickerName(i), price: 100, bidPrice: 99.99, askPrice: 100.01, at: Date.now(), transport: 'WebSocket' });
  const app = await buildServer({ store, clock, quotes: bus, log: () => undefined, quotas: { pro: 1_000_000 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };

  let feed: NodeJS.Timeout | undefined;
  let published = 0;
  const send = (message: FromServer): void => void process.send!(message);
  process.on('message', (message: ToServer) => {
    if (message.cmd === 'rss') send({ kind: 'rss', rss: process.memoryUsage().rss });
    else if (message.cmd === 'feed' && message.on && feed === undefined) {
      const started = performance.now();
      published = 0;
      feed = setInterval(() => {
        // Catch up to exactly TICKS_PER_SECOND whatever the timer's jitter.
        const due = Math.floor(((performance.now() - started) * TICKS_PER_SECOND) / 1000);
        for (; published < due; published++) {
          const n = published % 2 === 0 ? published % HOT : HOT + (published % (TICKERS - HOT));
          const price = 100 + (published % 100) / 100;
          bus.publish({ ticker: tickerName(n), price, bidPrice: price - 0.01, askPrice: price + 0.01, at: Date.now(), transport: 'WebSocket' });
        }
      }, 5);
    } else if (message.cmd === 'feed' && !message.on) {
      clearInterval(feed);
      feed = undefined;
    } else if (message.cmd === 'stop') {
      clearInterval(feed);
      void app.close().then(() => {
        store.close();
        process.exit(0);
      });
    }
  });
  send({ kind: 'ready', url: `ws://127.0.0.1:${address.port}/v1/stream`, key });
}

/** Waits for the server's next `kind` message; sends `message` first when given. */
function reply<T extends FromServer['kind']>(child: ChildProcess, kind: T, message?: ToServer, timeoutMs = 10_000): Promise<Extract<FromServer, { kind: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stream bench server sent no ${kind} within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (answer: FromServer): void => {
      if (answer.kind !== kind) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(answer as Extract<FromServer, { kind: T }>);
    };
    child.on('message', onMessage);
    if (message !== undefined) child.send(message);
  });
}

const serverRss = async (child: ChildProcess): Promise<number> => (await reply(child, 'rss', { cmd: 'rss' })).rss;

/** Opens a client holding `tickers`; resolves once the server has replayed all of them. */
function openClient(url: string, key: string, tickers: string[], onFrame: (text: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { authorization: `Bearer ${key}` }, perMessageDeflate: false });
    let replayed = 0;
    const timer = setTimeout(() => reject(new Error('a bench client was not subscribed within 30 s')), 30_000);
    ws.on('open', () => ws.send(JSON.stringify({ action: 'subscribe', tickers })));
    ws.on('message', (data: Buffer) => {
      if (replayed < tickers.length) {
        if (++replayed === tickers.length) {
          clearTimeout(timer);
          resolve(ws);
        }
        return;
      }
      onFrame(messageText(data));
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

const sleep = (msToWait: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, msToWait));

export async function printStream(): Promise<boolean> {
  step(`stream: starting a server process with ${TICKERS} tickers on the bus`);
  const child = fork(fileURLToPath(import.meta.url), [SERVER_FLAG], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const killer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const clients: WebSocket[] = [];
  try {
    const { url, key } = await reply(child, 'ready', undefined, 30_000);
    const rssIdle = await serverRss(child);
    let phase: number[] = [];
    const onFrame = (text: string): void => {
      const at = Date.parse((JSON.parse(text) as { asOf: string }).asOf);
      phase.push(Date.now() - at);
    };
    step(`stream: opening ${CLIENTS} clients × ${PER_CLIENT} tickers`);
    for (let batch = 0; batch < CLIENTS; batch += 100) {
      const opened = await Promise.all(
        Array.from({ length: 100 }, (_, k) => {
          const c = batch + k;
          return openClient(url, key, Array.from({ length: PER_CLIENT }, (_, j) => tickerName((c * PER_CLIENT + j) % TICKERS)), onFrame);
        }),
      );
      clients.push(...opened);
    }
    const rssConnected = await serverRss(child);

    step(`stream: ${TICKS_PER_SECOND} ticks/s for ${PHASE_MS / 1000} s, then ${PHASE_MS / 1000} s more with a slow reader`);
    child.send({ cmd: 'feed', on: true } satisfies ToServer);
    let rssPeak = rssConnected;
    const sampleRss = async (): Promise<void> => {
      rssPeak = Math.max(rssPeak, await serverRss(child));
    };
    // The first second warms up (JIT, buffers) and is not counted.
    await sleep(1000);
    phase = [];
    for (let s = 0; s < PHASE_MS / 1000; s++) {
      await sleep(1000);
      await sampleRss();
    }
    const without = phase;
    const slow = await openClient(url, key, Array.from({ length: HOT }, (_, j) => tickerName(j)), () => undefined);
    slow.pause();
    clients.push(slow);
    phase = [];
    for (let s = 0; s < PHASE_MS / 1000; s++) {
      await sleep(1000);
      await sampleRss();
    }
    const withSlow = phase;
    child.send({ cmd: 'feed', on: false } satisfies ToServer);

    const p50 = percentile(without, 50);
    const p99 = percentile(without, 99);
    const p99Slow = percentile(withSlow, 99);
    const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    const met = printFigure({
      title: '5. stream tick-to-frame p99',
      detail:
        `${CLIENTS} clients × ${PER_CLIENT} tickers, ${TICKS_PER_SECOND} ticks/s: ${without.length} frames in ${PHASE_MS / 1000} s, p50 ${ms(p50)}, p99 ${ms(p99)}; ` +
        `with one slow reader: ${withSlow.length} frames, p50 ${ms(percentile(withSlow, 50))}, p99 ${ms(p99Slow)}. ` +
        `Server RSS ${mb(rssIdle)} idle, ${mb(rssConnected)} with ${CLIENTS} connections, peak ${mb(rssPeak)} under load.`,
      value: Math.max(p99, p99Slow),
      kind: 'max',
      target: TARGET_P99_MS,
      unit: ' ms',
    });
    return met;
  } finally {
    for (const ws of clients) ws.terminate();
    if (child.connected) child.send({ cmd: 'stop' } satisfies ToServer);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    clearTimeout(killer);
  }
}

if (process.argv.includes(SERVER_FLAG)) void runServer();
