/**
 * Captured ticks read through an engine (the operator's `/_local/ticks/…` reads), so a replay can run in
 * a process that does not hold the store: the board of a second `fds` process, over the owner's socket.
 */
import { operationIn } from '../operations/operation';
import { tickOperations } from '../operations/ticks';
import type { TickSource } from '../quotes/tick-source';
import type { Reading } from '../quotes/types';
import type { Engine } from './engine';

const op = (id: string) => operationIn(tickOperations, id);

export function engineTicks(engine: Engine): TickSource {
  const readings = async (id: string, query: Record<string, string>): Promise<Reading[]> =>
    ((await engine.call(op(id), {}, query)) as { data: Reading[] }).data;
  return {
    priming: (now, spanMs) => readings('ticks.priming', { now: String(now), spanMs: String(spanMs) }),
    between: (after, until) => readings('ticks.between', { after: String(after), until: String(until) }),
    nextAfter: async (after) => ((await engine.call(op('ticks.next'), {}, { after: String(after) })) as { at: number | null }).at,
  };
}
