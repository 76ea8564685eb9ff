/**
 * Split reconciliation: deciding, from the stored bars themselves, whether the history before a captured
 * split is on the post-split basis, and restating it when it is not.
 *
 * A split of ratio r = numerator / denominator turns one old share into r new ones, so an old-basis series
 * drops by a factor r at the effective date. For each pending split (`restated = false`) whose effective
 * date is covered by stored bars, the last positive-volume close before the effective date is compared with
 * the first positive-volume open on or after it:
 *   - jump ≈ r  → the earlier bars are on the old basis: divide their prices by r, multiply volumes by r,
 *                 and mark the split restated;
 *   - jump ≈ 1  → the upstream source already restated them: mark restated, touch nothing;
 *   - otherwise → leave it pending; a later capture may settle it.
 * Ratios strictly between 1:2 and 2:1 (a 3:2 split, say) are never reconciled: a one-day move of that size
 * is ordinary market noise, so the jump cannot confirm the basis either way.
 */
import type { Clock } from '../core/clock';
import type { IsoDate } from '../core/dates';
import type { WriteTx } from './store';

/** How far the observed jump may stray from the expected one, as a fraction of it. */
export const JUMP_TOLERANCE = 0.25;

/** Decimals kept on restated prices: enough for sub-penny listings, free of float dust from the division. */
const RESTATED_PRICE_DECIMALS = 6;

/** The fields of a split that decide whether its price history is adjusted. */
export interface SplitBasis {
  effectiveDate: IsoDate;
  numerator: number;
  denominator: number;
  restated: boolean;
}

/** True when the ratio lies strictly between 1:2 and 2:1, too small for the bars to confirm a restatement. */
export function isNarrowRatio(numerator: number, denominator: number): boolean {
  const ratio = numerator / denominator;
  return ratio > 0.5 && ratio < 2;
}

/**
 * The spec's `priceHistoryAdjusted`: true only when the stored bars are confirmed restated across the split,
 * the split is already effective on `today`, and its ratio is not strictly between 1:2 and 2:1.
 */
export function priceHistoryAdjusted(split: SplitBasis, today: IsoDate): boolean {
  return split.restated && split.effectiveDate <= today && !isNarrowRatio(split.numerator, split.denominator);
}

// One row per pending, wide-ratio split that the stored bars reach, with the action its jump calls for.
const DECIDE = `
CREATE OR REPLACE TEMP TABLE split_decisions AS
WITH pending AS (
  SELECT s.rowid AS split_rowid, s.ticker, s.effective_date, s.numerator / s.denominator AS ratio
  FROM splits s
  WHERE NOT s.restated
    AND (s.numerator / s.denominator >= 2 OR s.numerator / s.denominator <= 0.5)
    AND s.effective_date <= (SELECT max(p.date) FROM prices p WHERE p.ticker = s.ticker)
),
observed AS (
  SELECT pending.*,
    (SELECT p.close FROM prices p
      WHERE p.ticker = pending.ticker AND p.date < pending.effective_date AND p.volume > 0
      ORDER BY p.date DESC LIMIT 1) AS close_before,
    (SELECT p.open FROM prices p
      WHERE p.ticker = pending.ticker AND p.date >= pending.effective_date AND p.volume > 0
      ORDER BY p.date LIMIT 1) AS open_after
  FROM pending
)
SELECT split_rowid, ticker, effective_date, ratio,
  CASE
    -- Nothing stored before the split: no bar can be on the old basis.
    WHEN close_before IS NULL THEN 'already'
    WHEN open_after IS NULL OR open_after <= 0 THEN 'pending'
    WHEN abs(close_before / open_after - ratio) <= ? * ratio THEN 'restate'
    WHEN abs(close_before / open_after - 1) <= ? THEN 'already'
    ELSE 'pending'
  END AS action
FROM observed`;

// Every bar before one or more splits being restated is divided by the product of their ratios at once.
const RESTATE_BARS = `
UPDATE prices AS p SET
  open = round(p.open / f.factor, ${RESTATED_PRICE_DECIMALS}),
  high = round(p.high / f.factor, ${RESTATED_PRICE_DECIMALS}),
  low = round(p.low / f.factor, ${RESTATED_PRICE_DECIMALS}),
  close = round(p.close / f.factor, ${RESTATED_PRICE_DECIMALS}),
  adjusted_close = round(p.adjusted_close / f.factor, ${RESTATED_PRICE_DECIMALS}),
  volume = CAST(round(p.volume * f.factor) AS BIGINT)
FROM (
  SELECT b.rowid AS bar_rowid, product(d.ratio) AS factor
  FROM prices b JOIN split_decisions d ON b.ticker = d.ticker AND b.date < d.effective_date
  WHERE d.action = 'restate'
  GROUP BY b.rowid
) f
WHERE p.rowid = f.bar_rowid`;

const MARK_RESTATED = `
UPDATE splits SET restated = TRUE, restated_at = CAST(? AS TIMESTAMP)
WHERE rowid IN (SELECT split_rowid FROM split_decisions WHERE action IN ('restate', 'already'))`;

/**
 * Reconciles every pending split against the stored bars, inside the caller's write transaction (ingest
 * runs it after loading prices or splits; the sample generator after loading its old-basis bars).
 * Idempotent: a split once marked restated is never looked at again. Returns how many splits it marked.
 */
export async function reconcileSplits(tx: WriteTx, clock: Clock): Promise<number> {
  await tx.run(DECIDE, [JUMP_TOLERANCE, JUMP_TOLERANCE]);
  try {
    await tx.run(RESTATE_BARS);
    return await tx.run(MARK_RESTATED, [clock.now().toISOString()]);
  } finally {
    await tx.run('DROP TABLE IF EXISTS split_decisions');
  }
}
