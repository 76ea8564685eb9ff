/**
 * `fds congress members WORDS… [--limit N]`, `fds congress trades [--ticker T] [--member-id ID] …`,
 * `fds congress net-worth ID`, `fds congress activity [--days N] [--direction buys|sells] [--chamber …]`:
 * congressional trading. Each subcommand is the face of one registry operation.
 */
import type { Command } from 'commander';
import { congressOperations } from '../src/operations/congress';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(congressOperations, id);

export function registerCongress(program: Command, plan: Planner): void {
  const congress = program.command('congress').description('Congressional trading: members, disclosed trades, net-worth bands and market-wide flow');
  bindOperation(congress.command('members'), operationById('congress.members'), plan, { variadic: { param: 'query', separator: ' ' } });
  bindOperation(congress.command('trades'), operationById('congress.trades'), plan);
  bindOperation(congress.command('net-worth'), operationById('congress.netWorth'), plan);
  bindOperation(congress.command('activity'), operationById('congress.marketActivity'), plan);
}
