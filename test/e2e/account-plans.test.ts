/**
 * An account's plan changes only through `fds accounts set-plan`, which says what changes: a key takes
 * its account's plan, and a key asked for on another plan is refused naming that command. Operator
 * commands refuse remote mode themselves. All through the built CLI on a real store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSandbox, type Sandbox } from './support';

let box: Sandbox;
beforeAll(async () => {
  box = await directSandbox(['init', '--no-sample']);
});
afterAll(() => (box as Sandbox | undefined)?.remove());

const json = <T>(stdout: string): T => JSON.parse(stdout) as T;
interface Key {
  id: string;
  key: string;
  prefix: string;
  plan: string;
}

describe('keys take their account\'s plan', () => {
  it('fds keys create --account acme uses the plan acme was created with', async () => {
    expect((await box.fds(['accounts', 'create', 'acme', '--plan', 'pro'])).exitCode).toBe(0);
    const run = await box.fds(['keys', 'create', '--account', 'acme']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(json<Key>(run.stdout).plan).toBe('pro');
  });

  it('a new account named by keys create starts on --plan, free without one', async () => {
    expect(json<Key>((await box.fds(['keys', 'create', '--account', 'newco'])).stdout).plan).toBe('free');
    expect(json<Key>((await box.fds(['keys', 'create', '--account', 'bigco', '--plan', 'plus'])).stdout).plan).toBe('plus');
  });

  it('refuses another --plan for an existing account, naming fds accounts set-plan, and changes nothing', async () => {
    const same = await box.fds(['keys', 'create', '--account', 'acme', '--plan', 'pro']);
    expect(same.exitCode).toBe(0);
    const other = await box.fds(['keys', 'create', '--account', 'acme', '--plan', 'free']);
    expect(other.exitCode).toBe(2);
    expect(other.stderr).toBe(
      "fds: Invalid option --plan: account 'acme' is on the pro plan and its keys take that plan; leave plan out, or move the account and all its keys to free with fds accounts set-plan acme free.\n",
    );
    const keys = json<{ data: { account: string | null; plan: string }[] }>((await box.fds(['keys', 'list'])).stdout).data;
    expect(keys.filter((k) => k.account === 'acme').map((k) => k.plan)).toEqual(['pro', 'pro']);
  });

  it('fds accounts set-plan acme plus says the old and new plan and the keys it moved', async () => {
    const keys = json<{ data: (Key & { account: string | null })[] }>((await box.fds(['keys', 'list'])).stdout).data.filter((k) => k.account === 'acme');
    const run = await box.fds(['accounts', 'set-plan', 'acme', 'plus']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(json(run.stdout)).toMatchObject({ name: 'acme', previousPlan: 'pro', plan: 'plus', changed: true, keys: keys.map((k) => ({ id: k.id, prefix: k.prefix })) });
    const after = json<{ data: { account: string | null; plan: string }[] }>((await box.fds(['keys', 'list'])).stdout).data;
    expect(after.filter((k) => k.account === 'acme').map((k) => k.plan)).toEqual(['plus', 'plus']);
    expect(json<Key>((await box.fds(['keys', 'create', '--account', 'acme'])).stdout).plan).toBe('plus');
  });

  it('set-plan on an unknown account exits 3; a plan that is not one exits 2', async () => {
    expect((await box.fds(['accounts', 'set-plan', 'nobody', 'plus'])).exitCode).toBe(3);
    const bad = await box.fds(['accounts', 'set-plan', 'acme', 'gold']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/^fds: Invalid argument <plan>: /);
    expect(bad.stderr).toContain('"free"|"plus"|"pro"');
  });
});

describe('operator commands in remote mode', () => {
  it.each([
    [['keys', 'list']],
    [['accounts', 'create', 'x']],
    [['orgs', 'list']],
    [['ingest', 'prices', 'x.csv']],
    [['init']],
    [['daemon', 'status']],
    [['store', 'info']],
  ])('fds %j with --remote says it is local-only (exit 2), never a missing route', async (argv) => {
    const run = await box.fds(['--remote', 'http://127.0.0.1:9', ...argv]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^fds: fds [a-z -]+ works only on the local store, and remote mode is on \(--remote\); leave out --remote to run it here\.\n$/);
  });

  it('names FDS_BASE_URL and a saved remote when they turn remote mode on', async () => {
    const viaEnv = await box.fds(['keys', 'list'], { FDS_BASE_URL: 'http://127.0.0.1:9' });
    expect(viaEnv.stderr).toContain('(FDS_BASE_URL); unset FDS_BASE_URL to run it here.');
    expect((await box.fds(['config', 'set', 'remote', 'http://127.0.0.1:9'])).exitCode).toBe(0);
    const viaConfig = await box.fds(['keys', 'list']);
    expect(viaConfig.exitCode).toBe(2);
    expect(viaConfig.stderr).toContain('(config remote); fds config unset remote to run it here.');
    expect((await box.fds(['config', 'unset', 'remote'])).exitCode).toBe(0);
    expect((await box.fds(['keys', 'list'])).exitCode).toBe(0);
  });
});
