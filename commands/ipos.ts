/**
 * `fds ipos list [--status S] [--filer-type T] [--limit N] [--offset N]` and `fds ipos show CIK`: the
 * registration (IPO) pipeline. Each subcommand is the face of one registry operation.
 */
import type { Command } from 'commander';
import { ipoOperations } from '../src/operations/ipos';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

const operationById = (id: string) => operationIn(ipoOperations, id);

export function registerIpos(program: Command, plan: Planner): void {
  const ipos = program.command('ipos').description('Registrations (S-1, F-1) in the IPO pipeline: status, offering terms, underwriters and financials');
  bindOperation(ipos.command('list'), operationById('ipos.list'), plan);
  bindOperation(ipos.command('show'), operationById('ipos.show'), plan);
}
