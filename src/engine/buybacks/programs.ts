/**
 * `buybacks.programs`: a listing's repurchase programs and history, from two sources:
 *
 * - XBRL company facts of the listing's CIK (`fds ingest company-facts`). The authorization figures are
 *   instants: the newest balance-sheet date tagging either the authorized or the remaining amount is one
 *   program entry (origin `xbrl`), each figure from the newest filing that tags it at that date. The
 *   repurchases are durations: a fiscal year is 350 to 380 days, a quarter 80 to 100; each period's shares
 *   and dollars come from the first concept of the preference list (`rules.ts`) that tags it, from the newest
 *   filing that does. Its fiscal year and period are as the first filing to report it labels them (the
 *   report whose own period it is). A fourth quarter appears only when a filing tags it (its first report
 *   is then the annual one); it is never derived by subtraction.
 * - Program records extracted from filings elsewhere (`fds ingest buyback-programs`), origin `extracted`:
 *   one entry per program (announcement date, authorized amount and unit), as of its newest record.
 *
 * The top-level figures are those of the newest entry by as-of date (an extracted one on a tie, since it
 * carries expiry and scope). A remaining amount no source discloses stays null: never zero.
 */
import { addDays } from '../../core/dates';
import type { EngineContext } from '../context';
import type { TickerParams } from './params';
import { requireCompany } from './company';
import {
  AMOUNT_CONCEPTS,
  AUTHORIZED_CONCEPT,
  HISTORY_QUARTERS,
  HISTORY_YEARS,
  REMAINING_CONCEPT,
  SHARES_CONCEPTS,
  edgarFilingUrl,
  periodKind,
} from './rules';
import type { BuybackProgram, BuybackPrograms, FilingSource, RepurchasePeriod, YearToDate } from './schemas';

const ranks = (concepts: readonly string[], measure: string, from: number): string =>
  concepts.map((c, i) => `('${c}', '${measure}', ${from + i})`).join(', ');

// One row per duration period: each measure from its best concept, then its newest filing.
const PERIODS = `
WITH pri(concept, measure, rank) AS (VALUES ${ranks(SHARES_CONCEPTS, 'shares', 1)}, ${ranks(AMOUNT_CONCEPTS, 'amount', 1)}),
f AS (
  SELECT f.*, p.measure, p.rank FROM company_facts f JOIN pri p USING (concept)
  WHERE f.cik = ? AND f.period_start IS NOT NULL
)
SELECT CAST(period_start AS VARCHAR) AS "start", CAST(period_end AS VARCHAR) AS "end",
  first(fiscal_year ORDER BY filed NULLS LAST, accession) AS fy,
  first(fiscal_period ORDER BY filed NULLS LAST, accession) AS fp,
  first(value ORDER BY rank, filed DESC NULLS LAST, accession DESC) FILTER (WHERE measure = 'shares') AS shares,
  first(value ORDER BY rank, filed DESC NULLS LAST, accession DESC) FILTER (WHERE measure = 'amount') AS amount,
  first({form: form, filed: CAST(filed AS VARCHAR), accession: accession} ORDER BY rank, filed DESC NULLS LAST, accession DESC) FILTER (WHERE measure = 'shares') AS "sharesSource",
  first({form: form, filed: CAST(filed AS VARCHAR), accession: accession} ORDER BY rank, filed DESC NULLS LAST, accession DESC) FILTER (WHERE measure = 'amount') AS "amountSource"
FROM f
GROUP BY period_start, period_end
ORDER BY period_end DESC, period_start DESC`;

// The newest balance-sheet date tagging the authorization, each figure from its newest filing.
const XBRL_AUTHORIZATION = `
SELECT CAST(period_end AS VARCHAR) AS "asOf",
  first(value ORDER BY filed DESC NULLS LAST, accession DESC) FILTER (WHERE concept = '${AUTHORIZED_CONCEPT}') AS authorized,
  first(value ORDER BY filed DESC NULLS LAST, accession DESC) FILTER (WHERE concept = '${REMAINING_CONCEPT}') AS remaining,
  first({form: form, filed: CAST(filed AS VARCHAR), accession: accession} ORDER BY filed DESC NULLS LAST, accession DESC) AS source
FROM company_facts
WHERE cik = ? AND period_start IS NULL AND concept IN ('${AUTHORIZED_CONCEPT}', '${REMAINING_CONCEPT}')
GROUP BY period_end
ORDER BY period_end DESC
LIMIT 1`;

// Each extracted program (announcement, authorized amount and unit) as of its newest record.
const EXTRACTED = `
SELECT CAST(announced_date AS VARCHAR) AS "announcedDate", authorized_amount AS "authorizedAmount", authorized_unit AS "authorizedUnit",
  arg_max(remaining_amount, (as_of_date, filed_date, accession)) AS "remainingAuthorizedAmount",
  arg_max(remaining_unit, (as_of_date, filed_date, accession)) AS "remainingAuthorizedUnit",
  CAST(max(as_of_date) AS VARCHAR) AS "asOfDate",
  CAST(arg_max(expires, (as_of_date, filed_date, accession)) AS VARCHAR) AS expires,
  arg_max(combined_equity, (as_of_date, filed_date, accession)) AS "dollarsAreCombinedEquity",
  arg_max({form: form, filedDate: CAST(filed_date AS VARCHAR), accession: accession, url: url}, (as_of_date, filed_date, accession)) AS source
FROM buyback_programs
WHERE ticker = ?
GROUP BY announced_date, authorized_amount, authorized_unit
ORDER BY "asOfDate" DESC, "announcedDate" DESC NULLS LAST, "authorizedAmount" DESC`;

