/**
 * What argv parsing produces: the global options and one planned command. Parsing never runs anything,
 * so `fds prices AAPL --limit 5` can be checked as data: operation id, path values, query.
 */
import type { OptionsConfig } from '../src/engine/options/config';
import type { Command } from 'commander';
import type { Plan } from '../src/engine/context';
import type { AnyOperation } from '../src/operations/operation';
import type { NameLookup } from './by-name';

export interface GlobalOptions {
  /** `--db PATH`; `FDS_DB` and the default location apply when absent. */
  db?: string | undefined;
  json?: boolean | undefined;
  ndjson?: boolean | undefined;
  csv?: boolean | undefined;
  /** `--remote URL`; `FDS_BASE_URL` and `fds config` apply when absent. */
  remote?: string | undefined;
  /** `--api-key KEY`; `FDS_API_KEY` and `fds config` apply when absent. */
  apiKey?: string | undefined;
  /** False with `--no-daemon`: open the store directly, never start the store's daemon. */
  daemon?: boolean | undefined;
}

export type SettingKey = 'remote' | 'apiKey' | 'upgradeUrl';

/** A human view of its own for a command's body in a table terminal, instead of the generic table. */
export type HumanView =
  | { kind: 'portfolio'; lots: boolean }
  /** A summary per ingested file; `names` are the files as the user named them, in report order. */
  | { kind: 'ingest'; names: readonly string[] }
  | { kind: 'store-info' }
  /** A document (the OpenAPI description), not rows: people get it as indented JSON, never as a table. */
  | { kind: 'document' }
  /** A run of a stored document's numbered lines, printed like `nl`. */
  | { kind: 'lines' }
  /** Passages a filing search found, each under a heading saying where it is. */
  | { kind: 'excerpts' }
  /** What `fds state migrate` did to the state store `store` (its URL, password masked). */
  | { kind: 'state-migrate'; store: string }
  /** The manifest `fds captures publish` wrote to `dir`. */
  | { kind: 'captures-publish'; dir: string };

/**
 * What a command checks in a successful answer: `tickers-resolved` compares the rows' tickers with the
 * `param` tickers asked for (an answer that omits unknown ones), names the missing on stderr, and fails
 * (exit 3) when none resolved. The body is printed unchanged either way.
 */
export type ResultCheck = { kind: 'tickers-resolved'; param: string };

export type Planned =
  /**
   * One registry operation with wire-form values, exactly as a /v1 request would carry them; `names` marks
   * the path values that may be typed as a name, looked up (see by-name.ts) when the command runs.
   */
  | {
      kind: 'call';
      op: AnyOperation;
      pathValues: Record<string, string>;
      query: Record<string, string>;
      body?: unknown;
      view?: HumanView;
      check?: ResultCheck;
      names?: Readonly<Record<string, NameLookup>>;
    }
  /** One `ingest.run` call per file (a folder stands for the files in it), in order; `ticker` for every file. */
  | { kind: 'ingest'; op: AnyOperation; dataset: string; files: string[]; ticker?: string | undefined }
  /** `yes`: `--force` may delete the store without asking. */
  | { kind: 'init'; force: boolean; yes: boolean; asOf: string | undefined; sample: boolean }
  | {
      kind: 'serve';
      host: string;
      port: number;
      quotas: Partial<Record<Plan, number>>;
      /** Feed flags, present only when given (the server's defaults apply otherwise). */
      feed?: 'replay' | 'upstream' | 'none';
      speed?: number;
      upstream?: { url: string; key: string; tickers: string[] };
      /** Options provider flags, present only when given (capture with a 300 s cache otherwise). */
      options?: OptionsConfig;
      /** `--upgrade-url`, present only when given (FDS_UPGRADE_URL, then the saved setting, apply otherwise). */
      upgradeUrl?: string;
      /** `--state`, present only when given (FDS_STATE_URL applies otherwise; neither: the embedded store). */
      state?: string;
      /** `--captures DIR` as typed, present only when given (FDS_CAPTURES_DIR applies otherwise). */
      captures?: string;
      /** `--captures-poll`, present only when given. */
      capturesPollSeconds?: number;
    }
  /** `scope`: the user's settings file, or the working directory's own (`--local`). */
  | { kind: 'config'; action: 'set'; key: SettingKey; value: string; scope: 'user' | 'local' }
  | { kind: 'config'; action: 'unset'; key: SettingKey; scope: 'user' | 'local' }
  | { kind: 'config'; action: 'get'; key: SettingKey }
  | { kind: 'config'; action: 'list' }
  /** The live board (`fds board`, `fds quote --watch`): canonicalised later, as typed here. */
  | { kind: 'board'; tickers: string[]; speed: number }
  /** `fds completion SHELL` (the script), or `--words`: the candidates for the last of the words typed. */
  | { kind: 'completion'; shell: 'bash' | 'zsh' | 'fish' }
  | { kind: 'completion'; words: string[] }
  /** The process holding the store: `fds daemon status|start|stop|run`. */
  | { kind: 'daemon'; action: 'status' | 'start' | 'stop' | 'run' }
  /** The assistant tools on stdio: over the local store, or the fds server at `url`. */
  | { kind: 'mcp'; url?: string }
  /** `fds state migrate`: the PostgreSQL state store at `url` (`--state`; `FDS_STATE_URL` applies when absent). */
  | { kind: 'state'; action: 'migrate'; url?: string }
  /** `fds captures publish DIR`: `dir` as typed (resolved from the working directory when it runs). */
  | { kind: 'captures'; action: 'publish'; op: AnyOperation; dir: string; keep?: number };

export interface Invocation {
  globals: GlobalOptions;
  planned: Planned;
  /** The command as a person types it, without its arguments: `fds keys create`. */
  command: string;
}

/** Hands a parsed command, and the commander command that parsed it, to whoever is collecting it. */
export type Planner = (planned: Planned, command: Command) => void;
