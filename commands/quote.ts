/** `fds quote T1 T2 …` (batch quotes) and `fds quote one TICKER` (one listing's quote). */
import type { Command } from 'commander';
import { quotesOperations } from '../src/operations/quotes';
import { operationIn } from '../src/operations/operation';
import { watchable } from './board';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(quotesOperations, id);

export function registerQuote(program: Command, plan: Planner): void {
  const quote = program.command('quote').description('Intraday quotes: fds quote T1 T2 … (up to 25), fds quote one TICKER');
  // `batch` is the default, so `fds quote AAPL MSFT` runs it; `fds quote batch ONE` reaches a ticker named ONE.
  const batch = quote.command('batch', { isDefault: true });
  // The answer omits tickers without a reading: the command names them, and fails when none resolved.
  const checked: Planner = (planned, command) => plan(planned.kind === 'call' ? { ...planned, check: { kind: 'tickers-resolved', param: 'tickers' } } : planned, command);
  bindOperation(batch, operationById('quotes.batch'), watchable(batch, checked), { variadic: { param: 'tickers', separator: ',' } });
  bindOperation(quote.command('one'), operationById('quotes.get'), plan);
}
