/**
 * Which option routes need the provider: expirations are a stored read of the contract reference (the
 * spec's "Reads use stored captures. Only the single-option-contract read and the option-chain snapshot
 * fetch upstream data on demand"), and an unknown, inactive or delisted ticker is 404 before any
 * provider is asked, whether options data is disabled, misconfigured or absent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { disabledOptionsProvider } from '../../../src/engine/options/disabled';
import { optionsProviderFromEnv } from '../../../src/engine/options/config';
import type { ExpirationsResponse } from '../../../src/engine/options/schemas';
import type { EngineContext } from '../../../src/engine/context';
import { call, callError } from '../../support/invoke';
import type { SampleFixture } from '../../support/store';
import { optionsFixture } from './support';

let fx: SampleFixture;
let unavailable: Record<string, EngineContext>;
beforeAll(async () => {
  fx = await optionsFixture();
  const withoutProvider: EngineContext = { ...fx.ctx };
  delete (withoutProvider as { options?: unknown }).options;
  unavailable = {
    disabled: { ...fx.ctx, options: disabledOptionsProvider },
    misconfigured: { ...fx.ctx, options: optionsProviderFromEnv({ FDS_OPTIONS_PROVIDER: 'upstream' }) },
    'not configured': withoutProvider,
  };
});

const SYMBOL = 'AAPL261218C00230000';

describe.each(['disabled', 'misconfigured', 'not configured'])('options data %s', (state) => {
  it('expirations are a stored read: the same answer as with the capture provider', async () => {
    const stored = await call<ExpirationsResponse>(fx.ctx, 'options.expirations', { ticker: 'AAPL' });
    expect(await call<ExpirationsResponse>(unavailable[state]!, 'options.expirations', { ticker: 'AAPL' })).toEqual(stored);
    expect(stored.expirations).toHaveLength(6);
  });

  it('a chain or a contract is 503 service_unavailable, never an empty answer', async () => {
    const ctx = unavailable[state]!;
    for (const error of [await callError(ctx, 'options.chain', { ticker: 'AAPL' }), await callError(ctx, 'options.contract', { ticker: 'AAPL' }, { symbol: SYMBOL })]) {
      expect([error.status, error.code]).toEqual([503, 'service_unavailable']);
    }
  });

  it.each([
    ['an unknown ticker', 'ZZZZ', 'Unknown ticker ZZZZ'],
    ['a delisted ticker', 'SMPLD', 'SMPLD is not an active listing'],
  ])('%s is 404 on every option route before the provider is asked', async (_what, ticker, message) => {
    const ctx = unavailable[state]!;
    const errors = [
      await callError(ctx, 'options.expirations', { ticker }),
      await callError(ctx, 'options.chain', { ticker }),
      await callError(ctx, 'options.contract', { ticker }, { symbol: SYMBOL }),
    ];
    for (const error of errors) expect([error.status, error.code, error.message]).toEqual([404, 'not_found', expect.stringContaining(message)]);
  });
});
