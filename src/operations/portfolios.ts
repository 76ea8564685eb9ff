/**
 * Portfolios: the account's own and shared portfolios, their lots, watches and shares, and the priced
 * valuation. Each operation is declared once here; the rules live in `engine/portfolios/`. These are the
 * only writes of the API. Nothing is cached: every answer depends on state a write may change, and the
 * valuation on the clock.
 */
import { z } from 'zod';
import {
  AddLotBody, AddWatchBody, CloseLotBody, CloseLotResponse, CreatePortfolioBody, EditLotBody, Lot, PortfolioList, PortfolioSummary,
  ShareBody, ShareResponse, WatchRow,
} from '../engine/portfolios/schemas';
import { PortfolioValuation } from '../engine/portfolios/valuation-schemas';
import { operation, type AnyOperation } from './operation';
import { currencies, listings, noCaptures, type SampleRef } from './sample-scope';

const TAG = 'portfolios';

const portfolioId = z.string().describe('Portfolio id, from GET /v1/portfolios or GET /v1/portfolios/shared.');
const lotId = z.string().describe('Lot id, from the lots of GET /v1/portfolios/{id}.');
const watchId = z.string().describe('Watch id, from the watch rows (or a position\'s watchId) of GET /v1/portfolios/{id}.');
const orgId = z.string().describe('Organization id.');

const engine = () => import('../engine/portfolios/portfolios');
const lots = () => import('../engine/portfolios/lots');
const watches = () => import('../engine/portfolios/watches');
const shares = () => import('../engine/portfolios/shares');

// A 204 sends no body.
const NO_CONTENT = z.void();

interface Instrument {
  ticker: string;
  exchange: string | null;
}
interface Rated extends Instrument {
  purchaseRate: { from: string; to: string } | null;
  closeRate: { from: string; to: string } | null;
}

/** The listing key of an instrument (`XLON:VOD`); an option's underlying carries its chain's data. */
const listingKey = (i: Instrument): string => (i.exchange === null ? i.ticker : `${i.exchange}:${i.ticker}`);

/** Lots and watches are marked from their listings' data and converted at official rates. */
function marked(instruments: readonly Instrument[], rates: readonly ({ from: string; to: string } | null)[]): readonly SampleRef[] {
  const codes = rates.flatMap((rate) => (rate === null ? [] : [rate.from, rate.to]));
  return [listings(instruments.map(listingKey)), currencies(codes)];
}
const lotsScope = (lots: readonly Rated[]): readonly SampleRef[] => marked(lots, lots.flatMap((lot) => [lot.purchaseRate, lot.closeRate]));

const REACH = 'A portfolio the key does not reach answers 404, exactly as a nonexistent one.';
const EDIT = `${REACH} A portfolio shared with View access answers 403.`;
const OWNER = `${REACH} Only the creator may do this; anyone else it is shared with gets 403.`;

export const listPortfoliosOperation = operation({
  id: 'portfolios.list',
  method: 'GET',
  path: '/v1/portfolios',
  summary: "The caller's own portfolios, unpriced.",
  description: "Summaries of the account's own portfolios (access Owner), oldest first, without prices. An organization key owns none: empty list.",
  tag: TAG,
  params: z.object({}),
  response: PortfolioList,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: async (ctx) => (await engine()).listOwnPortfolios(ctx),
});

export const sharedPortfoliosOperation = operation({
  id: 'portfolios.shared',
  method: 'GET',
  path: '/v1/portfolios/shared',
  summary: "Portfolios shared with the caller's organizations, unpriced.",
  description:
    'Summaries of the portfolios shared with an organization the account holds a seat in (or, for an organization key, with its '
    + 'organization), with sharedBy (the owning account) and access Edit or View (the better of several shares). Empty without a seat.',
  tag: TAG,
  params: z.object({}),
  response: PortfolioList,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: async (ctx) => (await engine()).listSharedPortfolios(ctx),
});

