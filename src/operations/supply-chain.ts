/**
 * Supply chain: the customers, suppliers, competitors and partners annual reports name, and what a company
 * shares with its competitors. Each operation is declared once here; the rules live in
 * `engine/supply-chain/`. Both are open to every plan and answer locked content below Pro (never 403).
 */
import { z } from 'zod';
import { limitParam, oneOfWords, tickerParam } from '../core/params';
import { LENSES, OverlapSchema, SupplyChainSchema } from '../engine/supply-chain/schemas';
import { SUPPLY_CHAIN_SIDES } from '../engine/supply-chain/statement';
import { WHOLE_KEYS } from '../store/sample-keys';
import { operation, type AnyOperation } from './operation';
import type { SampleRef } from './sample-scope';

const TAG = 'supply-chain';

/** The statement graph is replaced whole by real files, so every answer draws on all of it. */
const statements = (): readonly SampleRef[] => [{ kind: 'supply-chain', keys: [WHOLE_KEYS.supplyChain] }];

const stock = () => tickerParam('The company: `AAPL`, class shares `BRK-B` or `BRK.B`, a listing outside the US `MIC:TICKER` (`XLON:VOD`).');

const LOCKED =
  'Pro sees everything; any other plan gets 200 with locked true, the server\'s upgrade page as upgradeUrl (null when it '
  + 'has none), ';

export const supplyChainOperation = operation({
  id: 'supplyChain.read',
  method: 'GET',
  path: '/v1/stocks/{ticker}/supply-chain',
  summary: "A company's customers, suppliers, competitors and partners, as annual reports name them.",
  description:
    "Statements of the company's own newest annual report, and of other companies' newest reports that name it (a "
    + 'company naming it as a customer is its supplier). Counts cover every company before side, quantifiedOnly and '
    + 'limit. A share of revenue carries its value: the share times the revenue the same filing reports, and that '
    + "amount as a percent of the customer's own revenue (derived, never stated). Filings are read largest companies "
    + 'first, so absence from a list is not evidence that no relationship exists. '
    + LOCKED
    + 'the counts and the overview\'s shares, no company named and empty lists. Unknown ticker: 404; a company with no '
    + 'report read and none naming it answers 200 with empty lists and annualReport null.',
  tag: TAG,
  params: z.object({
    ticker: stock(),
    side: oneOfWords(SUPPLY_CHAIN_SIDES, `must be one of ${SUPPLY_CHAIN_SIDES.join(', ')}`)
      .optional()
      .describe(`Only this side (${SUPPLY_CHAIN_SIDES.join(', ')}); the others come back empty. Default: all four.`),
    quantifiedOnly: z
      .string()
      .transform((text) => text.trim().toLowerCase())
      .pipe(z.enum(['true', 'false'], { message: 'must be true or false' }))
      .transform((text) => text === 'true')
      .optional()
      .describe('true: only companies some statement states a share for (on the command line, the bare flag --quantified-only).'),
    lens: oneOfWords(LENSES, `must be one of ${LENSES.join(', ')}`)
      .prefault('stated')
      .describe('Order of each side: stated (default, the largest stated share first), dependsOn (the largest share of this company\'s own business first), dependents (those relying most on this company first).'),
    limit: limitParam(50, 500).describe('Companies per side (default 50, max 500).'),
  }),
  response: SupplyChainSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: statements,
  run: async (ctx, p) => (await import('../engine/supply-chain/read')).supplyChain(ctx, p),
});

export const supplyChainOverlapOperation = operation({
  id: 'supplyChain.overlap',
  method: 'GET',
  path: '/v1/stocks/{ticker}/supply-chain/overlap',
  summary: 'The suppliers and customers a company shares with its listed competitors.',
  description:
    'Only competitors matched to a listed company take part. A supplier or customer matches a competitor\'s when both '
    + 'resolve to the same listed company or, when either is unlisted, their written names match, so one company '
    + 'written two ways that resolve differently counts twice. Counts cover every row before limit; shared rows come '
    + 'first. vs names one competitor as competitors shows it and adds focus; a vs that is not a listed competitor is '
    + '400 naming the usable ones. '
    + LOCKED
    + 'the counts only, empty lists, focus null and vs ignored. Unknown ticker: 404.',
  tag: TAG,
  params: z.object({
    ticker: stock(),
    vs: tickerParam('One listed competitor\'s ticker, as competitors shows it: adds focus, the comparison with it.').optional(),
    limit: limitParam(50, 500).describe('Rows per list (default 50, max 500).'),
  }),
  response: OverlapSchema,
  access: 'anyPlan',
  cache: 'store',
  sampleScope: statements,
  run: async (ctx, p) => (await import('../engine/supply-chain/overlap')).overlap(ctx, p),
});

export const supplyChainOperations: readonly AnyOperation[] = [supplyChainOperation, supplyChainOverlapOperation];
