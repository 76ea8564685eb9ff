/**
 * Two `fds serve` replicas on one PostgreSQL state store, each with its own DuckDB copy of the captures:
 * quotas exact across both (one atomic statement per counted request), portfolio limits exact across
 * both (checked under the portfolio's lock in the writing transaction), keys revoked on one stop on the
 * other within the caller cache lifetime, and `/v1/health` naming the state store without secrets. A
 * server refuses to start on a state store that `fds state migrate` has not prepared.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { createKey } from '../../src/engine/keys/keys';
import { MAX_LOTS_PER_PORTFOLIO } from '../../src/engine/portfolios/limits';
import { CALLER_CACHE_MS } from '../../src/http/auth';
import { serve } from '../../src/http/serve';
import { startServer, type RunningServer } from '../../src/http/server';
import { openSharedState, type SharedState } from '../../src/state/pg/shared';
import { countOn } from '../../src/state/pg/usage';
import { postgresStates, type PostgresStates } from '../support/state';
import { emptyStore, sampleStore, type SampleFixture } from '../support/store';
import { fds } from '../commands/support';

const ADMIN = 'replica-admin-token-0123456789';
const DAY = '2026-11-21';

interface Replica {
  fx: SampleFixture;
  state: SharedState;
  server: RunningServer;
  /** The monotonic clock of its caller cache, moved by the test. */
  cacheMs: { now: number };
}

let postgres: PostgresStates;
let url: string;
let replicas: Replica[];
let freeKey: string;
let proKey: { id: string; key: string; accountId: string };

async function replica(): Promise<Replica> {
  const fx = await sampleStore();
  const state = await openSharedState(url);
  const cacheMs = { now: 0 };
  const server = await startServer({
    store: fx.store,
    state,
    clock: fx.clock,
    host: '127.0.0.1',
    port: 0,
    adminToken: ADMIN,
    log: () => undefined,
    monotonicMs: () => cacheMs.now,
  });
  return { fx, state, server, cacheMs };
}

/** What the tests read of an answer: a created id, a list of ids, or the error envelope. */
interface Body {
  id: string;
  data: { id: string }[];
  error: { code: string; status: number; message: string };
}

