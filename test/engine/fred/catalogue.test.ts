import { describe, expect, it } from 'vitest';
import { ALIASES, CATEGORIES, TRACKED_SERIES, aliasKey, trackedSeries, wordsOf } from '../../../src/engine/fred/catalogue';
import { federalHolidays } from '../../../src/engine/fred/federal-holidays';
import { RELEASES } from '../../../src/engine/fred/releases';

describe('fred curated series set', () => {
  it('tracks at least 100 series with unique ids', () => {
    expect(TRACKED_SERIES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(TRACKED_SERIES.map((s) => s.id)).size).toBe(TRACKED_SERIES.length);
  });

  it('has every one of the eleven categories, and no other', () => {
    expect(new Set(TRACKED_SERIES.map((s) => s.category))).toEqual(new Set(CATEGORIES));
  });

  it.each([
    ['DGS10', 'InterestRates', 'Daily', 'Percent', 'NSA'],
    ['T10Y2Y', 'YieldSpreads', 'Daily', 'Percent', 'NSA'],
    ['BAMLH0A0HYM2', 'CorporateBondSpreads', 'Daily', 'Percent', 'NSA'],
    ['CPIAUCSL', 'Inflation', 'Monthly', 'Index 1982-1984=100', 'SA'],
    ['PAYEMS', 'Employment', 'Monthly', 'Thousands of Persons', 'SA'],
    ['ICSA', 'Employment', 'Weekly, Ending Saturday', 'Number', 'SA'],
    ['GDP', 'GdpAndOutput', 'Quarterly', 'Billions of Dollars', 'SA'],
    ['M2SL', 'MoneySupply', 'Monthly', 'Billions of Dollars', 'SA'],
    ['UMCSENT', 'Sentiment', 'Monthly', 'Index 1966:Q1=100', 'NSA'],
    ['HOUST', 'Housing', 'Monthly', 'Thousands of Units', 'SA'],
    ['DEXUSEU', 'ExchangeRates', 'Daily', 'U.S. Dollars to One Euro', 'NSA'],
    ['SP500', 'Market', 'Daily, Close', 'Index', 'NSA'],
    ['HQMCB10YR', 'InterestRates', 'Monthly', 'Percent', 'NSA'],
  ])('%s is tracked as %s, %s, %s, %s (FRED counts SAAR as SA)', (id, category, frequency, units, seasonalAdjustment) => {
    expect(trackedSeries(id)).toMatchObject({ id, category, frequency, units, seasonalAdjustment });
  });

  it('finds a series id in any case and with spaces around it', () => {
    expect(trackedSeries(' dgs10 ')?.id).toBe('DGS10');
    expect(trackedSeries('DGS11')).toBeUndefined();
  });

  it('cuts text into lower-case words regardless of punctuation, splitting camel-case categories', () => {
    expect(wordsOf('10-Year Treasury')).toEqual(['10', 'year', 'treasury']);
    expect(wordsOf('GdpAndOutput')).toEqual(['gdpandoutput', 'gdp', 'and', 'output']);
    expect(aliasKey('S&P 500')).toBe('s p 500');
  });
});

describe('fred verified aliases', () => {
  it('has well over sixty aliases, each naming one tracked series', () => {
    expect(ALIASES.size).toBeGreaterThan(60);
    for (const id of ALIASES.values()) expect(trackedSeries(id)?.id).toBe(id);
  });

  it.each([
    ['cpi', 'CPIAUCSL'], ['core cpi', 'CPILFESL'], ['pce', 'PCEPI'], ['core pce', 'PCEPILFE'], ['10 year yield', 'DGS10'],
    ['10 year treasury', 'DGS10'], ['2 year yield', 'DGS2'], ['fed funds', 'DFF'], ['unemployment rate', 'UNRATE'],
    ['jobless claims', 'ICSA'], ['nonfarm payrolls', 'PAYEMS'], ['gdp', 'GDP'], ['real gdp', 'GDPC1'], ['mortgage rate', 'MORTGAGE30US'],
    ['30 year mortgage', 'MORTGAGE30US'], ['housing starts', 'HOUST'], ['consumer sentiment', 'UMCSENT'], ['m2', 'M2SL'],
    ['yield curve', 'T10Y2Y'], ['high yield spread', 'BAMLH0A0HYM2'], ['breakeven inflation', 'T10YIE'], ['vix', 'VIXCLS'],
    ['dollar index', 'DTWEXBGS'], ['euro dollar', 'DEXUSEU'],
  ])('"%s" → %s', (alias, id) => {
    expect(ALIASES.get(alias)).toBe(id);
  });
});

describe('fred release rules', () => {
  it('every release updates only tracked series, and none is a central-bank policy meeting', () => {
    for (const r of RELEASES) {
      for (const id of r.series) expect(trackedSeries(id)?.id, `${r.release}: ${id}`).toBe(id);
      expect(r.release).not.toMatch(/FOMC|Open Market Committee|meeting/i);
    }
  });

  it('knows the observed federal holidays of 2026 (Independence Day on a Saturday is observed Friday 3 July)', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
  });
});
