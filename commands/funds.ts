/**
 * `fds funds search WORDS… [--limit N]`, `fds funds holdings ID`, `fds funds operations ID`, `fds funds
 * owners TICKER [--registrant-or-series TEXT]`: the registered funds; `fds funds swedish EXCHANGE TICKER
 * [--period-end DATE]`: Swedish funds' positions; `fds funds advisers search WORDS… [--limit N]`,
 * `fds funds advisers show CRD`: the investment advisers. Each subcommand is the face of one registry
 * operation.
 */
import type { Command } from 'commander';
import { adviserOperations } from '../src/operations/advisers';
import { fundOperations } from '../src/operations/funds';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn([...fundOperations, ...adviserOperations], id);

export function registerFunds(program: Command, plan: Planner): void {
  const funds = program.command('funds').description('Registered funds (SEC N-PORT-P, N-CEN), Swedish fund positions (Finansinspektionen) and investment advisers (SEC Form ADV)');
  bindOperation(funds.command('search'), operationById('funds.directory'), plan, { variadic: { param: 'query', separator: ' ' } });
  bindOperation(funds.command('holdings'), operationById('funds.holdings'), plan);
  bindOperation(funds.command('operations'), operationById('funds.operations'), plan);
  bindOperation(funds.command('owners'), operationById('funds.owners'), plan);
  bindOperation(funds.command('swedish'), operationById('funds.swedishPositions'), plan);
  const advisers = funds.command('advisers').description('Investment advisers: search by name, show one profile by CRD');
  bindOperation(advisers.command('search'), operationById('advisers.search'), plan, { variadic: { param: 'query', separator: ' ' } });
  bindOperation(advisers.command('show'), operationById('advisers.profile'), plan);
}
