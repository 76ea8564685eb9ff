/**
 * argv in, planned command out: which operation, with which path values and query, and which globals.
 * Nothing runs here; the runner and the e2e tests check what happens next.
 */
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { flagOperationsOf, kebabCase, operationOf, variadicParamOf } from '../../commands/from-operation';
import type { Planned } from '../../commands/planned';
import { allRegisters } from '../../commands/families';
import { HelpShown, allCommands, buildProgram, parseArgv } from '../../commands/program';
import { ApiError } from '../../src/core/errors';
import { registry } from '../../src/operations/index';
import { pathParamNames, queryParamNames } from '../../src/operations/operation';

/** Every family's commands, as `fds --help` builds them. */
const everyFamily = await allRegisters();

interface CallCase {
  argv: string[];
  id: string;
  pathValues?: Record<string, string>;
  query?: Record<string, string>;
}

const callCases: CallCase[] = [
  { argv: ['prices', 'AAPL'], id: 'prices.list', pathValues: { ticker: 'AAPL' } },
  {
    argv: ['prices', 'BRK.B', '--start-date', '2026-01-02', '--end-date', '2026-03-31', '--limit', '5', '--offset', '10'],
    id: 'prices.list',
    pathValues: { ticker: 'BRK.B' },
    query: { startDate: '2026-01-02', endDate: '2026-03-31', limit: '5', offset: '10' },
  },
  { argv: ['prices', 'dividends', 'MSFT'], id: 'prices.dividends', pathValues: { ticker: 'MSFT' } },
  { argv: ['prices', 'dividends', 'MSFT', '--limit', '3'], id: 'prices.dividends', pathValues: { ticker: 'MSFT' }, query: { limit: '3' } },
  { argv: ['prices', 'splits', 'XLON:VOD', '--start-date', '2025-01-01'], id: 'prices.splits', pathValues: { ticker: 'XLON:VOD' }, query: { startDate: '2025-01-01' } },
  { argv: ['prices', 'latest', 'AAPL'], id: 'prices.latest', query: { tickers: 'AAPL' } },
  { argv: ['prices', 'latest', 'AAPL', 'MSFT', 'BRK.B'], id: 'prices.latest', query: { tickers: 'AAPL,MSFT,BRK.B' } },
  { argv: ['market', 'status'], id: 'market.status' },
  { argv: ['market', 'calendar'], id: 'market.calendar' },
  { argv: ['market', 'calendar', '--year', '2027'], id: 'market.calendar', query: { year: '2027' } },
  { argv: ['health'], id: 'system.health' },
  { argv: ['openapi'], id: 'system.openapi' },
  { argv: ['store', 'info'], id: 'store.info' },
  { argv: ['keys', 'create', '--account', 'acme', '--plan', 'plus'], id: 'keys.create', query: { account: 'acme', plan: 'plus' } },
  { argv: ['keys', 'list'], id: 'keys.list' },
  { argv: ['keys', 'revoke', '5f0c'], id: 'keys.revoke', pathValues: { id: '5f0c' } },
  { argv: ['short', 'forecast', 'brk.b'], id: 'short.forecast', pathValues: { ticker: 'brk.b' } },
  {
    argv: ['short', 'squeeze', '--min-market-cap', '1000000000', '--min-dollar-volume', '5000000', '--limit', '50', '--offset', '25'],
    id: 'short.squeeze',
    query: { minMarketCap: '1000000000', minDollarVolume: '5000000', limit: '50', offset: '25' },
  },
  { argv: ['short', 'squeeze', '--ticker', 'TSLA'], id: 'short.squeeze', query: { ticker: 'TSLA' } },
  { argv: ['supply-chain', 'NVDA'], id: 'supplyChain.read', pathValues: { ticker: 'NVDA' } },
  // A bare switch sends true; without it the parameter is not sent.
  {
    argv: ['supply-chain', 'NVDA', '--side', 'customers', '--quantified-only', '--lens', 'dependents', '--limit', '5'],
    id: 'supplyChain.read',
    pathValues: { ticker: 'NVDA' },
    query: { side: 'customers', quantifiedOnly: 'true', lens: 'dependents', limit: '5' },
  },
  { argv: ['supply-chain', 'overlap', 'XLON:VOD', '--vs', 'AVGO'], id: 'supplyChain.overlap', pathValues: { ticker: 'XLON:VOD' }, query: { vs: 'AVGO' } },
  { argv: ['executives', 'TSLA'], id: 'executives.changes', pathValues: { ticker: 'TSLA' } },
  {
    argv: ['executives', 'JPM', '--action', 'Terminated', '--start-date', '2026-01-01', '--end-date', '2026-06-30', '--limit', '5', '--offset', '5'],
    id: 'executives.changes',
    pathValues: { ticker: 'JPM' },
    query: { action: 'Terminated', startDate: '2026-01-01', endDate: '2026-06-30', limit: '5', offset: '5' },
  },
];

