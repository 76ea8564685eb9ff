/** `fds prices TICKER`, `fds prices dividends|splits TICKER`, `fds prices latest T1 T2 …`. */
import type { Command } from 'commander';
import { operationById } from '../src/operations/index';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

export function registerPrices(program: Command, plan: Planner): void {
  const prices = program.command('prices').description('Daily price bars (fds prices TICKER), dividends, splits and latest closes');
  // `list` is the default: `fds prices AAPL --limit 5` runs it, and its options never collide with those
  // of `fds prices dividends AAPL --limit 5`.
  bindOperation(prices.command('list', { isDefault: true }), operationById('prices.list'), plan);
  bindOperation(prices.command('dividends'), operationById('prices.dividends'), plan);
  bindOperation(prices.command('splits'), operationById('prices.splits'), plan);
  bindOperation(prices.command('latest'), operationById('prices.latest'), plan, { variadic: { param: 'tickers', separator: ',' } });
}
