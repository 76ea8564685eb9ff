/**
 * `fds prices TICKER`, `fds prices dividends|splits TICKER`, `fds prices latest T1 T2 …`,
 * `fds prices technicals <indicator> TICKER`, `fds prices correlations TICKER`.
 */
import type { Command } from 'commander';
import { INDICATORS } from '../src/engine/technicals/definitions';
import { pricesOperations } from '../src/operations/prices';
import { technicalsOperations } from '../src/operations/technicals';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn([...pricesOperations, ...technicalsOperations], id);

export function registerPrices(program: Command, plan: Planner): void {
  const prices = program
    .command('prices')
    .description('Daily price bars (fds prices TICKER), dividends, splits, latest closes, technical indicators and correlations');
  // `list` is the default: `fds prices AAPL --limit 5` runs it, and its options never collide with those
  // of `fds prices dividends AAPL --limit 5`.
  bindOperation(prices.command('list', { isDefault: true }), operationById('prices.list'), plan);
  bindOperation(prices.command('dividends'), operationById('prices.dividends'), plan);
  bindOperation(prices.command('splits'), operationById('prices.splits'), plan);
  bindOperation(prices.command('latest'), operationById('prices.latest'), plan, { variadic: { param: 'tickers', separator: ',' } });
  const technicals = prices
    .command('technicals')
    .description(`Technical indicators from daily bars: ${INDICATORS.map((def) => def.indicator).join(', ')}`);
  // One subcommand per indicator, named as its path segment, so each carries its own typed flags.
  for (const def of INDICATORS) {
    bindOperation(technicals.command(def.indicator), operationById(`technicals.${def.indicator}`), plan);
  }
  bindOperation(prices.command('correlations'), operationById('technicals.correlations'), plan);
}
