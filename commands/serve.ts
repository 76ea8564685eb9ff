/**
 * `fds serve [--host 127.0.0.1] [--port 8080] [--quota-free N --quota-plus N --quota-pro N]
 * [--feed replay|upstream|none] [--speed X] [--upstream URL --upstream-key KEY --upstream-tickers A,B]
 * [--upgrade-url URL] [--state postgres://…]`:
 * the /v1 server and its quote stream over the local store; with `--state` (or FDS_STATE_URL) its state
 * (accounts, keys, usage, portfolios, web-feed results) lives in PostgreSQL, shared by every server given
 * the same URL. The server module (fastify) loads only for this command, pg only with a state URL.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { invalidParameter, serviceUnavailable } from '../src/core/errors';
import { parseTicker } from '../src/core/tickers';
import { PLANS, type Plan } from '../src/engine/context';
import type { OptionsConfig } from '../src/engine/options/config';
import { embeddingsFromEnv } from '../src/engine/filing-text/semantic/endpoint';
import { ukPermissionFromEnv } from '../src/engine/short/uk-permission';
import { DEFAULT_QUOTAS } from '../src/http/quota';
import type { SharedState } from '../src/state/pg/shared';
import { checkStateUrl, STATE_URL_ENV, stateUrlOf } from '../src/state/pg/url';
import type { Store } from '../src/store/store';
import type { CommandContext, CommandResult } from './context';
import { httpUrlArgument, portArgument, quotaArgument } from './arguments';
import type { Planned, Planner } from './planned';
import { readSettings, resolveUpgradeUrl } from './settings';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;

/** Replay speeds accepted by `--speed`: from a tenth of real time to a thousand times faster. */
const MAX_SPEED = 1000;

function speedArgument(value: string): number {
  const speed = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(speed >= 0.1 && speed <= MAX_SPEED)) throw new InvalidArgumentError(`must be a number from 0.1 to ${MAX_SPEED} (1 follows the clock).`);
  return speed;
}

function upstreamUrlArgument(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('must be the URL of an fds server (http://, https://, ws:// or wss://).');
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) throw new InvalidArgumentError('must be an http://, https://, ws:// or wss:// URL.');
  return value;
}

function tickerListArgument(value: string): string[] {
  const tickers = value.split(',').map((raw) => {
    const key = parseTicker(raw)?.key;
    if (key === undefined) throw new InvalidArgumentError(`'${raw}' is not a ticker.`);
    return key;
  });
  return [...new Set(tickers)];
}

export function registerServe(program: Command, plan: Planner): void {
  const serve = program
    .command('serve')
    .description('Serve the /v1 API over the local store until stopped (Ctrl-C, SIGTERM)')
    .option('--host <host>', 'interface to listen on', DEFAULT_HOST)
    .option('--port <port>', 'TCP port; 0 picks a free one', portArgument, DEFAULT_PORT);
  for (const name of PLANS) {
    serve.option(`--quota-${name} <n>`, `requests a day per account on the ${name} plan (default ${DEFAULT_QUOTAS[name]}), reset 00:00 UTC`, quotaArgument);
  }
  serve
    .addOption(new Option('--feed <feed>', 'what drives live quotes: replay (captured ticks, default), upstream (another fds server) or none').choices(['replay', 'upstream', 'none']))
    .option('--speed <x>', 'replay speed; 1 follows the clock, 10 plays ten captured seconds a second', speedArgument)
    .option('--upstream <url>', 'fds server whose /v1/stream feeds this one (implies --feed upstream)', upstreamUrlArgument)
    .option('--upstream-key <key>', 'API key on the upstream server (Plus gives its delayed view, Pro real time)')
    .option('--upstream-tickers <tickers>', 'comma-separated tickers to follow upstream, e.g. AAPL,MSFT (5 per connection)', tickerListArgument)
    .addOption(new Option('--options-provider <provider>', 'where option data comes from: capture (newest stored snapshot, default), upstream (another fds server) or disabled (503)').choices(['capture', 'upstream', 'disabled']))
    .option('--options-upstream <url>', 'fds server whose /v1 option endpoints serve this one (implies --options-provider upstream)', httpUrlArgument)
    .option('--options-upstream-key <key>', 'API key on the options upstream (a paid plan there, for chains and contracts)')
    .option('--options-cache-seconds <n>', 'how long an option snapshot is reused (default 300; 0 turns the cache off)', wholeNumberArgument(0, 86_400))
    .option('--options-timeout-ms <n>', 'connect and read timeout of the options upstream (default 5000)', wholeNumberArgument(1, 600_000))
    .option('--upgrade-url <url>', 'page plan refusals (403) link to, e.g. your pricing page (default FDS_UPGRADE_URL, then config upgradeUrl; none: they say to ask you)', httpUrlArgument)
    .option('--state <url>', `keep accounts, keys, usage, portfolios and web-feed results in PostgreSQL, shared by every server given the same URL: postgres://USER:PASSWORD@HOST:5432/DATABASE, migrated first with fds state migrate (default ${STATE_URL_ENV}; none: the local store)`);
  serve.action((opts: Record<string, unknown>, command: Command) => {
    const quotas: Partial<Record<Plan, number>> = {};
    for (const name of PLANS) {
      const value = opts[`quota${name[0]!.toUpperCase()}${name.slice(1)}`];
      if (typeof value === 'number') quotas[name] = value;
    }
    const options = optionsConfig(opts, command);
    const upgradeUrl = opts.upgradeUrl as string | undefined;
    const state = opts.state as string | undefined;
    plan(
      {
        kind: 'serve',
        host: opts.host as string,
        port: opts.port as number,
        quotas,
        ...feedOptions(opts, command),
        ...(options === undefined ? {} : { options }),
        ...(upgradeUrl === undefined ? {} : { upgradeUrl }),
        ...(state === undefined ? {} : { state }),
      },
      command,
    );
  });
}

