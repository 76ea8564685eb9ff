/** One parity check: a command line and the /v1 request whose body it must print with --json. */
export interface ParityCase {
  argv: string[];
  /** The /v1 request the command must equal. */
  path: string;
}

/** Parity cases of one family, by operation id. */
export type ParityCases = Record<string, ParityCase[]>;
