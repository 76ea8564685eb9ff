/** `fds health` and `fds openapi`: the service-level operations, so every public operation has a command. */
import type { Command } from 'commander';
import { operationById } from '../src/operations/index';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

export function registerSystem(program: Command, plan: Planner): void {
  bindOperation(program.command('health'), operationById('system.health'), plan);
  bindOperation(program.command('openapi'), operationById('system.openapi'), plan);
}
