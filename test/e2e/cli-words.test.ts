/**
 * The command line speaks its own language: through the built CLI, an error's line on stderr names the
 * flags, arguments and `fds` commands a person types, while the JSON envelope on stdout stays the /v1
 * body, in the API's words; a mistyped subcommand gets one line saying what was meant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSandbox, type Sandbox } from './support';

let box: Sandbox;
beforeAll(async () => {
  box = await directSandbox(['init']);
});
afterAll(() => (box as Sandbox | undefined)?.remove());

const envelopeMessage = (stdout: string): string => (JSON.parse(stdout) as { error: { message: string } }).error.message;

describe('errors name flags and commands, not parameters and routes', () => {
  it('names the flag of a bad parameter (--start-date), while the envelope keeps startDate', async () => {
    const run = await box.fds(['prices', 'AAPL', '--start-date', '2026-13-01']);
    expect(run.exitCode).toBe(2);
    expect(envelopeMessage(run.stdout)).toBe("Invalid parameter 'startDate': must be a calendar date in yyyy-MM-dd form.");
    expect(run.stderr).toBe('fds: Invalid option --start-date: must be a calendar date in yyyy-MM-dd form.\n');
  });

  it('names both flags of a rule over two parameters', async () => {
    const run = await box.fds(['prices', 'AAPL', '--start-date', '2026-05-01', '--end-date', '2026-01-01']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^fds: Invalid option --start-date: .*--end-date/);
    expect(run.stderr).not.toMatch(/startDate|endDate/);
  });

  it('names the command that lists what was not found, with its arguments filled in', async () => {
    const keys = await box.fds(['keys', 'revoke', 'nope']);
    expect(keys.exitCode).toBe(3);
    expect(envelopeMessage(keys.stdout)).toContain('GET /_local/keys');
    expect(keys.stderr).toBe("fds: No API key with id 'nope'. List keys with fds keys list.\n");
    const portfolio = await box.fds(['portfolio', 'show', 'nope']);
    expect(portfolio.stderr).toBe("fds: No portfolio 'nope'; list yours with fds portfolio list.\n");
    const chain = await box.fds(['options', 'chain', 'AAPL', '--expiration', '2026-11-22']);
    expect(chain.stderr).toBe('fds: Invalid option --expiration: no active AAPL contract expires on 2026-11-22; see fds options expirations AAPL.\n');
  });

  it('names the positional argument and the flag a portfolio body field came from', async () => {
    const created = await box.fds(['portfolio', 'create', 'Words']);
    const id = (JSON.parse(created.stdout) as { id: string }).id;
    const quantity = await box.fds(['portfolio', 'add', id, 'AAPL', 'ten', '150', '--date', '2026-01-05']);
    expect(quantity.stderr).toBe('fds: Invalid argument QUANTITY: must be a number.\n');
    const date = await box.fds(['portfolio', 'add', id, 'AAPL', '1', '150', '--date', '2026-13-05']);
    expect(date.stderr).toBe('fds: Invalid option --date: must be a calendar date in yyyy-MM-dd form.\n');
  });
});

describe('typo suggestions, on one line', () => {
  it('fds prices lates AAPL: did you mean fds prices latest (exit 2)', async () => {
    const run = await box.fds(['prices', 'lates', 'AAPL']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe("fds: unknown command 'fds prices lates'; did you mean `fds prices latest`?\n");
  });

  it('fds prices lates: the ticker LATES is unknown, and what was probably meant is said too', async () => {
    const run = await box.fds(['prices', 'lates']);
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toMatch(/^fds: .*LATES.* Or did you mean `fds prices latest`\?\n$/);
  });

  it('a mistyped top-level command or option gets a one-line suggestion', async () => {
    const command = await box.fds(['prise', 'AAPL']);
    expect(command.exitCode).toBe(2);
    expect(command.stderr).toBe("fds: unknown command 'fds prise'; did you mean `fds prices`?\n");
    const option = await box.fds(['prices', 'AAPL', '--limt', '3']);
    expect(option.stderr).toBe("fds: unknown option '--limt'; did you mean --limit? See 'fds prices --help'.\n");
  });

  it('a ticker is never taken for a typo', async () => {
    const run = await box.fds(['prices', 'MSFT', '--limit', '1']);
    expect(run.exitCode).toBe(0);
  });
});

describe('the version', () => {
  it('fds -v, -V and --version print it', async () => {
    for (const flag of ['-v', '-V', '--version']) {
      const run = await box.fds([flag]);
      expect(run.exitCode, flag).toBe(0);
      expect(run.stdout, flag).toMatch(/^\d+\.\d+\.\d+\n$/);
    }
  });
});
