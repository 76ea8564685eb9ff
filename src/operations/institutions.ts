/**
 * Institutional ownership (the institutions family), from managers' quarterly Form 13F reports: who holds
 * a stock, how its ownership moved, the most-held stocks and market-wide moves, and the reads of one
 * institution (portfolio, size, sectors, changes), the super-investor roster and consensus holdings. Each
 * operation is declared once; the rules live in `engine/institutions/`.
 */
import { z } from 'zod';
import { dateParam, fromWire, limitParam, offsetParam, oneOfWords, tickerParam, wholeNumber, wholeNumberText } from '../core/params';
import {
  ActivitySchema, ChangesSchema, ConsensusSchema, HoldersSchema, InstitutionSearchSchema, MarketActivitySchema, MostHeldSchema, OwnershipSchema,
  PortfolioSchema, SectorsSchema, SummarySchema, SuperInvestorsSchema,
} from '../engine/institutions/schemas';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

const TAG = 'institutions';

/** Filers' quarters an answer draws on (`0001067983:2025-06-30`), or every filer of quarters (`*:2025-06-30`). */
const quarters = (keys: readonly string[]): SampleRef => ({ kind: '13f-quarter', keys });
const wholeQuarters = (dates: readonly (string | null)[]): SampleRef => quarters(dates.filter((d): d is string => d !== null).map((d) => `*:${d}`));

const WINDOW_NOTE =
  'A quarter\'s reports are due 45 days after it ends; until then isFilingWindowOpen is true and its figures are partial. ';
const COMPARISON_NOTE =
  'A change is given only when it is meaningful: the quarter\'s window has closed and reports of the quarter before are stored; '
  + 'otherwise comparisonAvailable is false, comparisonUnavailableReason says why, and no change is shown. ';

const reportDateParam = (fallback: string) => dateParam(`Quarter end (yyyy-MM-dd: 03-31, 06-30, 09-30 or 12-31); default ${fallback}.`).optional();
const stock = () => tickerParam('Ticker of the stock: `AAPL`, class shares `BRK-B` or `BRK.B`.');
const cikParam = () =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be an SEC CIK (up to ten digits)')
    .transform((cik) => cik.padStart(10, '0'))
    .describe('SEC CIK of the filer (leading zeros optional).');

export const holdersOperation = operation({
  id: 'institutions.holders',
  method: 'GET',
  path: '/v1/stocks/{ticker}/institutional-holders',
  summary: 'Institutions holding a stock in a quarter, from their 13F reports.',
  description:
    'One row per filer and position type (Shares, Principal, Call, Put) of the quarter asked, else the newest stored; '
    + 'largest value first. A holding is the stock\'s when its CUSIP maps to the listing (fds ingest cusip-map). Values are '
    + 'whole dollars (reports filed before 2023-01-03 in thousands are converted). meta adds the quarter\'s totals over '
    + 'Shares positions; percentOfTotal is a Shares row\'s part of totalShares. ' + WINDOW_NOTE
    + 'isCombinedQuarter: some holder filed a combination report (part of its book reported by other managers). A listing no '
    + 'CUSIP maps to answers 404.',
  tag: TAG,
  params: z.object({ ticker: stock(), reportDate: reportDateParam('the newest stored quarter'), limit: limitParam(20, 500), offset: offsetParam() }),
  response: HoldersSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => [wholeQuarters([r.meta.reportDate])],
  run: async (ctx, p) => (await import('../engine/institutions/holders')).institutionalHolders(ctx, p),
});

export const ownershipOperation = operation({
  id: 'institutions.ownership',
  method: 'GET',
  path: '/v1/stocks/{ticker}/institutional-ownership',
  summary: 'A stock\'s institutional ownership quarter by quarter.',
  description:
    'The newest `periods` stored quarters, newest first: filers with a Shares position, their shares and value, and the '
    + 'percent change of shares from the quarter before (null when that quarter is not stored or this one\'s window is '
    + 'open). ' + WINDOW_NOTE + 'Not paged.',
  tag: TAG,
  params: z.object({
    ticker: stock(),
    periods: fromWire(wholeNumberText, wholeNumber(1, 40, 'must be a whole number of quarters')).prefault(8).describe('Quarters to return (default 8, max 40).'),
  }),
  response: OwnershipSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => [wholeQuarters(r.data.map((row) => row.reportDate))],
  run: async (ctx, p) => (await import('../engine/institutions/ownership')).institutionalOwnership(ctx, p),
});

export const activityOperation = operation({
  id: 'institutions.activity',
  method: 'GET',
  path: '/v1/stocks/{ticker}/institutional-activity',
  summary: 'Institutions that bought and sold a stock in a quarter.',
  description:
    'Filers whose Shares position in the stock rose (buyers, most shares first) or fell (sellers) from the quarter before. '
    + 'Default quarter: the newest stored whose filing window has closed. A filer counts only once it reported for the '
    + 'quarter, so one still to file is never a seller. isFirst13F marks a filer whose first stored report is this '
    + 'quarter\'s. ' + COMPARISON_NOTE,
  tag: TAG,
  params: z.object({ ticker: stock(), reportDate: reportDateParam('the newest stored quarter whose window has closed'), limit: limitParam(10, 100).describe('Rows per list (default 10, max 100).') }),
  response: ActivitySchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => [wholeQuarters([r.reportDate, r.previousReportDate])],
  run: async (ctx, p) => (await import('../engine/institutions/activity')).institutionalActivity(ctx, p),
});

