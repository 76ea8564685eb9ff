/**
 * `fds short eu-disclosures EXCHANGE TICKER [--source S]`, `fds short eu-aggregates EXCHANGE TICKER`: the
 * short-selling family. Each subcommand is the face of one registry operation; a new operation of the
 * family is one more line here.
 */
import type { Command } from 'commander';
import { shortOperations } from '../src/operations/short';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(shortOperations, id);

export function registerShort(program: Command, plan: Planner): void {
  const short = program.command('short').description('Short selling: European regulators\' net short position disclosures and aggregates');
  bindOperation(short.command('eu-disclosures'), operationById('short.euDisclosures'), plan);
  bindOperation(short.command('eu-aggregates'), operationById('short.euAggregates'), plan);
}