async function call(at: Replica, key: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const response = await request(`${at.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.body.text();
  return { status: response.statusCode, body: (text === '' ? {} : JSON.parse(text)) as Body };
}

beforeAll(async () => {
  postgres = postgresStates();
  const fresh = await postgres.fresh();
  url = fresh.url;
  await fresh.state.close();
  replicas = [await replica(), await replica()];
  const clock = fixedClock('2026-11-21T15:00:00Z');
  freeKey = (await createKey(replicas[0]!.state, clock, { account: 'free-account', plan: 'free' })).key;
  proKey = await createKey(replicas[1]!.state, clock, { account: 'pro-account', plan: 'pro' });
});

afterAll(async () => {
  for (const r of replicas ?? []) {
    await r.server.close();
    r.fx.store.close();
    await r.state.close();
  }
  await postgres?.stop();
});

describe('two replicas on one PostgreSQL state store', () => {
  it('gives a Free key exactly its quota across both: 300 parallel requests, 100 succeed and 200 are rate_limited', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => call(replicas[i % 2]!, freeKey, 'GET', '/v1/portfolios')));
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(100);
    expect(limited).toHaveLength(200);
    expect(limited.every((a) => a.body.error.code === 'rate_limited' && a.body.error.status === 429)).toBe(true);
    // Both replicas answered some of each: the quota really was shared, not split.
    const account = (await replicas[0]!.state.one<{ id: string }>("SELECT id FROM accounts WHERE name = 'free-account'"))!.id;
    expect(await countOn(replicas[1]!.state, account, DAY)).toBe(100);
  });

  it('stores exactly the allowed lots when 50 adds at the lot limit arrive at both replicas at once', async () => {
    const created = await call(replicas[0]!, proKey.key, 'POST', '/v1/portfolios', { name: 'At the limit' });
    expect(created.status).toBe(201);
    const portfolioId = created.body.id;
    const room = 5;
    // Filled straight in the state store up to five below the limit, as earlier adds would have.
    await replicas[0]!.state.run(
      `INSERT INTO lots (id, portfolio_id, instrument_kind, ticker, occ_ticker, quantity, cost_per_unit, acquired_date, fx_rate, note,
         closed_date, close_price_per_unit, split_from, created_at, seq)
       SELECT 'seeded-' || n, ?, 'Stock', 'AAPL', NULL, 1, 100, DATE '2026-01-05', NULL, NULL, NULL, NULL, NULL, TIMESTAMP '2026-11-21 15:00:00', n
       FROM generate_series(1, ?) AS g(n)`,
      [portfolioId, MAX_LOTS_PER_PORTFOLIO - room],
    );
    const lot = { ticker: 'AAPL', quantity: 1, costPerUnit: 150, acquiredDate: '2026-01-05' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(replicas[i % 2]!, proKey.key, 'POST', `/v1/portfolios/${portfolioId}/lots`, lot)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(room);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(50 - room);
    expect(refused.every((a) => a.status === 400 && /holds at most 200 lots/.test(a.body.error.message))).toBe(true);
    const stored = await replicas[1]!.state.all<{ seq: number }>('SELECT seq FROM lots WHERE portfolio_id = ? ORDER BY seq', [portfolioId]);
    expect(stored).toHaveLength(MAX_LOTS_PER_PORTFOLIO);
    // Sequence numbers were taken one after the other: no two lots share one.
    expect(stored.map((r) => r.seq)).toEqual(Array.from({ length: MAX_LOTS_PER_PORTFOLIO }, (_, i) => i + 1));
  });

  it('creates a portfolio name once when both replicas are asked at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(replicas[i % 2]!, proKey.key, 'POST', '/v1/portfolios', { name: 'Once' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => /already have a portfolio named 'Once'/.test(a.body.error.message))).toBe(true);
  });

  it('sees on one replica what the other wrote: a portfolio created on A lists on B', async () => {
    const created = await call(replicas[0]!, proKey.key, 'POST', '/v1/portfolios', { name: 'Seen everywhere' });
    const listed = await call(replicas[1]!, proKey.key, 'GET', '/v1/portfolios');
    expect(listed.body.data.map((p) => p.id)).toContain(created.body.id);
  });

  it('a key revoked on one replica stops working on the other once the caller cache lifetime has passed', async () => {
    const revocable = await createKey(replicas[0]!.state, fixedClock('2026-11-21T15:00:00Z'), { account: 'leaving', plan: 'pro' });
    expect((await call(replicas[1]!, revocable.key, 'GET', '/v1/portfolios')).status).toBe(200);
    expect((await call(replicas[0]!, ADMIN, 'DELETE', `/_local/keys/${revocable.id}`)).status).toBe(200);
    expect((await call(replicas[0]!, revocable.key, 'GET', '/v1/portfolios')).status).toBe(401);
    // Replica B remembers the caller for at most CALLER_CACHE_MS of its monotonic clock.
    expect((await call(replicas[1]!, revocable.key, 'GET', '/v1/portfolios')).status).toBe(200);
    replicas[1]!.cacheMs.now += CALLER_CACHE_MS + 1;
    expect((await call(replicas[1]!, revocable.key, 'GET', '/v1/portfolios')).status).toBe(401);
  });

  it('/v1/health names the PostgreSQL state store by host, port and database, never its user or password', async () => {
    const parsed = new URL(url);
    for (const r of replicas) {
      const response = await request(`${r.server.url}/v1/health`);
      const text = await response.body.text();
      expect(JSON.parse(text)).toEqual({ status: 'ok', version: 'v1', state: `postgres (127.0.0.1:${parsed.port}${parsed.pathname})`, captures: 'embedded' });
      expect(text).not.toContain(parsed.password);
      // No user part at all (the database name may contain the user's name, as in these tests).
      expect(text).not.toContain('@');
      expect(text).not.toContain(`${parsed.username}:`);
    }
  });
});

describe('a failing state store', () => {
  it('answers 503 service_unavailable naming the store with its password masked, never a 500', async () => {
    const broken = await replica();
    try {
      await broken.state.close();
      const answer = await call(broken, proKey.key, 'GET', '/v1/portfolios');
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('service_unavailable');
      expect(answer.body.error.message).toContain(`The state store postgres://fds:****@127.0.0.1:${new URL(url).port}`);
      expect(JSON.stringify(answer.body)).not.toContain(new URL(url).password);
    } finally {
      await broken.server.close();
      broken.fx.store.close();
    }
  });
});

describe('fds serve --state', () => {
  it('says in its start line which state store it uses, without user or password, and closes it on stop', async () => {
    const captures = await emptyStore();
    const state = await openSharedState(url);
    const banner: string[] = [];
    const running = await serve(
      { store: captures.store, state, clock: captures.clock, host: '127.0.0.1', port: 0, storePath: ':memory:', feed: 'none', log: () => undefined },
      (line) => banner.push(line),
    );
    await running.close();
    const parsed = new URL(url);
    expect(banner[0]).toContain(`state: postgres (127.0.0.1:${parsed.port}${parsed.pathname})`);
    expect(banner[0]).not.toContain(parsed.password);
    await expect(state.one('SELECT 1 AS one')).rejects.toThrow();
  });

  it('refuses to start on a state store without the state schema, naming fds state migrate, exit 6, no password', async () => {
    const bare = await postgres.bare();
    const password = new URL(bare).password;
    const run = await fds(['serve', '--port', '0', '--state', bare], { env: { FDS_DB: ':memory:' } });
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/lacks migrations 1, 2 of this build: run fds state migrate/);
    expect(run.stderr).toContain('fds:****@127.0.0.1');
    expect(run.stderr).not.toContain(password);
  });

  it('refuses an unreachable state store (FDS_STATE_URL) with exit 6 and the URL masked', async () => {
    const closed = `postgres://fds:hidden-pw@127.0.0.1:1/fds`;
    const run = await fds(['serve', '--port', '0'], { env: { FDS_DB: ':memory:', FDS_STATE_URL: closed } });
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/Cannot reach the state store postgres:\/\/fds:\*\*\*\*@127\.0\.0\.1:1\/fds/);
    expect(run.stderr).not.toContain('hidden-pw');
  });
});