export const mostHeldOperation = operation({
  id: 'institutions.mostHeld',
  method: 'GET',
  path: '/v1/13f/most-held',
  summary: 'The stocks the most 13F filers hold.',
  description:
    'Per listing (CUSIPs mapped through the one CUSIP map): filers with a Shares position, their value, and the change '
    + 'from the quarter before. sort filers (default), filersDelta or value. percentOfUniverse is filerCount as a percent '
    + 'of filers with a holdings or combination report that quarter. Default quarter: the newest whose window has closed. '
    + COMPARISON_NOTE,
  tag: TAG,
  params: z.object({
    sort: oneOfWords(['filers', 'filersDelta', 'value'], 'must be filers, filersDelta or value').prefault('filers').describe('filers (default), filersDelta or value.'),
    reportDate: reportDateParam('the newest stored quarter whose window has closed'),
    limit: limitParam(25, 500),
  }),
  response: MostHeldSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => [wholeQuarters([r.reportDate, r.previousReportDate])],
  run: async (ctx, p) => (await import('../engine/institutions/most-held')).mostHeld(ctx, p),
});

export const marketActivityOperation = operation({
  id: 'institutions.marketActivity',
  method: 'GET',
  path: '/v1/13f/market-activity',
  summary: 'Where 13F filers moved money in a quarter, market-wide.',
  description:
    'bucket top-buys (default: most value added), top-sells (most value cut), new-positions (opened by the most filers) '
    + 'or sold-out-positions (closed by the most filers). Only filers that reported for both quarters count. Default '
    + 'quarter: the newest whose window has closed. ' + COMPARISON_NOTE,
  tag: TAG,
  params: z.object({
    bucket: oneOfWords(['top-buys', 'top-sells', 'new-positions', 'sold-out-positions'], 'must be top-buys, top-sells, new-positions or sold-out-positions')
      .prefault('top-buys')
      .describe('top-buys (default), top-sells, new-positions or sold-out-positions.'),
    reportDate: reportDateParam('the newest stored quarter whose window has closed'),
    limit: limitParam(25, 500),
  }),
  response: MarketActivitySchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => [wholeQuarters([r.reportDate, r.previousReportDate])],
  run: async (ctx, p) => (await import('../engine/institutions/market-activity')).marketActivity(ctx, p),
});

export const searchOperation = operation({
  id: 'institutions.search',
  method: 'GET',
  path: '/v1/institutions',
  summary: '13F filers by name or CIK.',
  description:
    'A CIK (digits) matches its filer first, then a name that is exactly the query, then names holding every word (any '
    + 'order); only when none match, names holding any word. Largest newest portfolio first within a tier. hasMore says '
    + 'more matched than limit returned.',
  tag: TAG,
  params: z.object({
    query: z.string().refine((text) => text.trim().length > 0, { message: 'must name at least one word or a CIK' }).describe('Filer name words or a CIK.'),
    limit: limitParam(20, 500),
  }),
  response: InstitutionSearchSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => [quarters(r.data.map((row) => `${row.cik}:${row.latestReportDate}`))],
  run: async (ctx, p) => (await import('../engine/institutions/search')).searchInstitutions(ctx, p),
});

const institutionScope = (_p: unknown, r: { cik: string; reportDate: string }): readonly SampleRef[] => [quarters([`${r.cik}:${r.reportDate}`])];

export const portfolioOperation = operation({
  id: 'institutions.portfolio',
  method: 'GET',
  path: '/v1/institutions/{cik}/portfolio',
  summary: 'An institution\'s 13F portfolio in a quarter.',
  description:
    'The positions of the quarter asked, else the newest stored, largest value first: one per CUSIP and position type, '
    + 'amendments applied (a RESTATEMENT replaces the quarter, NEW HOLDINGS adds to it). listedTicker is the listing the CUSIP '
    + 'maps to, null when none. ' + WINDOW_NOTE + 'A CIK with no stored report of the quarter answers 404.',
  tag: TAG,
  params: z.object({ cik: cikParam(), reportDate: reportDateParam('the institution\'s newest stored quarter'), limit: limitParam(50, 500), offset: offsetParam() }),
  response: PortfolioSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: institutionScope,
  run: async (ctx, p) => (await import('../engine/institutions/portfolio')).institutionPortfolio(ctx, p),
});

export const summaryOperation = operation({
  id: 'institutions.summary',
  method: 'GET',
  path: '/v1/institutions/{cik}/summary',
  summary: 'Size and concentration of an institution\'s 13F portfolio.',
  description:
    'Portfolio value and positions of the quarter asked, else the newest stored; the largest and ten largest positions\' '
    + 'share of it; the change of value from the quarter before (null when not stored or the window is open). ' + WINDOW_NOTE,
  tag: TAG,
  params: z.object({ cik: cikParam(), reportDate: reportDateParam('the institution\'s newest stored quarter') }),
  response: SummarySchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: institutionScope,
  run: async (ctx, p) => (await import('../engine/institutions/portfolio')).institutionSummary(ctx, p),
});

