/** `fds keys create --account NAME --plan PLAN` or `--org ORG`, `fds keys list`, `fds keys revoke ID` (store operator only). */
import type { Command } from 'commander';
import { keyOperations } from '../src/operations/keys';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(keyOperations, id);

export function registerKeys(program: Command, plan: Planner): void {
  const keys = program.command('keys').description('API keys of the accounts this store serves');
  bindOperation(keys.command('create'), operationById('keys.create'), plan);
  bindOperation(keys.command('list'), operationById('keys.list'), plan);
  bindOperation(keys.command('revoke'), operationById('keys.revoke'), plan);
}
