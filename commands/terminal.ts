/**
 * The one place that decides how output looks: which format, whether colour is on, whether a spinner may
 * draw. Everything else asks this decision instead of testing TTYs or environment variables itself.
 */
import type { Effects } from './effects';

export type OutputFormat = 'json' | 'ndjson' | 'csv' | 'table';

export interface FormatFlags {
  json?: boolean | undefined;
  ndjson?: boolean | undefined;
  csv?: boolean | undefined;
}

export interface Terminal {
  format: OutputFormat;
  /** Errors go to stdout as the JSON envelope (a program is reading) as well as to stderr. */
  envelopeOnStdout: boolean;
  color: boolean;
  /** A spinner may draw on stderr. */
  spinner: boolean;
  /** Width tables must fit in: `COLUMNS` when set, else the terminal's, else 100. */
  width: number;
}

const DEFAULT_WIDTH = 100;

/** `COLUMNS` when it is a positive whole number: the user's word on the width, as other terminal programs honour it. */
export function widthFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.COLUMNS?.trim() ?? '';
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : undefined;
}

export function decideTerminal(flags: FormatFlags, effects: Pick<Effects, 'stdout' | 'stderr' | 'env'>): Terminal {
  const { stdout, stderr, env } = effects;
  const format: OutputFormat = flags.json ? 'json' : flags.ndjson ? 'ndjson' : flags.csv ? 'csv' : stdout.isTTY ? 'table' : 'json';
  // NO_COLOR (any non-empty value) and FORCE_COLOR=0 turn colour off; tables only exist on a TTY.
  const noColor = (env.NO_COLOR !== undefined && env.NO_COLOR !== '') || env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false';
  return {
    format,
    envelopeOnStdout: format === 'json' || !stdout.isTTY,
    color: format === 'table' && !noColor,
    // A terminal that reports no width (some pseudo-terminals) cannot be redrawn line by line.
    spinner: stderr.isTTY && (stderr.columns ?? 0) > 0 && format !== 'json' && format !== 'ndjson' && env.CI === undefined && env.TERM !== 'dumb',
    width: widthFromEnv(env) ?? (stdout.columns !== undefined && stdout.columns > 0 ? stdout.columns : DEFAULT_WIDTH),
  };
}
