/**
 * How often the forecast gets the direction right, measured retrospectively on a store: every published
 * settlement window of every operating-company stock is estimated by the same statement and model as the
 * live forecast, from the data before it only (the fit uses windows ending on or before the window's
 * starting settlement; the window's own short volume, known before publication, gives its shift), and
 * the sign of the estimated change is compared with the sign of the published one. Windows where either
 * change is exactly zero have no direction and are left out. The share of published positions inside
 * the likely range is measured too (the range aims at 80%).
 */
import { addDays } from '../../core/dates';
import type { EngineContext } from '../context';
import { tradingDaysBetween } from '../market/calendar';
import { todayInNewYork } from '../windows';
import { latestPublishedSettlement } from './calendar';
import { estimateWindow, likelyRange, type Estimate } from './forecast-model';
import { CONFIDENCES, type Confidence } from './forecast-schemas';
import { calendarWindowsJson, forecastSql, type ForecastRow } from './forecast-sql';

export interface AccuracyTally {
  /** Windows with a directional estimate and a published change other than zero. */
  estimates: number;
  /** Of them, the ones whose estimated direction was the published one. */
  hits: number;
  /** hits ÷ estimates; null without estimates. */
  accuracy: number | null;
}

export interface ForecastAccuracy extends AccuracyTally {
  /** Distinct settlements walked. */
  settlements: number;
  /** Windows the model estimated (directional or not). */
  windows: number;
  byConfidence: Record<Confidence, AccuracyTally>;
  /** The same estimates by what made them: the short-volume line, or the average change alone. */
  byModel: Record<Estimate['model'], AccuracyTally>;
  /** Share of estimated windows whose published position fell inside the likely range; null without any. */
  rangeCoverage: number | null;
}

const tally = (estimates: number, hits: number): AccuracyTally => ({ estimates, hits, accuracy: estimates === 0 ? null : hits / estimates });

/** Scores walked rows (each with its published position): pure, so a test can hand it known rows. */
export function scoreWalk(rows: readonly ForecastRow[]): ForecastAccuracy {
  const counts = Object.fromEntries(CONFIDENCES.map((c) => [c, { estimates: 0, hits: 0 }])) as Record<Confidence, { estimates: number; hits: number }>;
  const models = { line: { estimates: 0, hits: 0 }, drift: { estimates: 0, hits: 0 } };
  const settlements = new Set<string>();
  let windows = 0;
  let inside = 0;
  for (const row of rows) {
    if (row.previous === null || row.actual === null) continue;
    const tradingDays = tradingDaysBetween(addDays(row.previousSettlementDate, 1), row.settlementDate).length;
    const estimate = estimateWindow(row, row, { shift: row.shift, sessions: row.sessions, tradingDays });
    if (estimate === null) continue;
    windows++;
    settlements.add(row.settlementDate);
    const range = likelyRange(row.previous, estimate);
    if (row.actual >= range.low && row.actual <= range.high) inside++;
    const published = Math.sign(Math.log(row.actual / row.previous));
    const estimated = Math.sign(estimate.change);
    if (published === 0 || estimated === 0) continue;
    counts[estimate.confidence].estimates++;
    models[estimate.model].estimates++;
    if (published === estimated) {
      counts[estimate.confidence].hits++;
      models[estimate.model].hits++;
    }
  }
  const all = CONFIDENCES.reduce((sum, c) => ({ estimates: sum.estimates + counts[c].estimates, hits: sum.hits + counts[c].hits }), { estimates: 0, hits: 0 });
  return {
    ...tally(all.estimates, all.hits),
    settlements: settlements.size,
    windows,
    byConfidence: Object.fromEntries(CONFIDENCES.map((c) => [c, tally(counts[c].estimates, counts[c].hits)])) as Record<Confidence, AccuracyTally>,
    byModel: { line: tally(models.line.estimates, models.line.hits), drift: tally(models.drift.estimates, models.drift.hits) },
    rangeCoverage: windows === 0 ? null : inside / windows,
  };
}

/** Walks every settlement published by today whose window the store can estimate. */
export async function measureForecastAccuracy(ctx: EngineContext): Promise<ForecastAccuracy> {
  const today = todayInNewYork(ctx.clock);
  const published = latestPublishedSettlement(today);
  if (published === null) return scoreWalk([]);
  const rows = await ctx.store.all<ForecastRow>(forecastSql('walk'), [calendarWindowsJson(), '0001-01-01', published.settlementDate, today]);
  return scoreWalk(rows);
}
