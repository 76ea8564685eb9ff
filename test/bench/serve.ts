/**
 * 2. Throughput of `fds serve` on GET /v1/stocks/AAPL/prices with a Pro key ÷ a bare node:http server
 * sending the same bytes, both in their own process, both loaded by autocannon from this process with the
 * same connections and duration. Also the p99 latency of each. Loads go only to 127.0.0.1.
 */
import autocannon, { type Result } from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { startServer, stop } from './server-child';
import { benchPath, BIN, cliEnv, fds, printFigure, removeStore, step, type Figure } from './support';

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;

// The baseline: node:http answering every request with the bytes fds serve sent, nothing else.
const BARE_SERVER = `
const { readFileSync } = require('node:fs');
const http = require('node:http');
const body = readFileSync(process.argv[1]);
const type = process.argv[2];
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stderr.write('listening on http://127.0.0.1:' + server.address().port + '\\n'));
process.on('SIGINT', () => server.close(() => process.exit(0)));
`;

const latency = (value: number): string => (value < 1 ? 'under 1 ms' : `${value} ms`);

async function load(url: string, headers: Record<string, string>): Promise<Result> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_S });
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
}

export async function serveThroughput(): Promise<{ figure: Figure; p99: string }> {
  const store = benchPath('serve.duckdb');
  removeStore(store);
  step('serve: creating a store with the sample set and a Pro key');
  fds(store, ['init']);
  const { key } = JSON.parse(fds(store, ['keys', 'create', '--account', 'bench', '--plan', 'pro']).stdout) as { key: string };
  const headers = { authorization: `Bearer ${key}` };

  // A quota far above what the run can spend: every answer must be a 200, never a 429.
  const fdsServer = await startServer(process.execPath, [BIN, 'serve', '--port', '0', '--quota-pro', '1000000000'], cliEnv(store));
  let bare: { child: ChildProcess; url: string } | undefined;
  try {
    const path = '/v1/stocks/AAPL/prices';
    const sample = await fetch(`${fdsServer.url}${path}`, { headers });
    if (sample.status !== 200) throw new Error(`GET ${path} answered ${sample.status}: ${await sample.text()}`);
    const bodyFile = benchPath('prices-body.json');
    writeFileSync(bodyFile, Buffer.from(await sample.arrayBuffer()));
    bare = await startServer(process.execPath, ['-e', BARE_SERVER, bodyFile, sample.headers.get('content-type') ?? 'application/json'], process.env);

    step(`serve: autocannon ${CONNECTIONS} connections × ${DURATION_S} s on fds serve`);
    const served = await load(`${fdsServer.url}${path}`, headers);
    step(`serve: autocannon ${CONNECTIONS} connections × ${DURATION_S} s on a bare node:http server`);
    const baseline = await load(`${bare.url}${path}`, {});
    if (served.non2xx > 0 || served.errors > 0) throw new Error(`fds serve answered ${served.non2xx} non-2xx responses and ${served.errors} errors`);

    return {
      figure: {
        title: '2. `fds serve` requests/s ÷ bare node:http (same bytes)',
        detail: `${served.requests.average.toFixed(0)} req/s vs ${baseline.requests.average.toFixed(0)} req/s; ${CONNECTIONS} connections, ${DURATION_S} s each`,
        value: served.requests.average / baseline.requests.average,
        kind: 'min',
        target: 0.5,
        unit: '×',
      },
      p99: `    p99 latency (autocannon, whole milliseconds): fds serve ${latency(served.latency.p99)}, bare node:http ${latency(baseline.latency.p99)}`,
    };
  } finally {
    await stop(fdsServer.child);
    if (bare) await stop(bare.child);
  }
}

export async function printServe(): Promise<boolean> {
  const { figure, p99 } = await serveThroughput();
  const met = printFigure(figure);
  console.log(p99);
  return met;
}
