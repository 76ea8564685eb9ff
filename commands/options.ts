/**
 * `fds options expirations TICKER`, `fds options chain TICKER [--expiration --min-strike --max-strike
 * --type --limit]`, `fds options contract TICKER --symbol OCC`.
 */
import type { Command } from 'commander';
import { optionsOperations } from '../src/operations/options';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(optionsOperations, id);

export function registerOptions(program: Command, plan: Planner): void {
  const options = program
    .command('options')
    .description('Option expirations, chains and single contracts of a listing (current snapshots, through the configured provider)');
  bindOperation(options.command('expirations'), operationById('options.expirations'), plan);
  bindOperation(options.command('chain'), operationById('options.chain'), plan);
  bindOperation(options.command('contract'), operationById('options.contract'), plan);
}
