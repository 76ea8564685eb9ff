/**
 * Sample Swedish fund positions: synthetic quarterly reports of three Swedish funds (names start with
 * "Sample", institute numbers 9990001 to 9990099, far above any real one) for the two newest quarters
 * Finansinspektionen is due to have published by the as-of date. Positions are in H&M B (XSTO:HM-B, the
 * Swedish listing the short-selling sample uses, SE0000106270) and a few others. Edge cases, each a rule:
 *   - Sample Sverige Indexfond reports its H&M position in two rows: both stay rows of their own;
 *   - Sample Global Aktiefond's newest quarter has two revisions, the later captured one read; it also
 *     holds a US stock, valued in SEK;
 *   - Sample Kort Räntefond holds no share, and no fund holds Volvo B (XSTO:VOLV-B): no_matching_positions;
 *   - the older quarter answers a historical read (periodEnd).
 */
import { DuckDBTimestampValue } from '@duckdb/node-api';
import { addDays, type IsoDate } from '../../core/dates';
import { newestDueQuarterEnd, quarterEndOf } from '../../engine/funds/se-positions-source';
import { appendCells, type Cell } from './append';
import type { FamilySample } from './family';

const HM = { name: 'Hennes & Mauritz AB ser. B', isin: 'SE0000106270', country: 'SE', currency: 'SEK', price: 250, fx: 1 };
const APPLE = { name: 'Apple Inc', isin: 'US0378331005', country: 'US', currency: 'USD', price: 230, fx: 10.65 };
const SAMPLE_SHARE = { name: 'Sample Industri AB ser. B', isin: 'SE9999000017', country: 'SE', currency: 'SEK', price: 120, fx: 1 };
const SAMPLE_BOND = { name: 'Sample Bostad 1.5% 2029', isin: 'SE9999000025', country: 'SE', currency: 'SEK', price: 98.5, fx: 1 };

type Instrument = typeof HM;

interface SamplePosition {
  instrument: Instrument;
  quantity: number;
  bond?: boolean;
}

interface SampleReport {
  instituteNumber: string;
  fundName: string;
  company: { name: string; instituteNumber: string };
  /** Quarters before the newest due one (0: the newest). */
  quartersBack: number;
  /** Days before the sample's capture time this revision was captured. */
  capturedDaysAgo: number;
  fundAssetsSek: number;
  positions: readonly SamplePosition[];
}

const FONDER = { name: 'Sample Fonder AB', instituteNumber: '9990100' };
const KAPITAL = { name: 'Sample Kapitalförvaltning AB', instituteNumber: '9990200' };
const INDEX = { instituteNumber: '9990001', fundName: 'Sample Sverige Indexfond', company: FONDER, fundAssetsSek: 18_400_000_000 };
const GLOBAL = { instituteNumber: '9990002', fundName: 'Sample Global Aktiefond', company: FONDER, fundAssetsSek: 12_500_000_000 };

export const SAMPLE_SE_REPORTS: readonly SampleReport[] = [
  {
    ...INDEX, quartersBack: 0, capturedDaysAgo: 0,
    positions: [{ instrument: HM, quantity: 4_200_000 }, { instrument: SAMPLE_SHARE, quantity: 2_500_000 }, { instrument: HM, quantity: 150_000 }],
  },
  { ...GLOBAL, quartersBack: 0, capturedDaysAgo: 30, positions: [{ instrument: APPLE, quantity: 300_000 }, { instrument: HM, quantity: 800_000 }] },
  { ...GLOBAL, quartersBack: 0, capturedDaysAgo: 0, positions: [{ instrument: APPLE, quantity: 300_000 }, { instrument: HM, quantity: 820_000 }] },
  {
    instituteNumber: '9990003', fundName: 'Sample Kort Räntefond', company: KAPITAL, fundAssetsSek: 4_100_000_000, quartersBack: 0, capturedDaysAgo: 0,
    positions: [{ instrument: SAMPLE_BOND, quantity: 30_000_000, bond: true }],
  },
  { ...INDEX, quartersBack: 1, capturedDaysAgo: 90, positions: [{ instrument: HM, quantity: 4_000_000 }, { instrument: SAMPLE_SHARE, quantity: 2_400_000 }] },
  { ...GLOBAL, quartersBack: 1, capturedDaysAgo: 90, positions: [{ instrument: HM, quantity: 780_000 }] },
];

/** The quarter end `back` quarters before the newest one due by `asOf`. */
function quarterEnd(asOf: IsoDate, back: number): IsoDate {
  let end = newestDueQuarterEnd(asOf);
  for (let i = 0; i < back; i++) end = quarterEndOf(addDays(end, -92));
  return end;
}

export const fundPositionsSeSample: FamilySample = {
  name: 'Swedish fund positions',
  since: 15,
  load: async (tx, asOf, p) => {
    for (const [i, report] of SAMPLE_SE_REPORTS.entries()) {
      const period = quarterEnd(asOf, report.quartersBack);
      const revision = `sample-${report.instituteNumber}-${period}-${i + 1}`;
      const key: Cell[] = [report.instituteNumber, { date: period }, revision];
      const rows = report.positions.map((position, row): Cell[] => {
        const { instrument, quantity } = position;
        // A bond's price is per 100 of nominal amount.
        const value = Math.round((position.bond === true ? quantity * instrument.price / 100 : quantity * instrument.price) * instrument.fx);
        return [
          ...key, row + 1, instrument.name, instrument.isin, position.bond === true ? 'Penningmarknadsinstrument' : 'ÖverlåtbartVärdepapper',
          instrument.country, instrument.currency, quantity, instrument.price, instrument.fx, value, Number(((value / report.fundAssetsSek) * 100).toFixed(4)),
        ];
      });
      const at = new DuckDBTimestampValue(BigInt(p.capturedAt.getTime() - report.capturedDaysAgo * 86_400_000) * 1000n);
      const fundIsin = `SE999${report.instituteNumber.slice(1)}0`;
      await appendCells(tx, 'se_fund_reports', [[...key, report.fundName, fundIsin, report.company.name, report.company.instituteNumber, report.fundAssetsSek, rows.length]], at, [8]);
      await appendCells(tx, 'se_fund_positions', rows, at, [3]);
    }
  },
};