interface FactSource {
  form: string | null;
  filed: string | null;
  accession: string;
}

interface PeriodRow {
  start: string;
  end: string;
  fy: number | null;
  fp: string | null;
  shares: number | null;
  amount: number | null;
  sharesSource: FactSource | null;
  amountSource: FactSource | null;
}

const factSource = (cik: number, s: FactSource): FilingSource => ({
  form: s.form ?? 'unknown',
  filedDate: s.filed,
  accession: s.accession,
  url: edgarFilingUrl(cik, s.accession),
});

const averagePrice = (amount: number | null, shares: number | null): number | null =>
  amount === null || shares === null || shares <= 0 ? null : Math.round((amount / shares) * 100) / 100;

function periodRow(cik: number, row: PeriodRow, fiscalPeriod: string | null): RepurchasePeriod {
  return {
    fiscalYear: row.fy,
    fiscalPeriod,
    periodStart: row.start,
    periodEnd: row.end,
    sharesRepurchased: row.shares,
    amountRepurchasedUsd: row.amount,
    averagePriceUsd: averagePrice(row.amount, row.shares),
    source: factSource(cik, (row.amountSource ?? row.sharesSource)!),
  };
}

/** A quarter's label: its first report's period, Q4 when that report is the annual one. */
const quarterLabel = (fp: string | null): string | null => (fp === 'FY' ? 'Q4' : fp);

const NO_YEAR_TO_DATE: YearToDate = { fiscalYear: null, periodStart: null, periodEnd: null, sharesRepurchased: null, amountRepurchasedUsd: null, source: null };

/**
 * The year to date: the period that starts the day after the newest fiscal year on file and ends last (a
 * 10-Q tags the year to date next to its quarter; after the first quarter they are the same period).
 */
function yearToDate(cik: number, periods: readonly PeriodRow[], newestYearEnd: string | null): YearToDate {
  if (newestYearEnd === null) return NO_YEAR_TO_DATE;
  const start = addDays(newestYearEnd, 1);
  const current = periods.filter((p) => p.start === start && periodKind(p.start, p.end) !== 'year').sort((a, b) => (a.end < b.end ? 1 : -1))[0];
  if (current === undefined) return { ...NO_YEAR_TO_DATE, periodStart: start };
  return {
    fiscalYear: current.fy,
    periodStart: start,
    periodEnd: current.end,
    sharesRepurchased: current.shares,
    amountRepurchasedUsd: current.amount,
    source: factSource(cik, (current.amountSource ?? current.sharesSource)!),
  };
}

export async function buybackPrograms(ctx: EngineContext, p: TickerParams): Promise<BuybackPrograms> {
  const { ticker, companyName, cik } = await requireCompany(ctx, p.ticker.key, 'buyback');
  const extracted = (await ctx.store.all<Omit<BuybackProgram, 'origin'>>(EXTRACTED, [ticker])).map((row): BuybackProgram => ({ origin: 'extracted', ...row }));
  const programs: BuybackProgram[] = [...extracted];
  let annual: RepurchasePeriod[] = [];
  let quarterly: RepurchasePeriod[] = [];
  let ytd = NO_YEAR_TO_DATE;
  if (cik !== null) {
    const auth = await ctx.store.one<{ asOf: string; authorized: number | null; remaining: number | null; source: FactSource }>(XBRL_AUTHORIZATION, [cik]);
    if (auth !== undefined) {
      programs.push({
        origin: 'xbrl',
        announcedDate: null,
        authorizedAmount: auth.authorized,
        authorizedUnit: auth.authorized === null ? null : 'USD',
        remainingAuthorizedAmount: auth.remaining,
        remainingAuthorizedUnit: auth.remaining === null ? null : 'USD',
        asOfDate: auth.asOf,
        expires: null,
        dollarsAreCombinedEquity: false,
        source: factSource(cik, auth.source),
      });
    }
    const periods = await ctx.store.all<PeriodRow>(PERIODS, [cik]);
    const years = periods.filter((row) => periodKind(row.start, row.end) === 'year');
    annual = years.slice(0, HISTORY_YEARS).map((row) => periodRow(cik, row, 'FY'));
    quarterly = periods
      .filter((row) => periodKind(row.start, row.end) === 'quarter')
      .slice(0, HISTORY_QUARTERS)
      .map((row) => periodRow(cik, row, quarterLabel(row.fp)));
    ytd = yearToDate(cik, periods, years[0]?.end ?? null);
  }
  // Newest as-of first; on a tie the extracted record, which states expiry and scope, leads.
  programs.sort((a, b) => (a.asOfDate !== b.asOfDate ? (a.asOfDate < b.asOfDate ? 1 : -1) : a.origin === b.origin ? 0 : a.origin === 'extracted' ? -1 : 1));
  const newest = programs[0];
  return {
    ticker,
    companyName,
    cik,
    authorizedAmount: newest?.authorizedAmount ?? null,
    authorizedUnit: newest?.authorizedUnit ?? null,
    authorizedAsOf: newest?.asOfDate ?? null,
    remainingAuthorizedAmount: newest?.remainingAuthorizedAmount ?? null,
    remainingAuthorizedUnit: newest?.remainingAuthorizedUnit ?? null,
    programExpires: newest?.expires ?? null,
    dollarsAreCombinedEquity: newest?.dollarsAreCombinedEquity ?? false,
    programs,
    yearToDate: ytd,
    annualHistory: annual,
    quarterlyHistory: quarterly,
  };
}
