/** `fds fx rates [--from EUR] [--to USD,GBP] [--start-date] [--end-date] [--limit] [--offset]`. */
import type { Command } from 'commander';
import { fxOperations } from '../src/operations/fx';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(fxOperations, id);

export function registerFx(program: Command, plan: Planner): void {
  const fx = program.command('fx').description('Official exchange rates (ECB euro reference rates) held by the store');
  bindOperation(fx.command('rates'), operationById('fx.rates'), plan);
}
