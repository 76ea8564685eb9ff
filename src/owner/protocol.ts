/**
 * The private protocol between fds processes and the owner of a store, over its socket: the client sends
 * one request as a JSON line, the owner answers with JSON-line frames and closes. Requests:
 *
 * - `cli`: run this command line for me (argv, environment, working directory, what my terminal is) — the
 *   owner runs the whole command in-process and streams back what it writes to stdout and stderr, then the
 *   exit code. This is the warm path: the caller loads neither DuckDB nor the CLI.
 * - `call`: answer one registry operation (the engine interface), for processes that run the command
 *   themselves (the board, `--no-daemon` on a store held by an owner).
 * - `status` / `stop`: about the owner itself (`fds daemon status|stop`, `fds serve` and `fds init`
 *   taking the store over).
 *
 * Every request names the store it is for; an owner answers only for its own. Imports nothing: the thin
 * launcher loads it.
 */

/** What the caller's stdout or stderr is, so the owner renders for it (tables, colour, width). */
export interface TerminalShape {
  isTTY: boolean;
  columns?: number | undefined;
}

/**
 * Every request names the store and the caller's build (`BUILD_ID`): a daemon of another build does not
 * run `cli` or `call` requests, it answers `fallback` and stops, so the caller's build takes over.
 */
export type OwnerRequest =
  | { type: 'cli'; store: string; build: string; argv: string[]; env: Record<string, string>; cwd: string; stdout: TerminalShape; stderr: TerminalShape }
  | {
      type: 'call';
      store: string;
      build: string;
      op: string;
      pathValues: Record<string, string>;
      query: Record<string, string | string[]>;
      body?: unknown;
      /** The caller's clock and options settings (`FDS_NOW`, `FDS_OPTIONS_*`). */
      env: Record<string, string>;
    }
  | { type: 'status'; store: string }
  | { type: 'stop'; store: string };

/** What holds the store: a daemon started on demand, or `fds serve`. */
export type OwnerKind = 'daemon' | 'serve';

export interface OwnerStatus {
  kind: OwnerKind;
  /** The owner's build (`BUILD_ID`). */
  build: string;
  pid: number;
  store: string;
  socket: string;
  /** ISO-8601 time the owner took the store. */
  startedAt: string;
  /** Seconds without a request after which a daemon exits; null for `fds serve`. */
  idleTimeoutSeconds: number | null;
  /** Seconds since the last request ended (0 while one runs). */
  idleSeconds: number;
  /** Requests answered since it started. */
  requests: number;
  /** Requests running now, this one included. */
  inFlight: number;
  /** The daemon's log file; null for `fds serve`, which logs to its own stderr. */
  log: string | null;
  /** `fds serve` only: its /v1 URL and operator token (the board follows its live stream). */
  server: { url: string; adminToken: string } | null;
}

export type OwnerFrame =
  | { t: 'out'; d: string }
  | { t: 'err'; d: string }
  | { t: 'exit'; code: number }
  /** The owner will not run this request; the caller does it itself. */
  | { t: 'fallback'; reason: string }
  | { t: 'answer'; body: unknown; sampleAsOf: string | null }
  | { t: 'error'; status: number; code: string; message: string; headers: Record<string, string> }
  | { t: 'status'; status: OwnerStatus }
  | { t: 'stopping' };

/** Splits text (a socket set to UTF-8, so no character is cut in two) into lines for `onLine`. */
export class LineReader {
  private buffered = '';

  constructor(private readonly onLine: (line: string) => void) {}

  push(chunk: string): void {
    this.buffered += chunk;
    let at = this.buffered.indexOf('\n');
    while (at >= 0) {
      const line = this.buffered.slice(0, at);
      this.buffered = this.buffered.slice(at + 1);
      if (line !== '') this.onLine(line);
      at = this.buffered.indexOf('\n');
    }
  }

  /** Whatever arrived after the last line end. */
  get rest(): string {
    return this.buffered;
  }
}

export const frameLine = (frame: OwnerFrame | OwnerRequest): string => `${JSON.stringify(frame)}\n`;
