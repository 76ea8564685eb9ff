/** `fds keys create --account NAME --plan PLAN` or `--org ORG`, `fds keys list`, `fds keys revoke ID` (store operator only). */
import type { Command } from 'commander';
import { operationById } from '../src/operations/index';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

export function registerKeys(program: Command, plan: Planner): void {
  const keys = program.command('keys').description('API keys of the accounts this store serves');
  bindOperation(keys.command('create'), operationById('keys.create'), plan);
  bindOperation(keys.command('list'), operationById('keys.list'), plan);
  bindOperation(keys.command('revoke'), operationById('keys.revoke'), plan);
}
