/**
 * Forecast snapshots: one per index and settled-close session, revisions immutable. The newest revision is
 * served while it was computed under the current model version and no capture arrived since (the store's
 * ingest log is its fingerprint); otherwise the forecast is computed again and appended as the next
 * revision, so history is kept and readers always take the highest.
 */
import type { EngineContext } from '../context';
import type { Sql } from '../../store/store';
import type { Forecast } from './forecast-schemas';

type Body = Omit<Forecast, 'revision' | 'candidatesLocked' | 'upgradeUrl'>;

const FINGERPRINT = `SELECT count(*) || '|' || coalesce(CAST(max(captured_at) AS VARCHAR), '') AS f FROM ingest_files`;

const NEWEST = `
SELECT revision, model_version AS "modelVersion", body FROM index_forecast_snapshots
WHERE index_slug = ? AND session_date = CAST(? AS DATE)
ORDER BY revision DESC LIMIT 1`;

/** The version stamp of a snapshot: the model version and the captures it was computed from. */
async function stampOf(sql: Sql, version: string): Promise<string> {
  return `${version}@${(await sql.one<{ f: string }>(FINGERPRINT))?.f ?? ''}`;
}

export async function readSnapshot(sql: Sql, slug: string, session: string, version: string): Promise<{ revision: number; body: Body } | null> {
  const newest = await sql.one<{ revision: number; modelVersion: string; body: string }>(NEWEST, [slug, session]);
  if (newest === undefined || newest.modelVersion !== (await stampOf(sql, version))) return null;
  return { revision: newest.revision, body: JSON.parse(newest.body) as Body };
}

export async function writeSnapshot(ctx: EngineContext, slug: string, session: string, version: string, body: Body): Promise<{ revision: number; body: Body }> {
  const stamp = await stampOf(ctx.store, version);
  const revision = await ctx.store.write(async (tx) => {
    const next = ((await tx.one<{ r: number | null }>('SELECT max(revision) AS r FROM index_forecast_snapshots WHERE index_slug = ? AND session_date = CAST(? AS DATE)', [slug, session]))?.r ?? 0) + 1;
    await tx.run('INSERT INTO index_forecast_snapshots VALUES (?, CAST(? AS DATE), ?, ?, ?, CAST(? AS TIMESTAMP))', [slug, session, next, stamp, JSON.stringify(body), ctx.clock.now().toISOString()]);
    return next;
  });
  return { revision, body };
}
