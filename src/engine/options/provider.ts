/**
 * Where option snapshots come from. Three implementations, chosen by configuration (`./config.ts`):
 * `capture` (the newest snapshot in the store), `upstream` (another fds `/v1` server) and `disabled`.
 * Only the chain snapshot and the single contract are fetched through a provider; expirations are a
 * stored read (`./expirations.ts`). The operations check the underlying listing (404) before asking, so
 * an unknown ticker is a 404 even when no provider can answer. A provider answers for the underlying it
 * is asked about only, fails with 404 for an unknown or expired symbol and with 503 when it cannot
 * answer; it never turns a failure into an empty result.
 *
 * Providers return snapshots, not rendered answers: the operations filter, cap and apply the caller's
 * plan afterwards, so a cached snapshot keeps its IV and greeks and serves every plan.
 */
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import type { Contract, SingleContractResponse } from './schemas';

/**
 * One expiration's snapshot. `contracts` is the whole snapshot (unfiltered, uncapped by the caller's
 * limit); each contract's `delayed` says whether the source itself was delayed.
 */
export interface ChainSnapshot {
  ticker: string;
  companyName: string | null;
  expiration: IsoDate | null;
  quotesAvailable: boolean;
  /** The source's page bound was reached: the snapshot may lack contracts. */
  truncated: boolean;
  contracts: readonly Contract[];
}

/** One contract as the source holds it now. */
export type ContractSnapshot = SingleContractResponse;

export type OptionsProviderKind = 'capture' | 'upstream' | 'disabled';

export interface OptionsProvider {
  readonly kind: OptionsProviderKind;
  /** The snapshot of one expiration; `expiration` null asks for the nearest upcoming one. */
  chain(ctx: EngineContext, ticker: string, expiration: IsoDate | null, today: IsoDate): Promise<ChainSnapshot>;
  /** One contract of `ticker` by OCC symbol; 404 when unknown, expired or another underlying's. */
  contract(ctx: EngineContext, ticker: string, symbol: string, today: IsoDate): Promise<ContractSnapshot>;
  /** Releases connections the provider holds (the upstream provider's pool). */
  close?(): Promise<void>;
}

