/**
 * `fds insiders transactions|ownership|proposed-sales TICKER`, `fds insiders search WORDS…`,
 * `fds insiders sentiment`, `fds insiders directors EXCHANGE TICKER`.
 */
import type { Command } from 'commander';
import { insiderOperations } from '../src/operations/insiders';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(insiderOperations, id);

export function registerInsiders(program: Command, plan: Planner): void {
  const insiders = program.command('insiders').description('Insider transactions, holdings, proposed sales, search, sentiment and Swedish director transactions');
  bindOperation(insiders.command('transactions'), operationById('insiders.transactions'), plan);
  bindOperation(insiders.command('ownership'), operationById('insiders.ownership'), plan);
  bindOperation(insiders.command('proposed-sales'), operationById('insiders.proposedSales'), plan);
  bindOperation(insiders.command('search'), operationById('insiders.search'), plan, { variadic: { param: 'query', separator: ' ' } });
  bindOperation(insiders.command('sentiment'), operationById('insiders.sentiment'), plan);
  bindOperation(insiders.command('directors'), operationById('insiders.directorTransactions'), plan);
}
