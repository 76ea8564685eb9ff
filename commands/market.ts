/**
 * `fds market status`, `fds market calendar [--year YYYY]`, the sentiment gauges `fds market put-call
 * [--type …]` and `fds market vix`, and `fds market catalysts` (FDA advisory-committee meetings).
 */
import type { Command } from 'commander';
import { marketOperations } from '../src/operations/market';
import { gaugesOperations } from '../src/operations/gauges';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn([...marketOperations, ...gaugesOperations], id);

export function registerMarket(program: Command, plan: Planner): void {
  const market = program
    .command('market')
    .description('Market status, the NYSE holiday calendar, put/call ratios, the volatility index and FDA advisory catalysts');
  bindOperation(market.command('status'), operationById('market.status'), plan);
  bindOperation(market.command('calendar'), operationById('market.calendar'), plan);
  bindOperation(market.command('put-call'), operationById('market.putCallRatios'), plan);
  bindOperation(market.command('vix'), operationById('market.vix'), plan);
  bindOperation(market.command('catalysts'), operationById('fda.catalysts'), plan);
}