async function planned(argv: string[]): Promise<Planned> {
  return (await parseArgv(argv)).planned;
}

describe('argv → operation, path values and query', () => {
  it.each(callCases)('fds $argv', async ({ argv, id, pathValues = {}, query = {} }) => {
    const plan = await planned(argv);
    expect(plan.kind).toBe('call');
    if (plan.kind !== 'call') return;
    expect(plan.op.id).toBe(id);
    expect(plan.pathValues).toEqual(pathValues);
    expect(plan.query).toEqual(query);
  });
});

describe('argv → global options', () => {
  it.each([
    { argv: ['prices', 'AAPL'], globals: {} },
    { argv: ['--db', '/tmp/a.duckdb', 'prices', 'AAPL', '--json'], globals: { db: '/tmp/a.duckdb', json: true } },
    { argv: ['market', 'status', '--ndjson'], globals: { ndjson: true } },
    { argv: ['--csv', 'prices', 'dividends', 'AAPL'], globals: { csv: true } },
    { argv: ['prices', 'latest', 'AAPL', '--remote', 'http://127.0.0.1:9', '--api-key', 'k1'], globals: { remote: 'http://127.0.0.1:9', apiKey: 'k1' } },
  ])('fds $argv', async ({ argv, globals }) => {
    const parsed = await parseArgv(argv);
    expect(JSON.parse(JSON.stringify(parsed.globals))).toEqual(globals);
  });

  it('keeps subcommand options out of the globals', async () => {
    const parsed = await parseArgv(['prices', 'AAPL', '--limit', '5', '--json']);
    expect(Object.keys(parsed.globals)).not.toContain('limit');
  });
});

