/**
 * `fds profile TICKER` and `fds screener [filters]`: a listing's identity and basic facts, and the US stock
 * listings filtered and sorted by their figures. Each command is the face of one registry operation.
 */
import type { Command } from 'commander';
import { operationIn } from '../src/operations/operation';
import { stockOperations } from '../src/operations/stocks';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

const operationById = (id: string) => operationIn(stockOperations, id);

export function registerStocks(program: Command, plan: Planner): void {
  bindOperation(program.command('profile'), operationById('stocks.profile'), plan, { variadic: { param: 'ticker', separator: ' ', optional: true } });
  bindOperation(program.command('screener'), operationById('stocks.screener'), plan);
}
