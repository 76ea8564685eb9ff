/**
 * Serving a store this process holds to every other fds process on it, over the owner socket: shared by
 * the daemon and `fds serve`. Each request runs on an engine over the one open store, with the caller's
 * clock (`FDS_NOW`) and options settings; option providers are kept per setting, so their snapshot cache
 * serves every caller alike.
 */
import { clockFromEnv, systemClock } from '../core/clock';
import { optionsProviderFromEnv } from '../engine/options/config';
import type { OptionsProvider } from '../engine/options/provider';
import { LocalEngine } from '../client/local-engine';
import type { StateStore } from '../state/state';
import type { Store } from '../store/store';
import { ownerPaths } from './paths';
import type { OwnerKind } from './protocol';
import { startOwnerServer, type OwnerServer, type OwnerServerOptions } from './server';

export interface HoldOptions extends Pick<OwnerServerOptions, 'runCommand' | 'idleTimeoutSeconds' | 'onIdle' | 'onStopRequest' | 'server' | 'log'> {
  store: Store;
  /** The state store forwarded requests use (`fds serve --state`); default the store itself. */
  state?: StateStore;
  /** Absolute path of the store (the socket is derived from it). */
  storePath: string;
  kind: OwnerKind;
  /** This process's environment: where the socket directory is. */
  env: NodeJS.ProcessEnv;
}

const OPTION_SETTINGS = ['FDS_OPTIONS_PROVIDER', 'FDS_OPTIONS_UPSTREAM', 'FDS_OPTIONS_UPSTREAM_KEY'];

export async function serveOwnerSocket(options: HoldOptions): Promise<OwnerServer> {
  const providers = new Map<string, OptionsProvider>();
  const providerFor = (env: NodeJS.ProcessEnv): OptionsProvider => {
    const key = OPTION_SETTINGS.map((name) => env[name] ?? '').join('\u0000');
    let provider = providers.get(key);
    if (provider === undefined) {
      provider = optionsProviderFromEnv(env);
      providers.set(key, provider);
    }
    return provider;
  };
  const { engineOperations } = await import('../operations/index');
  const operations = new Map(engineOperations.map((op) => [op.id, op]));
  const server = await startOwnerServer({
    ...options,
    paths: ownerPaths(options.storePath, options.env),
    clock: systemClock,
    engineFor: (env) => LocalEngine.over(options.store, clockFromEnv(env), providerFor(env), env, options.state),
    operation: (id) => operations.get(id),
  });
  return {
    status: () => server.status(),
    close: async () => {
      await server.close();
      await Promise.allSettled([...providers.values()].map(async (provider) => provider.close?.()));
    },
  };
}
