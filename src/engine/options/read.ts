/**
 * The three option operations. Each first checks the underlying listing (404 for an unknown, inactive or
 * delisted ticker, whatever the provider's state). Expirations are then read from the stored reference;
 * a chain or a contract is a snapshot asked of the configured provider (503 when it cannot answer),
 * filtered, capped and rendered for the caller's plan. "Today" is the New York calendar date of the
 * context's clock.
 */
import { serviceUnavailable } from '../../core/errors';
import type { IsoDate } from '../../core/dates';
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { storedExpirations } from './expirations';
import { requireActiveListing } from './listing';
import type { OptionsProvider } from './provider';
import type { ChainResponse, Contract, ExpirationsResponse, SingleContractResponse } from './schemas';

export interface ChainParams {
  ticker: ListingKey;
  expiration?: IsoDate | undefined;
  minStrike?: number | undefined;
  maxStrike?: number | undefined;
  type?: 'call' | 'put' | undefined;
  limit: number;
}

/** The New York calendar date at the context's clock. */
export const optionsToday = (ctx: EngineContext): IsoDate => todayInNewYork(ctx.clock);

function providerOf(ctx: EngineContext): OptionsProvider {
  if (ctx.options === undefined) throw serviceUnavailable('Options data is not configured on this deployment; this is not a statement that the listing has no options.');
  return ctx.options;
}

/**
 * The caller's view of a contract's quote fields: Pro sees the source as it is, every other plan the
 * indicative view (`delayed` true). A source that is itself delayed stays delayed.
 */
export function forPlan(ctx: EngineContext, contract: Contract): Contract {
  return { ...contract, delayed: contract.delayed || ctx.caller.plan !== 'pro' };
}

export async function optionExpirations(ctx: EngineContext, params: { ticker: ListingKey }): Promise<ExpirationsResponse> {
  await requireActiveListing(ctx, params.ticker.key);
  return storedExpirations(ctx, params.ticker.key, optionsToday(ctx));
}

const matches = (params: ChainParams) => (c: Contract): boolean =>
  (params.minStrike === undefined || c.strikePrice >= params.minStrike)
  && (params.maxStrike === undefined || c.strikePrice <= params.maxStrike)
  && (params.type === undefined || c.contractType === (params.type === 'call' ? 'Call' : 'Put'));

export async function optionChain(ctx: EngineContext, params: ChainParams): Promise<ChainResponse> {
  await requireActiveListing(ctx, params.ticker.key);
  const snapshot = await providerOf(ctx).chain(ctx, params.ticker.key, params.expiration ?? null, optionsToday(ctx));
  const selected = snapshot.contracts.filter(matches(params));
  const contracts = selected.slice(0, params.limit).map((c) => forPlan(ctx, c));
  return {
    ticker: snapshot.ticker,
    companyName: snapshot.companyName,
    expiration: snapshot.expiration,
    quotesAvailable: snapshot.quotesAvailable,
    returned: contracts.length,
    total: selected.length,
    truncated: snapshot.truncated || contracts.length < selected.length,
    contracts,
  };
}

export async function optionContract(ctx: EngineContext, params: { ticker: ListingKey; symbol: string }): Promise<SingleContractResponse> {
  await requireActiveListing(ctx, params.ticker.key);
  const snapshot = await providerOf(ctx).contract(ctx, params.ticker.key, params.symbol, optionsToday(ctx));
  return { ticker: snapshot.ticker, quotesAvailable: snapshot.quotesAvailable, contract: forPlan(ctx, snapshot.contract) };
}
