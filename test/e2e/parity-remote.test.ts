/**
 * Parity in remote mode: for every public operation, `fds --remote URL --api-key KEY … --json` prints
 * exactly the body of the matching /v1 request on a real `fds serve` (lock routing: parity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { allCases, parityServer } from './parity-support';

const p = parityServer();

describe('fds --remote … --json equals the /v1 body for every public operation', () => {
  it.each(allCases())('$id: fds $argv --remote URL --api-key KEY', async ({ argv, path, method, body }) => {
    const http = await p.httpBody(p.filled(path), method, body);
    const cli = await p.box.fds(['--remote', p.url, '--api-key', p.key, ...argv.map(p.filled), '--json']);
    expect(cli.stdout).toBe(`${http.body}\n`);
    expect(cli.exitCode === 0).toBe(http.status < 300);
  });
});
