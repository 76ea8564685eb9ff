/**
 * A real `fds serve` face over the sample set for the portfolio tests: a listening server, keys of three
 * accounts (owner, a member of an organization, an outsider) and the organization's own key, and JSON
 * requests over undici.
 */
import { request } from 'undici';
import { LOCAL_CALLER, type EngineContext } from '../../src/engine/context';
import { addMember, createOrganization } from '../../src/engine/accounts/organizations';
import { createKey, createOrganizationKey } from '../../src/engine/keys/keys';
import { startServer, type RunningServer } from '../../src/http/server';
import { sampleStore, type SampleFixture } from '../support/store';

export interface PortfolioServer {
  fx: SampleFixture;
  server: RunningServer;
  keys: { owner: string; member: string; outsider: string; org: string };
  organizationId: string;
  ownerName: string;
  close(): Promise<void>;
}

export async function portfolioServer(): Promise<PortfolioServer> {
  const fx = await sampleStore();
  const ctx: EngineContext = { ...fx.ctx, caller: LOCAL_CALLER };
  const owner = await createKey(fx.store, fx.clock, { account: 'owner', plan: 'pro' });
  const member = await createKey(fx.store, fx.clock, { account: 'member', plan: 'plus' });
  const outsider = await createKey(fx.store, fx.clock, { account: 'outsider', plan: 'free' });
  const organization = await createOrganization(ctx, { name: 'acme', plan: 'plus' });
  await addMember(ctx, { organization: 'acme', account: 'member' });
  const org = await createOrganizationKey(fx.store, fx.clock, { organization: 'acme' });
  const server = await startServer({ store: fx.store, clock: fx.clock, host: '127.0.0.1', port: 0, log: () => undefined });
  return {
    fx,
    server,
    keys: { owner: owner.key, member: member.key, outsider: outsider.key, org: org.key },
    organizationId: organization.id,
    ownerName: 'owner',
    close: async () => {
      await server.close();
      fx.store.close();
    },
  };
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** One request; `body` is sent as JSON, or as is when it is already a string. */
export async function http(base: PortfolioServer, key: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Answer> {
  const response = await request(`${base.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.body.text();
  return { status: response.statusCode, text, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
