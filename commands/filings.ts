/**
 * `fds filings list|stock|show|read|search`: the filing store (stored filings and transcripts, listed, read as
 * numbered lines and searched), beside `fds filings buybacks|atm`, what companies' own filings say about their share
 * repurchase and at-the-market programs. Each subcommand is the face of one registry operation.
 */
import type { Command } from 'commander';
import { buybackOperations } from '../src/operations/buybacks';
import { filingSearchOperations } from '../src/operations/filing-search';
import { filingOperations } from '../src/operations/filings';
import { operationIn, type AnyOperation } from '../src/operations/operation';
import { attachFlagOperation, attachOperation, bindOperation, kebabCase, paramDescription, routeOf } from './from-operation';
import type { Planner } from './planned';

const operationById = (id: string) => operationIn([...buybackOperations, ...filingOperations, ...filingSearchOperations], id);

type Opts = Record<string, string | undefined>;

/** Filters of the market search that the stock and the document searches do not take, by the flag that names them. */
const MARKET_ONLY = ['excludeTickers', 'maxResultsPerCompany'] as const;
const FILTERS = ['documentType', 'startDate', 'endDate'] as const;

/**
 * `fds filings search QUERY… [--ticker T | --document ID] [filters]`: the market search, a stock's search
 * with --ticker, or one document's with --document; the query words are joined by spaces.
 */
function registerSearch(filings: Command, plan: Planner): void {
  const market = operationById('filings.search');
  const stock = operationById('filings.stockSearch');
  const document = operationById('filings.documentSearch');
  const cmd = filings.command('search');
  attachOperation(cmd, market, 'query');
  attachFlagOperation(cmd, '--ticker', stock);
  attachFlagOperation(cmd, '--document', document);
  cmd
    .description(market.summary)
    .argument('<query...>', paramDescription(market, 'query'))
    .option('--ticker <ticker>', `Search only this stock's documents (${routeOf(stock)}).`)
    .option('--document <id>', `Search only this document's passages (${routeOf(document)}); takes --limit only.`);
  for (const name of [...FILTERS, 'limit', ...MARKET_ONLY] as const) cmd.option(`--${kebabCase(name)} <${kebabCase(name)}>`, paramDescription(market, name));
  cmd.addHelpText('after', `\n${market.description}\nSame request as ${routeOf(market)}; with --ticker ${routeOf(stock)}; with --document ${routeOf(document)}.`);
  cmd.action((words: string[], opts: Opts, command: Command) => {
    const given = (names: readonly string[]) => names.filter((name) => opts[name] !== undefined);
    const query: Record<string, string> = { query: words.join(' ') };
    const copy = (names: readonly string[]) => {
      for (const name of given(names)) query[name] = opts[name]!;
    };
    let op: AnyOperation = market;
    const pathValues: Record<string, string> = {};
    if (opts.document !== undefined) {
      const refused = given(['ticker', ...FILTERS, ...MARKET_ONLY]);
      if (refused.length > 0) command.error(`--document searches one document and takes --limit only, not ${refused.map((n) => `--${kebabCase(n)}`).join(', ')}.`);
      op = document;
      pathValues.documentId = opts.document;
    } else if (opts.ticker !== undefined) {
      const refused = given(MARKET_ONLY);
      if (refused.length > 0) command.error(`${refused.map((n) => `--${kebabCase(n)}`).join(', ')} apply to the market-wide search, not with --ticker.`);
      op = stock;
      pathValues.ticker = opts.ticker;
      copy(FILTERS);
    } else {
      copy([...FILTERS, ...MARKET_ONLY]);
    }
    copy(['limit']);
    plan({ kind: 'call', op, pathValues, query, view: { kind: 'excerpts' } }, command);
  });
}

export function registerFilings(program: Command, plan: Planner): void {
  const filings = program
    .command('filings')
    .description("Companies' stored filings and transcripts, listed, read by line and searched, and what their filings say of buybacks and at-the-market programs");
  bindOperation(filings.command('list'), operationById('filings.list'), plan);
  bindOperation(filings.command('stock'), operationById('filings.stock'), plan);
  bindOperation(filings.command('show'), operationById('filings.document'), plan);
  // A document's lines read like `nl`: numbered, not a table.
  bindOperation(filings.command('read'), operationById('filings.lines'), (planned, command) =>
    plan(planned.kind === 'call' ? { ...planned, view: { kind: 'lines' } } : planned, command),
  );
  registerSearch(filings, plan);
  bindOperation(filings.command('reindex'), operationById('filings.reindex'), plan);
  bindOperation(filings.command('buybacks'), operationById('buybacks.programs'), plan);
  bindOperation(filings.command('atm'), operationById('buybacks.atm'), plan);
}
