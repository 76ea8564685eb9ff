/**
 * The upgrade link of plan refusals through the built CLI: `fds serve --upgrade-url`, `FDS_UPGRADE_URL`
 * and `fds config set upgradeUrl` set the page a Free key's 403 links to; with none set the message says
 * what to do instead of pointing at a page the server does not have.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerStatus } from '../../src/owner/take-over';
import { directSandbox, type Sandbox } from './support';

let box: Sandbox;
let freeKey = '';

beforeAll(async () => {
  box = await directSandbox(['init', '--no-sample']);
  const created = await box.fds(['keys', 'create', '--account', 'trial', '--plan', 'free', '--json']);
  expect(created.exitCode, created.stderr).toBe(0);
  freeKey = (JSON.parse(created.stdout) as { key: string }).key;
});

afterAll(() => box.remove());

/** Runs `fds serve --port 0 …extra` with `env`, answers the 403 of a Free key on /v1/quotes, stops the server. */
async function refusalMessage(extra: readonly string[], env: Record<string, string> = {}): Promise<string> {
  const saved = { ...box.env };
  Object.assign(box.env, env);
  const server = box.spawn(['serve', '--port', '0', ...extra]);
  // Back to the sandbox's own environment, without the variables added for this server.
  for (const name of Object.keys(env)) {
    if (saved[name] === undefined) delete box.env[name];
    else box.env[name] = saved[name];
  }
  try {
    let url: string | undefined;
    for (let waited = 0; url === undefined && waited < 30_000; waited += 50) {
      url = (await ownerStatus(box.store, box.env))?.server?.url;
      if (url === undefined) await sleep(50);
    }
    if (url === undefined) throw new Error('fds serve did not take the store');
    const response = await request(`${url}/v1/quotes?tickers=AAPL`, { headers: { authorization: `Bearer ${freeKey}` } });
    const body = (await response.body.json()) as { error: { code: string; status: number; message: string } };
    expect([response.statusCode, body.error.code, body.error.status]).toEqual([403, 'forbidden', 403]);
    return body.error.message;
  } finally {
    server.kill('SIGTERM');
    await server;
  }
}

describe('upgrade link of plan refusals (403)', () => {
  it('links to the page given by --upgrade-url, which beats FDS_UPGRADE_URL', async () => {
    const message = await refusalMessage(['--upgrade-url', 'https://pricing.example/fds'], { FDS_UPGRADE_URL: 'https://env.example/up' });
    expect(message).toBe('This endpoint needs a paid plan (Plus or Pro); your key is on the free plan. Upgrade at https://pricing.example/fds');
  });

  it('links to FDS_UPGRADE_URL, which beats the saved upgradeUrl', async () => {
    expect((await box.fds(['config', 'set', 'upgradeUrl', 'https://config.example/up'])).exitCode).toBe(0);
    expect(await refusalMessage([], { FDS_UPGRADE_URL: 'https://env.example/up' })).toMatch(/ Upgrade at https:\/\/env\.example\/up$/);
    expect(await refusalMessage([])).toMatch(/ Upgrade at https:\/\/config\.example\/up$/);
  });

  it('without an upgrade page says to ask the operator and links nowhere', async () => {
    const noConfig = { FDS_CONFIG_DIR: `${box.dir}/empty-config` };
    const message = await refusalMessage([], noConfig);
    expect(message).toBe('This endpoint needs a paid plan (Plus or Pro); your key is on the free plan. Ask the operator of this server for a key on a paid plan (Plus or Pro).');
    expect(message).not.toMatch(/https?:/);
  });

  it('refuses a value that is not an http(s) URL with exit 2, naming where it came from', async () => {
    const flag = await box.fds(['serve', '--port', '0', '--upgrade-url', 'pricing']);
    expect(flag.exitCode).toBe(2);
    expect(flag.stderr).toMatch(/--upgrade-url/);
    const env = await box.fds(['serve', '--port', '0'], { FDS_UPGRADE_URL: 'ftp://x' });
    expect(env.exitCode).toBe(2);
    expect(env.stderr).toMatch(/FDS_UPGRADE_URL/);
  });
});
