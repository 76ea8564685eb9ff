/**
 * The manual, generated from the commander program and the registry: synopses, arguments, options and
 * the request each command sends come from the code; only the prose about the product is written here.
 * `npm run gen` writes the pages to man/; a test compares them with this output.
 */
import { DELAY_MS } from '../src/engine/quotes/view';
import { MAX_HELD_TICKERS, MAX_TICKERS_PER_MESSAGE, STREAM_PATH } from '../src/quotes/protocol';
import type { Argument, Command, Option } from 'commander';
import { exitCodeFor, type ErrorCode } from '../src/core/errors';
import type { AnyOperation } from '../src/operations/operation';
import { operationOf } from './from-operation';
import { FAMILY_SECTIONS } from './manual/index';
import { TABLES_FIT } from './manual/tables';
import { replicaSections } from './manual/captures';
import { deployPage } from './manual/deploy';
import { ingestSections } from './manual/ingest';
import { serveStateSection } from './manual/state';
import { esc, para, type Section } from './manual/roff';
import { allRegisters } from './families';
import { VERSION, allCommands, buildProgram } from './program';

export interface ManPage {
  /** File name under man/, e.g. `fds-prices.1`. */
  file: string;
  text: string;
}

/** Title line, then left-aligned text without hyphenation: paths, flags and URLs must stay whole. */
const header = (name: string): string => `.TH ${esc(name.toUpperCase())} 1 "" "fds ${VERSION}" "fds manual"\n.ad l\n.nh`;

/** The words that run `cmd`; a default subcommand needs no word of its own (`fds prices AAPL`). */
function commandPath(cmd: Command): string[] {
  const names: string[] = [];
  for (let at: Command | null = cmd; at; at = at.parent) {
    const isDefault = at.parent !== null && (at.parent as unknown as { _defaultCommandName?: string })._defaultCommandName === at.name();
    if (!isDefault) names.unshift(at.name());
  }
  return names;
}

const argumentText = (arg: Argument): string => {
  const name = `${arg.name()}${arg.variadic ? '...' : ''}`;
  return arg.required ? `<${name}>` : `[${name}]`;
};

function synopsis(cmd: Command): string {
  const parts = [...commandPath(cmd), ...cmd.registeredArguments.map(argumentText)];
  if (cmd.options.length > 0) parts.push('[options]');
  return parts.join(' ');
}

/** A command that does something itself (not only a group of subcommands). */
const runnable = (cmd: Command): boolean => cmd.commands.length === 0 || operationOf(cmd) !== undefined;

