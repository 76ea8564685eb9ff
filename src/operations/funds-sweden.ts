/**
 * Swedish fund positions (the funds family): the positions Swedish UCITS funds report to Finansinspektionen
 * in a European listing's exact ISIN, one quarter at a time. Declared once here; the rules live in
 * `engine/funds/se-positions.ts`.
 */
import { z } from 'zod';
import { dateParam, limitParam, offsetParam } from '../core/params';
import { SwedishFundPositionsSchema } from '../engine/funds/se-positions-schemas';
import { isQuarterEnd } from '../engine/funds/se-positions-source';
import { operation } from './operation';

export const swedishFundPositionsOperation = operation({
  id: 'funds.swedishPositions',
  method: 'GET',
  path: '/v1/stocks/{exchange}/{ticker}/swedish-fund-positions',
  summary: "Swedish funds' quarterly positions in a European listing, as Finansinspektionen publishes them.",
  description:
    "Positions of Swedish UCITS funds in the listing's exact ISIN for one quarter (periodEnd, default the newest captured), "
    + "each fund's quarter from its newest captured revision; every reported row stays a row, with its source row. "
    + 'marketValueSek is in SEK whatever the instrument\'s currency; percentOfFundAssets is portfolio weight, not a share of '
    + "the company; a fund is identified by the regulator's institute number. Largest market value first; totalPositions "
    + 'counts the rows before paging. Only coverageStatus available says anything about positions: unresolved_security, '
    + 'not_captured and no_matching_positions never mean no fund holds the security. Not comprehensive ownership, and never '
    + 'merged with other ownership data. Reads stored captures only. Unknown or ambiguous listing: 404.',
  tag: 'funds',
  params: z.object({
    exchange: z.string().describe('Market identifier code of the exchange, e.g. XSTO (Nasdaq Stockholm), XPAR, XAMS.'),
    ticker: z.string().describe('Ticker as the exchange writes it, share class after a dash, e.g. HM-B.'),
    periodEnd: dateParam('Calendar quarter-end date (yyyy-03-31, -06-30, -09-30 or -12-31) of the quarter to read; default the newest captured.')
      .refine(isQuarterEnd, { message: 'must be a calendar quarter-end date: yyyy-03-31, yyyy-06-30, yyyy-09-30 or yyyy-12-31' })
      .optional(),
    limit: limitParam(20, 100),
    offset: offsetParam(100_000),
  }),
  response: SwedishFundPositionsSchema,
  access: 'anyPlan',
  // Not cached: staleness is judged against the clock.
  sampleScope: (_p, result) => [{ kind: 'se-fund-quarter', keys: result.checkedAt === null || result.periodEnd === null ? [] : [result.periodEnd] }],
  run: async (ctx, p) => (await import('../engine/funds/se-positions')).swedishFundPositions(ctx, p),
});
