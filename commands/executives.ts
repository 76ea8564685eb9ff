/**
 * `fds executives TICKER [--action A] [--start-date D] [--end-date D] [--limit N] [--offset N]`: a stock's
 * executive and director changes read from its 8-K Item 5.02 filings. The face of one registry operation.
 */
import type { Command } from 'commander';
import { executiveOperations } from '../src/operations/executives';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

export function registerExecutives(program: Command, plan: Planner): void {
  bindOperation(program.command('executives'), operationIn(executiveOperations, 'executives.changes'), plan);
}