export const createPortfolioOperation = operation({
  id: 'portfolios.create',
  method: 'POST',
  path: '/v1/portfolios',
  summary: 'Create an empty portfolio.',
  description:
    'Creates a portfolio of the caller\'s account (201, access Owner, no lots). The name is trimmed, 1 to 128 characters, unique among '
    + 'the account\'s own; the reporting currency defaults to USD. A duplicate name or an eleventh portfolio answers 400 naming the reason; '
    + 'an organization key (which owns nothing) answers 403.',
  tag: TAG,
  params: z.object({}),
  body: CreatePortfolioBody,
  successStatus: 201,
  response: PortfolioSummary,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: async (ctx, _p, body) => (await engine()).createPortfolio(ctx, body),
});

export const getPortfolioOperation = operation({
  id: 'portfolios.get',
  method: 'GET',
  path: '/v1/portfolios/{id}',
  summary: 'The priced valuation of one portfolio.',
  description: `Positions with their lots, watched instruments, totals in the portfolio currency and the rates used. ${REACH}`,
  tag: TAG,
  params: z.object({ id: portfolioId }),
  response: PortfolioValuation,
  access: 'anyPlan',
  sampleScope: (_p, v) => {
    const held = v.positions.flatMap((position) => position.lots);
    return [...lotsScope(held), ...marked(v.watching, v.conversionRates)];
  },
  run: async (ctx, p) => {
    const [{ reachablePortfolio }, { valuePortfolio }] = await Promise.all([import('../engine/portfolios/access'), import('../engine/portfolios/valuation')]);
    return valuePortfolio(ctx, await reachablePortfolio(ctx, p.id, 'read'));
  },
});

export const deletePortfolioOperation = operation({
  id: 'portfolios.delete',
  method: 'DELETE',
  path: '/v1/portfolios/{id}',
  summary: 'Delete a portfolio with its lots, watches and shares.',
  description: `Deletes the portfolio, its lots, watches and shares in one transaction (204). ${OWNER}`,
  tag: TAG,
  params: z.object({ id: portfolioId }),
  successStatus: 204,
  response: NO_CONTENT,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: async (ctx, p) => (await engine()).deletePortfolio(ctx, p.id),
});

export const addLotOperation = operation({
  id: 'portfolios.lots.add',
  method: 'POST',
  path: '/v1/portfolios/{id}/lots',
  summary: 'Add a lot (one acquisition of a stock or an option contract).',
  description:
    'Adds a lot (201, the Lot as the valuation shows it). Give ticker (MIC:TICKER outside the US; it must be a listing the store knows) '
    + 'or optionContract (an OCC symbol the options data knows and that has not expired; its terms come from that data). Quantity is '
    + 'signed and not zero; costPerUnit is at least 0; acquiredDate is not in the future. A portfolio holds at most 200 lots, open and '
    + `closed together, counted as acquisitions (400 beyond; the closed parts of a partial close count with their lot). ${EDIT}`,
  tag: TAG,
  params: z.object({ id: portfolioId }),
  body: AddLotBody,
  successStatus: 201,
  response: Lot,
  access: 'anyPlan',
  sampleScope: (_p, lot) => lotsScope([lot]),
  run: async (ctx, p, body) => (await lots()).addLot(ctx, p.id, body),
});

export const editLotOperation = operation({
  id: 'portfolios.lots.edit',
  method: 'PATCH',
  path: '/v1/portfolios/{id}/lots/{lotId}',
  summary: 'Correct an open lot (not a sale).',
  description:
    'Changes any of quantity, costPerUnit, acquiredDate, note and fxRate of an open lot in place (null clears note or fxRate). Lowering '
    + `the quantity here records no sale: use the close operation to keep the realized result. A closed lot cannot be edited (400). ${EDIT}`,
  tag: TAG,
  params: z.object({ id: portfolioId, lotId }),
  body: EditLotBody,
  response: Lot,
  access: 'anyPlan',
  sampleScope: (_p, lot) => lotsScope([lot]),
  run: async (ctx, p, body) => (await lots()).editLot(ctx, p.id, p.lotId, body),
});

