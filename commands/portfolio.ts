/**
 * `fds portfolio list|create|show|delete|add|edit|close|remove|watch|unwatch|share`: the portfolio
 * writes take a JSON body, so these commands are written here by hand; each plans exactly one registry
 * call, and every flag's help is the `.describe()` text of the body field or parameter it fills. A
 * portfolio (and the organization it is shared with) may be typed by name: see by-name.ts.
 */
import type { Command } from 'commander';
import type { z } from 'zod';
import { accountOperations } from '../src/operations/accounts';
import { portfolioOperations } from '../src/operations/portfolios';
import { operationIn, type AnyOperation } from '../src/operations/operation';
import type { NameLookup } from './by-name';
import { attachFlagOperation, attachOperation, bindOperation, describedText, paramDescription, routeOf, spellFields } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(portfolioOperations, id);

/** A portfolio is typed by id or by its name among the portfolios the caller reaches, own and shared. */
const portfolioByName: NameLookup = {
  noun: 'portfolio',
  lists: [operationById('portfolios.list'), operationById('portfolios.shared')],
  help: 'Portfolio id, or its name when no other portfolio you reach has it (fds portfolio list, and --shared).',
};

/** An organization is typed by id or by its name in the store's organizations (not listed to a key in remote mode). */
const organizationByName: NameLookup = {
  noun: 'organization',
  lists: [operationIn(accountOperations, 'orgs.list')],
  help: 'Organization id, or its name (fds orgs list; with --remote, the id).',
};

/** The path values of a portfolio command that may be names. */
const byPortfolio = { id: portfolioByName } as const;
const byPortfolioAndOrganization = { id: portfolioByName, orgId: organizationByName } as const;