const wholeNumberArgument = (min: number, max: number) => (value: string): number => {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max)) throw new InvalidArgumentError(`must be a whole number from ${min} to ${max}.`);
  return n;
};

/** The options flags as an options configuration; undefined when none was given (the server's default applies). */
function optionsConfig(opts: Record<string, unknown>, command: Command): OptionsConfig | undefined {
  const url = opts.optionsUpstream as string | undefined;
  const key = opts.optionsUpstreamKey as string | undefined;
  const cacheSeconds = opts.optionsCacheSeconds as number | undefined;
  const timeoutMs = opts.optionsTimeoutMs as number | undefined;
  const given = opts.optionsProvider as OptionsConfig['kind'] | undefined;
  const kind = given ?? (url === undefined ? undefined : 'upstream');
  if (kind === undefined && key === undefined && cacheSeconds === undefined && timeoutMs === undefined) return undefined;
  const tuning = { ...(cacheSeconds === undefined ? {} : { cacheSeconds }), ...(timeoutMs === undefined ? {} : { timeoutMs }) };
  if (kind === 'upstream') {
    if (url === undefined) command.error('error: --options-provider upstream needs --options-upstream <url>.');
    if (key === undefined) command.error('error: --options-provider upstream needs --options-upstream-key <key>.');
    return { kind, upstream: { url, key }, ...tuning };
  }
  const stray = [url && '--options-upstream', key && '--options-upstream-key', timeoutMs !== undefined && '--options-timeout-ms'].filter(Boolean);
  if (stray.length > 0) command.error(`error: ${stray.join(', ')} apply only with --options-provider upstream.`);
  return { kind: kind ?? 'capture', ...tuning };
}

/** The feed flags as serve options; only what was given, so the defaults stay the server's. */
function feedOptions(opts: Record<string, unknown>, command: Command): Pick<Extract<Planned, { kind: 'serve' }>, 'feed' | 'speed' | 'upstream'> {
  const url = opts.upstream as string | undefined;
  const key = opts.upstreamKey as string | undefined;
  const tickers = opts.upstreamTickers as string[] | undefined;
  const speed = opts.speed as number | undefined;
  const feed = (opts.feed as 'replay' | 'upstream' | 'none' | undefined) ?? (url === undefined ? undefined : 'upstream');
  if (feed === 'upstream') {
    if (url === undefined) command.error('error: --feed upstream needs --upstream <url>.');
    if (key === undefined) command.error('error: --feed upstream needs --upstream-key <key>.');
    if (tickers === undefined) command.error('error: --feed upstream needs --upstream-tickers <tickers>.');
    if (speed !== undefined) command.error('error: --speed applies to the replay feed only.');
    return { feed, upstream: { url, key, tickers } };
  }
  const stray = [url && '--upstream', key && '--upstream-key', tickers && '--upstream-tickers'].filter(Boolean);
  if (stray.length > 0) command.error(`error: ${stray.join(', ')} apply only with --feed upstream.`);
  if (speed !== undefined && feed === 'none') command.error('error: --speed applies to the replay feed only.');
  return { ...(feed === undefined ? {} : { feed }), ...(speed === undefined ? {} : { speed }) };
}

