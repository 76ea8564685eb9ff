/**
 * One interface for every way of answering an operation: the local store (`LocalEngine`) or a /v1 server
 * (`RemoteEngine`). Faces hold an `Engine` and never care which one it is, so the same command gives the
 * same body locally and remotely.
 */
import type { IsoDate } from '../core/dates';
import type { RawQuery } from '../operations/invoke';
import type { AnyOperation } from '../operations/operation';

export interface Engine {
  /**
   * Runs one operation with wire-form values (and the JSON body of a write); resolves to the /v1 response
   * body (undefined for a 204) or throws an `ApiError`.
   */
  call(op: AnyOperation, pathValues: Readonly<Record<string, string>>, query: RawQuery, body?: unknown): Promise<unknown>;
  /**
   * As-of date of the synthetic sample set when the latest answer held synthetic rows, else null: locally
   * from the answer's sample scope and the store's manifest, remotely from its `X-Data-Notice` header.
   */
  sampleAsOf(): Promise<IsoDate | null>;
  /** Where answers come from, for messages: the store path or the server URL. */
  readonly origin: string;
  close(): Promise<void>;
}

/** The footer every human rendering of sample data carries. */
export const sampleNotice = (asOf: IsoDate): string => `Synthetic sample data as of ${asOf} — not market data.`;

/**
 * The one line on stderr that goes with machine output (--json, --ndjson, --csv) holding synthetic rows:
 * the body itself stays exactly the /v1 body.
 */
export const sampleNoticeLine = (asOf: IsoDate): string =>
  `fds: note: this answer holds synthetic sample data (as of ${asOf}), not market data; fds store info lists what is still synthetic.`;
