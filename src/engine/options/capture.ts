/**
 * The `capture` options provider: answers from the newest snapshot stored in the capture tables. A
 * contract is accepted by the one contract validation (`./contract-rules.ts`) and its terms come from its
 * reference row; a chain comes from the newest snapshot run of its expiration. The operations have
 * checked the underlying listing before asking.
 */
import type { IsoDate } from '../../core/dates';
import { invalidParameter, notFound, serviceUnavailable } from '../../core/errors';
import type { EngineContext } from '../context';
import { companyNameOf } from '../listings/company-name';
import { checkOptionContract } from './contract-rules';
import { SNAPSHOT_COLUMNS, contractOf, currentReference, type ContractRow } from './contract-row';
import { upcomingExpirations } from './expirations';
import type { ChainSnapshot, ContractSnapshot, OptionsProvider } from './provider';
/** Most contracts read from one snapshot run (the snapshot page bound); more sets `truncated`. */
export const SNAPSHOT_PAGE_BOUND = 5000;

const HAS_ACTIVE_ON = `
WITH ref AS (${currentReference('underlying = ? AND expiration_date = CAST(? AS DATE)')})
SELECT count(*) AS n FROM ref WHERE active`;

const NEWEST_RUN = `
SELECT max(observed_at) AS at FROM option_snapshot_runs WHERE underlying = ? AND expiration_date = CAST(? AS DATE)`;

const CHAIN = `
WITH ref AS (${currentReference('underlying = ? AND expiration_date = CAST(? AS DATE)')})
SELECT ref.*, ${SNAPSHOT_COLUMNS}
FROM option_snapshots s JOIN ref ON ref.occ_symbol = s.occ_symbol
WHERE ref.active AND s.observed_at = CAST(? AS TIMESTAMP)
ORDER BY ref.strike_price, ref.contract_type, ref.occ_symbol
LIMIT ?`;

const CONTRACT = `
WITH ref AS (${currentReference('occ_symbol = ?')}),
s AS (SELECT * FROM option_snapshots WHERE occ_symbol = ? ORDER BY observed_at DESC LIMIT 1)
SELECT ref.*, ${SNAPSHOT_COLUMNS} FROM ref LEFT JOIN s ON s.occ_symbol = ref.occ_symbol`;

/** The expiration to show: the one asked for (it must be upcoming and listed) or the nearest upcoming. */
async function chosenExpiration(ctx: EngineContext, ticker: string, asked: IsoDate | null, today: IsoDate): Promise<IsoDate | null> {
  if (asked === null) {
    const [next] = await upcomingExpirations(ctx, ticker, today, 1);
    return next?.expirationDate ?? null;
  }
  if (asked < today) throw invalidParameter(`Invalid parameter 'expiration': ${asked} has passed (today is ${today}); only current snapshots exist.`);
  const listed = await ctx.store.one<{ n: number }>(HAS_ACTIVE_ON, [ticker, asked]);
  if ((listed?.n ?? 0) === 0) {
    throw invalidParameter(`Invalid parameter 'expiration': no active ${ticker} contract expires on ${asked}; see /v1/stocks/${ticker}/options/expirations.`);
  }
  return asked;
}

async function chain(ctx: EngineContext, ticker: string, asked: IsoDate | null, today: IsoDate): Promise<ChainSnapshot> {
  const companyName = await companyNameOf(ctx, ticker);
  const expiration = await chosenExpiration(ctx, ticker, asked, today);
  // An empty active-contract reference proves the listing has no options: the one empty answer allowed.
  if (expiration === null) return { ticker, companyName, expiration: null, quotesAvailable: true, truncated: false, contracts: [] };
  const run = await ctx.store.one<{ at: string | null }>(NEWEST_RUN, [ticker, expiration]);
  if (run?.at == null) {
    throw serviceUnavailable(`No snapshot of the ${ticker} chain expiring ${expiration} has been captured; the chain cannot be shown (this does not mean it is empty).`);
  }
  const rows = await ctx.store.all<ContractRow>(CHAIN, [ticker, expiration, run.at, SNAPSHOT_PAGE_BOUND + 1]);
  return {
    ticker,
    companyName,
    expiration,
    quotesAvailable: true,
    truncated: rows.length > SNAPSHOT_PAGE_BOUND,
    contracts: rows.slice(0, SNAPSHOT_PAGE_BOUND).map(contractOf),
  };
}

async function contract(ctx: EngineContext, ticker: string, symbol: string, today: IsoDate): Promise<ContractSnapshot> {
  const check = await checkOptionContract(ctx, symbol, today, ticker);
  if (!check.ok) throw notFound(`${check.detail.charAt(0).toUpperCase()}${check.detail.slice(1)}.`);
  const row = await ctx.store.one<ContractRow>(CONTRACT, [symbol, symbol]);
  // Checked just above; a reference removed in between is as unknown as one never stored.
  if (row === undefined) throw notFound(`Unknown option contract ${symbol} for ${ticker}.`);
  return { ticker, quotesAvailable: true, contract: contractOf(row) };
}

export const captureOptionsProvider: OptionsProvider = { kind: 'capture', chain, contract };
