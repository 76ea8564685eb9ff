/**
 * `fds supply-chain TICKER [--side …] [--lens …] [--quantified-only] [--limit N]` and
 * `fds supply-chain overlap TICKER [--vs X] [--limit N]`: who annual reports name as a company's customers,
 * suppliers, competitors and partners, and what it shares with its competitors. Each subcommand is the
 * face of one registry operation.
 */
import type { Command } from 'commander';
import { operationIn } from '../src/operations/operation';
import { supplyChainOperations } from '../src/operations/supply-chain';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

const operationById = (id: string) => operationIn(supplyChainOperations, id);

export function registerSupplyChain(program: Command, plan: Planner): void {
  const supplyChain = program
    .command('supply-chain')
    .description("Customers, suppliers, competitors and partners named in annual reports (fds supply-chain TICKER), and the overlap with competitors");
  // `show` is the default: `fds supply-chain NVDA --side customers` runs it.
  bindOperation(supplyChain.command('show', { isDefault: true }), operationById('supplyChain.read'), plan, { switches: ['quantifiedOnly'] });
  bindOperation(supplyChain.command('overlap'), operationById('supplyChain.overlap'), plan);
}
