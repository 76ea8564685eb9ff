/**
 * The economic releases the calendar knows, each with the publication rule its publisher follows (first
 * Friday for the Employment Situation, every Thursday for weekly claims, every business day for H.15, …)
 * and the tracked series it updates. The sample set generates its release dates from these rules; ingested
 * or synced calendars may carry other dates.
 *
 * Importance: `High` for tier-1 scheduled market movers, `Medium` for other scheduled prints, `Low` for
 * daily rate and market levels. Central-bank policy meetings are not releases and never appear.
 */
import { addDays, weekday, type IsoDate } from '../../core/dates';
import { isTradingDay } from '../market/calendar';
import { isFederalBusinessDay, nthWeekdayOfMonth } from './federal-holidays';
import type { Importance, MinImportance } from './vocabulary';

export { IMPORTANCES, MIN_IMPORTANCES, type Importance, type MinImportance } from './vocabulary';


export const admitted: Readonly<Record<MinImportance, readonly Importance[]>> = {
  high: ['High'],
  medium: ['High', 'Medium'],
  low: ['High', 'Medium', 'Low'],
};

export interface Release {
  release: string;
  importance: Importance;
  series: readonly string[];
  /** True on the dates the release is published. */
  publishedOn(date: IsoDate): boolean;
}

const FRIDAY = 5;
const yearMonth = (date: IsoDate): [number, number] => [Number(date.slice(0, 4)), Number(date.slice(5, 7))];

/** The business day on or before `date` (a release due on a holiday comes out the day before). */
function onOrBefore(date: IsoDate): IsoDate {
  let d = date;
  while (!isFederalBusinessDay(d)) d = addDays(d, -1);
  return d;
}

