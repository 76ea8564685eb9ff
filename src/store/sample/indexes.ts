/**
 * Sample stock-index captures: synthetic tracking-fund holdings lists (`indexesSample`), and SEC company
 * facts of the sample listings under the companies' real CIKs, so a real SEC file of a company replaces its
 * sample rows, with SEC's ticker links to those CIKs (`secSample`), generated deterministically from the
 * as-of date. Edge cases, each a
 * rule of the family:
 *   1. S&P 500: two funds (IVV and SPY) each with two complete lists whose windows overlap; both show
 *      AVGO added and the unlinked HOLOGIC INC removed, so each change is one event with sourceCount 2.
 *   2. IVV's newest list is narrowed (its first rows only, weights far from 100%): stored, never
 *      published; the S&P 500 keeps publishing the previous complete list.
 *   3. Unlinked rows: holdings whose ticker matches no listing keep the fund's name, isLinked false.
 *   4. S&P MidCap 400 and SmallCap 600 have no list at all (constituentCount 0, asOfDate null).
 *   5. Company facts: KO has no net income facts, so its GaapEarnings rule is NotEvaluated (a member with
 *      an unmeasured rule); Berkshire Hathaway has no facts at all; CRCL's latest quarter is a loss.
 *   6. DIS is outside the sample S&P 500 list and passes every rule: a likely join; BF-B is a member
 *      below the market-cap threshold: at risk. PEP, on Nasdaq and outside the QQQ list, ranks in: a
 *      projected Nasdaq-100 join.
 *   7. Costco's SEC name (COSTCO WHOLESALE CORP /NEW) does not match its listing's name: only its ticker
 *      link to its CIK finds its facts. Both share classes of Alphabet and of Brown-Forman link to their
 *      company's one CIK, as in SEC's own file.
 *   8. The breadth companies (`./breadth.ts`) have one fact each, their shares outstanding, and a ticker
 *      link: no earnings, so no S&P screen passes them.
 */
import { addDays, isWeekend, type IsoDate } from '../../core/dates';
import { BREADTH } from './breadth';
import { CATALOGUE, type ListingPlan } from './catalogue';
import { append, dateValue, provenance, timestamp } from './append';
import { appendSampleFacts } from './company-facts';
import type { FamilySample } from './family';

/** Sample shares outstanding (approximate, for plausible market caps), sector and exchange per listing. */
const PROFILE: Readonly<Record<string, { shares: number | null; sector: string; exchange: string }>> = {
  AAPL: { shares: 15.0e9, sector: 'Information Technology', exchange: 'NASDAQ' },
  MSFT: { shares: 7.4e9, sector: 'Information Technology', exchange: 'NASDAQ' },
  NVDA: { shares: 24.4e9, sector: 'Information Technology', exchange: 'NASDAQ' },
  AMZN: { shares: 10.5e9, sector: 'Consumer Discretionary', exchange: 'NASDAQ' },
  GOOGL: { shares: 5.8e9, sector: 'Communication', exchange: 'NASDAQ' },
  GOOG: { shares: 5.5e9, sector: 'Communication', exchange: 'NASDAQ' },
  META: { shares: 2.5e9, sector: 'Communication', exchange: 'NASDAQ' },
  TSLA: { shares: 3.2e9, sector: 'Consumer Discretionary', exchange: 'NASDAQ' },
  'BRK-B': { shares: null, sector: 'Financials', exchange: 'New York Stock Exchange Inc.' },
  JPM: { shares: 2.8e9, sector: 'Financials', exchange: 'New York Stock Exchange Inc.' },
  XOM: { shares: 4.3e9, sector: 'Energy', exchange: 'New York Stock Exchange Inc.' },
  JNJ: { shares: 2.4e9, sector: 'Health Care', exchange: 'New York Stock Exchange Inc.' },
  PG: { shares: 2.35e9, sector: 'Consumer Staples', exchange: 'New York Stock Exchange Inc.' },
  KO: { shares: 4.3e9, sector: 'Consumer Staples', exchange: 'New York Stock Exchange Inc.' },
  WMT: { shares: 8.0e9, sector: 'Consumer Staples', exchange: 'New York Stock Exchange Inc.' },
  V: { shares: 1.95e9, sector: 'Financials', exchange: 'New York Stock Exchange Inc.' },
  MA: { shares: 0.92e9, sector: 'Financials', exchange: 'New York Stock Exchange Inc.' },
  HD: { shares: 0.99e9, sector: 'Consumer Discretionary', exchange: 'New York Stock Exchange Inc.' },
  UNH: { shares: 0.92e9, sector: 'Health Care', exchange: 'New York Stock Exchange Inc.' },
  LLY: { shares: 0.9e9, sector: 'Health Care', exchange: 'New York Stock Exchange Inc.' },
  AVGO: { shares: 4.7e9, sector: 'Information Technology', exchange: 'NASDAQ' },
  COST: { shares: 0.44e9, sector: 'Consumer Staples', exchange: 'NASDAQ' },
  PEP: { shares: 1.37e9, sector: 'Consumer Staples', exchange: 'NASDAQ' },
  DIS: { shares: 1.8e9, sector: 'Communication', exchange: 'New York Stock Exchange Inc.' },
  'BF-B': { shares: 0.47e9, sector: 'Consumer Staples', exchange: 'New York Stock Exchange Inc.' },
  CRCL: { shares: 0.23e9, sector: 'Financials', exchange: 'NASDAQ' },
};

