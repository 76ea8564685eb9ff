/**
 * Option reference lookups for other families (portfolio positions in option contracts): a contract's
 * terms and its latest daily close, read from the stored captures. Terms come from the reference rows,
 * never from the OCC symbol.
 */
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { currentReference, type ReferenceRow } from './contract-row';

export interface OptionContractReference {
  occTicker: string;
  underlying: string;
  contractType: 'Call' | 'Put';
  strikePrice: number;
  expirationDate: IsoDate;
  sharesPerContract: number;
  active: boolean;
}

/** The current reference of `occ`, or null when no contract is stored under that symbol. */
export async function optionContractReference(ctx: EngineContext, occ: string): Promise<OptionContractReference | null> {
  const row = await ctx.store.one<ReferenceRow>(currentReference('occ_symbol = ?'), [occ]);
  if (row === undefined) return null;
  return {
    occTicker: row.occ_symbol,
    underlying: row.underlying,
    contractType: row.contract_type === 'Put' ? 'Put' : 'Call',
    strikePrice: row.strike_price,
    expirationDate: row.expiration_date,
    sharesPerContract: row.shares_per_contract,
    active: row.active,
  };
}

const DAILY_CLOSE = `
SELECT day_close AS close, snapshot_date FROM option_snapshots
WHERE occ_symbol = ? AND day_close IS NOT NULL
ORDER BY observed_at DESC LIMIT 1`;

/**
 * The newest stored day close of `occ` and the session it belongs to (`snapshotDate` null when the
 * snapshot did not date its bar; it is never guessed from the open-interest date). Null when no snapshot
 * of the contract has a close.
 */
export async function optionDailyClose(ctx: EngineContext, occ: string): Promise<{ close: number; snapshotDate: IsoDate | null } | null> {
  const row = await ctx.store.one<{ close: number; snapshot_date: string | null }>(DAILY_CLOSE, [occ]);
  return row === undefined ? null : { close: row.close, snapshotDate: row.snapshot_date };
}
