/** `fds market status`, `fds market calendar [--year YYYY]`. */
import type { Command } from 'commander';
import { operationById } from '../src/operations/index';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

export function registerMarket(program: Command, plan: Planner): void {
  const market = program.command('market').description('Market status and the NYSE holiday calendar');
  bindOperation(market.command('status'), operationById('market.status'), plan);
  bindOperation(market.command('calendar'), operationById('market.calendar'), plan);
}
