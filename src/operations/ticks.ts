/**
 * Operator-only reads of the captured ticks, for a replay that runs in another process than the one
 * holding the store: the board of a second `fds` process replays them at its own speed through whichever
 * process holds the store. Instants are epoch milliseconds. Engines answer them (see `engineOperations`);
 * they are not in the registry, so no HTTP route, command or manual page serves them.
 */
import { z } from 'zod';
import { storeTicks } from '../quotes/tick-source';
import { operation, type AnyOperation } from './operation';
import { rowTickers, noCaptures } from './sample-scope';

const TAG = 'quotes';

const instant = (description: string) =>
  z
    .string()
    .refine((text) => /^\d{1,15}$/.test(text), { message: 'must be an instant in epoch milliseconds' })
    .transform(Number)
    .describe(description);

const Reading = z.object({
  ticker: z.string().describe('Canonical listing key.'),
  price: z.number().describe('Trade price.'),
  bidPrice: z.number().nullable().describe('Best bid at that moment; null when none.'),
  askPrice: z.number().nullable().describe('Best ask at that moment; null when none.'),
  at: z.number().describe('Market-data time of the trade, epoch milliseconds.'),
  transport: z.enum(['WebSocket', 'Rest']).describe('How the reading was captured.'),
});
const Readings = z.object({ data: z.array(Reading).describe('Readings, oldest first.') });

export const primingTicksOperation = operation({
  id: 'ticks.priming',
  method: 'GET',
  path: '/_local/ticks/priming',
  summary: 'The ticks that prime a quote bus at an instant',
  description: 'Per ticker the newest tick at or before now, and every tick of the spanMs before it, oldest first.',
  tag: TAG,
  params: z.object({
    now: instant('The instant to prime for.'),
    spanMs: instant('How far back every tick is included, in milliseconds.'),
  }),
  response: Readings,
  access: 'local',
  sampleScope: (_p, result) => [rowTickers(result.data)],
  run: async (ctx, p) => ({ data: await storeTicks(ctx.store).priming(p.now, p.spanMs) }),
});

export const ticksBetweenOperation = operation({
  id: 'ticks.between',
  method: 'GET',
  path: '/_local/ticks/between',
  summary: 'The ticks of a time window',
  description: 'Every tick with after < time <= until, oldest first.',
  tag: TAG,
  params: z.object({ after: instant('Exclusive start.'), until: instant('Inclusive end.') }),
  response: Readings,
  access: 'local',
  sampleScope: (_p, result) => [rowTickers(result.data)],
  run: async (ctx, p) => ({ data: await storeTicks(ctx.store).between(p.after, p.until) }),
});

export const nextTickOperation = operation({
  id: 'ticks.next',
  method: 'GET',
  path: '/_local/ticks/next',
  summary: 'When the next tick after an instant was captured',
  description: 'The instant (epoch milliseconds) of the first tick after `after`; null when there is none.',
  tag: TAG,
  params: z.object({ after: instant('Exclusive start.') }),
  response: z.object({ at: z.number().nullable().describe('Epoch milliseconds of the next tick; null when none.') }),
  access: 'local',
  // An instant, not a reading: it says nothing about any listing's data.
  sampleScope: noCaptures,
  run: async (ctx, p) => ({ at: await storeTicks(ctx.store).nextAfter(p.after) }),
});

export const tickOperations: readonly AnyOperation[] = [primingTicksOperation, ticksBetweenOperation, nextTickOperation];
