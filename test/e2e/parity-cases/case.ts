/** One parity check: a command line and the /v1 request whose body it must print with --json. */
export interface ParityCase {
  argv: string[];
  /** The /v1 request the command must equal. */
  path: string;
  /** Method and JSON body of a write; a GET without a body when absent. */
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * The answer depends on who asks (an account's own portfolios): compared only with `--remote` and the
   * same key, not through the server holding the store (which acts as the store's local owner).
   */
  remoteOnly?: boolean;
}

/** Parity cases of one family, by operation id. */
export type ParityCases = Record<string, ParityCase[]>;

/**
 * Stands for the id of a portfolio the parity account creates before the cases run (with one AAPL lot,
 * one watch of MSFT), in `argv` and `path`.
 */
export const PORTFOLIO_ID = '{portfolioId}';
