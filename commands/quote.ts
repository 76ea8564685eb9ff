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
  bindOperation(batch, operationById('quotes.batch'), watchable(batch, plan), { variadic: { param: 'tickers', separator: ',' } });
  bindOperation(quote.command('one'), operationById('quotes.get'), plan);
}
