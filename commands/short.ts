/**
 * `fds short volume|interest|off-exchange|ftd TICKER`, `fds short snapshot`, `fds short largest`: the US
 * regulators' short-selling data; `fds short forecast TICKER`, `fds short squeeze [--ticker T]`: the
 * short-interest forecast and squeeze scores; `fds short eu-disclosures EXCHANGE TICKER [--source S]`,
 * `fds short eu-aggregates EXCHANGE TICKER`: the European registers. Each subcommand is the face of one
 * registry operation; a new operation of the family is one more line here.
 */
import type { Command } from 'commander';
import { shortOperations } from '../src/operations/short';
import { shortScoreOperations } from '../src/operations/short-scores';
import { shortUsOperations } from '../src/operations/short-us';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn([...shortUsOperations, ...shortScoreOperations, ...shortOperations], id);

export function registerShort(program: Command, plan: Planner): void {
  const short = program
    .command('short')
    .description("Short selling: US short volume, short interest and its forecast, off-exchange volume, fails-to-deliver and squeeze scores; European regulators' net short positions");
  bindOperation(short.command('volume'), operationById('short.volume'), plan);
  bindOperation(short.command('interest'), operationById('short.interest'), plan);
  bindOperation(short.command('forecast'), operationById('short.forecast'), plan);
  bindOperation(short.command('off-exchange'), operationById('short.offExchange'), plan);
  bindOperation(short.command('ftd'), operationById('short.failsToDeliver'), plan);
  bindOperation(short.command('snapshot'), operationById('short.snapshot'), plan);
  bindOperation(short.command('largest'), operationById('short.largest'), plan);
  bindOperation(short.command('squeeze'), operationById('short.squeeze'), plan);
  bindOperation(short.command('eu-disclosures'), operationById('short.euDisclosures'), plan);
  bindOperation(short.command('eu-aggregates'), operationById('short.euAggregates'), plan);
}
