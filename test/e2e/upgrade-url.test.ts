/**
 * The upgrade link of plan refusals through the built CLI: `fds serve --upgrade-url`, `FDS_UPGRADE_URL`
 * and `fds config set upgradeUrl` set the page a Free key's 403 links to; with none set the message says
 * what to do instead of pointing at a page the server does not have.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSandbox, withServer, type Sandbox } from './support';

let box: Sandbox;
let freeKey = '';

beforeAll(async () => {
  box = await directSandbox(['init', '--no-sample']);
  const created = await box.fds(['keys', 'create', '--account', 'trial', '--plan', 'free', '--json']);
  expect(created.exitCode, created.stderr).toBe(0);
  freeKey = (JSON.parse(created.stdout) as { key: string }).key;
});

afterAll(() => box.remove());

/** The message of the 403 a Free key gets on /v1/quotes from `fds serve --port 0 …extra` run with `env`. */
const refusalMessage = (extra: readonly string[], env: Record<string, string> = {}): Promise<string> =>
  withServer(box, extra, env, async (url) => {
    const response = await request(`${url}/v1/quotes?tickers=AAPL`, { headers: { authorization: `Bearer ${freeKey}` } });
    const body = (await response.body.json()) as { error: { code: string; status: number; message: string } };
    expect([response.statusCode, body.error.code, body.error.status]).toEqual([403, 'forbidden', 403]);
    return body.error.message;
  });

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
