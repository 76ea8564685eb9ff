/**
 * `fds state migrate [--state URL]`: creates or updates the state tables (accounts, organizations, keys,
 * daily usage, portfolios, web data feeds) of a PostgreSQL database, for fds servers that share their
 * state. The URL comes from `--state`, else `FDS_STATE_URL`, and is only ever shown with its password
 * masked. The embedded DuckDB store needs none of this. pg loads only when this command runs.
 */
import type { Command } from 'commander';
import { invalidParameter } from '../src/core/errors';
import { checkStateUrl, maskUrl, STATE_URL_ENV, stateUrlOf } from '../src/state/pg/url';
import type { CommandContext, CommandResult } from './context';
import type { Planned, Planner } from './planned';

export function registerState(program: Command, plan: Planner): void {
  const state = program
    .command('state')
    .description('The state store on PostgreSQL that fds servers can share (accounts, keys, usage, portfolios, web data feeds)');
  state
    .command('migrate')
    .description('Create the state tables of a PostgreSQL database, or bring them to this version; running it again changes nothing')
    .option('--state <url>', `PostgreSQL URL, postgres://USER:PASSWORD@HOST:5432/DATABASE (env ${STATE_URL_ENV})`)
    .action((opts: { state?: string }, command: Command) => {
      plan({ kind: 'state', action: 'migrate', ...(opts.state === undefined ? {} : { url: opts.state }) }, command);
    });
}

export async function runState(planned: Extract<Planned, { kind: 'state' }>, ctx: CommandContext): Promise<CommandResult> {
  const given = stateUrlOf(planned.url, ctx.effects.env);
  if (given === undefined) {
    throw invalidParameter(`fds state migrate needs the state store's URL: --state postgres://USER:PASSWORD@HOST:5432/DATABASE, or ${STATE_URL_ENV}.`);
  }
  const url = checkStateUrl(given);
  const [{ PgState }, { migrateState }, { stateStoreError }] = await Promise.all([
    import('../src/state/pg/state'),
    import('../src/state/pg/migrate'),
    import('../src/state/pg/errors'),
  ]);
  const db = PgState.open(url, { maxConnections: 1, log: (line) => ctx.effects.stderr.write(`fds: ${line}\n`) });
  try {
    await db.connect();
    const body = await migrateState(db, ctx.clock);
    return { body, sampleAsOf: null, view: { kind: 'state-migrate', store: maskUrl(url) } };
  } catch (error) {
    throw stateStoreError(url, error);
  } finally {
    await db.close();
  }
}
