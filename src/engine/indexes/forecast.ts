/**
 * `indexes.forecast`: the index's published entry rules applied to every tracked company, as of the newest
 * settled-close session (a session still trading has no settled close, even when a provisional bar of it
 * is stored: `../prices/sessions.ts` decides, as it does for every settled-close reader). The full forecast is kept as a snapshot per index and session: a snapshot's
 * revision is immutable, and a new one is appended for the same session when the model or rules version
 * changes or new captures arrived (an ingest since); readers take the highest revision. The Free plan gets
 * the counts and metadata with the rows removed.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { settledThrough } from '../prices/sessions';
import { projectionBuckets, scoreCompanies, screenBuckets, type Buckets } from './buckets';
import { BUCKET_NAMES, type Forecast } from './forecast-schemas';
import { readMeasures, type CompanyMeasures } from './measures';
import { LINKED_HOLDINGS, publishedList } from './published';
import { PROBABILITY_MODEL, rulesOf, type IndexRules } from './rules';
import { readSnapshot, writeSnapshot } from './snapshots';
import { resolveIndex, type StockIndex } from './universe';

export interface ForecastParams {
  index: string;
}

const SESSION = 'SELECT CAST(max(date) AS VARCHAR) AS session FROM prices WHERE volume > 0 AND date <= CAST(? AS DATE)';
const MEMBERS = `SELECT ticker, name FROM (${LINKED_HOLDINGS}) WHERE fund = ? AND as_of_date = CAST(? AS DATE) AND is_linked`;

/**
 * A member nothing can be read about: its listing is not a tracked company of the session (delisted after
 * the fund's list, or no active US stock listing). Every figure is unread, so it is unmeasured like any
 * member with a NotEvaluated rule rather than missing from the forecast.
 */
const unread = (ticker: string, name: string): CompanyMeasures => ({
  ticker, name, close: null, firstBarDate: null, dollarVolume365: null, averageVolume91: null, sharesOutstanding: null, publicFloatUsd: null,
  marketCapAtFloatDate: null, netIncomeQuarters: null, domicile: null, exchange: null, sector: null, cik: null,
});

/** The version a snapshot is computed under: the probability model's, else the rules' effective date. */
const versionOf = (index: StockIndex, rules: IndexRules): string =>
  index.slug === PROBABILITY_MODEL.index ? PROBABILITY_MODEL.version : `${index.slug}-rules-${rules.effectiveDate}`;

async function compute(ctx: EngineContext, index: StockIndex, rules: IndexRules, session: string | null): Promise<Omit<Forecast, 'revision' | 'candidatesLocked' | 'upgradeUrl'>> {
  const list = await publishedList(ctx.store, index);
  const memberRows = list === null ? [] : await ctx.store.all<{ ticker: string; name: string }>(MEMBERS, [list.fund, list.asOfDate]);
  const members = new Set(memberRows.map((r) => r.ticker));
  const measured = session === null ? [] : await readMeasures(ctx.store, session);
  const tracked = new Set(measured.map((c) => c.ticker));
  const missing = new Map(memberRows.filter((r) => !tracked.has(r.ticker)).map((r) => [r.ticker, unread(r.ticker, r.name)]));
  const companies = [...measured, ...missing.values()];
  const scored = scoreCompanies(rules, companies, members, session ?? '');
  const model = index.slug === PROBABILITY_MODEL.index ? PROBABILITY_MODEL : null;
  const buckets: Buckets = rules.kind === 'Screen' ? screenBuckets(scored, rules, model) : projectionBuckets(scored, rules);
  return {
    slug: index.slug,
    name: index.name,
    kind: rules.kind,
    sessionDate: session,
    memberListAsOfDate: list?.asOfDate ?? null,
    rulesSource: rules.source,
    rulesSourceUrl: rules.sourceUrl,
    rulesEffectiveDate: rules.effectiveDate,
    unmeasuredMemberCount: scored.filter((s) => s.row.isMember && s.verdict === 'unmeasured').length,
    probabilityHorizonDays: model?.horizonDays ?? null,
    probabilityModelVersion: model?.version ?? null,
    probabilitySource: model?.source ?? null,
    probabilitySourceUrl: model?.sourceUrl ?? null,
    exitCalibrationSource: model?.exitCalibrationSource ?? null,
    exitCalibrationSourceUrl: model?.exitCalibrationSourceUrl ?? null,
    exitCalibrationMethod: model?.exitCalibrationMethod ?? null,
    buckets: Object.fromEntries(BUCKET_NAMES.map((name) => [name, { count: buckets[name].length, rows: buckets[name] }])) as Forecast['buckets'],
  };
}

/** The Free plan's view: every count and all metadata, no rows, and the server's upgrade page (null without one). */
function locked(full: Forecast, upgradeUrl: string | undefined): Forecast {
  const buckets = Object.fromEntries(BUCKET_NAMES.map((name) => [name, { count: full.buckets[name].count, rows: [] as Forecast['buckets'][typeof name]['rows'] }])) as Forecast['buckets'];
  return { ...full, candidatesLocked: true, upgradeUrl: upgradeUrl ?? null, buckets };
}

export async function forecastIndex(ctx: EngineContext, p: ForecastParams): Promise<Forecast> {
  const index = resolveIndex(p.index);
  const rules = index.forecast === null ? undefined : rulesOf(index.slug);
  if (rules === undefined) {
    throw notFound(`${index.name} has no forecast: it has no quantitative entry rule (its members are chosen by a committee without published thresholds).`);
  }
  const session = (await ctx.store.one<{ session: string | null }>(SESSION, [settledThrough(null, ctx.clock.now())]))?.session ?? null;
  const version = versionOf(index, rules);
  let snapshot = session === null ? null : await readSnapshot(ctx.store, index.slug, session, version);
  if (snapshot === null) {
    const body = await compute(ctx, index, rules, session);
    snapshot = session === null ? { revision: 0, body } : await writeSnapshot(ctx, index.slug, session, version, body);
  }
  const full: Forecast = { ...snapshot.body, revision: snapshot.revision, candidatesLocked: false, upgradeUrl: null };
  return ctx.caller.plan === 'free' ? locked(full, ctx.upgradeUrl) : full;
}
