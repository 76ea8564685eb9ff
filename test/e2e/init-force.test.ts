/**
 * `fds init --force` deletes a store and everything in it, so it is confirmed: on a terminal it asks,
 * without one it needs --yes; either way it says what it removed. Through the built CLI; the terminal is
 * a real pseudo-terminal made by script(1).
 */
import { execa } from 'execa';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, directSandbox, type Sandbox } from './support';

let box: Sandbox;
beforeAll(async () => {
  box = await directSandbox(['init', '--no-sample']);
  expect((await box.fds(['accounts', 'create', 'keepme'])).exitCode).toBe(0);
});
afterAll(() => (box as Sandbox | undefined)?.remove());

const accounts = async (): Promise<string[]> =>
  (JSON.parse((await box.fds(['accounts', 'list'])).stdout) as { data: { name: string }[] }).data.map((a) => a.name);

/** `fds init --force` on a pseudo-terminal, typing `answer` at its question. */
async function onTerminal(answer: string) {
  const command = ['node', BIN, 'init', '--force', '--no-sample'].map((word) => `'${word}'`).join(' ');
  const run = await execa('script', ['-qec', command, '/dev/null'], { cwd: box.dir, env: box.env, input: `${answer}\n`, reject: false });
  return { exitCode: run.exitCode ?? -1, output: run.stdout };
}

describe('fds init --force', () => {
  it('refuses without --yes when stdin is not a terminal, and removes nothing', async () => {
    const run = await box.fds(['init', '--force', '--no-sample']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe(
      `fds: fds init --force deletes ${box.store} and everything in it (accounts, keys, portfolios, ingested data); add --yes to confirm (stdin is not a terminal to ask on).\n`,
    );
    expect(await accounts()).toEqual(['keepme']);
  });

  it.runIf(process.platform === 'linux')('asks on a terminal: no keeps the store, yes rebuilds it and says what it removed', async () => {
    const declined = await onTerminal('n');
    expect(declined.output).toContain(`Delete ${box.store} and everything in it`);
    expect(declined.output).toContain('not confirmed; nothing was removed');
    expect(declined.exitCode).toBe(2);
    expect(await accounts()).toEqual(['keepme']);
    const confirmed = await onTerminal('y');
    expect(confirmed.exitCode, confirmed.output).toBe(0);
    expect(confirmed.output).toContain(`fds: removed ${box.store}.`);
    expect(await accounts()).toEqual([]);
  });

  it('--yes rebuilds without asking and lists what it removed', async () => {
    expect((await box.fds(['accounts', 'create', 'again'])).exitCode).toBe(0);
    const run = await box.fds(['init', '--force', '--yes', '--no-sample']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ rebuilt: true, removed: [box.store] });
    expect(run.stderr).toBe(`fds: removed ${box.store}.\n`);
    expect(existsSync(box.store)).toBe(true);
    expect(await accounts()).toEqual([]);
  });
});