/** The real SEC CIK of each company of the sample's facts, by the ticker its facts are generated for. */
const SEC_CIKS: Readonly<Record<string, number>> = {
  AAPL: 320193, MSFT: 789019, NVDA: 1045810, AMZN: 1018724, GOOGL: 1652044, META: 1326801, TSLA: 1318605, JPM: 19617,
  XOM: 34088, JNJ: 200406, PG: 80424, KO: 21344, WMT: 104169, V: 1403161, MA: 1141391, HD: 354950, UNH: 731766,
  LLY: 59478, AVGO: 1730168, COST: 909832, PEP: 77476, DIS: 1744489, 'BF-B': 14693, CRCL: 1876042,
};

/** SEC entity names unlike the listing's issuer name (else the issuer names the company, as SEC would). */
const SEC_NAMES: Readonly<Record<string, string>> = { COST: 'COSTCO WHOLESALE CORP /NEW' };
/** The company whose SEC name does not match its listing: only the CIK link finds its facts. */
export const SAMPLE_CIK_ONLY = 'COST';

/** Companies of the sample's facts: their listing's issuer names them, as an SEC entity name would. */
const NO_FACTS = new Set(['BRK-A', 'BRK-B', 'BF-A', 'SPY', 'QQQ', 'XLON:VOD']);
/** The member whose net income cannot be read (the GaapEarnings rule is NotEvaluated). */
export const SAMPLE_NO_EARNINGS = 'KO';
/** The company whose latest quarter is a loss. */
export const SAMPLE_LOSS = 'CRCL';

const S_AND_P = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'GOOG', 'META', 'TSLA', 'BRK-B', 'JPM', 'XOM', 'JNJ', 'PG', 'KO', 'WMT', 'V', 'MA', 'HD', 'UNH', 'LLY', 'COST', 'PEP', 'BF-B'];
/** Unlinked rows: tickers no sample listing has, with the fund's own names. */
const UNLINKED: readonly [string, string][] = [['HOLX', 'HOLOGIC INC'], ['ZZSMALL', 'SMALLCO HOLDINGS INC'], ['LBTYK', 'LIBERTY GLOBAL LTD CLASS C']];

export interface SampleList {
  fund: string;
  index: string;
  asOfDate: IsoDate;
  isDaily: boolean;
  complete: boolean;
  rows: { ticker: string; name: string; weight: number; shares: number; value: number; sector: string | null; exchange: string | null }[];
}

