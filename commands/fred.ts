/** `fds fred search QUERY…`, `fds fred observations SERIES`, `fds fred latest [--category]`, `fds fred calendar`. */
import type { Command } from 'commander';
import { fredOperations } from '../src/operations/fred';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(fredOperations, id);

export function registerFred(program: Command, plan: Planner): void {
  const fred = program.command('fred').description('Economic data (FRED): series search, observations, latest values and the release calendar');
  // The words of the query may be given unquoted: `fds fred search core cpi` asks for "core cpi".
  bindOperation(fred.command('search'), operationById('fred.series'), plan, { variadic: { param: 'query', separator: ' ' } });
  bindOperation(fred.command('observations'), operationById('fred.observations'), plan);
  bindOperation(fred.command('latest'), operationById('fred.latest'), plan);
  bindOperation(fred.command('calendar'), operationById('fred.calendar'), plan);
}
