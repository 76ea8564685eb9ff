/**
 * The shapes the technicals family returns. An indicator response is built from its definition, so each
 * indicator publishes its own typed parameters and row fields in the OpenAPI document.
 */
import { z } from 'zod';
import { PageMeta, PageMetaWithTotal } from '../../core/params';
import { listingCurrency } from '../prices/schemas';
import type { IndicatorDefinition } from './definitions';

/** A peer is ranked only with common returns on at least this percentage of the listing's own returns… */
export const MIN_OVERLAP_PERCENT = 80;
/** …and never on fewer than this many, the smallest window. */
export const MIN_OBSERVATIONS_FLOOR = 20;
/** Omitted, an indicator's window is the year (these many days) ending on the newest bar. */
export const DEFAULT_WINDOW_DAYS = 365;

const isoDate = (description: string) => z.iso.date().describe(`${description} (yyyy-MM-dd).`);

const ticker = z.string().describe('Canonical ticker (`BRK-B`, `XLON:VOD`).');
const companyName = z
  .string()
  .nullable()
  .describe("The listing's own name; null for a secondary listing with no listing-specific name (another class's name is never borrowed).");

/** The session dates an indicator response covers, after defaults are applied. */
export const IndicatorWindow = z
  .object({
    startDate: isoDate('Earliest session date a row may have: the requested startDate, else 364 days before endDate'),
    endDate: isoDate('Latest session date a row may have: the requested endDate, else the newest stored bar'),
  })
  .describe('Date window of the returned rows.');
export type IndicatorWindow = z.infer<typeof IndicatorWindow>;

/** The response of one indicator: its parameters echoed with defaults applied, and rows newest first. */
export function indicatorResponse(def: IndicatorDefinition) {
  const parameters = Object.fromEntries(
    Object.entries(def.params).map(([name, param]) => [name, (param.kind === 'whole' ? z.number().int() : z.number()).describe(param.description)]),
  );
  return z
    .object({
      ticker,
      companyName,
      indicator: z.literal(def.indicator).describe('Which indicator the rows hold.'),
      parameters: z.object(parameters).describe('The parameters the values were computed with, defaults applied.'),
      window: IndicatorWindow,
      data: z
        .array(z.object({ date: isoDate('Session date'), ...def.values, ...(def.pricedValues ? { currency: listingCurrency } : {}) }))
        .describe('One row per positive-volume session in the window with enough earlier history for the indicator, newest first.'),
      meta: PageMetaWithTotal,
    })
    .describe(`${def.title} of a stock or ETF`);
}

/** What every indicator response holds, whatever its value fields. */
export interface IndicatorResult {
  ticker: string;
  companyName: string | null;
  indicator: string;
  parameters: Record<string, number>;
  window: IndicatorWindow;
  data: ({ date: string } & Record<string, number | string>)[];
  meta: z.infer<typeof PageMetaWithTotal>;
}

export const CorrelationRow = z.object({
  ticker,
  companyName,
  correlation: z.number().min(-1).max(1).describe('Pearson correlation of the two daily-return series over their common dates, −1 to 1.'),
  observations: z.number().int().describe('Common session dates on which both listings have a daily return.'),
});
export type CorrelationRow = z.infer<typeof CorrelationRow>;

export const CorrelationWindow = z
  .object({
    sessions: z.number().int().describe('The requested window: this many of the listing\'s newest stored sessions up to endDate.'),
    startDate: isoDate('Date of the first daily return in the window').nullable().describe('Date of the first daily return in the window; null when there is none.'),
    endDate: isoDate('Date of the last daily return in the window').nullable().describe('Date of the last daily return in the window; null when there is none.'),
    returns: z.number().int().describe("Daily returns of the listing itself in the window."),
    minObservations: z.number().int().describe(`Common returns a peer needs to be ranked: ${MIN_OVERLAP_PERCENT}% of \`returns\` rounded up, at least ${MIN_OBSERVATIONS_FLOOR}.`),
  })
  .describe('The return window the correlations cover.');
export type CorrelationWindow = z.infer<typeof CorrelationWindow>;

export const CorrelationPage = z
  .object({
    ticker,
    companyName,
    window: CorrelationWindow,
    data: z.array(CorrelationRow).describe('Other listings, most correlated first (ties by ticker).'),
    meta: PageMeta,
  })
  .describe('Most-correlated listings');
export type CorrelationPage = z.infer<typeof CorrelationPage>;
