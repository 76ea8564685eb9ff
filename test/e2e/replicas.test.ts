/**
 * Three real replicas (`bin/fds serve --state URL --captures DIR` children) on one PostgreSQL state store
 * and one captures directory, published by a fourth node: `fds serve --state URL` over a store file with
 * the sample set, through which the operator's commands (`fds keys create`, `fds ingest`, `fds captures
 * publish`) go. Checked across processes: the daily quota, the 200-lot limit, a replica killed while it
 * writes, a new captures version picked up under a read loop, and the replicas' answers against the
 * publishing node's.
 *
 * Keys are created the way an operator would, with `fds keys create` on the publishing node; the only
 * rows written straight into PostgreSQL are the 195 lots that put a portfolio near its limit.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOTS_PER_PORTFOLIO } from '../../src/engine/portfolios/limits';
import { DEFAULT_QUOTAS } from '../../src/http/quota';
import { PgState } from '../../src/state/pg/state';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { PORTFOLIO_ID } from './parity-cases/case';
import { allCases } from './parity-support';
import { call, eventually, startServe, stopAll, type Answer, type ServeChild } from './replica-support';
import { AS_OF, ensureBuilt, sandbox, type Sandbox } from './support';

let postgres: PostgresServer;
let url: string;
/** The test's own connection to the shared state store, to read what the servers wrote. */
let pg: PgState;
let box: Sandbox;
let dir: string;
/** The publishing node: `fds serve --state URL` over the sandbox's store file. */
let publisher: ServeChild;
let replicas: ServeChild[];

const FREE_QUOTA = DEFAULT_QUOTAS.free;

interface CreatedKey {
  key: string;
  accountId: string;
}

