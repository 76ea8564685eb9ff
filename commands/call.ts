/** Runs a planned registry operation on the command's engine. */
import { queryParamNames } from '../src/operations/operation';
import type { CommandContext, CommandResult } from './context';
import type { Planned } from './planned';
import { emptyWindowHint } from './window-hint';

export async function runCall(planned: Extract<Planned, { kind: 'call' }>, ctx: CommandContext): Promise<CommandResult> {
  const engine = await ctx.engine();
  const body = await engine.call(planned.op, planned.pathValues, planned.query, planned.body);
  // Asked before the hint's own call, which would replace it.
  const sampleAsOf = await engine.sampleAsOf();
  const hint = await emptyWindowHint(planned, engine, body);
  return {
    body,
    sampleAsOf,
    ...(hint === null ? {} : { hint }),
    offsetFlag: queryParamNames(planned.op).includes('offset'),
    ...(planned.view === undefined ? {} : { view: planned.view }),
  };
}
