import { describe, expect, it } from 'vitest';
import { parseArgv } from '../../../commands/program';
import { ApiError } from '../../../src/core/errors';
import { createOptionsProvider, optionsConfigFromEnv, optionsProviderFromEnv } from '../../../src/engine/options/config';
import { call, callError } from '../../support/invoke';
import { emptyStore } from '../../support/store';
import { seedListing } from './seed';

const serveBase = { kind: 'serve', host: '127.0.0.1', port: 8080, quotas: {} };

describe('fds serve options flags → the options configuration', () => {
  it.each([
    { argv: ['serve'], options: undefined },
    { argv: ['serve', '--options-provider', 'disabled'], options: { kind: 'disabled' } },
    { argv: ['serve', '--options-cache-seconds', '0'], options: { kind: 'capture', cacheSeconds: 0 } },
    {
      argv: ['serve', '--options-upstream', 'https://fds.example.com', '--options-upstream-key', 'fds_k', '--options-timeout-ms', '1500', '--options-cache-seconds', '60'],
      options: { kind: 'upstream', upstream: { url: 'https://fds.example.com', key: 'fds_k' }, timeoutMs: 1500, cacheSeconds: 60 },
    },
  ])('fds $argv', async ({ argv, options }) => {
    expect((await parseArgv(argv)).planned).toEqual(options === undefined ? serveBase : { ...serveBase, options });
  });

  it.each([
    { argv: ['serve', '--options-provider', 'carrier-pigeon'], mentions: '--options-provider' },
    { argv: ['serve', '--options-provider', 'upstream', '--options-upstream-key', 'k'], mentions: '--options-upstream <url>' },
    { argv: ['serve', '--options-upstream', 'http://h:1'], mentions: '--options-upstream-key' },
    { argv: ['serve', '--options-upstream', 'ftp://h:1', '--options-upstream-key', 'k'], mentions: '--options-upstream' },
    { argv: ['serve', '--options-provider', 'capture', '--options-upstream-key', 'k'], mentions: '--options-upstream-key' },
    { argv: ['serve', '--options-cache-seconds', 'soon'], mentions: '--options-cache-seconds' },
    { argv: ['serve', '--options-timeout-ms', '0'], mentions: '--options-timeout-ms' },
  ])('fds $argv is a usage error', async ({ argv, mentions }) => {
    const error = await parseArgv(argv).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain(mentions);
  });
});

describe('the local CLI\'s options provider from the environment', () => {
  it('defaults to capture', () => {
    expect(optionsConfigFromEnv({})).toEqual({ kind: 'capture' });
    expect(createOptionsProvider(optionsConfigFromEnv({})).kind).toBe('capture');
  });

  it('reads FDS_OPTIONS_PROVIDER, FDS_OPTIONS_UPSTREAM and FDS_OPTIONS_UPSTREAM_KEY', () => {
    expect(optionsConfigFromEnv({ FDS_OPTIONS_PROVIDER: 'disabled' })).toEqual({ kind: 'disabled' });
    expect(optionsConfigFromEnv({ FDS_OPTIONS_PROVIDER: 'upstream', FDS_OPTIONS_UPSTREAM: 'http://h:1', FDS_OPTIONS_UPSTREAM_KEY: 'k' }))
      .toEqual({ kind: 'upstream', upstream: { url: 'http://h:1', key: 'k' } });
  });

  it('a bad setting fails only the chain and contract calls, with 503 naming the variable (expirations are a stored read)', async () => {
    const fx = await emptyStore();
    await seedListing(fx.store, 'AAPL');
    const ctx = { ...fx.ctx, options: optionsProviderFromEnv({ FDS_OPTIONS_PROVIDER: 'upstream' }) };
    const error = await callError(ctx, 'options.chain', { ticker: 'AAPL' });
    expect([error.status, error.message]).toEqual([503, expect.stringContaining('FDS_OPTIONS_UPSTREAM')]);
    expect(await call(ctx, 'options.expirations', { ticker: 'AAPL' })).toMatchObject({ ticker: 'AAPL', expirations: [] });
    expect(await call(ctx, 'market.status', {})).toBeDefined();
  });
});
