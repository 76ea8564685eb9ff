/** Runs a planned registry operation on the command's engine. */
import { queryParamNames } from '../src/operations/operation';
import type { CommandContext, CommandResult } from './context';
import type { Planned } from './planned';

export async function runCall(planned: Extract<Planned, { kind: 'call' }>, ctx: CommandContext): Promise<CommandResult> {
  const engine = await ctx.engine();
  const body = await engine.call(planned.op, planned.pathValues, planned.query, planned.body);
  return {
    body,
    sampleAsOf: await engine.sampleAsOf(),
    offsetFlag: queryParamNames(planned.op).includes('offset'),
    ...(planned.view === undefined ? {} : { view: planned.view }),
  };
}
