/** Parity cases of the feeds family's operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

export const feedsCases: ParityCases = {
  // The list is the caller's own feeds: the parity account's (none) over --remote; the server holding the
  // store answers the lock-routed CLI as the local owner, whose sample feeds the key cannot see.
  'feeds.list': [{ argv: ['feeds', 'list'], path: '/v1/web-data-feeds', remoteOnly: true }],
  'feeds.result': [
    // The sample feed of another account: 404 to every other caller, naming the list endpoint.
    { argv: ['feeds', 'show', '3f2a9c1e-7b4d-4e8a-9a61-0c5d2e7f1a04'], path: '/v1/web-data-feeds/3f2a9c1e-7b4d-4e8a-9a61-0c5d2e7f1a04' },
    { argv: ['feeds', 'show', 'no-such-feed', '--at', '2026-11-20T16:00:00Z'], path: '/v1/custom-data-sets/no-such-feed?at=2026-11-20T16:00:00Z' },
    { argv: ['feeds', 'show', 'no-such-feed', '--at', '2026-11-20'], path: '/v1/web-data-feeds/no-such-feed?at=2026-11-20' },
  ],
};