describe('argv → administrative commands', () => {
  it.each<{ argv: string[]; expected: Exclude<Planned, { kind: 'call' | 'ingest' }> }>([
    { argv: ['init'], expected: { kind: 'init', force: false, yes: false, asOf: undefined, sample: true } },
    { argv: ['init', '--force', '--as-of', '2026-06-30'], expected: { kind: 'init', force: true, yes: false, asOf: '2026-06-30', sample: true } },
    { argv: ['init', '--force', '--yes'], expected: { kind: 'init', force: true, yes: true, asOf: undefined, sample: true } },
    { argv: ['init', '--no-sample'], expected: { kind: 'init', force: false, yes: false, asOf: undefined, sample: false } },
    { argv: ['serve'], expected: { kind: 'serve', host: '127.0.0.1', port: 8080, quotas: {} } },
    { argv: ['mcp'], expected: { kind: 'mcp' } },
    { argv: ['mcp', '--url', 'https://fds.example.com', '--api-key', 'KEY'], expected: { kind: 'mcp', url: 'https://fds.example.com' } },
    {
      argv: ['serve', '--host', '0.0.0.0', '--port', '0', '--quota-free', '5', '--quota-pro', '900'],
      expected: { kind: 'serve', host: '0.0.0.0', port: 0, quotas: { free: 5, pro: 900 } },
    },
    { argv: ['serve', '--feed', 'replay', '--speed', '10'], expected: { kind: 'serve', host: '127.0.0.1', port: 8080, quotas: {}, feed: 'replay', speed: 10 } },
    { argv: ['serve', '--feed', 'none'], expected: { kind: 'serve', host: '127.0.0.1', port: 8080, quotas: {}, feed: 'none' } },
    { argv: ['serve', '--state', 'postgres://u:p@db/fds'], expected: { kind: 'serve', host: '127.0.0.1', port: 8080, quotas: {}, state: 'postgres://u:p@db/fds' } },
    {
      argv: ['serve', '--upstream', 'http://10.0.0.2:8080', '--upstream-key', 'fds_k', '--upstream-tickers', 'aapl,BRK.B,aapl'],
      expected: { kind: 'serve', host: '127.0.0.1', port: 8080, quotas: {}, feed: 'upstream', upstream: { url: 'http://10.0.0.2:8080', key: 'fds_k', tickers: ['AAPL', 'BRK-B'] } },
    },
    { argv: ['config', 'set', 'remote', 'http://10.0.0.2:8080'], expected: { kind: 'config', action: 'set', key: 'remote', value: 'http://10.0.0.2:8080', scope: 'user' } },
    { argv: ['config', 'set', 'apiKey', 'fds_k', '--local'], expected: { kind: 'config', action: 'set', key: 'apiKey', value: 'fds_k', scope: 'local' } },
    { argv: ['config', 'unset', 'remote'], expected: { kind: 'config', action: 'unset', key: 'remote', scope: 'user' } },
    { argv: ['config', 'unset', 'apiKey', '--local'], expected: { kind: 'config', action: 'unset', key: 'apiKey', scope: 'local' } },
    { argv: ['config', 'get', 'apiKey'], expected: { kind: 'config', action: 'get', key: 'apiKey' } },
    { argv: ['config', 'list'], expected: { kind: 'config', action: 'list' } },
  ])('fds $argv', async ({ argv, expected }) => {
    expect(await planned(argv)).toEqual(expected);
  });

  it('plans one ingest.run call per file, in order', async () => {
    const plan = await planned(['ingest', 'dividends', 'a.csv', 'b.parquet', 'c.json']);
    expect(plan.kind).toBe('ingest');
    if (plan.kind !== 'ingest') return;
    expect(plan.op.id).toBe('ingest.run');
    expect(plan.dataset).toBe('dividends');
    expect(plan.files).toEqual(['a.csv', 'b.parquet', 'c.json']);
    expect(plan.ticker).toBeUndefined();
  });

  it('plans --ticker of fds ingest prices for every file and folder, passed on as the ticker parameter', async () => {
    const plan = await planned(['ingest', 'prices', '--ticker', 'msft', 'MSFT.csv', 'downloads/']);
    expect(plan).toMatchObject({ kind: 'ingest', dataset: 'prices', files: ['MSFT.csv', 'downloads/'], ticker: 'msft' });
  });
});

