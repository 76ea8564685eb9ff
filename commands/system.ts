/** `fds health` and `fds openapi`: the service-level operations, so every public operation has a command. */
import type { Command } from 'commander';
import { systemOperations } from '../src/operations/system';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(systemOperations, id);

export function registerSystem(program: Command, plan: Planner): void {
  bindOperation(program.command('health'), operationById('system.health'), plan);
  // The OpenAPI description is a document: a table of its top-level keys would tell nobody anything.
  bindOperation(program.command('openapi'), operationById('system.openapi'), (planned, command) =>
    plan(planned.kind === 'call' ? { ...planned, view: { kind: 'document' } } : planned, command),
  );
}
