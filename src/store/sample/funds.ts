/**
 * Sample registered funds: synthetic N-PORT-P reports of five series, each plainly synthetic (names start
 * with "Sample", series ids S999000001 to S999000099 and class ids C999000001 to C999000099, far above any
 * real id). Reporting periods are month ends counted back from the as-of date. Edge cases, each a rule:
 *   - S999000001 stores every investment it reports (fullPortfolio) and has an older report too;
 *   - S999000002 stores only its tracked equities of 250 reported (trackedEquitiesOnly), and its newest
 *     report is followed by a late amendment (NPORT-P/A) of an older quarter, which never shadows it;
 *   - S999000003 has no ticker of its own but a verified share-class ticker, and holds NVDA under the
 *     CUSIP the sample's fails-to-deliver rows give it (no ticker in the filing), so owners match by CUSIP;
 *   - S999000004 last filed 19 months before the as-of date, so it is no fund owner any more;
 *   - S999000005 reports no investment count (coverage unknown).
 * Holdings are of the sample's stocks (AAPL, MSFT, NVDA, …) plus a bond and cash, so fund owners answer.
 */
import { addDays, addMonths, type IsoDate } from '../../core/dates';
import type { WriteTx } from '../store';
import { appendCells, timestamp, type Cell } from './append';
import type { FamilySample } from './family';

/** A month's last day, `months` months before the month of `asOf`. */
const monthEnd = (asOf: IsoDate, monthsBack: number): IsoDate => addDays(addMonths(`${asOf.slice(0, 7)}-01`, 1 - monthsBack), -1);

interface SampleHolding {
  name: string;
  ticker: string | null;
  cusip: string | null;
  balance: number;
  units: string;
  valueUsd: number;
  assetCategory: string;
  country: string;
  payoff?: string;
}

interface SampleReport {
  monthsBack: number;
  submissionType?: string;
  netAssets: number;
  /** Investments the filing reports; defaults to the holdings stored. */
  reported?: number | null;
  holdings: readonly SampleHolding[];
}

export interface SampleFund {
  seriesId: string;
  seriesName: string;
  registrantName: string;
  registrantCik: string;
  ticker: string | null;
  fundType: string | null;
  classTickers: readonly { classId: string; ticker: string }[];
  reports: readonly SampleReport[];
}

const equity = (name: string, ticker: string | null, shares: number, price: number): SampleHolding => ({
  name, ticker, cusip: null, balance: shares, units: 'NS', valueUsd: shares * price, assetCategory: 'EC', country: 'US',
});
const BOND: SampleHolding = {
  name: 'Sample Treasury Note 4.25% 2031', ticker: null, cusip: '9128SMPL1', balance: 25_000_000, units: 'PA', valueUsd: 24_610_000, assetCategory: 'DBT', country: 'US',
};
const CASH: SampleHolding = {
  name: 'Sample Government Money Market Portfolio', ticker: null, cusip: null, balance: 8_400_000, units: 'NS', valueUsd: 8_400_000, assetCategory: 'STIV', country: 'US',
};
/** Placeholder: the NVDA row of S999000003 takes the CUSIP of NVDA's sample fails-to-deliver rows. */
const NVDA_BY_CUSIP = 'NVDA-BY-CUSIP';

