/**
 * `fds filings buybacks TICKER`, `fds filings atm TICKER`: what a company's own filings say about its share
 * repurchase programs and its at-the-market equity programs. Each subcommand is the face of one registry
 * operation.
 */
import type { Command } from 'commander';
import { buybackOperations } from '../src/operations/buybacks';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

const operationById = (id: string) => operationIn(buybackOperations, id);

export function registerFilings(program: Command, plan: Planner): void {
  const filings = program.command('filings').description("What companies' own filings say: share buyback programs and at-the-market equity programs");
  bindOperation(filings.command('buybacks'), operationById('buybacks.programs'), plan);
  bindOperation(filings.command('atm'), operationById('buybacks.atm'), plan);
}
