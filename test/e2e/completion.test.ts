/**
 * Shell completion through the built CLI: the bash script for real (bash sourcing `fds completion bash`,
 * COMP_WORDS and COMP_CWORD set, its function called), the zsh and fish scripts' shape, and that
 * completing a subcommand or flag never starts the store's daemon, while completing a ticker reads the
 * store like any command.
 */
import { execa } from 'execa';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimingDaemon } from '../../src/owner/claim';
import { ownerPaths } from '../../src/owner/paths';
import { BIN, directSandbox, type Sandbox } from './support';

let box: Sandbox;
beforeAll(async () => {
  box = await directSandbox(['init']);
  delete box.env.FDS_NO_DAEMON;
});
afterAll(() => (box as Sandbox | undefined)?.remove());

/** What bash's completion offers for `line` (the cursor at its end; a trailing space starts a new word). */
async function bashCompletes(line: string): Promise<string[]> {
  const words = line.split(' ');
  const assign = `COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}`;
  const script = `source <(fds completion bash) && ${assign} && _fds_complete && printf '%s\\n' "\${COMPREPLY[@]}"`;
  const run = await execa('bash', ['-c', script], {
    cwd: box.dir,
    env: { ...box.env, FDS_NO_DAEMON: '1', PATH: `${dirname(BIN)}:${process.env.PATH ?? ''}` },
    reject: false,
  });
  expect(run.exitCode, run.stderr).toBe(0);
  return run.stdout.split('\n').filter((word) => word !== '');
}

describe('fds completion bash, run by bash', () => {
  it.each<[string, string[]]>([
    ['fds pri', ['prices']],
    ['fds prices la', ['latest']],
    ['fds prices AAPL --st', ['--start-date']],
    ['fds prices technicals rsi AAPL --p', ['--period']],
    ['fds options chain AAPL --type ', ['call', 'put']],
    ['fds keys create --plan ', ['free', 'plus', 'pro']],
    ['fds config set ', ['remote', 'apiKey', 'upgradeUrl']],
    ['fds prices technicals rsi aap', ['AAPL']],
    ['fds quote AAPL MS', ['MSFT']],
    ['fds prices BRK', ['BRK-A', 'BRK-B']],
  ])('%s', async (line, expected) => {
    expect(await bashCompletes(line)).toEqual(expected);
  });

  it('offers every top-level command at an empty word, completion included', async () => {
    const offered = await bashCompletes('fds ');
    expect(offered).toEqual(expect.arrayContaining(['prices', 'portfolio', 'keys', 'accounts', 'completion']));
  });
});

describe('the scripts', () => {
  it.each(['zsh', 'fish'])('fds completion %s asks fds completion --words for its candidates', async (shell) => {
    const run = await box.fds(['completion', shell]);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('fds completion --words --');
  });

  it('refuses a shell it has no script for (exit 2)', async () => {
    const run = await box.fds(['completion', 'tcsh']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('bash, zsh, fish');
  });
});

describe('the daemon', () => {
  const claimed = () => claimingDaemon(ownerPaths(box.store, box.env)) !== null;

  it('is not started to complete a subcommand or a flag', async () => {
    for (const words of [['pri'], ['prices', 'AAPL', '--li']]) {
      const run = await box.fds(['completion', '--words', '--', ...words]);
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stdout).not.toBe('');
      expect(claimed(), words.join(' ')).toBe(false);
    }
  });

  it('a ticker reads the store, which hands it to its daemon as any command does', async () => {
    const run = await box.fds(['completion', '--words', '--', 'prices', 'NV']);
    expect(run.stdout).toBe('NVDA\n');
    expect(claimed()).toBe(true);
    // Answered warm by the daemon, the same.
    expect((await box.fds(['completion', '--words', '--', 'prices', 'NV'])).stdout).toBe('NVDA\n');
  });
});