export const SAMPLE_FUNDS: readonly SampleFund[] = [
  {
    seriesId: 'S999000001', seriesName: 'Sample Large Cap Index Fund', registrantName: 'Sample Index Trust', registrantCik: '0009990001',
    ticker: 'SMPLX', fundType: 'ETF', classTickers: [],
    reports: [
      { monthsBack: 2, netAssets: 412_500_000, holdings: [equity('Apple Inc', 'AAPL', 310_000, 230), equity('Microsoft Corp', 'MSFT', 160_000, 420), equity('NVIDIA Corp', 'NVDA', 420_000, 145), BOND, CASH] },
      { monthsBack: 5, netAssets: 398_000_000, holdings: [equity('Apple Inc', 'AAPL', 300_000, 221), equity('Microsoft Corp', 'MSFT', 150_000, 405), CASH] },
    ],
  },
  {
    seriesId: 'S999000002', seriesName: 'Sample Growth Equity Fund', registrantName: 'Sample Growth Funds Inc', registrantCik: '0009990002',
    ticker: 'SMGRX', fundType: 'mutual fund', classTickers: [{ classId: 'C999000021', ticker: 'SMGIX' }],
    reports: [
      { monthsBack: 2, netAssets: 1_250_000_000, reported: 250, holdings: [equity('NVIDIA Corp', 'NVDA', 1_100_000, 145), equity('Apple Inc', 'AAPL', 520_000, 230), equity('Microsoft Corp', 'MSFT', 240_000, 420)] },
      { monthsBack: 8, submissionType: 'NPORT-P/A', netAssets: 1_090_000_000, reported: 246, holdings: [equity('NVIDIA Corp', 'NVDA', 1_300_000, 118), equity('Apple Inc', 'AAPL', 500_000, 214)] },
    ],
  },
  {
    seriesId: 'S999000003', seriesName: 'Sample Dividend Income Portfolio', registrantName: 'Sample Variable Insurance Trust', registrantCik: '0009990003',
    ticker: null, fundType: null, classTickers: [{ classId: 'C999000031', ticker: 'SMDVX' }],
    reports: [
      { monthsBack: 3, netAssets: 86_300_000, holdings: [equity('Microsoft Corp', 'MSFT', 52_000, 420), { ...equity('NVIDIA Corp', null, 90_000, 145), cusip: NVDA_BY_CUSIP }, BOND] },
    ],
  },
  {
    seriesId: 'S999000004', seriesName: 'Sample Legacy Balanced Fund', registrantName: 'Sample Index Trust', registrantCik: '0009990001',
    ticker: 'SMLBX', fundType: 'mutual fund', classTickers: [],
    reports: [{ monthsBack: 19, netAssets: 54_000_000, holdings: [equity('Apple Inc', 'AAPL', 80_000, 180), BOND] }],
  },
  {
    seriesId: 'S999000005', seriesName: 'Sample Short Opportunities Fund', registrantName: 'Sample Alternative Funds Trust', registrantCik: '0009990005',
    ticker: 'SMSOX', fundType: 'mutual fund', classTickers: [],
    reports: [{ monthsBack: 2, netAssets: 31_000_000, reported: null, holdings: [{ ...equity('Apple Inc', 'AAPL', -20_000, 230), payoff: 'Short' }, CASH] }],
  },
];

/** The CUSIP the sample's fails-to-deliver rows give NVDA, if any. */
async function nvdaCusip(tx: WriteTx): Promise<string | null> {
  const row = await tx.one<{ cusip: string }>("SELECT min(cusip) AS cusip FROM fails_to_deliver WHERE ticker = 'NVDA'");
  return row?.cusip ?? null;
}

export const fundsSample: FamilySample = {
  name: 'funds',
  since: 14,
  load: async (tx, asOf, p) => {
    const at = timestamp(p);
    const cusip = await nvdaCusip(tx);
    const reports: Cell[][] = [];
    const holdings: Cell[][] = [];
    const tickers: Cell[][] = [];
    for (const fund of SAMPLE_FUNDS) {
      if (fund.ticker !== null) tickers.push([fund.seriesId, null, fund.ticker, fund.fundType]);
      for (const c of fund.classTickers) tickers.push([fund.seriesId, c.classId, c.ticker, null]);
      for (const report of fund.reports) {
        const date = monthEnd(asOf, report.monthsBack);
        const reported = report.reported === undefined ? report.holdings.length : report.reported;
        reports.push([
          fund.seriesId, { date }, { date: `${date.slice(0, 4)}-12-31` }, fund.seriesName, fund.registrantName, fund.registrantCik,
          report.submissionType ?? 'NPORT-P', report.netAssets * 1.01, report.netAssets, reported,
        ]);
        report.holdings.forEach((h, i) => {
          const ticker = h.cusip === NVDA_BY_CUSIP && cusip === null ? 'NVDA' : h.ticker;
          const held = h.cusip === NVDA_BY_CUSIP ? cusip : h.cusip;
          const percent = Number(((h.valueUsd / report.netAssets) * 100).toFixed(4));
          holdings.push([
            fund.seriesId, { date }, i + 1, h.name, h.name, null, held, null, ticker, h.balance, h.units, 'USD', h.valueUsd, percent,
            h.payoff ?? (h.assetCategory === 'STIV' ? 'N/A' : 'Long'), h.assetCategory, h.country,
          ]);
        });
      }
    }
    await appendCells(tx, 'fund_reports', reports, at, [9]);
    await appendCells(tx, 'fund_holdings', holdings, at, [2]);
    await appendCells(tx, 'fund_tickers', tickers, at);
  },
};
