/**
 * `supplyChain.read`: a company's customers, suppliers, competitors and partners as annual reports state
 * them. Counts cover every company before the side, quantifiedOnly and limit filters; a side not asked for
 * comes back empty. Locked (below Pro): counts and the overview's shares stay, no company is named, the
 * lists are empty.
 */
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { accessOf } from './access';
import { overviewOf } from './overview';
import { isQuantified, orderEntries } from './order';
import { entryOf } from './present';
import type { Lens, SupplyChain } from './schemas';
import { SUPPLY_CHAIN_SIDES, type SupplyChainSide } from './statement';
import { viewOf, type View } from './view';

export interface SupplyChainParams {
  ticker: ListingKey;
  side?: SupplyChainSide | undefined;
  quantifiedOnly?: boolean | undefined;
  lens: Lens;
  limit: number;
}

function listOf(view: View, side: SupplyChainSide, p: SupplyChainParams): SupplyChain['customers'] {
  if (p.side !== undefined && p.side !== side) return [];
  const kept = view.sides[side].filter((entry) => p.quantifiedOnly !== true || isQuantified(entry));
  return orderEntries(kept, p.lens).slice(0, p.limit).map((entry) => entryOf(entry, view));
}

/** The overview without names: what a locked answer keeps. */
function unnamed(overview: SupplyChain['overview']): SupplyChain['overview'] {
  const strip = (share: SupplyChain['overview']['largestCustomer']) => (share === null ? null : { ...share, name: null, ticker: null });
  return { ...overview, largestCustomer: strip(overview.largestCustomer), mostReliantSupplier: strip(overview.mostReliantSupplier) };
}

export async function supplyChain(ctx: EngineContext, p: SupplyChainParams): Promise<SupplyChain> {
  const view = await viewOf(ctx, p.ticker);
  const access = accessOf(ctx);
  const counts = Object.fromEntries(SUPPLY_CHAIN_SIDES.map((side) => [side, view.sides[side].length])) as SupplyChain['counts'];
  const overview = overviewOf(view.sides);
  const lists = Object.fromEntries(SUPPLY_CHAIN_SIDES.map((side) => [side, access.locked ? [] : listOf(view, side, p)])) as Pick<SupplyChain, SupplyChainSide>;
  return {
    ticker: view.company.ticker,
    companyName: view.company.companyName,
    annualReport: view.report,
    namedOnlyByOthers: view.company.listedOnlyOutsideUs && view.onlyOthers,
    ...access,
    counts,
    overview: access.locked ? unnamed(overview) : overview,
    ...lists,
  };
}