describe('usage mistakes are invalid_parameter errors (exit 2)', () => {
  it.each([
    { argv: ['prices'], mentions: 'ticker' },
    { argv: ['prices', 'AAPL', '--bogus'], mentions: '--bogus' },
    { argv: ['market', 'status', '--limit', '5'], mentions: '--limit' },
    { argv: ['prices', 'latest'], mentions: 'tickers' },
    { argv: ['prices', 'AAPL', '--json', '--csv'], mentions: '--json and --csv' },
    { argv: ['init', '--as-of', '2026-02-30'], mentions: '--as-of' },
    { argv: ['serve', '--port', '70000'], mentions: '--port' },
    { argv: ['serve', '--quota-free', '0'], mentions: '--quota-free' },
    { argv: ['serve', '--feed', 'carrier-pigeon'], mentions: '--feed' },
    { argv: ['serve', '--speed', '0'], mentions: '--speed' },
    { argv: ['serve', '--feed', 'upstream', '--upstream-key', 'k', '--upstream-tickers', 'AAPL'], mentions: '--upstream <url>' },
    { argv: ['serve', '--upstream', 'http://h:1', '--upstream-tickers', 'AAPL'], mentions: '--upstream-key' },
    { argv: ['serve', '--upstream', 'http://h:1', '--upstream-key', 'k', '--upstream-tickers', 'AAPL,no way'], mentions: 'no way' },
    { argv: ['serve', '--upstream-key', 'k'], mentions: '--upstream-key' },
    { argv: ['mcp', '--url', 'ftp://h'], mentions: '--url' },
    { argv: ['config', 'set', 'colour', 'x'], mentions: 'colour' },
    { argv: ['market'], mentions: 'subcommand' },
    { argv: ['ingest', 'dividends', '--ticker', 'AAPL', 'd.csv'], mentions: '--ticker' },
    { argv: ['nonsense'], mentions: 'nonsense' },
  ])('fds $argv', async ({ argv, mentions }) => {
    const error = await parseArgv(argv).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_parameter');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toContain(mentions);
  });
});

describe('help', () => {
  it.each([[['--help']], [['help', 'prices']], [['--version']], [['market', 'calendar', '-h']]])('fds %s exits 0', async (argv) => {
    await expect(parseArgv(argv)).rejects.toBeInstanceOf(HelpShown);
  });

  it('writes help to stdout and reports it as shown', async () => {
    let text = '';
    await expect(parseArgv(['prices', 'list', '--help'], { writeOut: (t) => (text += t), writeErr: () => undefined })).rejects.toBeInstanceOf(HelpShown);
    expect(text).toContain('--start-date');
    expect(text).toContain('GET /v1/stocks/{ticker}/prices');
  });
});

describe('flags come from the registry', () => {
  const commands = allCommands(buildProgram(() => undefined, everyFamily));
  // A command calls its own operation, or another one when a switching flag is given (`fds portfolio list --shared`).
  const bound = (id: string): Command | undefined =>
    commands.find((c) => operationOf(c)?.id === id) ?? commands.find((c) => [...flagOperationsOf(c).values()].some((op) => op.id === id));

  it('gives every operation of the registry a command', () => {
    const missing = registry.filter((op) => bound(op.id) === undefined).map((op) => op.id);
    expect(missing).toEqual([]);
  });

  it('turns each query parameter into a --kebab-case option and each path parameter into an argument', () => {
    for (const op of registry.filter((o) => o.id !== 'ingest.run')) {
      const command = bound(op.id)!;
      // Reached through a switching flag of another operation's command: checked with that one.
      if (operationOf(command)?.id !== op.id) continue;
      // The face's own flags: `fds quote --watch [--speed N]` opens the board instead of calling quotes.batch;
      // `fds portfolio show --lots` only changes the human table.
      const boardFlags = op.id === 'quotes.batch' ? ['--watch', '--speed'] : op.id === 'portfolios.get' ? ['--lots'] : [];
      const switches = [...flagOperationsOf(command).keys()];
      const options = command.options.map((o) => o.long).filter((long) => long === undefined || (!boardFlags.includes(long) && !switches.includes(long)));
      // A parameter taken as trailing words (`fds prices latest A B`, `fds fred search core cpi`) has no flag.
      const expected = queryParamNames(op).filter((name) => name !== variadicParamOf(command)).map((name) => `--${kebabCase(name)}`);
      // A write's other flags fill its JSON body (`fds portfolio add … --date D`): every query parameter still has its flag.
      if (op.body === undefined) expect(options.sort(), op.id).toEqual(expected.sort());
      else expect(options, op.id).toEqual(expect.arrayContaining(expected));
      for (const option of command.options) expect(option.description, `${op.id} ${option.long} has a .describe()`).not.toBe(option.attributeName());
      const args = command.registeredArguments.map((a) => a.name());
      for (const name of pathParamNames(op.path)) expect(args, op.id).toContain(kebabCase(name));
    }
  });
});
