/**
 * Shared set-up of the server tests: an empty in-memory store, a clock the test can move, captured log
 * lines, keys on each plan, and a few test-only operations (paid gating, failures, a gate to hold
 * requests in flight) served next to the registry.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../src/core/clock';
import { notFound } from '../../src/core/errors';
import type { Plan } from '../../src/engine/context';
import { createKey } from '../../src/engine/keys/keys';
import { buildServer, type ServerOptions } from '../../src/http/server';
import { registry } from '../../src/operations';
import { operation, type AnyOperation } from '../../src/operations/operation';
import { openStore } from '../../src/store/open';
import type { Store } from '../../src/store/store';
import { noCaptures } from '../../src/operations/sample-scope';

export interface MovableClock extends Clock {
  set(iso: string): void;
  advance(ms: number): void;
}

export function movableClock(start: string): MovableClock {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set: (iso) => {
      at = new Date(iso).getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

/** Holds requests of `test.gated` until `open()`; counts how many are waiting. */
export class Gate {
  waiting = 0;
  private release!: () => void;
  private readonly opened = new Promise<void>((resolve) => {
    this.release = resolve;
  });
  async pass(): Promise<void> {
    this.waiting++;
    await this.opened;
  }
  open(): void {
    this.release();
  }
}

/** How many times `test.counter` has run, per harness. */
export interface RunCounter {
  calls: number;
}

export function testOperations(gate: { current: Gate }, counter: RunCounter = { calls: 0 }): AnyOperation[] {
  return [
    operation({
      id: 'test.counter',
      method: 'GET',
      path: '/v1/test/counter',
      summary: 'Counts its runs; fails when asked. Declared store-cacheable so tests can see reuse.',
      tag: 'test',
      cache: 'store',
      params: z.object({ fail: z.enum(['yes', 'no']).optional() }),
      response: z.object({ calls: z.number() }),
      access: 'anyPlan',
      sampleScope: noCaptures,
      run: (_ctx, p) => {
        counter.calls++;
        return p.fail === 'yes' ? Promise.reject(notFound('Failed on purpose.')) : Promise.resolve({ calls: counter.calls });
      },
    }),
    operation({
      id: 'test.echo',
      method: 'GET',
      path: '/v1/test/echo/{word}',
      aliases: ['/v1/test/alias/{word}'],
      summary: 'Echo a word',
      tag: 'test',
      params: z.object({ word: z.string().regex(/^[a-z]+$/, 'must be lower-case letters'), times: z.string().regex(/^\d$/).optional() }),
      response: z.object({ word: z.string() }),
      access: 'anyPlan',
      sampleScope: noCaptures,
      run: (_ctx, p) => Promise.resolve({ word: p.word.repeat(Number(p.times ?? '1')) }),
    }),
    operation({
      id: 'test.paid',
      method: 'GET',
      path: '/v1/test/paid',
      summary: 'Paid plans only',
      tag: 'test',
      params: z.object({}),
      response: z.object({ plan: z.string() }),
      access: 'paid',
      sampleScope: noCaptures,
      run: (ctx) => Promise.resolve({ plan: ctx.caller.plan }),
    }),
    operation({
      id: 'test.pro',
      method: 'GET',
      path: '/v1/test/pro',
      summary: 'Pro only',
      tag: 'test',
      params: z.object({}),
      response: z.object({ plan: z.string() }),
      access: 'pro',
      sampleScope: noCaptures,
      run: (ctx) => Promise.resolve({ plan: ctx.caller.plan }),
    }),
    operation({
      id: 'test.boom',
      method: 'GET',
      path: '/v1/test/boom',
      summary: 'Throws a plain Error',
      tag: 'test',
      params: z.object({}),
      response: z.object({}),
      access: 'anyPlan',
      sampleScope: noCaptures,
      run: (): Promise<Record<string, never>> => Promise.reject(new Error('secret detail: connection string duckdb:/srv/private.duckdb')),
    }),
    operation({
      id: 'test.missing',
      method: 'GET',
      path: '/v1/test/missing',
      summary: 'Always 404',
      tag: 'test',
      params: z.object({}),
      response: z.object({}),
      access: 'anyPlan',
      sampleScope: noCaptures,
      run: (): Promise<Record<string, never>> => Promise.reject(notFound('Nothing here.')),
    }),
    operation({
      id: 'test.gated',
      method: 'GET',
      path: '/v1/test/gated',
      summary: 'Waits for the gate; fails when asked',
      tag: 'test',
      params: z.object({ fail: z.enum(['yes', 'no']).optional() }),
      response: z.object({ ok: z.boolean() }),
      access: 'anyPlan',
      sampleScope: noCaptures,
      run: async (_ctx, p) => {
        await gate.current.pass();
        if (p.fail === 'yes') throw notFound('Failed on purpose.');
        return { ok: true };
      },
    }),
    operation({
      id: 'test.body',
      method: 'POST',
      path: '/v1/test/body',
      summary: 'Accepts a body it ignores',
      tag: 'test',
      params: z.object({}),
      response: z.object({ ok: z.boolean() }),
      access: 'anyPlan',
      sampleScope: noCaptures,
      run: () => Promise.resolve({ ok: true }),
    }),
  ];
}

export interface Harness {
  app: FastifyInstance;
  store: Store;
  clock: MovableClock;
  logs: string[];
  keys: Record<Plan, { id: string; key: string; accountId: string }>;
  adminToken: string;
  gate: { current: Gate };
  counter: RunCounter;
  /** Builds another server over the same store (a restart). */
  rebuild(overrides?: Partial<ServerOptions>): Promise<FastifyInstance>;
}

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/**
 * A server over a fresh store with one key per plan. `sampleAsOf` records the store as holding the
 * synthetic sample set (as the sample loader does) without loading it.
 */
export async function harness(overrides: Partial<ServerOptions> & { now?: string; sampleAsOf?: string } = {}): Promise<Harness> {
  const { now, sampleAsOf, ...serverOverrides } = overrides;
  const clock = movableClock(now ?? '2026-11-20T15:00:00Z');
  const store = await openStore({ path: ':memory:', clock, sample: false });
  if (sampleAsOf !== undefined) await store.write((tx) => tx.run("INSERT INTO store_meta VALUES ('sample_as_of', ?)", [sampleAsOf]));
  const keys = {} as Harness['keys'];
  for (const plan of ['free', 'plus', 'pro'] as const) {
    const created = await createKey(store, clock, { account: `${plan}-account`, plan });
    keys[plan] = { id: created.id, key: created.key, accountId: created.accountId };
  }
  const logs: string[] = [];
  const gate = { current: new Gate() };
  const counter: RunCounter = { calls: 0 };
  const options: ServerOptions = {
    store,
    clock,
    // The caller cache lives on a monotonic clock; here the test moves it with the movable clock.
    monotonicMs: () => clock.now().getTime(),
    adminToken: ADMIN_TOKEN,
    log: (line) => logs.push(line),
    operations: [...registry, ...testOperations(gate, counter)],
    ...serverOverrides,
  };
  const app = await buildServer(options);
  return { app, store, clock, logs, keys, adminToken: ADMIN_TOKEN, gate, counter, rebuild: (more = {}) => buildServer({ ...options, ...more }) };
}

export const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });
