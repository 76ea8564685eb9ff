/**
 * Choosing the options provider: `capture` (the embedded default), `upstream` (another fds server) or
 * `disabled`, wrapped in the snapshot cache. `fds serve` takes it from flags; the local CLI from the
 * environment (`FDS_OPTIONS_PROVIDER`, `FDS_OPTIONS_UPSTREAM`, `FDS_OPTIONS_UPSTREAM_KEY`).
 */
import { serviceUnavailable } from '../../core/errors';
import { DEFAULT_OPTIONS_CACHE_SECONDS, cachedOptionsProvider } from './cache';
import { captureOptionsProvider } from './capture';
import { disabledOptionsProvider } from './disabled';
import type { OptionsProvider, OptionsProviderKind } from './provider';
import { upstreamOptionsProvider } from './upstream';

export const OPTIONS_PROVIDER_KINDS: readonly OptionsProviderKind[] = ['capture', 'upstream', 'disabled'];

export interface OptionsConfig {
  kind: OptionsProviderKind;
  /** With `upstream`: the fds server and the API key to call it with. */
  upstream?: { url: string; key: string };
  /** Snapshot cache lifetime in seconds (default 300; 0 turns it off). */
  cacheSeconds?: number;
  /** Upstream connect and read timeout in milliseconds (default 5000). */
  timeoutMs?: number;
}

/** Builds the configured provider; `upstream` without a URL and key is a configuration error. */
export function createOptionsProvider(config: OptionsConfig): OptionsProvider {
  const seconds = config.cacheSeconds ?? DEFAULT_OPTIONS_CACHE_SECONDS;
  switch (config.kind) {
    case 'disabled':
      return disabledOptionsProvider;
    case 'capture':
      return cachedOptionsProvider(captureOptionsProvider, seconds);
    case 'upstream': {
      if (config.upstream === undefined) throw new Error('The upstream options provider needs an upstream URL and API key.');
      const inner = upstreamOptionsProvider({ ...config.upstream, ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }) });
      return cachedOptionsProvider(inner, seconds);
    }
  }
}

const isKind = (text: string): text is OptionsProviderKind => (OPTIONS_PROVIDER_KINDS as readonly string[]).includes(text);

/**
 * The local CLI's options configuration: `FDS_OPTIONS_PROVIDER` (default `capture`), and for `upstream`
 * `FDS_OPTIONS_UPSTREAM` and `FDS_OPTIONS_UPSTREAM_KEY`. A bad value is an error naming the variable.
 */
export function optionsConfigFromEnv(env: NodeJS.ProcessEnv): OptionsConfig {
  const kind = (env.FDS_OPTIONS_PROVIDER ?? '').trim() || 'capture';
  if (!isKind(kind)) throw new Error(`FDS_OPTIONS_PROVIDER must be one of ${OPTIONS_PROVIDER_KINDS.join(', ')} (got ${kind}).`);
  if (kind !== 'upstream') return { kind };
  const url = env.FDS_OPTIONS_UPSTREAM;
  const key = env.FDS_OPTIONS_UPSTREAM_KEY;
  if (url === undefined || url === '' || key === undefined || key === '') {
    throw new Error('FDS_OPTIONS_PROVIDER=upstream needs FDS_OPTIONS_UPSTREAM (an fds server URL) and FDS_OPTIONS_UPSTREAM_KEY.');
  }
  return { kind, upstream: { url, key } };
}

/**
 * The local CLI's provider from the environment. A bad setting fails only the chain and contract calls
 * (503 naming the variable), so every other command keeps working.
 */
export function optionsProviderFromEnv(env: NodeJS.ProcessEnv): OptionsProvider {
  let config: OptionsConfig;
  try {
    config = optionsConfigFromEnv(env);
  } catch (error) {
    const reason = serviceUnavailable(`Options data is misconfigured: ${(error as Error).message}`);
    return { kind: 'disabled', chain: () => Promise.reject(reason), contract: () => Promise.reject(reason) };
  }
  return createOptionsProvider(config);
}
