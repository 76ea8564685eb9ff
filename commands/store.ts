/** `fds store info`: tables, row counts and the newest capture per dataset. */
import type { Command } from 'commander';
import { operationById } from '../src/operations/index';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

export function registerStore(program: Command, plan: Planner): void {
  const store = program.command('store').description('The capture store');
  bindOperation(store.command('info'), operationById('store.info'), plan);
}