/** The newest weekday on or before `date`. */
const weekdayOnOrBefore = (date: IsoDate): IsoDate => (isWeekend(date) ? weekdayOnOrBefore(addDays(date, -1)) : date);

const priceOf = (ticker: string): number => CATALOGUE.find((p) => p.ticker === ticker)?.price ?? 10;

/** A list weighted by sample market cap, weights summing to 99.8% (the rest is the fund's cash). */
function weighted(tickers: readonly string[], unlinked: readonly [string, string][]): SampleList['rows'] {
  const fundAssets = 600e9;
  const caps = tickers.map((t) => ({ t, cap: (PROFILE[t]?.shares ?? 2e9) * priceOf(t) }));
  const small = unlinked.map(([t]) => ({ t, cap: 15e9 }));
  const all = [...caps, ...small];
  const total = all.reduce((s, x) => s + x.cap, 0);
  return all
    .map(({ t, cap }) => {
      const weight = Number(((0.998 * cap) / total).toFixed(6));
      const plan = CATALOGUE.find((p) => p.ticker === t);
      const name = plan ? plan.name.toUpperCase() : unlinked.find(([u]) => u === t)![1];
      const value = Math.round(weight * fundAssets * 100) / 100;
      // The fund writes class shares without a separator (BRK-B is BRKB).
      return { ticker: t.replace('-', ''), name, weight, value, shares: Math.round(value / priceOf(t)), sector: PROFILE[t]?.sector ?? null, exchange: PROFILE[t]?.exchange ?? null };
    })
    .sort((a, b) => b.weight - a.weight);
}

