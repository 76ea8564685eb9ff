/**
 * Options family: expirations (a stored read), chains and single contracts (through the configured
 * provider: capture, upstream or disabled). Each operation is declared once here; the rules live in
 * `engine/options/`.
 * Never cached as a response: the provider (with its own snapshot cache) and the clock decide each answer.
 */
import { z } from 'zod';
import { dateParam, decimalText, fromWire, limitParam, oneOfWords, tickerParam } from '../core/params';
import { occSymbolSchema } from '../engine/options/occ-symbol';
import { ChainResponse, ExpirationsResponse, SingleContractResponse } from '../engine/options/schemas';
import { operation, type AnyOperation } from './operation';
import { tickerParam as tickerScope } from './sample-scope';

const TAG = 'options';

const underlying = () => tickerParam('Underlying listing: `AAPL`, class shares `BRK-B` or `BRK.B`. Another class is never substituted.');

const STRIKE_FORM = 'must be a non-negative number such as 150 or 152.5';

const strikeParam = (description: string) =>
  fromWire(decimalText, z.number({ error: STRIKE_FORM }).min(0, STRIKE_FORM))
    .optional()
    .describe(description);

const typeParam = oneOfWords(['call', 'put'], 'must be call or put')
  .optional()
  .describe('Only calls (`call`) or only puts (`put`); default both.');

/** The 503 of the option operations the provider answers (spec: never an empty no-options answer instead). */
const OPTIONS_UNAVAILABLE = 'Options data is disabled on this server, the provider timed out, or it failed; never answered as an empty chain.';

const symbolParam = occSymbolSchema().describe('OCC option symbol of the contract, e.g. `AAPL261218C00150000`.');

export const optionExpirationsOperation = operation({
  id: 'options.expirations',
  method: 'GET',
  path: '/v1/stocks/{ticker}/options/expirations',
  summary: 'Upcoming option expirations of a listing, with the number of active contracts on each.',
  description:
    'Upcoming expirations (today in New York or later) of the listing\'s active contracts, ascending, read from the stored '
    + 'contract reference whatever the options provider (it answers with options data disabled). An unknown, inactive or '
    + 'delisted ticker answers 404. Open to every plan.',
  tag: TAG,
  params: z.object({ ticker: underlying() }),
  response: ExpirationsResponse,
  access: 'anyPlan',
  sampleScope: tickerScope,
  run: async (ctx, p) => (await import('../engine/options/read')).optionExpirations(ctx, p),
});

export const optionChainOperation = operation({
  id: 'options.chain',
  method: 'GET',
  path: '/v1/stocks/{ticker}/options/chain',
  summary: 'The option chain of one expiration of a listing (current snapshot).',
  description:
    'Contracts of one expiration (default the nearest upcoming) by strike, filtered by strike range and type, capped by limit '
    + '(truncated true when capped). A listing with no active contracts answers 200 with expiration null and no contracts; '
    + 'a confirmed expiration with an empty snapshot keeps its expiration. Plus gets the indicative view (delayed true), '
    + 'Pro real time. Free plan: 403. An unknown, inactive or delisted ticker: 404, checked before the provider is asked. '
    + 'Options data disabled, timed out or failing: 503.',
  tag: TAG,
  params: z
    .object({
      ticker: underlying(),
      expiration: dateParam('Expiration to show (yyyy-MM-dd); default the nearest upcoming one.').optional(),
      minStrike: strikeParam('Lowest strike included, USD.'),
      maxStrike: strikeParam('Highest strike included, USD.'),
      type: typeParam,
      limit: limitParam(250, 500),
    })
    .superRefine((value, ctx) => {
      if (value.minStrike !== undefined && value.maxStrike !== undefined && value.minStrike > value.maxStrike) {
        ctx.addIssue({ code: 'custom', path: ['minStrike'], message: `must not be above maxStrike (${value.maxStrike})` });
      }
    }),
  response: ChainResponse,
  access: 'paid',
  unavailableWhen: OPTIONS_UNAVAILABLE,
  sampleScope: tickerScope,
  run: async (ctx, p) => (await import('../engine/options/read')).optionChain(ctx, p),
});

export const optionContractOperation = operation({
  id: 'options.contract',
  method: 'GET',
  path: '/v1/stocks/{ticker}/options/contract',
  summary: 'One option contract of a listing by OCC symbol, fetched live.',
  description:
    'The contract\'s terms and its current snapshot, fetched from the provider and not stored. An unknown, inactive or '
    + 'delisted ticker answers 404 before the provider is asked; an unknown, expired or no longer active symbol, or one of '
    + 'another underlying, answers 404. Plus gets the indicative view (delayed true), Pro real time. Free plan: 403. '
    + 'Options data disabled, timed out or failing: 503.',
  tag: TAG,
  params: z.object({ ticker: underlying(), symbol: symbolParam }),
  response: SingleContractResponse,
  access: 'paid',
  unavailableWhen: OPTIONS_UNAVAILABLE,
  sampleScope: tickerScope,
  run: async (ctx, p) => (await import('../engine/options/read')).optionContract(ctx, p),
});

export const optionsOperations: readonly AnyOperation[] = [optionExpirationsOperation, optionChainOperation, optionContractOperation];
