/**
 * `fds institutions holders|ownership|activity TICKER`, `most-held`, `market-activity`, `search WORDS…`,
 * `portfolio|summary|sectors|changes CIK`, `super-investors`, `consensus --institutions CIK,CIK…`:
 * institutional ownership from 13F reports. Each subcommand is the face of one registry operation.
 */
import type { Command } from 'commander';
import { institutionOperations } from '../src/operations/institutions';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(institutionOperations, id);

export function registerInstitutions(program: Command, plan: Planner): void {
  const institutions = program.command('institutions').description('Institutional ownership from 13F reports: holders, ownership, activity, most-held stocks and institutions\' portfolios');
  bindOperation(institutions.command('holders'), operationById('institutions.holders'), plan);
  bindOperation(institutions.command('ownership'), operationById('institutions.ownership'), plan);
  bindOperation(institutions.command('activity'), operationById('institutions.activity'), plan);
  bindOperation(institutions.command('most-held'), operationById('institutions.mostHeld'), plan);
  bindOperation(institutions.command('market-activity'), operationById('institutions.marketActivity'), plan);
  bindOperation(institutions.command('search'), operationById('institutions.search'), plan, { variadic: { param: 'query', separator: ' ' } });
  bindOperation(institutions.command('portfolio'), operationById('institutions.portfolio'), plan);
  bindOperation(institutions.command('summary'), operationById('institutions.summary'), plan);
  bindOperation(institutions.command('sectors'), operationById('institutions.sectors'), plan);
  bindOperation(institutions.command('changes'), operationById('institutions.changes'), plan);
  bindOperation(institutions.command('super-investors'), operationById('institutions.superInvestors'), plan);
  bindOperation(institutions.command('consensus'), operationById('institutions.consensus'), plan);
}
