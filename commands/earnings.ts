/**
 * `fds earnings call TICKER FISCAL_YEAR FISCAL_QUARTER`, `fds earnings transcript TICKER FISCAL_YEAR
 * FISCAL_QUARTER`, `fds earnings briefs TICKER`, `fds earnings events TICKER`, `fds earnings
 * event-transcript EVENT_ID`: earnings calls and investor events. Each subcommand is the face of one
 * registry operation.
 */
import type { Command } from 'commander';
import { earningsOperations } from '../src/operations/earnings';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(earningsOperations, id);

export function registerEarnings(program: Command, plan: Planner): void {
  const earnings = program.command('earnings').description('Earnings calls and investor events: guidance, transcripts, briefs and event lists');
  bindOperation(earnings.command('call'), operationById('earnings.call'), plan);
  bindOperation(earnings.command('transcript'), operationById('earnings.speakers'), plan);
  bindOperation(earnings.command('briefs'), operationById('earnings.briefs'), plan);
  bindOperation(earnings.command('events'), operationById('earnings.events'), plan);
  bindOperation(earnings.command('event-transcript'), operationById('earnings.eventSpeakers'), plan);
}
