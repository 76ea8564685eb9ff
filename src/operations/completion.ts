/**
 * Plumbing for shell completion (`fds completion`): the stored tickers that begin with a typed prefix,
 * asked of whichever process holds the store. Engines answer it (see `engineOperations`); it is not in
 * the registry, so no HTTP route, command or manual page serves it.
 */
import { z } from 'zod';
import { tickersStartingWith } from '../engine/listings/ticker-prefix';
import { operation, type AnyOperation } from './operation';
// A list of keys names no data of any listing.
import { noCaptures } from './sample-scope';

export const tickerPrefixOperation = operation({
  id: 'completion.tickers',
  method: 'GET',
  path: '/_local/completion/tickers',
  summary: 'Stored tickers beginning with a prefix',
  description: 'Active listings whose ticker starts with prefix (case-insensitive), in ticker order, at most 200.',
  tag: 'completion',
  params: z.object({ prefix: z.string().max(32).default('').describe('What has been typed of the ticker so far.') }),
  response: z.object({ data: z.array(z.string()).describe('Tickers, canonical form (BRK-B, XLON:VOD).') }),
  access: 'local',
  sampleScope: noCaptures,
  run: async (ctx, p) => ({ data: await tickersStartingWith(ctx, p.prefix) }),
});

export const completionOperations: readonly AnyOperation[] = [tickerPrefixOperation];
