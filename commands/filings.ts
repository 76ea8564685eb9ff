/**
 * `fds filings list|stock|show|read`: the filing store (stored filings and transcripts, listed and read as
 * numbered lines), beside `fds filings buybacks|atm`, what companies' own filings say about their share
 * repurchase and at-the-market programs. Each subcommand is the face of one registry operation.
 */
import type { Command } from 'commander';
import { buybackOperations } from '../src/operations/buybacks';
import { filingOperations } from '../src/operations/filings';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

const operationById = (id: string) => operationIn([...buybackOperations, ...filingOperations], id);

export function registerFilings(program: Command, plan: Planner): void {
  const filings = program
    .command('filings')
    .description("Companies' stored filings and transcripts, listed and read by line, and what their filings say of buybacks and at-the-market programs");
  bindOperation(filings.command('list'), operationById('filings.list'), plan);
  bindOperation(filings.command('stock'), operationById('filings.stock'), plan);
  bindOperation(filings.command('show'), operationById('filings.document'), plan);
  // A document's lines read like `nl`: numbered, not a table.
  bindOperation(filings.command('read'), operationById('filings.lines'), (planned, command) =>
    plan(planned.kind === 'call' ? { ...planned, view: { kind: 'lines' } } : planned, command),
  );
  bindOperation(filings.command('buybacks'), operationById('buybacks.programs'), plan);
  bindOperation(filings.command('atm'), operationById('buybacks.atm'), plan);
}