/** A key made by the operator's CLI on the publishing node (it goes through the server holding the store). */
async function operatorKey(account: string, plan: 'free' | 'plus' | 'pro'): Promise<CreatedKey> {
  const run = await box.fds(['keys', 'create', '--account', account, '--plan', plan, '--json']);
  expect(run.exitCode, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as CreatedKey;
}

const startReplica = () => startServe(box, ['--state', url, '--captures', dir, '--captures-poll', '1']);

/** How /v1/health names the shared state store: host, port and database, never the user or password. */
const stateWhere = (): string => `postgres (127.0.0.1:${postgres.port}/fds_replicas)`;

const healthOf = async (at: ServeChild): Promise<unknown> => (await call(at.url, '', 'GET', '/v1/health')).json;

interface ErrorBody {
  error: { code: string; message: string; status: number };
}

interface LotBody {
  id: string;
  ticker: string;
  quantity: number;
  costPerUnit: number;
  acquiredDate: string;
  note: string | null;
  closedDate: string | null;
  closePricePerUnit: number | null;
}

interface PortfolioBody {
  id: string;
  positions: { lots: LotBody[] }[];
  closedLots: LotBody[];
}

/** Every lot of a portfolio, open and closed, as GET /v1/portfolios/{id} shows it on `at`. */
async function lotsVia(at: ServeChild, key: string, portfolioId: string): Promise<LotBody[]> {
  const answer = await call(at.url, key, 'GET', `/v1/portfolios/${portfolioId}`);
  expect(answer.status, answer.text).toBe(200);
  const body = answer.json as PortfolioBody;
  return [...body.positions.flatMap((p) => p.lots), ...body.closedLots];
}

beforeAll(async () => {
  await ensureBuilt();
  postgres = await startPostgres();
  url = await postgres.database('fds_replicas');
  box = sandbox();
  box.env.FDS_NO_DAEMON = '1';
  dir = join(box.dir, 'captures');
  const migrated = await box.fds(['state', 'migrate', '--state', url]);
  expect(migrated.exitCode, migrated.stderr).toBe(0);
  expect((await box.fds(['init'])).exitCode).toBe(0);
  publisher = await startServe(box, ['--state', url]);
  // Through the server holding the store, as every operator command below.
  const published = await box.fds(['captures', 'publish', 'captures']);
  expect(published.exitCode, published.stderr).toBe(0);
  replicas = await Promise.all([startReplica(), startReplica(), startReplica()]);
  pg = PgState.open(url, { maxConnections: 2 });
}, 180_000);

afterAll(async () => {
  try {
    await stopAll();
  } finally {
    try {
      await pg?.close();
      await postgres?.stop();
    } finally {
      (box as Sandbox | undefined)?.remove();
    }
  }
}, 60_000);

describe('the operator key path', () => {
  it('fds keys create on the publishing node (whose server keeps its state in PostgreSQL) makes a key every replica accepts', async () => {
    const where = stateWhere();
    expect(await healthOf(publisher)).toEqual({ status: 'ok', version: 'v1', state: where, captures: 'embedded' });
    for (const replica of replicas) {
      expect(await healthOf(replica)).toEqual({ status: 'ok', version: 'v1', state: where, captures: `parquet ${dir} v1` });
    }
    const { key, accountId } = await operatorKey('operator-made', 'pro');
    expect(await pg.all('SELECT id, plan FROM accounts WHERE name = ?', ['operator-made'])).toEqual([{ id: accountId, plan: 'pro' }]);
    for (const replica of replicas) {
      const answer = await call(replica.url, key, 'GET', '/v1/portfolios');
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toEqual({ data: [] });
    }
  });
});

describe('three replicas on one PostgreSQL state store', () => {
  it('gives a Free key exactly its daily quota across all three: 300 parallel requests, 100 succeed and 200 are rate_limited', async () => {
    const { key, accountId } = await operatorKey('free-e2e', 'free');
    // A Free-plan read (end-of-day prices), sent round-robin to the three replicas at once.
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => call(replicas[i % 3]!.url, key, 'GET', '/v1/stocks/AAPL/prices?limit=1')));
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(FREE_QUOTA);
    expect(limited).toHaveLength(300 - FREE_QUOTA);
    for (const a of limited) {
      expect(Object.keys(a.json as object)).toEqual(['error']);
      const { error } = a.json as ErrorBody;
      expect(error).toEqual({ code: 'rate_limited', status: 429, message: expect.stringMatching(/^Daily quota of 100 requests for the free plan is used up/) as string });
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
    const remaining = answers.map((a) => Number(a.headers['x-ratelimit-remaining']));
    expect(remaining.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    // Each success took its own slot of the shared counter: the remainders it reported are 99 down to 0, once each.
    expect(ok.map((a) => Number(a.headers['x-ratelimit-remaining'])).sort((a, b) => a - b)).toEqual(Array.from({ length: FREE_QUOTA }, (_, i) => i));
    expect(limited.every((a) => a.headers['x-ratelimit-remaining'] === '0')).toBe(true);
    // The quota is one, not one per replica: each replica took 100 of the requests, so separate counters would
    // have let up to 300 through. Which replica got the successes depends on which ran first, so it is not
    // asserted (a replica slower to start may find the quota already spent).
    expect(await pg.all('SELECT CAST(day AS text) AS day, count FROM usage_counters WHERE account_id = ?', [accountId])).toEqual([{ day: AS_OF, count: FREE_QUOTA }]);
  });

  it('stores exactly the room left under the 200-lot limit when 50 adds arrive at the three replicas at once, and each replica counts the same', async () => {
    const { key } = await operatorKey('lots-e2e', 'pro');
    const created = await call(replicas[0]!.url, key, 'POST', '/v1/portfolios', { name: 'Near the limit' });
    expect(created.status, created.text).toBe(201);
    const portfolioId = (created.json as { id: string }).id;
    const room = 5;
    // Straight into PostgreSQL (many rows): the lots earlier adds would have stored, numbered 1 to 195.
    await pg.run(
      `INSERT INTO lots (id, portfolio_id, instrument_kind, ticker, occ_ticker, quantity, cost_per_unit, acquired_date, fx_rate, note,
         closed_date, close_price_per_unit, split_from, created_at, seq)
       SELECT 'filled-' || g, CAST(? AS text), 'Stock', 'MSFT', NULL, 2, 300, DATE '2026-02-02', NULL, 'filled', NULL, NULL, NULL,
         TIMESTAMP '2026-11-21 15:00:00', g
       FROM generate_series(1, CAST(? AS integer)) AS g`,
      [portfolioId, MAX_LOTS_PER_PORTFOLIO - room],
    );
    const lot = { ticker: 'AAPL', quantity: 3, costPerUnit: 151.25, acquiredDate: '2026-03-02' };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call(replicas[i % 3]!.url, key, 'POST', `/v1/portfolios/${portfolioId}/lots`, lot)));
    const added = answers.filter((a) => a.status === 201);
    expect(added).toHaveLength(room);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(50 - room);
    for (const a of refused) {
      expect(a.status).toBe(400);
      expect((a.json as ErrorBody).error).toMatchObject({ code: 'invalid_parameter', status: 400 });
      expect((a.json as ErrorBody).error.message).toContain(`a portfolio holds at most ${MAX_LOTS_PER_PORTFOLIO} lots`);
    }
    const addedIds = added.map((a) => (a.json as LotBody).id).sort();
    for (const replica of replicas) {
      const listed = await call(replica.url, key, 'GET', '/v1/portfolios');
      expect(listed.json).toEqual({ data: [expect.objectContaining({ id: portfolioId, openLotCount: MAX_LOTS_PER_PORTFOLIO, closedLotCount: 0 })] });
      const lots = await lotsVia(replica, key, portfolioId);
      expect(lots).toHaveLength(MAX_LOTS_PER_PORTFOLIO);
      expect(lots.filter((l) => l.ticker === 'AAPL').map((l) => l.id).sort()).toEqual(addedIds);
    }
    const seqs = await pg.all<{ seq: number }>('SELECT seq FROM lots WHERE portfolio_id = ? ORDER BY seq', [portfolioId]);
    expect(seqs.map((r) => Number(r.seq))).toEqual(Array.from({ length: MAX_LOTS_PER_PORTFOLIO }, (_, i) => i + 1));
  });
});

