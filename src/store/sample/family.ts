/**
 * One family's part of the synthetic sample set. Each part is generated deterministically from the as-of
 * date and appended inside the sample's one transaction; a store created before a family existed gets
 * that family's part when the migration adding its tables (`since`) runs (see `../open.ts`).
 */
import type { IsoDate } from '../../core/dates';
import type { WriteTx } from '../store';
import type { Provenance } from './append';

export interface FamilySample {
  /** Short name of the part, e.g. `options`. */
  name: string;
  /** Version of the migration that created the part's tables. */
  since: number;
  load(tx: WriteTx, asOf: IsoDate, provenance: Provenance): Promise<void>;
}