export function sampleLists(asOf: IsoDate): SampleList[] {
  const d = (days: number) => weekdayOnOrBefore(addDays(asOf, -days));
  const before = [...S_AND_P, 'HOLX'];
  const after = [...S_AND_P, 'AVGO'];
  // Every S&P list holds the unlinked LBTYK; only the older ones HOLX.
  const sp = (tickers: string[]) => weighted(tickers.filter((t) => t !== 'HOLX'), [...(tickers.includes('HOLX') ? [UNLINKED[0]!] : []), UNLINKED[2]!]);
  const ivvNewest = sp(after);
  return [
    { fund: 'IVV', index: 'sp-500', asOfDate: d(84), isDaily: true, complete: true, rows: sp(before) },
    { fund: 'IVV', index: 'sp-500', asOfDate: d(30), isDaily: true, complete: true, rows: sp(after) },
    // Narrowed: the first rows of a download, far from 100% of net assets.
    { fund: 'IVV', index: 'sp-500', asOfDate: d(3), isDaily: true, complete: false, rows: ivvNewest.slice(0, 8) },
    { fund: 'SPY', index: 'sp-500', asOfDate: d(80), isDaily: false, complete: true, rows: sp(before) },
    { fund: 'SPY', index: 'sp-500', asOfDate: d(35), isDaily: false, complete: true, rows: sp(after) },
    { fund: 'QQQ', index: 'nasdaq-100', asOfDate: d(5), isDaily: true, complete: true, rows: weighted(['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'GOOG', 'META', 'TSLA', 'AVGO', 'COST'], []) },
    { fund: 'IWB', index: 'russell-1000', asOfDate: d(5), isDaily: true, complete: true, rows: weighted([...S_AND_P, 'AVGO', 'DIS'], []) },
    { fund: 'IWM', index: 'russell-2000', asOfDate: d(5), isDaily: true, complete: true, rows: weighted(['CRCL'], [UNLINKED[1]!]) },
    { fund: 'DIA', index: 'dow-jones-industrial-average', asOfDate: d(5), isDaily: true, complete: true, rows: weighted(['AAPL', 'MSFT', 'NVDA', 'AMZN', 'JPM', 'JNJ', 'PG', 'KO', 'WMT', 'V', 'HD', 'UNH', 'DIS'], []) },
  ];
}

export interface SampleFact {
  cik: number;
  entityName: string;
  concept: string;
  unit: string;
  start: IsoDate | null;
  end: IsoDate;
  value: number;
  fp: string;
  form: string;
  accession: string;
}

/** Quarter ends (Mar, Jun, Sep, Dec) on or before `date`, newest first. */
function quarterEnds(date: IsoDate, count: number): IsoDate[] {
  const ends: IsoDate[] = [];
  let year = Number(date.slice(0, 4));
  let quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  while (ends.length < count) {
    if (quarter === 0) {
      year--;
      quarter = 4;
    }
    const month = quarter * 3;
    const end = `${year}-${String(month).padStart(2, '0')}-${month === 6 || month === 9 ? '30' : '31'}`;
    // A quarter is reported about six weeks after it ends.
    if (addDays(end, 45) <= date) ends.push(end);
    quarter--;
  }
  return ends;
}

/** The listings whose companies have sample facts, one per company. */
function factCompanies(): ListingPlan[] {
  const companies = CATALOGUE.filter((p) => p.kind === 'Stock' && p.mic === null && !NO_FACTS.has(p.ticker) && p.issuer !== 'Alphabet Inc.');
  // Alphabet's two classes share one company: its facts once, under the issuer.
  return [...companies, CATALOGUE.find((p) => p.ticker === 'GOOGL')!];
}

const cikOf = (plan: ListingPlan): number => {
  const cik = SEC_CIKS[plan.ticker];
  if (cik === undefined) throw new Error(`sample: no SEC CIK for ${plan.ticker}`);
  return cik;
};
const secNameOf = (plan: ListingPlan): string => SEC_NAMES[plan.ticker] ?? plan.issuer;

export function sampleFacts(asOf: IsoDate): SampleFact[] {
  const facts: SampleFact[] = [];
  for (const plan of factCompanies()) {
    const cik = cikOf(plan);
    const shares = plan.issuer === 'Alphabet Inc.' ? 5.65e9 : (PROFILE[plan.ticker]?.shares ?? 1e9);
    const quarters = quarterEnds(asOf, 5);
    const fact = (concept: string, unit: string, start: IsoDate | null, end: IsoDate, value: number, fp: string, n: number): SampleFact => ({
      cik, entityName: secNameOf(plan), concept, unit, start, end, value, fp, form: fp === 'FY' ? '10-K' : '10-Q', accession: `${String(cik).padStart(10, '0')}-${end.slice(2, 4)}-${String(n).padStart(6, '0')}`,
    });
    facts.push(fact('EntityCommonStockSharesOutstanding', 'shares', null, addDays(quarters[0]!, 30), shares, 'Q3', 1));
    facts.push(fact('EntityPublicFloat', 'USD', null, quarters[1]!, Math.round(shares * plan.price * 0.92), 'FY', 2));
    if (plan.ticker === SAMPLE_NO_EARNINGS) continue;
    quarters.slice(0, 4).forEach((end, q) => {
      const income = plan.ticker === SAMPLE_LOSS && q === 0 ? -45e6 : Math.round(shares * plan.price * 0.012);
      facts.push(fact('NetIncomeLoss', 'USD', addDays(quarters[q + 1]!, 1), end, income, `Q${(q % 3) + 1}`, 10 + q));
    });
  }
  return [...facts, ...breadthFacts(asOf)];
}

/** The breadth companies' shares outstanding, their only facts (no earnings: no S&P screen passes them). */
function breadthFacts(asOf: IsoDate): SampleFact[] {
  const end = addDays(quarterEnds(asOf, 1)[0]!, 30);
  return BREADTH.map(({ plan, cik, shares }) => ({
    cik, entityName: plan.name, concept: 'EntityCommonStockSharesOutstanding', unit: 'shares', start: null, end, value: shares,
    fp: 'Q3', form: '10-Q', accession: `${String(cik).padStart(10, '0')}-${end.slice(2, 4)}-000001`,
  }));
}

export interface SampleTickerLink {
  cik: number;
  ticker: string;
  name: string;
  exchange: string;
}

/**
 * SEC's ticker links of the companies with sample facts: every US stock listing of the company (both
 * share classes of Alphabet and of Brown-Forman) to its CIK, under SEC's name and exchange.
 */
export function sampleTickerLinks(): SampleTickerLink[] {
  return factCompanies()
    .flatMap((company) =>
      CATALOGUE.filter((p) => p.kind === 'Stock' && p.mic === null && p.issuer === company.issuer).map((p) => ({
        cik: cikOf(company),
        ticker: p.ticker,
        name: secNameOf(company),
        exchange: PROFILE[company.ticker]?.exchange === 'NASDAQ' ? 'Nasdaq' : 'NYSE',
      })))
    .concat(BREADTH.map(({ plan, cik }, i) => ({ cik, ticker: plan.ticker, name: plan.name, exchange: i % 2 === 0 ? 'Nasdaq' : 'NYSE' })))
    .sort((a, b) => (a.ticker < b.ticker ? -1 : 1));
}

export const indexesSample: FamilySample = {
  name: 'indexes',
  since: 7,
  load: async (tx, asOf, p) => {
    const at = timestamp(p);
    const lists = sampleLists(asOf);
    await append(tx, 'index_fund_lists', (a) => {
      for (const list of lists) {
        const sum = list.rows.reduce((s, r) => s + r.weight, 0);
        a.appendVarchar(list.fund);
        a.appendVarchar(list.index);
        a.appendDate(dateValue(list.asOfDate));
        a.appendBoolean(list.isDaily);
        a.appendVarchar('sample');
        a.appendInteger(list.rows.length);
        a.appendDouble(sum);
        a.appendBoolean(list.complete);
        a.appendVarchar(`${list.complete ? 'whole' : 'narrowed'}: ${list.rows.length} security rows weighing ${(sum * 100).toFixed(2)}% of net assets`);
        provenance(a, at);
        a.endRow();
      }
    });
    await append(tx, 'index_fund_holdings', (a) => {
      for (const list of lists) {
        list.rows.forEach((r, i) => {
          a.appendVarchar(list.fund);
          a.appendDate(dateValue(list.asOfDate));
          a.appendInteger(i + 1);
          a.appendVarchar(r.ticker);
          a.appendVarchar(r.name);
          a.appendDouble(r.weight);
          a.appendDouble(r.shares);
          a.appendDouble(r.value);
          if (r.sector === null) a.appendNull();
          else a.appendVarchar(r.sector);
          a.appendVarchar('United States');
          if (r.exchange === null) a.appendNull();
          else a.appendVarchar(r.exchange);
          provenance(a, at);
          a.endRow();
        });
      }
    });
  },
};

/**
 * The SEC part: company facts of the sample companies under their real CIKs, and SEC's ticker links to
 * them (migration 9 made the links' table). A store made before it holds sample facts under made-up CIKs,
 * which no link reaches: they are replaced, except the facts of a CIK a real file has brought already, so no
 * company's facts end up part synthetic, part real.
 */
export const secSample: FamilySample = {
  name: 'sec',
  since: 9,
  load: async (tx, asOf, p) => {
    const at = timestamp(p);
    await tx.run("DELETE FROM company_facts WHERE source = 'sample'");
    await appendSampleFacts(tx, sampleFacts(asOf).map((f) => ({
      ...f, taxonomy: f.concept.startsWith('Entity') ? 'dei' : 'us-gaap', fy: Number(f.end.slice(0, 4)), filed: addDays(f.end, 40),
    })), at);
    await append(tx, 'sec_tickers', (a) => {
      for (const link of sampleTickerLinks()) {
        a.appendBigInt(BigInt(link.cik));
        a.appendVarchar(link.ticker);
        a.appendVarchar(link.name);
        a.appendVarchar(link.exchange);
        a.appendVarchar('sample');
        provenance(a, at);
        a.endRow();
      }
    });
  },
};
