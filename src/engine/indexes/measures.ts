/**
 * What the forecasts know about each tracked company (a US stock listing), read from the captures as of
 * one settled-close session: the close and the trading it rests on (prices), shares outstanding, public
 * float and quarterly net income (SEC company facts), and the sector, domicile and exchange a tracking
 * fund's newest holdings row states.
 *
 * SEC company facts carry a CIK and no ticker. A listing finds its company's CIK in SEC's own ticker links
 * (`sec_tickers`, the newest link of its ticker), else in an insider issuer record (the issuerTradingSymbol
 * of a Form 4); a listing with a CIK reads that CIK's facts or none. Only a listing with no CIK at all falls
 * back to names (`companyKey` of its name, then of its issuer), and never to facts whose CIK another
 * company's listing is linked to by CIK: one company's facts are never read as another's.
 */
import type { Sql } from '../../store/store';
import { LINKED_HOLDINGS } from './published';
import { companyKey } from '../../core/company-names';
import { quarterlyNetIncome, type DurationFact } from './quarters';

export interface CompanyMeasures {
  ticker: string;
  name: string;
  close: number | null;
  firstBarDate: string | null;
  dollarVolume365: number | null;
  averageVolume91: number | null;
  sharesOutstanding: number | null;
  publicFloatUsd: number | null;
  /** Market cap at the public float's date (shares × close then); null when not read. */
  marketCapAtFloatDate: number | null;
  /** Newest first; null when fewer than four quarters can be read. */
  netIncomeQuarters: number[] | null;
  /** `US` for a domestic SEC filer (10-K / 10-Q), `non-US` for a foreign private issuer (20-F / 40-F), else the fund's location. */
  domicile: string | null;
  exchange: string | null;
  sector: string | null;
  cik: number | null;
}

const LISTINGS = `
WITH recent AS (
  SELECT ticker, arg_max(close, date) AS close,
         sum(close * volume) FILTER (WHERE date > CAST(? AS DATE) - INTERVAL 365 DAY) AS "dollarVolume365",
         avg(volume) FILTER (WHERE date > CAST(? AS DATE) - INTERVAL 91 DAY) AS "averageVolume91"
  FROM prices
  WHERE volume > 0 AND date <= CAST(? AS DATE) AND date > CAST(? AS DATE) - INTERVAL 400 DAY
  GROUP BY ticker
), firsts AS (SELECT ticker, CAST(min(date) AS VARCHAR) AS "firstBarDate" FROM prices WHERE volume > 0 GROUP BY ticker
-- A listing's CIK: SEC's newest link of its ticker, else its newest insider issuer record.
), sec AS (SELECT ticker, first(cik ORDER BY captured_at DESC, cik) AS cik FROM sec_tickers GROUP BY ticker
), issuers AS (SELECT ticker, first(issuer_cik ORDER BY captured_at DESC, issuer_cik) AS cik FROM insider_issuers WHERE ticker IS NOT NULL GROUP BY ticker)
SELECT l.ticker, l.name, l.issuer, r.close, f."firstBarDate", r."dollarVolume365", r."averageVolume91", coalesce(s.cik, i.cik) AS cik
FROM listings l LEFT JOIN recent r USING (ticker) LEFT JOIN firsts f USING (ticker) LEFT JOIN sec s USING (ticker) LEFT JOIN issuers i USING (ticker)
WHERE l.kind = 'Stock' AND l.mic IS NULL AND l.active
ORDER BY l.ticker`;

const FACTS = `
SELECT cik, any_value(entity_name) AS "entityName",
  arg_max(value, period_end) FILTER (WHERE concept = 'EntityCommonStockSharesOutstanding' AND period_end <= CAST(? AS DATE)) AS shares,
  arg_max(value, period_end) FILTER (WHERE concept = 'EntityPublicFloat' AND period_end <= CAST(? AS DATE)) AS "publicFloat",
  CAST(max(period_end) FILTER (WHERE concept = 'EntityPublicFloat' AND period_end <= CAST(? AS DATE)) AS VARCHAR) AS "floatDate",
  bool_or(form IN ('10-K', '10-Q', '10-K/A', '10-Q/A')) AS domestic,
  bool_or(form IN ('20-F', '40-F', '20-F/A', '40-F/A')) AS foreign
FROM company_facts GROUP BY cik ORDER BY cik`;

const NET_INCOME = `
SELECT cik, CAST(period_start AS VARCHAR) AS start, CAST(period_end AS VARCHAR) AS "end", arg_max(value, filed) AS value
FROM company_facts
WHERE concept = 'NetIncomeLoss' AND period_start IS NOT NULL AND period_end <= CAST(? AS DATE)
GROUP BY ALL`;

const HOLDING_ATTRIBUTES = `
SELECT m.ticker, arg_max(h.sector, h.as_of_date) AS sector, arg_max(h.domicile, h.as_of_date) AS domicile, arg_max(h.exchange, h.as_of_date) AS exchange
FROM (${LINKED_HOLDINGS}) m
JOIN index_fund_holdings h USING (fund, as_of_date, position)
WHERE m.is_linked
GROUP BY m.ticker`;

/** How far before a float date its close may be. */
export const FLOAT_CLOSE_DAYS = 31;

