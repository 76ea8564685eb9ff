/** `fds cftc contracts [QUERY…]`, `fds cftc positions CODE`, `fds cftc latest [--category C]`. */
import type { Command } from 'commander';
import { cftcOperations } from '../src/operations/cftc';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(cftcOperations, id);

export function registerCftc(program: Command, plan: Planner): void {
  const cftc = program.command('cftc').description('Futures positioning (CFTC Commitments of Traders) of the tracked contracts');
  // The words are optional: `fds cftc contracts` alone lists every tracked contract.
  bindOperation(cftc.command('contracts'), operationById('cftc.contracts'), plan, { variadic: { param: 'query', separator: ' ', optional: true } });
  bindOperation(cftc.command('positions'), operationById('cftc.positions'), plan);
  bindOperation(cftc.command('latest'), operationById('cftc.latest'), plan);
}
