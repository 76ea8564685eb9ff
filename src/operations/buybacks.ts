/**
 * Buyback programs and at-the-market (ATM) equity programs of a listing, from the company's own filings.
 * Each operation is declared once here; the rules live in `engine/buybacks/`.
 */
import { z } from 'zod';
import { tickerParam } from '../core/params';
import { ATM_LOOKBACK_MONTHS } from '../engine/buybacks/rules';
import { AtmProgramsSchema, BuybackProgramsSchema } from '../engine/buybacks/schemas';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

const TAG = 'buybacks';

const stock = () => tickerParam('Ticker of the listing: `AAPL`, class shares `BRK-B` or `BRK.B`.');

const programRecords = (kind: 'buyback-programs' | 'atm-programs', ticker: string): SampleRef => ({ kind, keys: [ticker] });

export const buybackProgramsOperation = operation({
  id: 'buybacks.programs',
  method: 'GET',
  path: '/v1/stocks/{ticker}/buyback-programs',
  summary: "A listing's share repurchase programs, latest authorization figures and repurchase history by fiscal year and quarter.",
  description:
    "Programs from the company's XBRL facts (the newest balance-sheet date tagging the authorized or remaining amount) and "
    + 'from ingested program records; the top-level figures are the newest program\'s. A null remaining amount means not '
    + 'disclosed, never zero. History: fiscal years (duration facts of 350 to 380 days, newest 10) and quarters (80 to 100 '
    + 'days, newest 8; a fourth quarter only when a filing tags it), each from the preferred concept tagging it. Empty lists '
    + 'when nothing is on file. Unknown ticker: 404.',
  tag: TAG,
  params: z.object({ ticker: stock() }),
  response: BuybackProgramsSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: (p, r) => [programRecords('buyback-programs', p.ticker.key), ...(r.cik === null ? [] : [{ kind: 'company-facts' as const, keys: [String(r.cik)] }])],
  run: async (ctx, p) => (await import('../engine/buybacks/programs')).buybackPrograms(ctx, p),
});

export const atmProgramsOperation = operation({
  id: 'buybacks.atm',
  method: 'GET',
  path: '/v1/stocks/{ticker}/atm-programs',
  summary: "A listing's at-the-market equity programs stated in its own filings of the last 13 months.",
  description:
    'Each program (by agreement date) with its capacity, cumulative sold, remaining, expiry, utilization (sold ÷ capacity, a '
    + `fraction) and expiry flags, from program records ingested from the company's 8-K, 10-Q, 10-K and 424B5 filings filed in the last ${ATM_LOOKBACK_MONTHS} `
    + 'months. An empty list means nothing was captured, not that no program exists; a failed request is an error envelope. '
    + 'Unknown ticker: 404.',
  tag: TAG,
  params: z.object({ ticker: stock() }),
  response: AtmProgramsSchema,
  access: 'anyPlan',
  // Not cached: the 13-month window and the expiry flags move with the clock.
  sampleScope: (p) => [programRecords('atm-programs', p.ticker.key)],
  run: async (ctx, p) => (await import('../engine/buybacks/atm')).atmPrograms(ctx, p),
});

export const buybackOperations: readonly AnyOperation[] = [buybackProgramsOperation, atmProgramsOperation];
