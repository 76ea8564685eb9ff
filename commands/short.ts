/**
 * `fds short eu-disclosures EXCHANGE TICKER [--source S]`, `fds short eu-aggregates EXCHANGE TICKER`,
 * `fds short forecast TICKER`, `fds short squeeze [--ticker T]`: the short-selling family. Each
 * subcommand is the face of one registry operation; a new operation of the family is one more line here.
 */
import type { Command } from 'commander';
import { shortOperations } from '../src/operations/short';
import { shortScoreOperations } from '../src/operations/short-scores';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn([...shortOperations, ...shortScoreOperations], id);

export function registerShort(program: Command, plan: Planner): void {
  const short = program.command('short').description('Short selling: European regulators\' net short position disclosures and aggregates, the short-interest forecast and squeeze scores');
  bindOperation(short.command('eu-disclosures'), operationById('short.euDisclosures'), plan);
  bindOperation(short.command('eu-aggregates'), operationById('short.euAggregates'), plan);
  bindOperation(short.command('forecast'), operationById('short.forecast'), plan);
  bindOperation(short.command('squeeze'), operationById('short.squeeze'), plan);
}
