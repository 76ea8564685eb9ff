import { describe, expect, it } from 'vitest';
import { decideTerminal, type FormatFlags } from '../../commands/terminal';

const stream = (isTTY: boolean, columns?: number) => ({ write: () => undefined, isTTY, columns: columns ?? (isTTY ? 80 : undefined) });

interface Case {
  name: string;
  flags: FormatFlags;
  stdoutTTY: boolean;
  stderrTTY?: boolean;
  stderrColumns?: number;
  env?: NodeJS.ProcessEnv;
  expected: Partial<ReturnType<typeof decideTerminal>>;
}

const cases: Case[] = [
  { name: 'a human table on a TTY', flags: {}, stdoutTTY: true, stderrTTY: true, expected: { format: 'table', color: true, spinner: true, envelopeOnStdout: false } },
  { name: 'JSON when stdout is not a TTY', flags: {}, stdoutTTY: false, expected: { format: 'json', color: false, envelopeOnStdout: true } },
  { name: '--json on a TTY: JSON, no spinner', flags: { json: true }, stdoutTTY: true, stderrTTY: true, expected: { format: 'json', spinner: false, envelopeOnStdout: true, color: false } },
  { name: '--ndjson: no spinner', flags: { ndjson: true }, stdoutTTY: false, stderrTTY: true, expected: { format: 'ndjson', spinner: false } },
  { name: '--csv on a TTY: errors stay human', flags: { csv: true }, stdoutTTY: true, stderrTTY: true, expected: { format: 'csv', envelopeOnStdout: false } },
  { name: 'NO_COLOR turns colour off', flags: {}, stdoutTTY: true, env: { NO_COLOR: '1' }, expected: { format: 'table', color: false } },
  { name: 'FORCE_COLOR=0 turns colour off', flags: {}, stdoutTTY: true, env: { FORCE_COLOR: '0' }, expected: { format: 'table', color: false } },
  { name: 'no spinner when stderr is not a TTY', flags: {}, stdoutTTY: true, stderrTTY: false, expected: { spinner: false } },
  { name: 'no spinner on a terminal that reports no width', flags: {}, stdoutTTY: true, stderrTTY: true, stderrColumns: 0, expected: { spinner: false } },
  { name: 'no spinner in CI', flags: {}, stdoutTTY: true, stderrTTY: true, env: { CI: 'true' }, expected: { spinner: false } },
];

describe('one function decides interactive vs machine output', () => {
  it.each(cases)('$name', ({ flags, stdoutTTY, stderrTTY = false, stderrColumns, env = {}, expected }) => {
    const decided = decideTerminal(flags, { stdout: stream(stdoutTTY, 120), stderr: stream(stderrTTY, stderrColumns), env });
    expect(decided).toMatchObject(expected);
  });

  it('fits tables to the terminal width, 100 columns when unknown', () => {
    expect(decideTerminal({}, { stdout: stream(true, 72), stderr: stream(true), env: {} }).width).toBe(72);
    expect(decideTerminal({}, { stdout: stream(false), stderr: stream(false), env: {} }).width).toBe(100);
  });

  it('takes the width from COLUMNS when it is a positive whole number, over what the terminal reports', () => {
    expect(decideTerminal({}, { stdout: stream(true, 120), stderr: stream(true), env: { COLUMNS: '70' } }).width).toBe(70);
    for (const bad of ['', '0', '-5', 'wide', '80x']) {
      expect(decideTerminal({}, { stdout: stream(true, 120), stderr: stream(true), env: { COLUMNS: bad } }).width).toBe(120);
    }
  });
});
