/**
 * What a command function receives: the parsed global options, the injected effects, the output
 * decision, the clock, and the engine (opened on first use, closed by the runner).
 */
import type { Clock } from '../src/core/clock';
import type { IsoDate } from '../src/core/dates';
import type { Engine } from '../src/client/engine';
import type { Effects } from './effects';
import type { GlobalOptions, HumanView } from './planned';
import type { Related } from './tables/layout';
import type { Terminal } from './terminal';

export interface Progress {
  /** Replaces the spinner with a final line on stderr. */
  succeed(text: string): void;
  /** Removes the spinner without a line (the error is reported elsewhere). */
  stop(): void;
}

export interface CommandContext {
  globals: GlobalOptions;
  effects: Effects;
  terminal: Terminal;
  clock: Clock;
  /** Path of the local store (`--db`, `FDS_DB`, or the default location). */
  storePath: string;
  /**
   * Throws the usage error for a store named by `--db` or `FDS_DB` that does not exist: only `fds init`
   * and the default location create a store.
   */
  requireStore(): void;
  /** The engine this command talks to: remote, local, or the server holding the local store. */
  engine(): Promise<Engine>;
  /** A spinner on stderr when the terminal allows one; otherwise nothing is drawn. */
  progress(text: string): Promise<Progress>;
}

/** What every command returns: a body to print and, for human tables, the synthetic-sample date. */
export interface CommandResult {
  /** Printed as is with `--json`; `undefined` prints nothing (a server that ran until stopped). */
  body: unknown;
  /** Text printed as it is in every format instead of a body (a completion script, completion candidates). */
  text?: string;
  sampleAsOf: IsoDate | null;
  /** The command pages with `--offset`: a table's "more rows" hint names it (absent: it does not). */
  offsetFlag?: boolean;
  /** A table terminal shows the body in this view instead of the generic table. */
  view?: HumanView;
  /** A sentence for people about an empty answer (where the data ends): in a table, and on stderr otherwise. */
  hint?: string;
  /** The registry operation that answered, which picks the answer's table (see tables/). */
  operation?: string;
  /** Rows of a related answer that answer's table draws on (loaded only for a table). */
  related?: Related;
  /** Lines for stderr in every format (tickers that did not resolve); the body is never changed. */
  warnings?: readonly string[];
  /**
   * Exit code of an answer that succeeded on the wire but failed the user's purpose (no ticker asked for
   * resolved); absent means 0.
   */
  exitCode?: number;
}