/** The business day on or after `date`. */
function onOrAfter(date: IsoDate): IsoDate {
  let d = date;
  while (!isFederalBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** The `n`th (−1: last) `dow` of the month, moved to the business day before when it is a holiday. */
const nthWeekday = (dow: number, ...ns: number[]) => (date: IsoDate): boolean => {
  const [year, month] = yearMonth(date);
  // A first weekday of next month that is a holiday moves back into this month.
  const next: [number, number] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return ns.some((n) => [[year, month], next].some(([y, m]) => onOrBefore(nthWeekdayOfMonth(y!, m!, dow, n)) === date));
};

/**
 * The Employment Situation: the first Friday of the month; when that is a federal holiday (1 January
 * 2027), the Friday after it.
 */
const firstFridayUnlessHoliday = (date: IsoDate): boolean => {
  const [year, month] = yearMonth(date);
  const first = nthWeekdayOfMonth(year, month, FRIDAY, 1);
  return (isFederalBusinessDay(first) ? first : addDays(first, 7)) === date;
};

/** The first business day on or after day `day` of the month. */
const dayOfMonth = (day: number) => (date: IsoDate): boolean =>
  onOrAfter(`${date.slice(0, 8)}${String(day).padStart(2, '0')}`) === date;

/** Every week on `dow`, moved to the business day before when that is a holiday. */
const weekly = (dow: number) => (date: IsoDate): boolean => {
  const target = addDays(date, (dow - weekday(date) + 7) % 7);
  return onOrBefore(target) === date;
};

const businessDaily = (date: IsoDate): boolean => isFederalBusinessDay(date);

const TREASURY_YIELDS = ['DGS1MO', 'DGS3MO', 'DGS6MO', 'DGS1', 'DGS2', 'DGS3', 'DGS5', 'DGS7', 'DGS10', 'DGS20', 'DGS30'];

export const RELEASES: readonly Release[] = [
  {
    release: 'Employment Situation', importance: 'High', publishedOn: firstFridayUnlessHoliday,
    series: ['UNRATE', 'UNRATENSA', 'U6RATE', 'PAYEMS', 'USPRIV', 'MANEMP', 'UNEMPLOY', 'CE16OV', 'CIVPART', 'EMRATIO', 'CES0500000003', 'AWHAETP'],
  },
  {
    release: 'Consumer Price Index', importance: 'High', publishedOn: dayOfMonth(12),
    series: ['CPIAUCSL', 'CPIAUCNS', 'CPILFESL', 'CPIENGSL', 'CPIUFDSL', 'CUSR0000SAH1'],
  },
  { release: 'Gross Domestic Product', importance: 'High', publishedOn: nthWeekday(4, -1), series: ['GDP', 'GDPC1', 'A191RL1Q225SBEA', 'GDPDEF'] },
  {
    release: 'Personal Income and Outlays', importance: 'High', publishedOn: nthWeekday(FRIDAY, -1),
    series: ['PCEPI', 'PCEPILFE', 'PCE', 'PCEC96', 'PI', 'DSPIC96', 'PSAVERT'],
  },
  { release: 'Advance Monthly Retail Sales', importance: 'High', publishedOn: dayOfMonth(15), series: ['RSAFS', 'RRSFS'] },
  { release: 'Unemployment Insurance Weekly Claims', importance: 'Medium', publishedOn: weekly(4), series: ['ICSA', 'CCSA', 'IC4WSA'] },
  { release: 'Producer Price Index', importance: 'Medium', publishedOn: dayOfMonth(13), series: ['PPIFIS', 'PPIACO'] },
  { release: 'New Residential Construction', importance: 'Medium', publishedOn: dayOfMonth(17), series: ['HOUST', 'HOUST1F', 'PERMIT'] },
  { release: 'Industrial Production and Capacity Utilization', importance: 'Medium', publishedOn: dayOfMonth(16), series: ['INDPRO', 'IPMAN', 'TCU'] },
  { release: 'Surveys of Consumers', importance: 'Medium', publishedOn: nthWeekday(FRIDAY, 2, 4), series: ['UMCSENT', 'MICH'] },
  { release: 'Job Openings and Labor Turnover Survey', importance: 'Medium', publishedOn: nthWeekday(2, 1), series: ['JTSJOL'] },
  { release: 'S&P CoreLogic Case-Shiller Home Price Indices', importance: 'Medium', publishedOn: nthWeekday(2, -1), series: ['CSUSHPINSA', 'CSUSHPISA', 'SPCS20RSA'] },
  { release: 'New Residential Sales', importance: 'Medium', publishedOn: dayOfMonth(24), series: ['HSN1F', 'MSACSR'] },
  { release: 'Existing Home Sales', importance: 'Medium', publishedOn: dayOfMonth(21), series: ['EXHOSLUSM495S'] },
  { release: 'Advance Report on Durable Goods', importance: 'Medium', publishedOn: dayOfMonth(26), series: ['DGORDER'] },
  { release: 'U.S. International Trade in Goods and Services', importance: 'Medium', publishedOn: dayOfMonth(5), series: ['BOPGSTB'] },
  { release: 'H.4.1 Factors Affecting Reserve Balances', importance: 'Medium', publishedOn: weekly(4), series: ['WALCL', 'WRESBAL', 'WTREGEN'] },
  { release: 'H.6 Money Stock Measures', importance: 'Medium', publishedOn: nthWeekday(2, 4), series: ['M1SL', 'M2SL', 'M2NS', 'WM2NS'] },
  { release: 'H.8 Assets and Liabilities of Commercial Banks in the United States', importance: 'Medium', publishedOn: weekly(FRIDAY), series: ['TOTLL'] },
  { release: 'Primary Mortgage Market Survey', importance: 'Medium', publishedOn: weekly(4), series: ['MORTGAGE30US', 'MORTGAGE15US'] },
  { release: 'National Financial Conditions Index', importance: 'Medium', publishedOn: weekly(3), series: ['NFCI', 'ANFCI'] },
  { release: 'St. Louis Fed Financial Stress Index', importance: 'Medium', publishedOn: weekly(4), series: ['STLFSI4'] },
  { release: 'Gasoline and Diesel Fuel Update', importance: 'Medium', publishedOn: weekly(1), series: ['GASREGW'] },
  {
    release: 'H.15 Selected Interest Rates', importance: 'Low', publishedOn: businessDaily,
    series: [...TREASURY_YIELDS, 'DTB3', 'DTB6', 'DFII5', 'DFII10', 'DPRIME'],
  },
  {
    release: 'Interest Rate Spreads', importance: 'Low', publishedOn: businessDaily,
    series: ['T10Y2Y', 'T10Y3M', 'T10YFF', 'T5YFF', 'T1YFF', 'T3MFF', 'T6MFF'],
  },
  { release: 'Treasury Breakeven Inflation Rates', importance: 'Low', publishedOn: businessDaily, series: ['T5YIE', 'T10YIE', 'T5YIFR'] },
  {
    release: 'Reference Rates (SOFR, EFFR, OBFR)', importance: 'Low', publishedOn: businessDaily,
    series: ['SOFR', 'SOFR30DAYAVG', 'EFFR', 'OBFR', 'DFF', 'IORB', 'DFEDTARU', 'DFEDTARL', 'RRPONTSYD'],
  },
  {
    release: 'ICE BofA Indices', importance: 'Low', publishedOn: businessDaily,
    series: ['BAMLH0A0HYM2', 'BAMLC0A0CM', 'BAMLC0A1CAAA', 'BAMLC0A2CAA', 'BAMLC0A3CA', 'BAMLC0A4CBBB', 'BAMLH0A1HYBB', 'BAMLH0A2HYB', 'BAMLH0A3HYC', 'BAMLEMCBPIOAS'],
  },
  { release: "Moody's Daily Corporate Bond Yield Averages", importance: 'Low', publishedOn: businessDaily, series: ['DAAA', 'DBAA', 'BAA10Y', 'AAA10Y'] },
  {
    release: 'Stock Market Indexes', importance: 'Low', publishedOn: isTradingDay,
    series: ['SP500', 'NASDAQCOM', 'NASDAQ100', 'DJIA', 'VIXCLS', 'VXNCLS', 'OVXCLS', 'GVZCLS'],
  },
  {
    release: 'H.10 Foreign Exchange Rates', importance: 'Low', publishedOn: weekly(1),
    series: ['DEXUSEU', 'DEXJPUS', 'DEXUSUK', 'DEXCAUS', 'DEXCHUS', 'DEXMXUS', 'DEXSZUS', 'DEXUSAL', 'DEXINUS', 'DEXKOUS', 'DEXBZUS', 'DTWEXBGS', 'DTWEXAFEGS', 'DTWEXEMEGS'],
  },
  { release: 'Spot Prices (Crude Oil and Natural Gas)', importance: 'Low', publishedOn: weekly(3), series: ['DCOILWTICO', 'DCOILBRENTEU', 'DHHNGSP'] },
];

export interface ReleaseDate {
  date: IsoDate;
  release: string;
  importance: Importance;
  series: readonly string[];
}

/** Every publication in [from, to] by the rules above, ascending by date, then in `RELEASES` order. */
export function scheduledReleases(from: IsoDate, to: IsoDate): ReleaseDate[] {
  const out: ReleaseDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const r of RELEASES) if (r.publishedOn(date)) out.push({ date, release: r.release, importance: r.importance, series: r.series });
  }
  return out;
}