export const closeLotOperation = operation({
  id: 'portfolios.lots.close',
  method: 'POST',
  path: '/v1/portfolios/{id}/lots/{lotId}/close',
  summary: 'Close (sell) all or part of an open lot.',
  description:
    'Records a sale at pricePerUnit on closedDate (on or after acquiredDate, not in the future). quantity defaults to the whole lot; it '
    + 'has the lot\'s sign and at most its magnitude. A partial close splits the lot: the sold part becomes a new closed lot and the open '
    + 'remainder keeps the original id, cost per unit and date. Both parts are still one acquisition, so a partial close is never '
    + 'refused for the 200-lot limit. Answers '
    + `{closed, remainder} (remainder null when the whole lot closed). ${EDIT}`,
  tag: TAG,
  params: z.object({ id: portfolioId, lotId }),
  body: CloseLotBody,
  response: CloseLotResponse,
  access: 'anyPlan',
  sampleScope: (_p, closed) => lotsScope(closed.remainder === null ? [closed.closed] : [closed.closed, closed.remainder]),
  run: async (ctx, p, body) => (await lots()).closeLot(ctx, p.id, p.lotId, body),
});

export const removeLotOperation = operation({
  id: 'portfolios.lots.remove',
  method: 'DELETE',
  path: '/v1/portfolios/{id}/lots/{lotId}',
  summary: 'Remove a lot, open or closed.',
  description: `Removes the lot (204). A lot id that is not a lot of this portfolio answers 404. ${EDIT}`,
  tag: TAG,
  params: z.object({ id: portfolioId, lotId }),
  successStatus: 204,
  response: NO_CONTENT,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: async (ctx, p) => (await lots()).removeLot(ctx, p.id, p.lotId),
});

export const addWatchOperation = operation({
  id: 'portfolios.watches.add',
  method: 'POST',
  path: '/v1/portfolios/{id}/watches',
  summary: 'Watch a stock or an option contract (marks only).',
  description:
    'Watches an instrument (201, the watch row with its mark). Give ticker or optionContract, validated as for a lot. A watch never enters '
    + `a total. Watching an instrument already watched answers 400 with the existing watch id; at most 200 watches per portfolio. ${EDIT}`,
  tag: TAG,
  params: z.object({ id: portfolioId }),
  body: AddWatchBody,
  successStatus: 201,
  response: WatchRow,
  access: 'anyPlan',
  sampleScope: (_p, watch) => marked([watch], []),
  run: async (ctx, p, body) => (await watches()).addWatch(ctx, p.id, body),
});

export const removeWatchOperation = operation({
  id: 'portfolios.watches.remove',
  method: 'DELETE',
  path: '/v1/portfolios/{id}/watches/{watchId}',
  summary: 'Stop watching an instrument.',
  description: `Removes the watch (204). ${EDIT}`,
  tag: TAG,
  params: z.object({ id: portfolioId, watchId }),
  successStatus: 204,
  response: NO_CONTENT,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: async (ctx, p) => (await watches()).removeWatch(ctx, p.id, p.watchId),
});

export const sharePortfolioOperation = operation({
  id: 'portfolios.shares.set',
  method: 'PUT',
  path: '/v1/portfolios/{id}/shares/{orgId}',
  summary: 'Share a portfolio with an organization (Edit or View).',
  description: `Shares the portfolio with the organization, or changes the access of an existing share. An unknown organization answers 404. ${OWNER}`,
  tag: TAG,
  params: z.object({ id: portfolioId, orgId }),
  body: ShareBody,
  response: ShareResponse,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: async (ctx, p, body) => (await shares()).sharePortfolio(ctx, p.id, p.orgId, body.access),
});

export const unsharePortfolioOperation = operation({
  id: 'portfolios.shares.remove',
  method: 'DELETE',
  path: '/v1/portfolios/{id}/shares/{orgId}',
  summary: 'Stop sharing a portfolio with an organization.',
  description: `Removes the share (204); 404 when the portfolio is not shared with that organization. ${OWNER}`,
  tag: TAG,
  params: z.object({ id: portfolioId, orgId }),
  successStatus: 204,
  response: NO_CONTENT,
  access: 'anyPlan',
  sampleScope: noCaptures,
  run: async (ctx, p) => (await shares()).unsharePortfolio(ctx, p.id, p.orgId),
});

export const portfolioOperations: readonly AnyOperation[] = [
  listPortfoliosOperation,
  sharedPortfoliosOperation,
  createPortfolioOperation,
  getPortfolioOperation,
  deletePortfolioOperation,
  addLotOperation,
  editLotOperation,
  closeLotOperation,
  removeLotOperation,
  addWatchOperation,
  removeWatchOperation,
  sharePortfolioOperation,
  unsharePortfolioOperation,
];