export const sectorsOperation = operation({
  id: 'institutions.sectors',
  method: 'GET',
  path: '/v1/institutions/{cik}/sector-allocation',
  summary: 'An institution\'s 13F portfolio by sector.',
  description:
    'Value per sector of the quarter asked, else the newest stored. A position\'s sector is the one index holdings state for '
    + 'the listing its CUSIP maps to; others are Unclassified.',
  tag: TAG,
  params: z.object({ cik: cikParam(), reportDate: reportDateParam('the institution\'s newest stored quarter') }),
  response: SectorsSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: institutionScope,
  run: async (ctx, p) => (await import('../engine/institutions/sectors')).institutionSectors(ctx, p),
});

export const changesOperation = operation({
  id: 'institutions.changes',
  method: 'GET',
  path: '/v1/institutions/{cik}/activity',
  summary: 'Positions an institution opened, added to, trimmed and exited in a quarter.',
  description:
    'Against the quarter before, by CUSIP and position type, largest change of value first. change filters to New, Added, '
    + 'Trimmed or Exited (before meta.total). ' + COMPARISON_NOTE,
  tag: TAG,
  params: z.object({
    cik: cikParam(),
    reportDate: reportDateParam('the institution\'s newest stored quarter'),
    change: oneOfWords(['New', 'Added', 'Trimmed', 'Exited'], 'must be New, Added, Trimmed or Exited').optional().describe('New, Added, Trimmed or Exited; default all.'),
    limit: limitParam(50, 500),
    offset: offsetParam(),
  }),
  response: ChangesSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => [quarters([`${r.cik}:${r.reportDate}`, ...(r.previousReportDate === null ? [] : [`${r.cik}:${r.previousReportDate}`])])],
  run: async (ctx, p) => (await import('../engine/institutions/changes')).institutionChanges(ctx, p),
});

export const superInvestorsOperation = operation({
  id: 'institutions.superInvestors',
  method: 'GET',
  path: '/v1/super-investors',
  summary: 'Well-known managers and their newest 13F portfolio.',
  description:
    'A curated roster of managers with the CIK their firm files Form 13F under, in roster order, each with its newest '
    + 'stored quarter (asOf), value, positions and change from the quarter before. isStale: that quarter is older than the '
    + 'newest quarter whose filing deadline has passed, or none is stored.',
  tag: TAG,
  params: z.object({}),
  response: SuperInvestorsSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (_p, r) => [quarters(r.data.flatMap((row) => (row.asOf === null ? [] : [`${row.cik}:${row.asOf}`])))],
  run: async (ctx) => (await import('../engine/institutions/super-investors')).superInvestors(ctx),
});

const cikList = z
  .string()
  .transform((raw, ctx): string[] => {
    const members = [...new Set(raw.split(',').map((s) => s.trim()).filter((s) => s.length > 0))];
    if (members.length < 2 || members.length > 25) {
      ctx.addIssue({ code: 'custom', message: `must list 2 to 25 distinct CIKs, comma-separated (got ${members.length})` });
      return z.NEVER;
    }
    const bad = members.find((m) => !/^\d{1,10}$/.test(m));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `must list CIKs (up to ten digits); "${bad}" is not one` });
      return z.NEVER;
    }
    return members.map((m) => m.padStart(10, '0'));
  })
  .describe('Comma-separated CIKs, 2 to 25.');

export const consensusOperation = operation({
  id: 'institutions.consensus',
  method: 'GET',
  path: '/v1/consensus-holdings',
  summary: 'Stocks a set of institutions hold in common.',
  description:
    'Shares positions of the quarter asked (else the newest any of the institutions reported) held by at least minFunds of '
    + 'them (default 2), by CUSIP, most holders first, then combined value. institutions says which of them reported for '
    + 'the quarter. A minFunds above the number of institutions is 400.',
  tag: TAG,
  params: z.object({
    institutions: cikList,
    reportDate: reportDateParam('the newest quarter any of them reported'),
    minFunds: fromWire(wholeNumberText, wholeNumber(1, 25, 'must be a whole number of institutions')).prefault(2).describe('Fewest holders a stock needs (default 2).'),
    limit: limitParam(25, 500),
  }),
  response: ConsensusSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p, r) => [quarters(r.reportDate === null ? [] : p.institutions.map((cik) => `${cik}:${r.reportDate}`))],
  run: async (ctx, p) => (await import('../engine/institutions/consensus')).consensusHoldings(ctx, p),
});

export const institutionOperations: readonly AnyOperation[] = [
  holdersOperation, ownershipOperation, activityOperation, mostHeldOperation, marketActivityOperation, searchOperation, portfolioOperation,
  summaryOperation, sectorsOperation, changesOperation, superInvestorsOperation, consensusOperation,
];
