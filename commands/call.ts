/** Runs a planned registry operation on the command's engine. */
import { queryParamNames } from '../src/operations/operation';
import type { Engine } from '../src/client/engine';
import { resolveNames } from './by-name';
import type { CommandContext, CommandResult } from './context';
import type { Planned } from './planned';
import { checkResult } from './result-check';
import type { Related } from './tables/layout';
import { emptyWindowHint } from './window-hint';

export async function runCall(typed: Extract<Planned, { kind: 'call' }>, ctx: CommandContext): Promise<CommandResult> {
  const engine = await ctx.engine();
  const planned = typed.names === undefined ? typed : { ...typed, pathValues: await resolveNames(engine, typed.pathValues, typed.names) };
  const body = await engine.call(planned.op, planned.pathValues, planned.query, planned.body);
  // Asked before the hint's own call, which would replace it.
  const sampleAsOf = await engine.sampleAsOf();
  const hint = await emptyWindowHint(planned, engine, body);
  const related = ctx.terminal.format === 'table' ? await relatedRows(planned.op.id, engine, body) : undefined;
  return {
    body,
    sampleAsOf,
    ...(hint === null ? {} : { hint }),
    offsetFlag: queryParamNames(planned.op).includes('offset'),
    ...(planned.view === undefined ? {} : { view: planned.view }),
    operation: planned.op.id,
    ...(related === undefined ? {} : { related }),
    ...(planned.check === undefined ? {} : checkResult(planned, planned.check, body)),
  };
}

/** Rows of a second answer the operation's table draws on, when it draws on one (the closes beside quotes). */
async function relatedRows(operation: string, engine: Engine, body: unknown): Promise<Related | undefined> {
  const { tableSpecFor } = await import('./tables/index');
  return tableSpecFor(operation)?.related?.(engine, body);
}