function optionEntry(option: Option): string {
  // `-V, --version` or `--start-date <start-date>`: flags bold, value names italic.
  const flags = option.flags
    .split(/(,?\s+)/)
    .map((token) => (/^[<[]/.test(token) ? `\\fI${esc(token.slice(1, -1))}\\fR` : token.startsWith('-') ? `\\fB${esc(token)}\\fR` : token))
    .join('');
  const fallback = option.defaultValue !== undefined && typeof option.defaultValue !== 'boolean' ? ` (default: ${String(option.defaultValue as string | number)})` : '';
  return `.TP\n${flags}\n${esc(`${option.description}${fallback}`)}`;
}

function argumentEntry(arg: Argument): string {
  const choices = arg.argChoices ? ` One of: ${arg.argChoices.join(', ')}.` : '';
  return `.TP\n\\fI${esc(arg.name())}\\fR${arg.variadic ? '...' : ''}\n${esc(`${arg.description}${choices}`)}`;
}

/** Paths longer than this may break after a slash on the page. */
const LONG_PATH = 60;

function requestLine(op: AnyOperation): string {
  const aliases = op.aliases.length > 0 ? ` (also ${op.aliases.join(', ')})` : '';
  const who = op.access === 'local' ? ' Operator only: the local store, or the fds serve holding it.' : '';
  const line = esc(`Request: ${op.method} ${op.path}${aliases}.${who}`);
  // A path longer than a line has no space to break at: let it break after a slash (\: breaks without a hyphen).
  return op.path.length > LONG_PATH ? line.replaceAll('/', '/\\:') : line;
}

/** One command's section; `told` holds operation descriptions already given on this page, said once. */
function commandSection(cmd: Command, told: Set<string>): string {
  const op = operationOf(cmd);
  const lines = [`.SS ${esc(synopsis(cmd))}`, esc(cmd.description())];
  if (op && op.description !== op.summary && !told.has(op.description)) {
    told.add(op.description);
    lines.push('.PP', esc(op.description));
  }
  if (op) lines.push('.PP', requestLine(op));
  if (cmd.registeredArguments.length > 0) lines.push('.PP', 'Arguments:', ...cmd.registeredArguments.map(argumentEntry));
  if (cmd.options.length > 0) lines.push('.PP', 'Options:', ...cmd.options.map(optionEntry));
  return lines.join('\n');
}

function subcommandPage(cmd: Command, extra: readonly Section[]): ManPage {
  const name = `fds-${cmd.name()}`;
  const commands = allCommands(cmd).filter(runnable);
  const told = new Set<string>();
  const sections = [
    header(name),
    '.SH NAME',
    `${esc(name)} \\- ${esc(cmd.description())}`,
    '.SH SYNOPSIS',
    '.nf',
    ...commands.map((c) => esc(synopsis(c))),
    '.fi',
    '.SH DESCRIPTION',
    commands.map((c) => commandSection(c, told)).join('\n'),
    ...extra.map((s) => `.SH ${esc(s.title.toUpperCase())}\n${s.body}`),
    '.SH GLOBAL OPTIONS',
    esc(`Every command also takes the global options of fds(1): ${globalOptionNames(cmd)}.`),
    '.SH SEE ALSO',
    '.BR fds (1)',
  ];
  return { file: `${name}.1`, text: `${sections.join('\n')}\n` };
}

const EXIT_MEANING: Readonly<Record<number, string>> = {
  1: 'Internal error: something unexpected failed.',
  2: 'Usage mistake or invalid parameter (unknown flag or parameter, malformed date, limit above its maximum, start after end).',
  3: 'Not found (unknown ticker, key id or route).',
  4: 'Missing or invalid API key, or a plan that may not call the endpoint.',
  5: 'Rate limited: the daily quota of the key\'s plan is used up.',
  6: 'Unavailable: the server cannot be reached, is shutting down, or the store is locked with no server to go through.',
};

function exitStatus(): string {
  const byExit = new Map<number, ErrorCode[]>();
  for (const [code, exit] of Object.entries(exitCodeFor) as [ErrorCode, number][]) byExit.set(exit, [...(byExit.get(exit) ?? []), code]);
  const entries = ['.TP', '.B 0', 'Success.'];
  for (const exit of [...byExit.keys()].sort((a, b) => a - b)) {
    entries.push('.TP', `.B ${exit}`, esc(`${EXIT_MEANING[exit] ?? ''} Error codes: ${byExit.get(exit)!.join(', ')}.`));
  }
  return entries.join('\n');
}

function mainPage(program: Command): ManPage {
  const commands = program.commands;
  const sections = [
    header('fds'),
    '.SH NAME',
    `fds \\- ${esc(program.description())}`,
    '.SH SYNOPSIS',
    '.B fds',
    '[\\fIglobal options\\fR] \\fIcommand\\fR [\\fIarguments\\fR] [\\fIoptions\\fR]',
    '.SH DESCRIPTION',
    para(
      'fds answers every operation of the /v1 financial data API from a local DuckDB capture store. The same engine has four faces: this command line, the live quote board (fds board), an HTTP server (fds serve, with the /v1/stream WebSocket) and remote mode, where the command line and the board send the same requests to a server. The same request gives the same JSON body through every face: fds prices AAPL --json prints exactly what GET /v1/stocks/AAPL/prices returns.',
    ),
    '.SH COMMANDS',
    ...commands.map((c) => `.TP\n.BR fds\\-${esc(c.name())} (1)\n${esc(c.description())}`),
    '.SH GLOBAL OPTIONS',
    ...program.options.map(optionEntry),
    '.SH OUTPUT',
    para(
      'On a terminal, results are tables; with --json, or whenever standard output is not a terminal, the output is the /v1 response body as compact JSON on one line. --ndjson prints the data rows one JSON object per line; --csv prints a header line and the data rows, quoted as RFC 4180 describes. A body without data rows counts as one row.',
      TABLES_FIT,
      'Errors: on a terminal, one line "fds: message" on standard error. With --json or when standard output is not a terminal, the error envelope {"error":{"code","message","status"}} is also printed on standard output. Spinners appear only when standard error is a terminal and never with --json or --ndjson. NO_COLOR (or FORCE_COLOR=0) turns colour off.',
    ),
    '.SH SYNTHETIC SAMPLE DATA',
    para(
      'A new store is loaded with a generated sample data set so every command works at once. Its data is synthetic: it resembles real listings but is not market data. Every answer that holds synthetic rows says so: a human table ends with the line "Synthetic sample data as of YYYY-MM-DD \u2014 not market data."; with --json, --ndjson or --csv the output stays exactly the /v1 body and one line beginning "fds: note:" goes to standard error; a server sends the header X-Data-Notice on exactly those answers. An answer that reads no captured data (the market calendar, accounts, keys) or only real data carries no notice.',
      'Real data replaces sample data, never mixes with it. The sample is keyed: a listing (its bars, dividends, splits, ticks and option chains together), a FRED series, a CFTC market, a put/call type, a currency\'s official rates, a web data feed, and the VIX, the FRED release calendar and the advisory-committee meetings as wholes. A file fds ingest loads removes the synthetic rows of every key it brings, in the same transaction, and its report says what it replaced; a key is never part synthetic, part real. fds store info lists what is still synthetic, key by key. fds init --no-sample creates an empty store.',
    ),
    '.SH REMOTE MODE',
    para(
      '--remote URL (or FDS_BASE_URL, or fds config set remote URL) sends each command to an fds server instead of opening the local store, with --api-key KEY (or FDS_API_KEY, or fds config set apiKey KEY) as the bearer key. A flag beats the environment, which beats the saved setting. The output is byte for byte what the local store would print, and errors map to the same exit codes.',
    ),
    '.SH THE STORE AND ITS OWNER',
    para(
      'The store is one DuckDB file: --db PATH, else FDS_DB, else fds.duckdb in the user data directory. The first command at the default location creates it, migrates it and loads the sample set; a store named by --db or FDS_DB is never created on the fly (a mistyped path is a usage error, exit 2, saying to run fds init).',
      'Only one process may open the file, so one process owns it: the store\'s daemon (see fds-daemon(1)), or fds serve while it runs. Every other fds command on the store is answered by the owner over a private socket: the whole command line is forwarded and its output relayed, so a command on a held store starts almost as fast as Node itself and never loads DuckDB. The board and ingest go through the owner too. When nobody holds the store, a one-shot command opens the file itself and its daemon starts beside it, taking the store once the command has exited; the daemon exits after an idle period. --no-daemon (or FDS_NO_DAEMON=1) opens the file directly and starts no daemon.',
      'A store held by a process that answers no fds command (one opened with --no-daemon, a DuckDB client) is waited for, at most FDS_LOCK_WAIT_SECONDS; then the command exits 6 naming the store and that process. A daemon killed mid-write loses nothing it acknowledged: DuckDB replays its log, and the next command finds the dead owner\'s socket and recovers by itself.',
    ),
    '.SH ENVIRONMENT',
    ...[
      ['FDS_DB', 'Store file, when --db is not given.'],
      ['FDS_BASE_URL', 'Server for remote mode, when --remote is not given.'],
      ['FDS_API_KEY', 'API key for remote mode, when --api-key is not given.'],
      ['FDS_NOW', 'Pins the clock to an ISO-8601 instant (reproducible output).'],
      ['FDS_CONFIG_DIR', 'Directory of the saved settings (default: fds in the user config directory).'],
      ['NO_COLOR', 'Any non-empty value turns colour off.'],
      ['COLUMNS', 'Width in columns that tables fit, over the width the terminal reports.'],
      ['FDS_DEBUG', 'Prints the stack of an internal error on standard error.'],
      ['FDS_NO_DAEMON', '1 (or true) opens the store file directly and never starts its daemon, like --no-daemon.'],
      ['FDS_STATE_URL', 'PostgreSQL URL of a state store, when fds state migrate or fds serve is given no --state (see fds-state(1), fds-deploy(1)). While it is set, commands on accounts, keys, portfolios and web data feeds need the store held by an fds serve keeping its state there, and are refused otherwise (exit 6) rather than written to the store file.'],
      ['FDS_CAPTURES_DIR', 'Directory of published captures fds serve serves read-only, when --captures is not given (see fds-captures(1)).'],
      ['FDS_DAEMON_IDLE_SECONDS', 'Seconds without a request after which the store\'s daemon exits (default 600).'],
      ['FDS_LOCK_WAIT_SECONDS', 'How long a command waits for a store locked by a process that answers no fds command (default 30).'],
      ['FDS_EMBEDDINGS_URL', 'An OpenAI-compatible /v1/embeddings endpoint filing search uses instead of its local model once fds filings reindex ran with it; FDS_EMBEDDINGS_KEY and FDS_EMBEDDINGS_MODEL go with it (see fds-filings(1)).'],
      ['XDG_RUNTIME_DIR', 'Where the owner socket of each store lives (fds under it); without it, fds-UID in the temporary directory.'],
    ].map(([name, text]) => `.TP\n.B ${esc(name!)}\n${esc(text!)}`),
    '.SH FILES',
    ...[
      ['$XDG_DATA_HOME/fds/fds.duckdb', 'The default store (~/.local/share/fds/fds.duckdb when XDG_DATA_HOME is unset).'],
      ['$XDG_RUNTIME_DIR/fds/ID.sock', 'The socket of the process owning a store (ID derives from the store\'s path), in a directory closed to other users; ID.daemon holds the pid of its daemon and ID.log its log.'],
      ['$XDG_CONFIG_HOME/fds/config.json', 'Saved settings of fds config (~/.config/fds/config.json when XDG_CONFIG_HOME is unset).'],
    ].map(([name, text]) => `.TP\n.I ${esc(name!)}\n${esc(text!)}`),
    '.SH EXIT STATUS',
    exitStatus(),
    '.SH SEE ALSO',
    [...commands.map((c) => `.BR fds\\-${esc(c.name())} (1)`), '.BR fds\\-deploy (1)'].join(',\n'),
  ];
  return { file: 'fds.1', text: `${sections.join('\n')}\n` };
}

/** `--db, --json, … and --no-daemon`: the program's own options, from the program itself. */
function globalOptionNames(cmd: Command): string {
  const names = (cmd.parent?.options ?? []).map((o) => o.long).filter((long): long is string => long !== undefined && !['--version', '--help'].includes(long));
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** Sections a page carries beyond what the program itself says. */
const extraSections = (): Readonly<Record<string, readonly Section[]>> => ({
  ingest: ingestSections(),
  daemon: [
    {
      title: 'The owner of a store',
      body: para(
        'DuckDB lets one process open a store file for writing. The daemon is the process that holds it so that any number of fds commands use the store at once: each one sends its whole command line over the store\'s private socket, the daemon runs it in-process on the store it holds (with the caller\'s environment, working directory and terminal) and sends the output back. A command on a held store therefore never loads DuckDB or the CLI itself.',
        'Nobody needs to start it: the first command that finds the store unheld starts it (it takes the store once that command has exited), and the board and ingest start it before they begin. It exits after FDS_DAEMON_IDLE_SECONDS (default 600) without a request. fds serve owns its store the same way while it runs, and takes it over from a running daemon; fds init stops the daemon before rebuilding the file.',
        'status prints which process holds the store: kind (daemon or serve), pid, socket, start time, idle seconds, requests answered, and the daemon\'s log. stop lets the running requests finish and ends the daemon; a store held by fds serve is refused (stop that server instead). start starts it now. run holds the store in the foreground until idle or stopped, for a service manager.',
        'Killed at any moment, the daemon loses nothing it acknowledged: every answered write is committed, an unfinished one is rolled back when DuckDB next opens the file, and the next command finds the dead daemon\'s socket and recovers by itself.',
      ),
    },
  ],
  openapi: [
    {
      title: 'Output',
      body: para(
        'The OpenAPI description is a document, not rows: fds openapi always prints it as JSON, indented on a terminal and compact (exactly the body of GET /v1/openapi.json) with --json or when its output is piped. It covers every public operation with typed parameters (integers with their bounds and defaults, enums, dates in yyyy-MM-dd and ISO-8601 timestamps), the response bodies, the error envelope of each status, and the /v1/stream WebSocket with its messages and frames.',
      ),
    },
  ],
  serve: [
    {
      title: 'Running',
      body: para(
        'The server holds the store file for as long as it runs (a daemon holding it hands it over first) and owns it as the daemon would: other fds commands on the same store are answered by the server over the store\'s private socket, so fds keys, fds ingest and every query keep working while it runs, and the board follows the server\'s stream. Every /v1 request needs an API key (fds keys create) as Authorization: Bearer KEY, except GET /v1/health and GET /v1/openapi.json; each 2xx answer counts against the account\'s daily quota and carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset.',
        'A key whose plan lacks an endpoint (or the stream) gets 403 forbidden. --upgrade-url URL (else FDS_UPGRADE_URL, else the saved setting of fds config set upgradeUrl URL) names the page where a plan can be upgraded, and the message ends with Upgrade at URL; with none set the message links nowhere and tells the caller to ask the operator of the server for a key on the plan the endpoint needs.',
        'One line per request is logged on standard error. SIGINT or SIGTERM stops accepting connections, lets requests in flight finish, saves the quota counters, removes the socket and exits 0.',
        'POST /v1/mcp serves the assistant tools (Model Context Protocol) with the same keys, plans and daily quota; see fds-mcp(1).',
      ),
    },
    serveStateSection,
    ...replicaSections,
    {
      title: 'Quote feeds',
      body: para(
        'One quote bus per server holds the latest reading of each ticker. --feed replay (the default) replays the captured intraday ticks of the store (fds ingest ticks; the sample set has two synthetic sessions) as the clock reaches them; --speed N runs the replay N times faster and the whole server then follows the replay clock. --feed upstream relays another fds server\'s stream (--upstream URL --upstream-key KEY --upstream-tickers A,B), reconnecting with backoff and resubscribing; a dropped upstream never blanks the last good values. --feed none serves no intraday data.',
        `Plans decide the timing of quotes and stream frames: free has none (403, linking to the upgrade page when one is set), plus sees what the bus held ${DELAY_MS / 60_000} minutes earlier (delayed true), pro sees real time.`,
      ),
    },
    {
      title: 'Live stream',
      body: para(
        `${STREAM_PATH} is a WebSocket on the same host and port. The handshake is authenticated like any request, by Authorization: Bearer KEY or the api_key query parameter, and counts one request against the daily quota; frames are free. A missing or unknown key refuses the upgrade with 401, the free plan with 403. A plain HTTP GET of ${STREAM_PATH} (no WebSocket upgrade) answers 426 upgrade_required with an Upgrade: websocket header; other methods answer 405.`,
        `Client messages are JSON: {"action": "subscribe" | "unsubscribe", "tickers": [...]} with at most ${MAX_TICKERS_PER_MESSAGE} tickers per message. Subscribing sends the latest reading of each ticker at once; afterwards a frame is pushed whenever a subscribed ticker ticks. Frames are Quote objects (the fields of GET /v1/stocks/{ticker}/quote) with "type": "quote", evaluated when they are delivered (sessionDate, expectedSessionDate, stale, ageSeconds).`,
        `At most ${MAX_HELD_TICKERS} tickers are held per connection: a subscription beyond that rejects the extra tickers, each with an error frame naming it, while the others succeed. Quotes cover US listings only, so a non-US listing (MIC:TICKER, such as XLON:VOD) is refused with an error frame saying so and takes none of the ${MAX_HELD_TICKERS}; so is a ticker that is neither an active listing of the store nor on the bus. Problems arrive as {"type": "error", "ticker": ..., "message": ...} frames and never close the connection; a malformed message gets an error frame without a ticker. A slow reader never stalls the others: while its socket is backed up its frames are conflated to the newest reading per ticker. Idle connections are kept alive with pings; one that stops answering is closed.`,
      ),
    },
  ],
});

/** Every page of the manual: fds(1), one per top-level command, and fds-deploy(1). */
export async function manPages(): Promise<ManPage[]> {
  const program = buildProgram(() => undefined, await allRegisters());
  const extra = extraSections();
  return [
    mainPage(program),
    ...program.commands.map((cmd) => subcommandPage(cmd, [...(extra[cmd.name()] ?? []), ...(FAMILY_SECTIONS[cmd.name()] ?? [])])),
    deployPage(header),
  ];
}
