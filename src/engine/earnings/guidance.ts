/**
 * The guidance rows of a company's earnings calls, each settled against its filed actual and compared
 * with the company's immediately earlier call.
 *
 * - Actual: only revenue and diluted EPS in USD have one, and only when the row's basis is GAAP or unstated
 *   and the metric is not an adjusted one (a non-GAAP row is never compared with a GAAP actual). Verdict:
 *   above (actual > high), within (low ≤ actual ≤ high), below (actual < low).
 * - changeVsPrior: the earlier call's row of the same metric (case and spacing aside), target fiscal year
 *   and quarter, unit and basis. None there: Initiated; its midpoint lower: Raised, higher: Lowered, equal:
 *   Maintained. Null when not comparable: no earlier call on file, its guidance not extracted, or only a
 *   row of another unit or basis. priorGuidanceRange is that row's range when it was two-sided.
 */
import type { EngineContext } from '../context';
import { actualKey, actualsOf, type ActualMetric, type Actuals } from './actuals';
import type { StoredEvent } from './event-rows';
import type { GuidanceRow } from './schemas';
import type { GuidanceUnit } from './vocabulary';

interface StoredGuidance {
  eventId: string;
  metric: string;
  period: string;
  fiscalYear: number;
  fiscalQuarter: number | null;
  unit: GuidanceUnit;
  low: number;
  high: number;
  basis: string | null;
  fromTable: boolean;
  quote: string;
}

const GUIDANCE = `
SELECT CAST(event_id AS VARCHAR) AS "eventId", metric, period, fiscal_year AS "fiscalYear", fiscal_quarter AS "fiscalQuarter", unit, low, high,
  basis, from_table AS "fromTable", quote
FROM earnings_guidance WHERE ticker = ? ORDER BY event_id, position`;

const words = (text: string): string => text.toLowerCase().replace(/[^a-z0-9%]+/g, ' ').trim();

const REVENUE_NAMES = new Set(['revenue', 'revenues', 'total revenue', 'total revenues', 'net revenue', 'net revenues', 'net sales', 'total net sales', 'sales']);

/** Which filed actual a row can be settled against, or null (another metric, unit or a non-GAAP basis). */
export function actualMetricOf(row: Pick<StoredGuidance, 'metric' | 'unit' | 'basis'>): ActualMetric | null {
  if (row.unit !== 'USD') return null;
  if (row.basis !== null && words(row.basis) !== 'gaap') return null;
  const metric = words(row.metric);
  if (/\b(adjusted|non gaap|pro forma|core)\b/.test(metric)) return null;
  if (REVENUE_NAMES.has(metric)) return 'revenue';
  if (/\bdiluted\b/.test(metric) && /\b(eps|earnings per share)\b/.test(metric)) return 'dilutedEps';
  return null;
}

export const verdictOf = (actual: number, low: number, high: number): 'above' | 'within' | 'below' => (actual > high ? 'above' : actual < low ? 'below' : 'within');

const sameTarget = (a: StoredGuidance, b: StoredGuidance): boolean =>
  words(a.metric) === words(b.metric) && a.fiscalYear === b.fiscalYear && a.fiscalQuarter === b.fiscalQuarter;
const sameMeasure = (a: StoredGuidance, b: StoredGuidance): boolean => a.unit === b.unit && words(a.basis ?? '') === words(b.basis ?? '');

/** The change against the earlier call's rows (`prior` null: not comparable at all). */
export function changeOf(row: StoredGuidance, prior: readonly StoredGuidance[] | null): Pick<GuidanceRow, 'changeVsPrior' | 'priorGuidanceRange'> {
  if (prior === null) return { changeVsPrior: null, priorGuidanceRange: null };
  const targets = prior.filter((p) => sameTarget(p, row));
  if (targets.length === 0) return { changeVsPrior: 'Initiated', priorGuidanceRange: null };
  const match = targets.find((p) => sameMeasure(p, row));
  if (match === undefined) return { changeVsPrior: null, priorGuidanceRange: null };
  const before = (match.low + match.high) / 2;
  const now = (row.low + row.high) / 2;
  const tolerance = 1e-9 * Math.max(1, Math.abs(before));
  const changeVsPrior = Math.abs(now - before) <= tolerance ? 'Maintained' : now > before ? 'Raised' : 'Lowered';
  return { changeVsPrior, priorGuidanceRange: match.low < match.high ? { low: match.low, high: match.high } : null };
}

function settled(row: StoredGuidance, actuals: Actuals): Pick<GuidanceRow, 'actual' | 'actualVerdict' | 'actualIsDerived'> {
  const metric = actualMetricOf(row);
  const found = metric === null ? undefined : actuals.get(actualKey(metric, row.fiscalYear, row.fiscalQuarter));
  if (found === undefined) return { actual: null, actualVerdict: null, actualIsDerived: false };
  return { actual: found.value, actualVerdict: verdictOf(found.value, row.low, row.high), actualIsDerived: found.derived };
}

/** A stored row as the API shows it. */
function shown(row: StoredGuidance, prior: readonly StoredGuidance[] | null, actuals: Actuals): GuidanceRow {
  return {
    metric: row.metric, period: row.period, fiscalYear: row.fiscalYear, fiscalQuarter: row.fiscalQuarter, unit: row.unit,
    low: row.low, high: row.high, midpoint: (row.low + row.high) / 2, basis: row.basis, fromTable: row.fromTable, quote: row.quote,
    ...settled(row, actuals),
    ...changeOf(row, prior),
  };
}

/**
 * The guidance of every earnings call of `calls` (one company's, oldest first) by event id; a call whose
 * guidance is not extracted has none. Only held calls (not Scheduled, Postponed or Cancelled) are earlier calls.
 */
export async function guidanceByCall(ctx: EngineContext, ticker: string, cik: number | null, calls: readonly StoredEvent[]): Promise<Map<string, GuidanceRow[]>> {
  const [stored, actuals] = await Promise.all([ctx.store.all<StoredGuidance>(GUIDANCE, [ticker]), actualsOf(ctx, cik, calls.some((c) => c.synthetic))]);
  const byEvent = new Map<string, StoredGuidance[]>();
  for (const row of stored) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  const result = new Map<string, GuidanceRow[]>();
  let earlier: StoredEvent | null = null;
  for (const call of calls) {
    const rows = call.guidanceExtracted ? (byEvent.get(call.id) ?? []) : [];
    const prior = earlier === null || !earlier.guidanceExtracted ? null : (byEvent.get(earlier.id) ?? []);
    result.set(call.id, rows.map((row) => shown(row, prior, actuals)));
    if (call.status === 'Concluded') earlier = call;
  }
  return result;
}
