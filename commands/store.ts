/** `fds store info`: tables, row counts and the newest capture per dataset. */
import type { Command } from 'commander';
import { storeAdminOperations } from '../src/operations/store-admin';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(storeAdminOperations, id);

export function registerStore(program: Command, plan: Planner): void {
  const store = program.command('store').description('The capture store');
  bindOperation(store.command('info'), operationById('store.info'), (planned, command) =>
    plan(planned.kind === 'call' ? { ...planned, view: { kind: 'store-info' } } : planned, command),
  );
}
