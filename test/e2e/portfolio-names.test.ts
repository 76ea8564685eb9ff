/**
 * Portfolios and organizations typed by name on the command line, through the built CLI: a unique name
 * stands for its id in every portfolio command, a name two reachable portfolios share is a usage error
 * (exit 2) listing both, an id always wins over an equal name, an unknown name is answered as an unknown
 * id, and names resolve alike on the local store, through a server holding it, and in remote mode.
 */
import type { ResultPromise } from 'execa';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, stop } from './bundle-smoke/serve-child';
import { ensureBuilt, sandbox, type CliRun, type Sandbox } from './support';

let box: Sandbox;
let server: ResultPromise | undefined;

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  // Every command of this file opens the store itself or goes through the server holding it.
  box.env.FDS_NO_DAEMON = '1';
  expect((await box.fds(['init'])).exitCode).toBe(0);
});

afterAll(async () => {
  try {
    await stop(server);
  } finally {
    (box as Sandbox | undefined)?.remove();
  }
});

const json = <T>(run: CliRun): T => {
  expect(run.exitCode, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as T;
};

interface Summary {
  id: string;
  name: string;
}
interface Valuation extends Summary {
  positions: { ticker: string; quantity: number }[];
  watching: { ticker: string }[];
}

let coreId = '';
let teamId = '';

describe('on the local store', () => {
  it('takes a unique name for show, add, watch and share, and the id it stands for', async () => {
    coreId = json<Summary>(await box.fds(['portfolio', 'create', 'Core', '--json'])).id;
    teamId = json<Summary>(await box.fds(['orgs', 'create', 'team', '--json'])).id;

    const lot = json<{ id: string }>(await box.fds(['portfolio', 'add', 'Core', 'AAPL', '10', '180', '--date', '2026-01-05', '--json']));
    expect(json<{ id: string }>(await box.fds(['portfolio', 'watch', 'Core', 'MSFT', '--json']))).toMatchObject({ ticker: 'MSFT' });
    const shown = json<Valuation>(await box.fds(['portfolio', 'show', 'Core', '--json']));
    expect(shown.id).toBe(coreId);
    expect(shown.positions).toEqual([expect.objectContaining({ ticker: 'AAPL', quantity: 10 })]);
    expect(shown.watching).toEqual([expect.objectContaining({ ticker: 'MSFT' })]);
    // The lot's own commands take the portfolio by name too.
    expect((await box.fds(['portfolio', 'edit', 'Core', lot.id, '--note', 'by name', '--json'])).exitCode).toBe(0);

    const shared = json<{ organizationId: string; access: string }>(await box.fds(['portfolio', 'share', 'Core', 'team', '--access', 'view', '--json']));
    expect(shared).toEqual({ organizationId: teamId, access: 'View' });
    // The same body as when both are given by id.
    expect(json<unknown>(await box.fds(['portfolio', 'share', coreId, teamId, '--access', 'view', '--json']))).toEqual(shared);
  });

  it('answers an unknown name exactly as an unknown id (exit 3)', async () => {
    const unknown = await box.fds(['portfolio', 'show', 'Nope']);
    expect(unknown.exitCode).toBe(3);
    expect(unknown.stderr).toBe("fds: No portfolio 'Nope'; list yours with fds portfolio list.\n");
    const org = await box.fds(['portfolio', 'share', 'Core', 'nope', '--access', 'view']);
    expect(org.exitCode).toBe(3);
    expect(org.stderr).toBe("fds: No organization 'nope'.\n");
  });

  it('takes an id as that id, even when another portfolio or organization is named after it', async () => {
    // A portfolio whose name is the id of Core, and an organization whose name is the id of team.
    const impostor = json<Summary>(await box.fds(['portfolio', 'create', coreId, '--json']));
    expect(impostor.id).not.toBe(coreId);
    expect(json<Valuation>(await box.fds(['portfolio', 'show', coreId, '--json'])).name).toBe('Core');
    expect(json<Valuation>(await box.fds(['portfolio', 'show', impostor.id, '--json'])).name).toBe(coreId);
    const other = json<Summary>(await box.fds(['orgs', 'create', teamId, '--json']));
    expect(json<{ organizationId: string }>(await box.fds(['portfolio', 'share', 'Core', teamId, '--access', 'edit', '--json'])).organizationId).toBe(teamId);
    // The operator's organization commands, which take a name or an id, follow the same rule.
    expect(json<{ id: string }>(await box.fds(['orgs', 'add-member', teamId, 'local', '--json'])).id).toBe(teamId);
    expect(json<{ id: string; members: string[] }>(await box.fds(['orgs', 'remove-member', teamId, 'local', '--json'])).id).toBe(teamId);
    expect((await box.fds(['portfolio', 'delete', impostor.id])).exitCode).toBe(0);
    expect(other.name).toBe(teamId);
  });
});

describe('through fds serve, and with --remote', () => {
  let url = '';
  let bobKey = '';
  let bobCoreId = '';
  const asBob = (argv: readonly string[]) => box.fds(['--remote', url, '--api-key', bobKey, ...argv]);

  beforeAll(async () => {
    server = box.spawn(['serve', '--port', '0']);
    url = await listening(server);
    // The store is held by the server: operator commands go through it.
    bobKey = json<{ key: string }>(await box.fds(['keys', 'create', '--account', 'bob', '--json'])).key;
  });

  it('resolves names in remote mode on what the key reaches', async () => {
    bobCoreId = json<Summary>(await asBob(['portfolio', 'create', 'Core', '--json'])).id;
    expect(json<{ id: string }>(await asBob(['portfolio', 'add', 'Core', 'MSFT', '5', '400', '--date', '2026-02-02', '--json']))).toBeDefined();
    const shown = json<Valuation>(await asBob(['portfolio', 'show', 'Core', '--json']));
    expect(shown.id).toBe(bobCoreId);
    expect(shown.positions).toEqual([expect.objectContaining({ ticker: 'MSFT', quantity: 5 })]);
    // A key does not list the store's organizations: in remote mode an organization is given by id.
    expect(json<{ organizationId: string }>(await asBob(['portfolio', 'share', 'Core', teamId, '--access', 'view', '--json'])).organizationId).toBe(teamId);
  });

  it('looks nothing up for a value of the form of an id: in remote mode a name costs two list requests of the quota, an id none', async () => {
    // What is left of bob's daily quota after one request of its own (GET /v1/portfolios).
    const remaining = async (): Promise<number> => {
      const answer = await request(`${url}/v1/portfolios`, { headers: { authorization: `Bearer ${bobKey}` } });
      await answer.body.text();
      return Number(answer.headers['x-ratelimit-remaining']);
    };
    const before = await remaining();
    expect((await asBob(['portfolio', 'show', bobCoreId, '--json'])).exitCode).toBe(0);
    const afterId = await remaining();
    expect(before - afterId).toBe(2);
    expect((await asBob(['portfolio', 'show', 'Core', '--json'])).exitCode).toBe(0);
    expect(afterId - (await remaining())).toBe(4);
  });

  it('refuses a name two reachable portfolios share (exit 2), listing both ids, and takes either id', async () => {
    // With seats in team, local reaches its own Core and bob's, both shared with team; bob likewise.
    expect((await box.fds(['orgs', 'add-member', 'team', 'bob'])).exitCode).toBe(0);
    expect((await box.fds(['orgs', 'add-member', 'team', 'local'])).exitCode).toBe(0);
    for (const run of [() => box.fds(['portfolio', 'show', 'Core']), () => asBob(['portfolio', 'show', 'Core'])]) {
      const ambiguous = await run();
      expect(ambiguous.exitCode).toBe(2);
      // Not on a terminal, stdout carries the API's envelope; a person reads the one line on stderr.
      expect(JSON.parse(ambiguous.stdout)).toMatchObject({ error: { code: 'invalid_parameter', status: 400 } });
      expect(ambiguous.stderr.split('\n')).toHaveLength(2);
      expect(ambiguous.stderr).toContain('Invalid argument <id>: 2 portfolios are named "Core"');
      expect(ambiguous.stderr).toContain(`${coreId} (Core`);
      expect(ambiguous.stderr).toContain(`${bobCoreId} (Core`);
    }
    const local = await box.fds(['portfolio', 'show', 'Core']);
    expect(local.stderr).toContain(`${bobCoreId} (Core, shared by bob)`);
    // A write by an ambiguous name changes nothing.
    expect((await box.fds(['portfolio', 'watch', 'Core', 'NVDA'])).exitCode).toBe(2);
    expect(json<Valuation>(await box.fds(['portfolio', 'show', coreId, '--json'])).watching).toEqual([expect.objectContaining({ ticker: 'MSFT' })]);
    expect(json<Valuation>(await box.fds(['portfolio', 'show', bobCoreId, '--json'])).id).toBe(bobCoreId);
    expect(json<Valuation>(await asBob(['portfolio', 'show', coreId, '--json'])).id).toBe(coreId);
  });
});
