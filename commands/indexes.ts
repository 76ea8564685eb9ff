/** `fds index list`, `fds index show INDEX`, `fds index changes INDEX`, `fds index forecast INDEX`. */
import type { Command } from 'commander';
import { indexOperations } from '../src/operations/indexes';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(indexOperations, id);

export function registerIndexes(program: Command, plan: Planner): void {
  const index = program.command('index').description('Stock indexes: constituents from tracking-fund holdings, membership changes and forecasts');
  bindOperation(index.command('list'), operationById('indexes.list'), plan);
  bindOperation(index.command('show'), operationById('indexes.constituents'), plan);
  bindOperation(index.command('changes'), operationById('indexes.changes'), plan);
  bindOperation(index.command('forecast'), operationById('indexes.forecast'), plan);
}
