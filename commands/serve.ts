/**
 * `fds serve [--host 127.0.0.1] [--port 8080] [--quota-free N --quota-plus N --quota-pro N]
 * [--feed replay|upstream|none] [--speed X] [--upstream URL --upstream-key KEY --upstream-tickers A,B]
 * [--upgrade-url URL] [--state postgres://…] [--captures DIR [--captures-poll SECONDS]]`:
 * the /v1 server and its quote stream over the local store, or, with `--captures` (or FDS_CAPTURES_DIR),
 * over the captures published in DIR (a replica). With `--state` (or FDS_STATE_URL) its state (accounts,
 * keys, usage, portfolios, web-feed results) lives in PostgreSQL, shared by every server given the same
 * URL. The server module (fastify) loads only for this command, pg only with a state URL.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { invalidParameter, serviceUnavailable } from '../src/core/errors';
import { parseTicker } from '../src/core/tickers';
import { PLANS, type Plan } from '../src/engine/context';
import type { OptionsConfig } from '../src/engine/options/config';
import { embeddingsFromEnv } from '../src/engine/filing-text/semantic/endpoint';
import { ukPermissionFromEnv } from '../src/engine/short/uk-permission';
import { DEFAULT_QUOTAS } from '../src/http/quota';
import type { ServeOptions } from '../src/http/serve';
import type { SharedState } from '../src/state/pg/shared';
import { checkStateUrl, STATE_URL_ENV, stateUrlOf } from '../src/state/pg/url';
import type { Store } from '../src/store/store';
import type { CommandContext, CommandResult } from './context';
import { httpUrlArgument, portArgument, quotaArgument } from './arguments';
import type { Planned, Planner } from './planned';
import { readSettings, resolveUpgradeUrl } from './settings';

export const DEFAULT_HOST = '127.0.0.1';
/** The environment variable naming the captures directory of a replica, when --captures is not given. */
export const CAPTURES_DIR_ENV = 'FDS_CAPTURES_DIR';
/** Seconds between reads of a replica's manifest (a filesystem event makes one at once). */
export const DEFAULT_CAPTURES_POLL_SECONDS = 5;
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
    .option('--state <url>', `keep accounts, keys, usage, portfolios and web-feed results in PostgreSQL, shared by every server given the same URL: postgres://USER:PASSWORD@HOST:5432/DATABASE, migrated first with fds state migrate (default ${STATE_URL_ENV}; none: the local store)`)
    .option('--captures <dir>', `serve the captures fds captures publish wrote to DIR, read-only, instead of a store file (default ${CAPTURES_DIR_ENV})`)
    .option('--captures-poll <seconds>', `how often the manifest of --captures is read for a new version, besides filesystem events (default ${DEFAULT_CAPTURES_POLL_SECONDS})`, wholeNumberArgument(1, 3600));
  serve.action((opts: Record<string, unknown>, command: Command) => {
    const quotas: Partial<Record<Plan, number>> = {};
    for (const name of PLANS) {
      const value = opts[`quota${name[0]!.toUpperCase()}${name.slice(1)}`];
      if (typeof value === 'number') quotas[name] = value;
    }
    const options = optionsConfig(opts, command);
    const upgradeUrl = opts.upgradeUrl as string | undefined;
    const state = opts.state as string | undefined;
    const captures = opts.captures as string | undefined;
    const capturesPoll = opts.capturesPoll as number | undefined;
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
        ...(captures === undefined ? {} : { captures }),
        ...(capturesPoll === undefined ? {} : { capturesPollSeconds: capturesPoll }),
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

/** Starts the server and resolves once it listens; the process then lives until a signal stops it. */
export async function runServe(planned: Extract<Planned, { kind: 'serve' }>, ctx: CommandContext): Promise<CommandResult> {
  if (ctx.globals.remote !== undefined) throw invalidParameter('fds serve serves the local store; --remote does not apply.');
  const capturesDir = planned.captures ?? nonEmpty(ctx.effects.env[CAPTURES_DIR_ENV]);
  if (capturesDir !== undefined) return runReplica(planned, ctx, resolve(ctx.effects.cwd, capturesDir));
  const { storePath, clock } = ctx;
  // Checked before the store is taken: a bad URL in the environment or config is a usage error, not a crash.
  const settings = deploymentSettings(planned, ctx);
  const stateUrl = checkedStateUrl(planned, ctx);
  ctx.requireStore();
  // Connected and checked before the store is taken: an unreachable or unmigrated state store stops the
  // start and leaves the store with whoever holds it.
  const state = await openState(stateUrl, ctx);
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
    const { runForwarded } = await import('./daemon');
    await startServing(planned, ctx, settings, { store, storePath, runCommand: runForwarded, ...(state === undefined ? {} : { state }) });
  } catch (error) {
    store.close();
    await state?.close();
    throw error;
  }
  return { body: undefined, sampleAsOf: null };
}

/**
 * `fds serve --captures DIR`: a replica of the captures published in DIR, its state in PostgreSQL with
 * `--state`, else in memory. It holds
 * no store file, so no other fds process goes through it, and it refuses to start without a usable
 * manifest.
 */
async function runReplica(planned: Extract<Planned, { kind: 'serve' }>, ctx: CommandContext, dir: string): Promise<CommandResult> {
  if (ctx.globals.db !== undefined) throw invalidParameter('fds serve --captures serves published captures and keeps no store file; leave out --db.');
  const settings = deploymentSettings(planned, ctx);
  const state = await openState(checkedStateUrl(planned, ctx), ctx);
  const { CaptureSwitch } = await import('../src/store/captures/attach');
  const captures = await CaptureSwitch.open({
    dir,
    clock: ctx.clock,
    pollMs: (planned.capturesPollSeconds ?? DEFAULT_CAPTURES_POLL_SECONDS) * 1000,
    log: (line) => ctx.effects.stderr.write(`fds serve: ${line}\n`),
  });
  try {
    await startServing(planned, ctx, settings, { store: captures.state, storePath: ':memory:', captures, ...(state === undefined ? {} : { state }) });
  } catch (error) {
    await captures.close();
    await state?.close();
    throw error;
  }
  return { body: undefined, sampleAsOf: null };
}

type DeploymentSettings = Pick<ServeOptions, 'upgradeUrl' | 'ukShortPermission' | 'embeddings'>;

/** The deployment's settings from flags, environment and config: read before anything is opened. */
function deploymentSettings(planned: Extract<Planned, { kind: 'serve' }>, ctx: CommandContext): DeploymentSettings {
  const upgradeUrl = resolveUpgradeUrl(planned.upgradeUrl, ctx.effects.env, readSettings(ctx.effects.env));
  const ukShortPermission = ukPermissionFromEnv(ctx.effects.env);
  const embeddings = embeddingsFromEnv(ctx.effects.env);
  return {
    ...(upgradeUrl === undefined ? {} : { upgradeUrl }),
    ...(ukShortPermission === undefined ? {} : { ukShortPermission }),
    ...(embeddings === undefined ? {} : { embeddings }),
  };
}

async function startServing(
  planned: Extract<Planned, { kind: 'serve' }>,
  ctx: CommandContext,
  settings: DeploymentSettings,
  held: Pick<ServeOptions, 'store' | 'storePath' | 'runCommand' | 'captures' | 'state'>,
): Promise<void> {
  const { serve } = await import('../src/http/serve');
  try {
    await serve(
      {
        ...held,
        ...settings,
        clock: ctx.clock,
        env: ctx.effects.env,
        host: planned.host,
        port: planned.port,
        quotas: planned.quotas,
        ...(planned.feed === undefined ? {} : { feed: planned.feed }),
        ...(planned.speed === undefined ? {} : { speed: planned.speed }),
        ...(planned.upstream === undefined ? {} : { upstream: planned.upstream }),
        ...(planned.options === undefined ? {} : { optionsConfig: planned.options }),
      },
      (line) => ctx.effects.stderr.write(`${line}\n`),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw serviceUnavailable(`Port ${planned.port} on ${planned.host} is in use; choose another with --port (0 picks a free one).`);
    }
    throw error;
  }
}

/** The PostgreSQL state store's URL (`--state`, else FDS_STATE_URL), checked; undefined: the state stays in DuckDB. */
function checkedStateUrl(planned: Extract<Planned, { kind: 'serve' }>, ctx: CommandContext): string | undefined {
  const url = stateUrlOf(planned.state, ctx.effects.env);
  return url === undefined ? undefined : checkStateUrl(url);
}

/** The PostgreSQL state store at `url`, connected and checked (pg loads only here); none without a URL. */
async function openState(url: string | undefined, ctx: CommandContext): Promise<SharedState | undefined> {
  if (url === undefined) return undefined;
  const { openSharedState } = await import('../src/state/pg/shared');
  return openSharedState(url, { log: (line) => ctx.effects.stderr.write(`fds serve: ${line}\n`) });
}

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value === '' ? undefined : value);
