/** `fds prices TICKER`, `fds prices dividends|splits TICKER`, `fds prices latest T1 T2 …`. */
import type { Command } from 'commander';
import { operationById } from '../src/operations/index';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

export function registerPrices(program: Command, plan: Planner): void {
  const prices = bindOperation(program.command('prices'), operationById('prices.list'), plan);
  bindOperation(prices.command('dividends'), operationById('prices.dividends'), plan);
  bindOperation(prices.command('splits'), operationById('prices.splits'), plan);
  bindOperation(prices.command('latest'), operationById('prices.latest'), plan, { variadic: { param: 'tickers', separator: ',' } });
}
