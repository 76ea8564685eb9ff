/**
 * `fds config` through the built CLI: unset, per-directory settings (`--local`), and files that may hold
 * an API key are readable by their owner only (0600), a looser file written before included.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, directSandbox, type Sandbox } from './support';

let box: Sandbox;
beforeAll(async () => {
  box = await directSandbox();
});
afterAll(() => (box as Sandbox | undefined)?.remove());

const userFile = () => join(box.env.FDS_CONFIG_DIR!, 'config.json');
const mode = (path: string) => statSync(path).mode & 0o777;

/** `fds …` run in `cwd` (the sandbox's own runner runs in its directory). */
async function fdsIn(cwd: string, argv: readonly string[]) {
  const run = await execa('node', [BIN, ...argv], { cwd, env: box.env, reject: false });
  return { exitCode: run.exitCode ?? -1, stdout: run.stdout, stderr: run.stderr };
}

describe('fds config', () => {
  it('unset removes a saved setting', async () => {
    expect((await box.fds(['config', 'set', 'apiKey', 'fds_user'])).exitCode).toBe(0);
    expect(JSON.parse((await box.fds(['config', 'get', 'apiKey'])).stdout)).toEqual({ apiKey: 'fds_user' });
    const unset = await box.fds(['config', 'unset', 'apiKey']);
    expect(unset.exitCode, unset.stderr).toBe(0);
    expect(JSON.parse(unset.stdout)).toEqual({ apiKey: null });
    expect(JSON.parse(readFileSync(userFile(), 'utf8'))).not.toHaveProperty('apiKey');
  });

  it('writes the user file 0600, and tightens one written looser before', async () => {
    chmodSync(userFile(), 0o644);
    expect((await box.fds(['config', 'set', 'apiKey', 'fds_user'])).exitCode).toBe(0);
    expect(mode(userFile())).toBe(0o600);
  });

  it('--local saves in .fds.json of the directory, which wins there and below, and nowhere else', async () => {
    const project = join(box.dir, 'project');
    const below = join(project, 'sub', 'dir');
    mkdirSync(below, { recursive: true });
    const set = await fdsIn(project, ['config', 'set', 'apiKey', 'fds_project', '--local']);
    expect(set.exitCode, set.stderr).toBe(0);
    const local = join(project, '.fds.json');
    expect(JSON.parse(readFileSync(local, 'utf8'))).toEqual({ apiKey: 'fds_project' });
    expect(mode(local)).toBe(0o600);
    expect(JSON.parse((await fdsIn(below, ['config', 'get', 'apiKey'])).stdout)).toEqual({ apiKey: 'fds_project' });
    expect(JSON.parse((await fdsIn(box.dir, ['config', 'get', 'apiKey'])).stdout)).toEqual({ apiKey: 'fds_user' });
    // Unset here, the user's setting is in effect again.
    const unset = await fdsIn(project, ['config', 'unset', 'apiKey', '--local']);
    expect(JSON.parse(unset.stdout)).toEqual({ apiKey: 'fds_user' });
  });

  it('a saved local remote turns remote mode on in that directory only', async () => {
    const project = join(box.dir, 'remote-project');
    mkdirSync(project);
    writeFileSync(join(project, '.fds.json'), JSON.stringify({ remote: 'http://127.0.0.1:9' }));
    const refused = await fdsIn(project, ['keys', 'list']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('(config remote)');
    expect(existsSync(join(box.dir, '.fds.json'))).toBe(false);
  });
});
