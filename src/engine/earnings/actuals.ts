/**
 * Filed GAAP actuals of a company's fiscal periods, from its SEC company facts: revenue and diluted EPS.
 *
 * A fact's own fiscal period is the label of the first filing that reports it (later filings repeat it as
 * a comparative under their own label): a quarter-long fact labelled Q1 to Q3 is that quarter, one
 * labelled FY (the annual report) the fourth; a year-long fact labelled FY is the fiscal year. Each
 * period's value is the newest filing's. Revenue is the first concept of the revenue list that tags the
 * period. A fourth quarter no filing tags is derived as the fiscal year's revenue less the nine months
 * year-to-date ending with the third quarter (same start date), and flagged derived; never for EPS.
 * A period not yet filed has no actual.
 */
import type { EngineContext } from '../context';
import { DILUTED_EPS_CONCEPT, EPS_UNIT, REVENUE_CONCEPTS, SPANS } from './actual-concepts';

export type ActualMetric = 'revenue' | 'dilutedEps';

export interface Actual {
  value: number;
  derived: boolean;
}

/** Actuals by `actualKey`. */
export type Actuals = ReadonlyMap<string, Actual>;

/** The key of a period's actual: fiscal quarter null for the full year. */
export const actualKey = (metric: ActualMetric, fiscalYear: number, fiscalQuarter: number | null): string =>
  `${metric}/${fiscalYear}/${fiscalQuarter ?? 'FY'}`;

const RANKS = [...REVENUE_CONCEPTS.map((concept, i) => `('${concept}', 'USD', 'revenue', ${i + 1})`), `('${DILUTED_EPS_CONCEPT}', '${EPS_UNIT}', 'dilutedEps', 1)`].join(', ');

// One row per metric and period: its span, the first filing's label, the best concept's newest value.
const PERIODS = `
WITH pri(concept, unit, metric, rank) AS (VALUES ${RANKS}),
f AS (
  SELECT f.*, p.metric, p.rank, date_diff('day', f.period_start, f.period_end) + 1 AS days
  FROM company_facts f JOIN pri p USING (concept, unit)
  WHERE f.cik = ? AND f.period_start IS NOT NULL AND (f.source = 'sample') = ?
)
SELECT metric, CAST(period_start AS VARCHAR) AS "start", CAST(period_end AS VARCHAR) AS "end", any_value(days) AS days,
  first(fiscal_year ORDER BY filed NULLS LAST, accession) AS fy,
  first(fiscal_period ORDER BY filed NULLS LAST, accession) AS fp,
  first(value ORDER BY rank, filed DESC NULLS LAST, accession DESC) AS value
FROM f
GROUP BY metric, period_start, period_end`;

interface PeriodRow {
  metric: ActualMetric;
  start: string;
  end: string;
  days: number;
  fy: number | null;
  fp: string | null;
  value: number;
}

const within = (days: number, span: { min: number; max: number }): boolean => days >= span.min && days <= span.max;

/**
 * The filed actuals of the company `cik` (empty when it has no facts or is unlinked), from its sample facts
 * for sample events and its real facts for real ones, so no answer joins synthetic and real rows.
 */
export async function actualsOf(ctx: EngineContext, cik: number | null, synthetic: boolean): Promise<Actuals> {
  const actuals = new Map<string, Actual>();
  if (cik === null) return actuals;
  const rows = await ctx.store.all<PeriodRow>(PERIODS, [cik, synthetic]);
  const years: PeriodRow[] = [];
  const nineMonths: PeriodRow[] = [];
  for (const row of rows) {
    if (row.fy === null || row.fp === null) continue;
    const fy = Number(row.fy);
    const days = Number(row.days);
    if (within(days, SPANS.quarter)) {
      const quarter = row.fp === 'FY' ? 4 : /^Q[1-4]$/.test(row.fp) ? Number(row.fp.slice(1)) : null;
      if (quarter !== null) actuals.set(actualKey(row.metric, fy, quarter), { value: row.value, derived: false });
    } else if (within(days, SPANS.year) && row.fp === 'FY') {
      actuals.set(actualKey(row.metric, fy, null), { value: row.value, derived: false });
      years.push(row);
    } else if (within(days, SPANS.nineMonths) && row.fp === 'Q3' && row.metric === 'revenue') {
      nineMonths.push(row);
    }
  }
  for (const year of years) {
    if (year.metric !== 'revenue') continue;
    const key = actualKey('revenue', Number(year.fy), 4);
    if (actuals.has(key)) continue;
    const ytd = nineMonths.find((n) => n.start === year.start && n.end < year.end && Number(n.fy) === Number(year.fy));
    if (ytd !== undefined) actuals.set(key, { value: year.value - ytd.value, derived: true });
  }
  return actuals;
}