// The close on or before each float date, for the float fraction. Only the month before the date is
// searched: a float date is a quarter end, an older close would not price the float of that date, and
// the bounded join keeps this from ranking every earlier bar of each ticker.
const CLOSE_AT = `
SELECT q.ticker, arg_max(p.close, p.date) AS close
FROM (SELECT unnest(from_json(CAST(? AS JSON), '[{"ticker":"VARCHAR","date":"DATE"}]'), recursive := true)) q
JOIN prices p ON p.ticker = q.ticker AND p.date <= q.date AND p.date > q.date - INTERVAL ${FLOAT_CLOSE_DAYS} DAY AND p.volume > 0
GROUP BY q.ticker`;

interface ListingRow {
  ticker: string;
  name: string;
  issuer: string | null;
  close: number | null;
  firstBarDate: string | null;
  dollarVolume365: number | null;
  averageVolume91: number | null;
  /** The company's CIK by SEC's ticker links, else by an insider issuer record; null when neither has the ticker. */
  cik: number | null;
}

interface FactRow {
  cik: number;
  entityName: string;
  shares: number | null;
  publicFloat: number | null;
  floatDate: string | null;
  domestic: boolean;
  foreign: boolean;
}

const domicileOf = (facts: FactRow | undefined, fundLocation: string | null): string | null => {
  if (facts?.domestic === true) return 'US';
  if (facts?.foreign === true) return 'non-US';
  if (fundLocation === null) return null;
  return /^(united states|us|usa)$/i.test(fundLocation.trim()) ? 'US' : 'non-US';
};

/** A listing's company, for telling share classes of one issuer from different companies. */
const companyOf = (l: ListingRow): string => (l.issuer === null ? `ticker ${l.ticker}` : `issuer ${l.issuer}`);

/** Each listing with its company's facts: by its CIK when it has one, else by name (see the header). */
function linkFacts(listings: readonly ListingRow[], facts: readonly FactRow[]): { l: ListingRow; f: FactRow | undefined }[] {
  const byCik = new Map(facts.map((f) => [f.cik, f]));
  // Facts by name key, lowest CIK first (the facts come ordered by CIK).
  const byName = new Map<string, FactRow[]>();
  for (const f of facts) {
    const key = companyKey(f.entityName);
    byName.set(key, [...(byName.get(key) ?? []), f]);
  }
  // The companies whose listings are linked to each CIK by CIK.
  const claims = new Map<number, Set<string>>();
  for (const l of listings) if (l.cik !== null) claims.set(l.cik, (claims.get(l.cik) ?? new Set()).add(companyOf(l)));
  const free = (l: ListingRow) => (f: FactRow): boolean => {
    const claimed = claims.get(f.cik);
    return claimed === undefined || (claimed.size === 1 && claimed.has(companyOf(l)));
  };
  const byNameOf = (l: ListingRow): FactRow | undefined =>
    byName.get(companyKey(l.name))?.find(free(l)) ?? (l.issuer === null ? undefined : byName.get(companyKey(l.issuer))?.find(free(l)));
  return listings.map((l) => ({ l, f: l.cik === null ? byNameOf(l) : byCik.get(l.cik) }));
}

/** The measures of every tracked company as of `session`. */
export async function readMeasures(sql: Sql, session: string): Promise<CompanyMeasures[]> {
  const listings = await sql.all<ListingRow>(LISTINGS, [session, session, session, session]);
  const facts = await sql.all<FactRow>(FACTS, [session, session, session]);
  const income = await sql.all<DurationFact & { cik: number }>(NET_INCOME, [session]);
  const attributes = new Map(
    (await sql.all<{ ticker: string; sector: string | null; domicile: string | null; exchange: string | null }>(HOLDING_ATTRIBUTES)).map((r) => [r.ticker, r]),
  );
  const incomeByCik = new Map<number, DurationFact[]>();
  for (const row of income) incomeByCik.set(row.cik, [...(incomeByCik.get(row.cik) ?? []), row]);

  const linked = linkFacts(listings, facts);
  const floatDates = linked.filter(({ f }) => f?.floatDate != null).map(({ l, f }) => ({ ticker: l.ticker, date: f!.floatDate }));
  const closeAtFloat = new Map(
    floatDates.length === 0 ? [] : (await sql.all<{ ticker: string; close: number }>(CLOSE_AT, [JSON.stringify(floatDates)])).map((r) => [r.ticker, r.close]),
  );
  return linked.map(({ l, f }) => {
    const held = attributes.get(l.ticker);
    const floatClose = closeAtFloat.get(l.ticker);
    return {
      ticker: l.ticker,
      name: l.name,
      close: l.close,
      firstBarDate: l.firstBarDate,
      dollarVolume365: l.dollarVolume365,
      averageVolume91: l.averageVolume91,
      sharesOutstanding: f?.shares ?? null,
      publicFloatUsd: f?.publicFloat ?? null,
      marketCapAtFloatDate: f?.shares != null && floatClose !== undefined ? f.shares * floatClose : null,
      netIncomeQuarters: f === undefined ? null : quarterlyNetIncome(incomeByCik.get(f.cik) ?? []),
      domicile: domicileOf(f, held?.domicile ?? null),
      exchange: held?.exchange ?? null,
      sector: held?.sector ?? null,
      cik: f?.cik ?? null,
    };
  });
}
