/**
 * `fds accounts` and `fds orgs` as a child process on the built CLI: operator commands on the store the
 * CLI opens, with the exit codes of fds(1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, sandbox, type Sandbox } from './support';

let box: Sandbox;
beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  expect((await box.fds(['init', '--no-sample'])).exitCode).toBe(0);
});
afterAll(() => (box as Sandbox | undefined)?.remove());

const json = <T>(stdout: string): T => JSON.parse(stdout) as T;

describe('fds accounts and fds orgs', () => {
  it('creates accounts and an organization, seats a member, and issues an organization key on its plan', async () => {
    const alice = await box.fds(['accounts', 'create', 'alice', '--plan', 'plus']);
    expect(alice.exitCode, alice.stderr).toBe(0);
    expect(json<{ name: string; plan: string }>(alice.stdout)).toMatchObject({ name: 'alice', plan: 'plus' });
    expect((await box.fds(['orgs', 'create', 'acme', '--plan', 'pro'])).exitCode).toBe(0);
    const seated = await box.fds(['orgs', 'add-member', 'acme', 'alice']);
    expect(json<{ members: string[] }>(seated.stdout).members).toEqual(['alice']);
    const key = json<{ organization: string; account: string | null; plan: string; key: string }>((await box.fds(['keys', 'create', '--org', 'acme'])).stdout);
    expect(key).toMatchObject({ organization: 'acme', account: null, plan: 'pro' });
    const accounts = json<{ data: { name: string; organizations: string[] }[] }>((await box.fds(['accounts', 'list'])).stdout);
    expect(accounts.data).toEqual([expect.objectContaining({ name: 'alice', organizations: ['acme'] })]);
    const orgs = json<{ data: { name: string; activeKeyCount: number; members: string[] }[] }>((await box.fds(['orgs', 'list'])).stdout);
    expect(orgs.data).toEqual([expect.objectContaining({ name: 'acme', activeKeyCount: 1, members: ['alice'] })]);
    expect(json<{ members: string[] }>((await box.fds(['orgs', 'remove-member', 'acme', 'alice'])).stdout).members).toEqual([]);
  });

  it('exits 2 for a taken name or a plan given with --org, 3 for an unknown organization or seat', async () => {
    await box.fds(['accounts', 'create', 'bob']);
    const taken = await box.fds(['accounts', 'create', 'bob']);
    expect(taken.exitCode).toBe(2);
    expect(taken.stderr).toContain("an account named 'bob' already exists");
    expect((await box.fds(['orgs', 'create', 'beta'])).exitCode).toBe(0);
    expect((await box.fds(['keys', 'create', '--org', 'beta', '--plan', 'pro'])).exitCode).toBe(2);
    expect((await box.fds(['keys', 'create', '--org', 'nope'])).exitCode).toBe(3);
    expect((await box.fds(['orgs', 'remove-member', 'beta', 'bob'])).exitCode).toBe(3);
  });
});
