/**
 * NO_COLOR reaches the spinner: building a store on a real pseudo-terminal (script(1)), the spinner and
 * its success line carry no colour when NO_COLOR is set, and do without it.
 */
import { execa } from 'execa';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ensureBuilt, personAtTerminal, sandbox, type Sandbox } from './support';

let box: Sandbox;
beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
});
afterAll(() => (box as Sandbox | undefined)?.remove());

/** A colour or style sequence (SGR), as opposed to the cursor movements a spinner also writes. */
const SGR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`);

/** `fds --db STORE init` on an 100-column pseudo-terminal; what the terminal received. */
async function buildOnTerminal(store: string, env: Record<string, string>): Promise<string> {
  const command = `stty cols 100 rows 40; '${process.execPath}' '${BIN}' --db '${store}' init`;
  const run = await execa('script', ['-qec', command, '/dev/null'], { cwd: box.dir, env: { ...personAtTerminal({ ...process.env, ...box.env }), FDS_NO_DAEMON: '1', TERM: 'xterm-256color', ...env }, extendEnv: false, reject: false });
  expect(run.exitCode, run.stdout).toBe(0);
  return run.stdout;
}

describe.runIf(process.platform === 'linux')('the spinner and NO_COLOR', () => {
  it('draws without colour under NO_COLOR=1', async () => {
    const output = await buildOnTerminal(join(box.dir, 'plain.duckdb'), { NO_COLOR: '1' });
    expect(output).toContain('Built ');
    expect(output).not.toMatch(SGR);
  });

  it('draws in colour without it (so the check above can see colour)', async () => {
    const output = await buildOnTerminal(join(box.dir, 'colour.duckdb'), { NO_COLOR: '', FORCE_COLOR: '1' });
    expect(output).toContain('Built ');
    expect(output).toMatch(SGR);
  });
});
