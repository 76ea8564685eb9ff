/**
 * A registration's annual financials, from the filer's own tagged statements (XBRL company facts): one
 * fiscal year per duration of 350 to 380 days tagging revenue, net income or another flow, its balances
 * the instants at the year's end. Each figure is the newest filing's value for that period (a restated
 * year replaces the first report). Revenue is the first concept of the revenue preference list that
 * tags the year. Growth compares with the fiscal year ending 350 to 380 days before; margins and growth
 * are percentages.
 */
import type { EngineContext } from '../context';
import { REVENUE_CONCEPTS } from '../supply-chain/revenue-concepts';
import { FISCAL_YEAR_DAYS, IPO_DURATION_CONCEPTS, IPO_INSTANT_CONCEPTS } from './financial-concepts';
import type { FinancialYear } from './schemas';

interface Fact {
  cik: number;
  concept: string;
  start: string | null;
  end: string;
  value: number;
}

const CONCEPTS = [...REVENUE_CONCEPTS, ...Object.values(IPO_DURATION_CONCEPTS), ...Object.values(IPO_INSTANT_CONCEPTS)];

// Newest filed value per concept and period; durations only when a fiscal year long.
const FACTS = `
SELECT cik, concept, strftime(period_start, '%Y-%m-%d') AS start, strftime(period_end, '%Y-%m-%d') AS "end",
       arg_max(value, coalesce(filed, DATE '1900-01-01')) AS value
FROM company_facts
WHERE unit = 'USD' AND taxonomy = 'us-gaap'
  AND cik IN (SELECT unnest(from_json(CAST(? AS JSON), '["BIGINT"]')))
  AND concept IN (SELECT unnest(from_json(CAST(? AS JSON), '["VARCHAR"]')))
  AND (period_start IS NULL OR date_diff('day', period_start, period_end) BETWEEN ${FISCAL_YEAR_DAYS.min} AND ${FISCAL_YEAR_DAYS.max})
GROUP BY cik, concept, period_start, period_end`;

const percent = (part: number | null, whole: number | null): number | null =>
  part === null || whole === null || whole === 0 ? null : Math.round((part / Math.abs(whole)) * 10000) / 100;

const daysBetween = (a: string, b: string): number => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** The fiscal years of one filer's `facts`, newest first. */
export function financialYears(facts: readonly Fact[]): FinancialYear[] {
  const durations = facts.filter((f) => f.start !== null);
  const ends = [...new Set(durations.map((f) => f.end))].sort().reverse();
  const flow = (concept: string, end: string): number | null => durations.find((f) => f.concept === concept && f.end === end)?.value ?? null;
  const balance = (concept: string, end: string): number | null => facts.find((f) => f.start === null && f.concept === concept && f.end === end)?.value ?? null;
  const revenueOf = (end: string): number | null => REVENUE_CONCEPTS.map((c) => flow(c, end)).find((v) => v !== null) ?? null;
  return ends.map((end) => {
    const revenue = revenueOf(end);
    const prior = ends.find((e) => e < end && daysBetween(e, end) >= FISCAL_YEAR_DAYS.min && daysBetween(e, end) <= FISCAL_YEAR_DAYS.max);
    const priorRevenue = prior === undefined ? null : revenueOf(prior);
    const grossProfit = flow(IPO_DURATION_CONCEPTS.grossProfit, end);
    return {
      fiscalYear: Number(end.slice(0, 4)),
      periodEnd: end,
      currency: 'USD',
      revenue,
      revenueGrowthPercent: revenue === null || priorRevenue === null ? null : percent(revenue - priorRevenue, priorRevenue),
      grossProfit,
      grossMarginPercent: percent(grossProfit, revenue),
      operatingIncome: flow(IPO_DURATION_CONCEPTS.operatingIncome, end),
      netIncome: flow(IPO_DURATION_CONCEPTS.netIncome, end),
      operatingCashFlow: flow(IPO_DURATION_CONCEPTS.operatingCashFlow, end),
      totalAssets: balance(IPO_INSTANT_CONCEPTS.totalAssets, end),
      cashAndEquivalents: balance(IPO_INSTANT_CONCEPTS.cashAndEquivalents, end),
      stockholdersEquity: balance(IPO_INSTANT_CONCEPTS.stockholdersEquity, end),
    };
  });
}

/** The fiscal years of each of `ciks`, newest first (a CIK without facts is absent). */
export async function financialsOf(ctx: EngineContext, ciks: readonly number[]): Promise<Map<number, FinancialYear[]>> {
  const facts = await ctx.store.all<Fact>(FACTS, [JSON.stringify(ciks), JSON.stringify(CONCEPTS)]);
  const byCik = new Map<number, Fact[]>();
  for (const f of facts) {
    const cik = Number(f.cik);
    byCik.set(cik, [...(byCik.get(cik) ?? []), { ...f, cik }]);
  }
  return new Map([...byCik].map(([cik, list]) => [cik, financialYears(list)]));
}