/** The `.describe()` text of a body field of `op`, or the field's name. */
function fieldHelp(op: AnyOperation, field: string): string {
  const shape = (op.body as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  return describedText(shape[field]) ?? field;
}

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A number typed on the command line as the JSON number the API takes. Anything else is sent as typed,
 * so the server refuses it naming the field, exactly as it would over HTTP.
 */
const numberOrText = (text: string): number | string => (NUMBER_TEXT.test(text.trim()) ? Number(text) : text);

/** Keeps only the fields that were given: an absent flag is an absent field, never null. */
function given(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** `edit` → `Edit`: the share access as the API spells it. */
const accessWord = (text: string): string => (/^(edit|view)$/i.test(text) ? `${text[0]!.toUpperCase()}${text.slice(1).toLowerCase()}` : text);

/** Describes `cmd` as the face of `op`, for help and the man page. */
function face(cmd: Command, op: AnyOperation): Command {
  attachOperation(cmd, op);
  return cmd.description(op.summary).addHelpText('after', `\n${op.description}\nSame request as ${routeOf(op)}.`);
}

type Opts = Record<string, string | boolean | undefined>;
const text = (opts: Opts, name: string): string | undefined => (typeof opts[name] === 'string' ? (opts[name]) : undefined);

/** A numeric flag as the body wants it (a number when it reads as one), or undefined when not given. */
const numberFlag = (opts: Opts, name: string): number | string | undefined => {
  const value = text(opts, name);
  return value === undefined ? undefined : numberOrText(value);
};

export function registerPortfolio(program: Command, plan: Planner): void {
  const portfolio = program
    .command('portfolio')
    .description('Portfolios: lots of stocks and option contracts, closes, watches, sharing with an organization, and the priced valuation');

  const list = operationById('portfolios.list');
  const shared = operationById('portfolios.shared');
  attachFlagOperation(face(portfolio.command('list'), list), '--shared', shared)
    .option('--shared', `${shared.summary} (${routeOf(shared)})`)
    .action((opts: Opts, cmd: Command) => plan({ kind: 'call', op: opts.shared === true ? shared : list, pathValues: {}, query: {} }, cmd));

  const create = operationById('portfolios.create');
  face(portfolio.command('create'), create)
    .argument('<name...>', fieldHelp(create, 'name'))
    .option('--currency <code>', fieldHelp(create, 'currency'))
    .action((words: string[], opts: Opts, cmd: Command) =>
      plan({ kind: 'call', op: create, pathValues: {}, query: {}, body: given({ name: words.join(' '), currency: text(opts, 'currency') }) }, cmd),
    );

  const get = operationById('portfolios.get');
  face(portfolio.command('show'), get)
    .argument('<id>', portfolioByName.help)
    .option('--lots', 'Show each position\'s lots under it in the table (--json always has them).')
    .action((id: string, opts: Opts, cmd: Command) =>
      plan({ kind: 'call', op: get, pathValues: { id }, query: {}, view: { kind: 'portfolio', lots: opts.lots === true }, names: byPortfolio }, cmd),
    );

  bindOperation(portfolio.command('delete'), operationById('portfolios.delete'), plan, { names: byPortfolio });

  const add = operationById('portfolios.lots.add');
  spellFields(face(portfolio.command('add'), add), {
    ticker: 'TICKER', quantity: 'QUANTITY', costPerUnit: 'COST', optionContract: '--option', acquiredDate: '--date', fxRate: '--fx-rate',
  })
    .argument('<id>', portfolioByName.help)
    .argument('<values...>', 'TICKER QUANTITY COST for a stock, or QUANTITY COST with --option. A negative quantity (short, written option) may need `--` before it.')
    .option('--option <occ>', fieldHelp(add, 'optionContract'))
    .requiredOption('--date <yyyy-MM-dd>', fieldHelp(add, 'acquiredDate'))
    .option('--fx-rate <rate>', fieldHelp(add, 'fxRate'))
    .option('--note <text>', fieldHelp(add, 'note'))
    .action((id: string, values: string[], opts: Opts, cmd: Command) => {
      const option = text(opts, 'option');
      const expected = option === undefined ? 3 : 2;
      if (values.length !== expected) {
        cmd.error(option === undefined ? 'give TICKER QUANTITY COST (or --option OCC QUANTITY COST).' : 'with --option give QUANTITY COST only.');
      }
      const [ticker, quantity, cost] = option === undefined ? values : [undefined, ...values];
      const body = given({
        ticker,
        optionContract: option,
        quantity: numberOrText(quantity!),
        costPerUnit: numberOrText(cost!),
        acquiredDate: text(opts, 'date'),
        fxRate: numberFlag(opts, 'fxRate'),
        note: text(opts, 'note'),
      });
      plan({ kind: 'call', op: add, pathValues: { id }, query: {}, body, names: byPortfolio }, cmd);
    });

  const edit = operationById('portfolios.lots.edit');
  spellFields(face(portfolio.command('edit'), edit), { costPerUnit: '--cost', acquiredDate: '--date', fxRate: '--fx-rate' })
    .argument('<id>', portfolioByName.help)
    .argument('<lot-id>', paramDescription(edit, 'lotId'))
    .option('--quantity <quantity>', fieldHelp(edit, 'quantity'))
    .option('--cost <cost>', fieldHelp(edit, 'costPerUnit'))
    .option('--date <yyyy-MM-dd>', fieldHelp(edit, 'acquiredDate'))
    .option('--note <text>', fieldHelp(edit, 'note'))
    .option('--fx-rate <rate>', fieldHelp(edit, 'fxRate'))
    .action((id: string, lotId: string, opts: Opts, cmd: Command) => {
      const body = given({
        quantity: numberFlag(opts, 'quantity'),
        costPerUnit: numberFlag(opts, 'cost'),
        acquiredDate: text(opts, 'date'),
        note: text(opts, 'note'),
        fxRate: numberFlag(opts, 'fxRate'),
      });
      plan({ kind: 'call', op: edit, pathValues: { id, lotId }, query: {}, body, names: byPortfolio }, cmd);
    });

  const close = operationById('portfolios.lots.close');
  spellFields(face(portfolio.command('close'), close), { pricePerUnit: '--price', closedDate: '--date' })
    .argument('<id>', portfolioByName.help)
    .argument('<lot-id>', paramDescription(close, 'lotId'))
    .requiredOption('--price <price>', fieldHelp(close, 'pricePerUnit'))
    .requiredOption('--date <yyyy-MM-dd>', fieldHelp(close, 'closedDate'))
    .option('--quantity <quantity>', fieldHelp(close, 'quantity'))
    .action((id: string, lotId: string, opts: Opts, cmd: Command) => {
      const body = given({
        quantity: numberFlag(opts, 'quantity'),
        pricePerUnit: numberFlag(opts, 'price'),
        closedDate: text(opts, 'date'),
      });
      plan({ kind: 'call', op: close, pathValues: { id, lotId }, query: {}, body, names: byPortfolio }, cmd);
    });

  bindOperation(portfolio.command('remove'), operationById('portfolios.lots.remove'), plan, { names: byPortfolio });

  const watch = operationById('portfolios.watches.add');
  spellFields(face(portfolio.command('watch'), watch), { optionContract: '--option' })
    .argument('<id>', portfolioByName.help)
    .argument('[ticker]', fieldHelp(watch, 'ticker'))
    .option('--option <occ>', fieldHelp(watch, 'optionContract'))
    .action((id: string, ticker: string | undefined, opts: Opts, cmd: Command) =>
      plan({ kind: 'call', op: watch, pathValues: { id }, query: {}, body: given({ ticker, optionContract: text(opts, 'option') }), names: byPortfolio }, cmd),
    );

  bindOperation(portfolio.command('unwatch'), operationById('portfolios.watches.remove'), plan, { names: byPortfolio });

  const share = operationById('portfolios.shares.set');
  const unshare = operationById('portfolios.shares.remove');
  attachFlagOperation(face(portfolio.command('share'), share), '--remove', unshare)
    .argument('<id>', portfolioByName.help)
    .argument('<org-id>', organizationByName.help)
    .option('--access <edit|view>', 'edit (members may change lots and watches) or view (read only).')
    .option('--remove', `${unshare.summary} (${routeOf(unshare)})`)
    .action((id: string, orgId: string, opts: Opts, cmd: Command) => {
      const access = text(opts, 'access');
      if (opts.remove === true) {
        if (access !== undefined) cmd.error('give --access or --remove, not both.');
        plan({ kind: 'call', op: unshare, pathValues: { id, orgId }, query: {}, names: byPortfolioAndOrganization }, cmd);
        return;
      }
      if (access === undefined) cmd.error('give --access edit|view, or --remove.');
      plan({ kind: 'call', op: share, pathValues: { id, orgId }, query: {}, body: { access: accessWord(access) }, names: byPortfolioAndOrganization }, cmd);
    });
}