type Outcome = 'acked' | 'refused' | 'lost';

/** An answer's outcome: acknowledged with `ok`, refused with another status, or lost (no answer came). */
const outcomeOf = (answer: Answer | undefined, ok: number): Outcome => (answer === undefined ? 'lost' : answer.status === ok ? 'acked' : 'refused');

interface LotAttempt {
  portfolioId: string;
  body: { ticker: string; quantity: number; costPerUnit: number; acquiredDate: string; note: string };
  outcome: Outcome;
  /** The id the acknowledgement gave. */
  id?: string;
}

const SALE = { quantity: 1, pricePerUnit: 200, closedDate: '2026-11-20' };

describe('a replica killed while it writes', () => {
  it('loses no acknowledged write and leaves none half-written; a replica restarted on the same PostgreSQL serves', async () => {
    const { key } = await operatorKey('writer-e2e', 'pro');
    const victim = replicas[2]!;
    const witness = replicas[0]!;
    const main = await call(witness.url, key, 'POST', '/v1/portfolios', { name: 'Main' });
    expect(main.status, main.text).toBe(201);
    const mainId = (main.json as { id: string }).id;

    // The writes, each a transaction of the victim: lot adds (one row), partial closes (a row inserted, one
    // updated) and portfolios created, given a lot and deleted (rows of two tables deleted together).
    const adds: LotAttempt[] = [];
    const closes = new Map<string, Outcome>();
    const created = new Map<string, { outcome: Outcome; id?: string }>();
    const deleted = new Map<string, Outcome>();
    let next = 0;
    let acked = 0;
    const send = async (method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<Answer | undefined> => {
      try {
        return await call(victim.url, key, method, path, body);
      } catch {
        return undefined;
      }
    };
    const addLot = async (portfolioId: string, note: string, n: number): Promise<string | undefined> => {
      const body = { ticker: 'AAPL', quantity: 2 + (n % 5), costPerUnit: 100 + n * 0.25, acquiredDate: '2026-01-05', note };
      const answer = await send('POST', `/v1/portfolios/${portfolioId}/lots`, body);
      const attempt: LotAttempt = { portfolioId, body, outcome: outcomeOf(answer, 201) };
      adds.push(attempt);
      if (attempt.outcome === 'refused') throw new Error(`lot add refused: ${answer!.text}`);
      if (attempt.outcome === 'lost') return undefined;
      acked++;
      attempt.id = (answer!.json as { id: string }).id;
      return attempt.id;
    };
    const worker = async (): Promise<void> => {
      // At most 120 lots in Main: well under the 200-lot limit, so no add is refused.
      for (let n = next++; n < 120; n = next++) {
        const note = `kill-${n}`;
        const lotId = await addLot(mainId, note, n);
        if (lotId === undefined) return;
        if (n % 3 === 0) {
          const sold = await send('POST', `/v1/portfolios/${mainId}/lots/${lotId}/close`, SALE);
          closes.set(note, outcomeOf(sold, 200));
          if (sold === undefined) return;
          expect(sold.status, sold.text).toBe(200);
          acked++;
        }
        if (n % 7 === 0) {
          const name = `churn-${n}`;
          const made = await send('POST', '/v1/portfolios', { name });
          created.set(name, { outcome: outcomeOf(made, 201), ...(made?.status === 201 ? { id: (made.json as { id: string }).id } : {}) });
          if (made === undefined) return;
          expect(made.status, made.text).toBe(201);
          const id = (made.json as { id: string }).id;
          if ((await addLot(id, name, n)) === undefined) return;
          const gone = await send('DELETE', `/v1/portfolios/${id}`);
          deleted.set(id, outcomeOf(gone, 204));
          if (gone === undefined) return;
          expect(gone.status, gone.text).toBe(204);
        }
      }
    };
    let stopped = false;
    const workers = Promise.all(Array.from({ length: 6 }, () => worker())).finally(() => {
      stopped = true;
    });
    // Killed once it has acknowledged a couple of dozen writes, with the six workers' requests in flight.
    await eventually(() => acked >= 24 || stopped, 60_000, 5);
    victim.child.kill('SIGKILL');
    // A worker's failure (an unexpected refusal) fails the test here.
    await workers;
    expect(acked).toBeGreaterThanOrEqual(24);
    const ended = await victim.child;
    expect(ended.signal).toBe('SIGKILL');
    const lost = adds.filter((a) => a.outcome === 'lost').length + [...closes.values(), ...deleted.values()].filter((o) => o === 'lost').length
      + [...created.values()].filter((c) => c.outcome === 'lost').length;
    expect(lost, 'requests in flight when the replica was killed').toBeGreaterThan(0);

    // Read back through another replica.
    const stored = await lotsVia(witness, key, mainId);
    const attempted = new Map(adds.filter((a) => a.portfolioId === mainId).map((a) => [a.body.note, a]));
    const byNote = new Map<string, LotBody[]>();
    for (const lot of stored) byNote.set(lot.note ?? '', [...(byNote.get(lot.note ?? '') ?? []), lot]);
    for (const [note, lots] of byNote) {
      // Stored ⊆ attempted: every lot comes from an add sent to the victim.
      const attempt = attempted.get(note);
      expect(attempt, `stored lot ${note} was never sent`).toBeDefined();
      const open = lots.filter((l) => l.closedDate === null);
      const sold = lots.filter((l) => l.closedDate !== null);
      // One acquisition: the open lot (a sale takes 1 of at least 2) and at most the one part sold off.
      expect(open, note).toHaveLength(1);
      expect(sold.length, note).toBeLessThanOrEqual(1);
      for (const lot of lots) {
        expect({ ticker: lot.ticker, costPerUnit: lot.costPerUnit, acquiredDate: lot.acquiredDate }).toEqual({
          ticker: 'AAPL',
          costPerUnit: attempt!.body.costPerUnit,
          acquiredDate: attempt!.body.acquiredDate,
        });
      }
      // A partial close is whole: the part sold and the remainder add up to what was bought.
      expect(open[0]!.quantity + (sold[0]?.quantity ?? 0), note).toBe(attempt!.body.quantity);
      if (sold.length === 1) {
        expect(closes.get(note), `${note} sold without a close sent`).toBeDefined();
        expect({ quantity: sold[0]!.quantity, closedDate: sold[0]!.closedDate, closePricePerUnit: sold[0]!.closePricePerUnit }).toEqual({
          quantity: SALE.quantity,
          closedDate: SALE.closedDate,
          closePricePerUnit: SALE.pricePerUnit,
        });
      }
      if (closes.get(note) === 'acked') expect(sold, `${note}: acknowledged close`).toHaveLength(1);
      if (attempt!.outcome === 'acked') expect(open[0]!.id).toBe(attempt!.id);
    }
    // Acknowledged ⊆ stored, and stored ⊆ attempted in number too.
    const ackedAdds = [...attempted.values()].filter((a) => a.outcome === 'acked');
    for (const a of ackedAdds) expect(byNote.has(a.body.note), `acknowledged ${a.body.note} is missing`).toBe(true);
    expect(byNote.size).toBeGreaterThanOrEqual(ackedAdds.length);
    expect(byNote.size).toBeLessThanOrEqual(ackedAdds.length + [...attempted.values()].filter((a) => a.outcome === 'lost').length);

    // Portfolios: only ones sent; an acknowledged deletion is whole, an unfinished one left all or nothing.
    const listed = ((await call(witness.url, key, 'GET', '/v1/portfolios')).json as { data: { id: string; name: string }[] }).data;
    for (const p of listed) expect(p.name === 'Main' || created.has(p.name), p.name).toBe(true);
    for (const [name, made] of created) {
      if (made.outcome === 'acked') {
        const there = listed.find((p) => p.id === made.id);
        if (deleted.get(made.id!) === 'acked') expect(there, `${name} was deleted`).toBeUndefined();
        else if (there === undefined) expect(deleted.get(made.id!), `${name} is gone without a deletion sent`).toBe('lost');
        else {
          // Still there: its deletion never committed, so its lot is there if it was acknowledged, whole.
          const add = adds.find((a) => a.portfolioId === made.id);
          const lots = await lotsVia(witness, key, made.id!);
          if (add?.outcome === 'acked') expect(lots.map((l) => l.id), name).toEqual([add.id]);
          expect(lots.length, name).toBeLessThanOrEqual(1);
          for (const lot of lots) expect({ note: lot.note, quantity: lot.quantity }).toEqual({ note: name, quantity: add!.body.quantity });
        }
      }
    }
    // In the state store: no lot without its portfolio, no part sold off without the lot it came from.
    const orphans = await pg.one<{ n: string }>(
      `SELECT count(*) AS n FROM lots l
       WHERE NOT EXISTS (SELECT 1 FROM portfolios p WHERE p.id = l.portfolio_id)
          OR (l.split_from IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lots r WHERE r.id = l.split_from))`,
    );
    expect(Number(orphans!.n)).toBe(0);

    // A replica started again on the same PostgreSQL serves what the others do, and writes (no lock was left held).
    const restarted = await startReplica();
    replicas[2] = restarted;
    const shown = (at: ServeChild) => call(at.url, key, 'GET', `/v1/portfolios/${mainId}`);
    expect((await shown(restarted)).text).toBe((await shown(witness)).text);
    const lot = { ticker: 'MSFT', quantity: 1, costPerUnit: 300, acquiredDate: '2026-01-05', note: 'after' };
    const after = await call(restarted.url, key, 'POST', `/v1/portfolios/${mainId}/lots`, lot);
    expect(after.status, after.text).toBe(201);
    expect((await lotsVia(witness, key, mainId)).map((l) => l.id)).toContain((after.json as { id: string }).id);
  }, 120_000);
});

describe('a replica answers every read as the publishing node', () => {
  /** Every read of the parity cases (health says where the captures are: different by design, checked above). */
  const READS = allCases().filter((c) => c.method === undefined && c.id !== 'system.health');
  let key = '';
  let portfolioId = '';

  beforeAll(async () => {
    // One key on both: the state is the same PostgreSQL, so both see the same account and portfolio.
    key = (await operatorKey('parity-e2e', 'pro')).key;
    const made = await call(publisher.url, key, 'POST', '/v1/portfolios', { name: 'Parity' });
    portfolioId = (made.json as { id: string }).id;
    const lot = { ticker: 'AAPL', quantity: 10, costPerUnit: 150, acquiredDate: '2026-01-05' };
    expect((await call(publisher.url, key, 'POST', `/v1/portfolios/${portfolioId}/lots`, lot)).status).toBe(201);
    expect((await call(publisher.url, key, 'POST', `/v1/portfolios/${portfolioId}/watches`, { ticker: 'MSFT' })).status).toBe(201);
  });

  it.each(READS.map((c, i) => ({ ...c, replica: `#${i % 3}`, at: i % 3 })))('$id: GET $path (replica $replica)', async ({ path, at }) => {
    const filled = path.replaceAll(PORTFOLIO_ID, portfolioId);
    const [fromStore, fromReplica] = await Promise.all([call(publisher.url, key, 'GET', filled), call(replicas[at]!.url, key, 'GET', filled)]);
    expect({ status: fromReplica.status, body: fromReplica.text }).toEqual({ status: fromStore.status, body: fromStore.text });
  });
});

describe('a new captures version published while the replicas are read', () => {
  const PATH = '/v1/prices/latest?tickers=AAPL,MSFT';

  it('every replica switches to v2 within a bounded wait, and every answer is wholly v1 or wholly v2', async () => {
    const { key } = await operatorKey('reader-e2e', 'pro');
    const before = await call(publisher.url, key, 'GET', PATH);
    expect(before.status, before.text).toBe(200);
    for (const replica of replicas) expect((await call(replica.url, key, 'GET', PATH)).text).toBe(before.text);

    // Both tickers' newest close changes on the publishing node: an answer mixing versions holds one old, one new.
    const latest = (before.json as { data: { ticker: string; date: string; close: number }[] }).data;
    expect(latest.map((r) => r.ticker)).toEqual(['AAPL', 'MSFT']);
    const csv = latest.map((r) => `${r.ticker},${r.date},${r.close + 1000},${r.close + 1001},${r.close + 999},${r.close + 1000},5000`);
    writeFileSync(join(box.dir, 'changed.csv'), ['ticker,date,open,high,low,close,volume', ...csv, ''].join('\n'));
    const ingested = await box.fds(['ingest', 'prices', 'changed.csv']);
    expect(ingested.exitCode, ingested.stderr).toBe(0);
    const after = await call(publisher.url, key, 'GET', PATH);
    expect((after.json as { data: { close: number }[] }).data.map((r) => r.close)).toEqual(latest.map((r) => r.close + 1000));

    // Two readers per replica, each keeping the answers it got in order.
    let reading = true;
    const seen: string[][] = replicas.flatMap(() => [[], []]);
    const reader = async (at: ServeChild, run: string[]): Promise<void> => {
      while (reading) run.push((await call(at.url, key, 'GET', PATH)).text);
    };
    const readers = seen.map((run, i) => reader(replicas[i >> 1]!, run));
    try {
      const published = await box.fds(['captures', 'publish', 'captures']);
      expect(published.exitCode, published.stderr).toBe(0);
      const v2 = { status: 'ok', version: 'v1', state: stateWhere(), captures: `parquet ${dir} v2` };
      for (const replica of replicas) {
        await expect.poll(() => healthOf(replica), { timeout: 30_000, interval: 100 }).toEqual(v2);
      }
      // Every reader gets two more answers after all three switched.
      const switchedAt = seen.map((run) => run.length);
      expect(await eventually(() => seen.every((run, i) => run.length >= switchedAt[i]! + 2), 30_000)).toBe(true);
    } finally {
      reading = false;
      await Promise.all(readers);
    }
    for (const replica of replicas) expect(replica.stderr()).toContain(`fds serve: captures: switched to v2 of ${dir}`);
    const bodies = seen.flat();
    expect(bodies.filter((body) => body !== before.text && body !== after.text)).toEqual([]);
    for (const run of seen) {
      // Each reader saw v1, then v2, and never v1 again once v2 came.
      expect(run[0]).toBe(before.text);
      expect(run.at(-1)).toBe(after.text);
      expect(run.slice(run.indexOf(after.text)).every((body) => body === after.text)).toBe(true);
    }
  }, 120_000);
});