/** The PostgreSQL state store at `url`, connected and checked (pg loads only here). */
async function openState(url: string, ctx: CommandContext): Promise<SharedState> {
  const { openSharedState } = await import('../src/state/pg/shared');
  return openSharedState(url, { log: (line) => ctx.effects.stderr.write(`fds serve: ${line}\n`) });
}

/** Starts the server and resolves once it listens; the process then lives until a signal stops it. */
export async function runServe(planned: Extract<Planned, { kind: 'serve' }>, ctx: CommandContext): Promise<CommandResult> {
  if (ctx.globals.remote !== undefined) throw invalidParameter('fds serve serves the local store; --remote does not apply.');
  const { storePath, clock } = ctx;
  // Checked before the store is taken: a bad URL in the environment or config is a usage error, not a crash.
  const upgradeUrl = resolveUpgradeUrl(planned.upgradeUrl, ctx.effects.env, readSettings(ctx.effects.env));
  const ukShortPermission = ukPermissionFromEnv(ctx.effects.env);
  const embeddings = embeddingsFromEnv(ctx.effects.env);
  const stateUrl = stateUrlOf(planned.state, ctx.effects.env);
  if (stateUrl !== undefined) checkStateUrl(stateUrl);
  ctx.requireStore();
  // Connected and checked before the store is taken: an unreachable or unmigrated state store stops the
  // start and leaves the store with whoever holds it.
  const state = stateUrl === undefined ? undefined : await openState(stateUrl, ctx);
  const building = storePath !== ':memory:' && !existsSync(storePath);
  const progress = building ? await ctx.progress(`Creating ${storePath} with the synthetic sample set`) : null;
  const [{ openStore }, { StoreLockedError }, { takeOver }] = await Promise.all([
    import('../src/store/open'),
    import('../src/store/store'),
    import('../src/owner/take-over'),
  ]);
  let store: Store;
  try {
    // The server holds the store itself: the store's daemon hands it over first.
    store = storePath === ':memory:' ? await openStore({ path: storePath, clock }) : await takeOver(storePath, ctx.effects.env, () => openStore({ path: storePath, clock }));
    progress?.succeed(`Created ${storePath} (synthetic sample data)`);
  } catch (error) {
    progress?.stop();
    await state?.close();
    if (error instanceof StoreLockedError) throw serviceUnavailable(`${error.message} It stayed held by a process that answers no other fds command.`);
    throw error;
  }
  try {
    const [{ serve }, { runForwarded }] = await Promise.all([import('../src/http/serve'), import('./daemon')]);
    await serve(
      {
        store,
        ...(state === undefined ? {} : { state }),
        clock,
        storePath,
        env: ctx.effects.env,
        runCommand: runForwarded,
        host: planned.host,
        port: planned.port,
        quotas: planned.quotas,
        ...(planned.feed === undefined ? {} : { feed: planned.feed }),
        ...(planned.speed === undefined ? {} : { speed: planned.speed }),
        ...(planned.upstream === undefined ? {} : { upstream: planned.upstream }),
        ...(planned.options === undefined ? {} : { optionsConfig: planned.options }),
        ...(upgradeUrl === undefined ? {} : { upgradeUrl }),
        ...(ukShortPermission === undefined ? {} : { ukShortPermission }),
        ...(embeddings === undefined ? {} : { embeddings }),
      },
      (line) => ctx.effects.stderr.write(`${line}\n`),
    );
  } catch (error) {
    store.close();
    await state?.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw serviceUnavailable(`Port ${planned.port} on ${planned.host} is in use; choose another with --port (0 picks a free one).`);
    }
    throw error;
  }
  return { body: undefined, sampleAsOf: null };
}
