/**
 * Every fds command of README.md, run as written through the built CLI, in README order, in one sandbox
 * whose store the first command creates: a README command that fails is the first defect a new user meets.
 * Placeholders are filled from what earlier commands printed (PLACEHOLDERS below, the one place that says
 * how), the files the README names are written before the first command, and the server the README starts
 * serves the remote-mode lines after it. The deployment lines run against a real PostgreSQL started for
 * them, in place of the database the README names.
 */
import { execa, type ResultPromise } from 'execa';
import { zipSync } from 'fflate';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock';
import { openStore } from '../../src/store/open';
import { fixture, realFixture } from '../fixtures/ingest/helpers';
import { fiReportXml } from '../fixtures/ingest/fund-filings';
import { REGISTER_FILES } from '../fixtures/ingest/short-registers';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { parseExportLine, parseFdsLine, readmeFdsLines, type FdsCommand, type ReadmeLine } from './readme-commands';
import { BIN, NOW, ROOT, ensureBuilt, sandbox, type CliRun, type Sandbox } from './support';

const LINES = readmeFdsLines(readFileSync(join(ROOT, 'README.md'), 'utf8'));

let box: Sandbox;
/** The state database of the README's deployment lines, when it has any. */
let postgres: PostgresServer | undefined;
let stateUrl: string | undefined;

/** How the README names the PostgreSQL database of its deployment example. */
const README_STATE_URL = 'postgres://fds:PASSWORD@db.internal:5432/fds';

// ---------------------------------------------------------------------------------------------------------
// Placeholders

/** Where a placeholder's value comes from. */
type Source =
  /** The first answer (its JSON body) of a README command `from`; `setUp` is run when a line needs the value first. */
  | { kind: 'answer'; from?: string; setUp?: readonly string[]; pick(body: unknown): string | undefined }
  /** A value the test holds itself. */
  | { kind: 'known'; value(): string | undefined };

interface Placeholder {
  /** As the README writes it. */
  written: string;
  pattern: RegExp;
  /** Only in lines of this command: ID is a portfolio in `fds portfolio …` and a feed in `fds feeds …`. */
  within?: string;
  /** Filled as this shell variable (`$KEY`, `"$KEY"`) rather than in the text. */
  variable?: string;
  source: Source;
}

const id = (body: unknown) => (body as { id?: string }).id;

/**
 * Every placeholder the README's commands use. A line holding a placeholder that is not here fails, so a
 * new one cannot slip through untested.
 */
const PLACEHOLDERS: readonly Placeholder[] = [
  { written: 'ID', pattern: /\bID\b/g, within: 'portfolio', source: { kind: 'answer', from: 'portfolio create', pick: id } },
  // The only feeds before `fds ingest web-feed` are the sample's; the first one listed.
  { written: 'ID', pattern: /\bID\b/g, within: 'feeds', source: { kind: 'answer', from: 'feeds list', pick: (b) => (b as { data: { id: string }[] }).data[0]?.id } },
  // The first lot (10 AAPL bought 2026-01-05): the README closes 2 of them on 2026-06-01.
  { written: 'LOT', pattern: /\bLOT\b/g, source: { kind: 'answer', from: 'portfolio add', pick: id } },
  // The sample's 8-K of an executive departure at TSLA.
  {
    written: 'DOCUMENT_ID', pattern: /\bDOCUMENT_ID\b/g,
    source: { kind: 'answer', setUp: ['filings', 'list', '--ticker', 'TSLA', '--item-number', '5.02', '--json'], pick: (b) => (b as { data: { id: string }[] }).data[0]?.id },
  },
  // Shared before the README creates its organization: one is created for it.
  { written: 'ORG_ID', pattern: /\bORG_ID\b/g, source: { kind: 'answer', from: 'orgs create', setUp: ['orgs', 'create', 'readme-share', '--plan', 'pro'], pick: id } },
  {
    written: '<OCC>, <OCC symbol>', pattern: /<OCC(?: symbol)?>/g,
    source: { kind: 'answer', setUp: ['options', 'chain', 'AAPL', '--json'], pick: (b) => (b as { contracts: { occTicker: string }[] }).contracts[0]?.occTicker },
  },
  {
    written: '<date>', pattern: /<date>/g,
    source: { kind: 'answer', setUp: ['options', 'expirations', 'SPY'], pick: (b) => (b as { expirations: { expirationDate: string }[] }).expirations[0]?.expirationDate },
  },
  { written: '<id>', pattern: /<id>/g, source: { kind: 'answer', from: 'keys create', pick: id } },
  // A key of its own: the README revokes the one it prints.
  {
    written: '$KEY', pattern: /\$\{?KEY\b/g, variable: 'KEY',
    source: { kind: 'answer', setUp: ['keys', 'create', '--account', 'readme-remote', '--plan', 'pro'], pick: (b) => (b as { key?: string }).key },
  },
  // The README's example address of a server: the one its `fds serve` line started.
  { written: 'http://10.0.0.2:8080', pattern: /http:\/\/10\.0\.0\.2:8080/g, source: { kind: 'known', value: () => server?.url } },
  // The example port may be taken on a shared machine; the banner says the port chosen.
  { written: '--port 8080', pattern: /--port 8080\b/g, within: 'serve', source: { kind: 'known', value: () => '--port 0' } },
  // A replica listens on every interface in the README; loopback is enough here.
  { written: '--host 0.0.0.0', pattern: /--host 0\.0\.0\.0\b/g, within: 'serve', source: { kind: 'known', value: () => '--host 127.0.0.1' } },
  // The deployment's database: a real PostgreSQL started for this test.
  { written: README_STATE_URL, pattern: new RegExp(README_STATE_URL.replaceAll('.', '\\.'), 'g'), source: { kind: 'known', value: () => stateUrl } },
  // The deployment's shared captures directory, in the sandbox.
  { written: '/srv/fds/captures', pattern: /\/srv\/fds\/captures/g, source: { kind: 'known', value: () => join(box.dir, 'shared-captures') } },
];

/** Words that read as placeholders (the README's prose uses these), caught if the table left one unfilled. */
const PLACEHOLDER_WORD = /^(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|ID|LOT|KEY|URL|FILE|PATH|DATE|TICKER|N)$/;

const values = new Map<Placeholder, string>();

/** The command of an fds argv, after the global options and their values. */
function commandOf(words: readonly string[]): string {
  const rest = [...words];
  while (rest[0]?.startsWith('--')) {
    const option = rest.shift()!;
    if (['--db', '--remote', '--api-key'].includes(option)) rest.shift();
  }
  return rest.join(' ');
}

// A fresh RegExp: test() on the /g pattern itself would carry its lastIndex over to the next line.
const applies = (p: Placeholder, line: ReadmeLine) =>
  new RegExp(p.pattern.source).test(line.text) && (p.within === undefined || commandOf(line.words).split(' ')[0] === p.within);

/** The value of a placeholder a line needs, running its set-up command when no earlier line gave it. */
async function valueOf(p: Placeholder, line: ReadmeLine): Promise<string> {
  const known = p.source.kind === 'known' ? p.source.value() : values.get(p);
  if (known !== undefined) return known;
  if (p.source.kind === 'answer' && p.source.setUp !== undefined) {
    const run = await box.fds(p.source.setUp);
    expect(run.exitCode, `set-up for ${p.written}: fds ${p.source.setUp.join(' ')}\n${run.stderr}`).toBe(0);
    const value = pickFrom(p, run.stdout);
    values.set(p, value);
    return value;
  }
  throw new Error(`README.md:${line.lineNo}: ${line.text}\nneeds ${p.written}, which no earlier line gave`);
}

function pickFrom(p: Placeholder, stdout: string): string {
  if (p.source.kind !== 'answer') throw new Error(`${p.written} is not read from an answer`);
  const value = p.source.pick(JSON.parse(stdout));
  if (value === undefined || value === '') throw new Error(`${p.written}: not found in ${stdout.slice(0, 500)}`);
  return value;
}

/** The line with its placeholders filled, and the values of its shell variables. */
async function fill(line: ReadmeLine): Promise<{ text: string; variables: Map<string, string> }> {
  let text = line.text;
  const variables = new Map<string, string>();
  for (const p of PLACEHOLDERS.filter((q) => applies(q, line))) {
    const value = await valueOf(p, line);
    if (p.variable !== undefined) variables.set(p.variable, value);
    else text = text.replace(p.pattern, value);
  }
  return { text, variables };
}

/** Keeps the first answer of a README command that gives a placeholder. */
function capture(line: ReadmeLine, stdout: string): void {
  const command = commandOf(line.words);
  for (const p of PLACEHOLDERS) {
    if (p.source.kind === 'answer' && p.source.from !== undefined && !values.has(p) && `${command} `.startsWith(`${p.source.from} `)) {
      values.set(p, pickFrom(p, stdout));
    }
  }
}

/** Words of a filled line that still read as placeholders: the table does not know them. */
function placeholdersLeft(command: FdsCommand): string[] {
  return [...command.argv, ...Object.values(command.env)].filter((word) => /<[^>]*>/.test(word) || PLACEHOLDER_WORD.test(word));
}

// ---------------------------------------------------------------------------------------------------------
// The server the README starts

interface RunningServer {
  child: ResultPromise;
  url: string;
  line: ReadmeLine;
}

let server: RunningServer | undefined;
/** Servers the README left running while it started another (`fds serve … &`, then a replica). */
const alsoRunning: RunningServer[] = [];

/** Resolves with the server's URL once its banner on stderr says it listens; fails if it exits first. */
function listening(child: ResultPromise, line: ReadmeLine): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(stderr)?.[1];
      if (url !== undefined) resolveUrl(url);
    });
    void child.then((result) => reject(new Error(`README.md:${line.lineNo}: ${line.text}\nexit code ${result.exitCode} before it listened\nstderr:\n${stderr}`)));
  });
}

async function startServer(line: ReadmeLine, command: FdsCommand): Promise<void> {
  const child = execa('node', [BIN, ...command.argv], { cwd: box.dir, env: { ...box.env, ...command.env }, reject: false });
  const started = { child, url: await listening(child, line), line };
  if (server !== undefined) alsoRunning.push(server);
  server = started;
}

/** SIGTERM is how the README's Ctrl-C reaches the server: it must stop cleanly. */
async function stopServer(): Promise<void> {
  if (server === undefined) return;
  const { child, line } = server;
  server = alsoRunning.pop();
  child.kill('SIGTERM');
  const result = await child;
  expect(result.exitCode, `README.md:${line.lineNo}: ${line.text}\nstopped with SIGTERM: exit code ${result.exitCode}\nstderr:\n${String(result.stderr)}`).toBe(0);
}

/** The block whose `fds config set remote` makes the server every later command's default. */
const REMOTE_BLOCK = LINES.find((line) => commandOf(line.words).startsWith('config set remote'))?.block;
const endsRemoteBlock = (line: ReadmeLine, index: number) => line.block === REMOTE_BLOCK && LINES[index + 1]?.block !== REMOTE_BLOCK;

/**
 * After the remote-mode block the saved settings go, so later lines use the local store as the README
 * means; and the server stops, as a reader stops it with Ctrl-C: `fds daemon stop`, further down, refuses
 * (exit 6) while fds serve holds the store.
 */
async function leaveRemoteMode(): Promise<void> {
  const config = join(box.env.FDS_CONFIG_DIR!, 'config.json');
  expect(existsSync(config), 'fds config set saved its settings in the sandbox').toBe(true);
  rmSync(config);
  await stopServer();
}

// ---------------------------------------------------------------------------------------------------------
// Running a line

const failure = (line: ReadmeLine, run: CliRun) => `README.md:${line.lineNo}: ${line.text}\nexit code ${run.exitCode}\nstderr:\n${run.stderr}`;

async function runLine(line: ReadmeLine): Promise<void> {
  const { text, variables } = await fill(line);
  if (line.exports !== undefined) {
    // The shell keeps an exported variable for every later line: so does the sandbox.
    Object.assign(box.env, parseExportLine(text, { variable: (name) => variables.get(name), home: box.dir }));
    return;
  }
  const command = parseFdsLine(text, { variable: (name) => variables.get(name), home: box.dir });
  expect(placeholdersLeft(command), `README.md:${line.lineNo}: ${line.text}\nplaceholders the README test does not know: add them to PLACEHOLDERS`).toEqual([]);
  if (commandOf(command.argv).startsWith('serve')) {
    await startServer(line, command);
    return;
  }
  // A pipe's reader (jq) is not fds and is not run: the line's fds command is what is under test.
  const run = await box.fds(command.argv, command.env);
  expect(run.exitCode, failure(line, run)).toBe(0);
  if (command.stdoutTo !== undefined) writeFileSync(resolve(box.dir, command.stdoutTo), run.stdout);
  capture(line, run.stdout);
}

// ---------------------------------------------------------------------------------------------------------
// The files the README names

/** Five sessions of bars of a ticker from one formula, so every layout below holds consistent prices. */
function bars(ticker: string, base: number, firstDay: number) {
  return [0, 1, 2, 3, 4].map((i) => {
    const open = base + i;
    return { ticker, date: `2026-11-${String(firstDay + i).padStart(2, '0')}`, open, high: open + 2, low: open - 1, close: open + 1, volume: 1_000_000 + 1000 * i };
  });
}

const csv = (header: string, rows: readonly string[], eol = '\n') => [header, ...rows].join(eol) + eol;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** `fds ingest prices bars-2026.csv more-bars.parquet`: canonical columns, the Parquet one written by DuckDB. */
async function writeCanonicalBars(dir: string): Promise<void> {
  const canonical = (rows: ReturnType<typeof bars>) =>
    csv('ticker,date,open,high,low,close,volume', rows.map((b) => [b.ticker, b.date, b.open, b.high, b.low, b.close, b.volume].join(',')));
  writeFileSync(join(dir, 'bars-2026.csv'), canonical([...bars('AAPL', 230, 16), ...bars('MSFT', 410, 16)]));
  const source = join(dir, 'nvda-bars.csv');
  writeFileSync(source, canonical(bars('NVDA', 180, 16)));
  const duckdb = await openStore({ path: ':memory:', clock: fixedClock(NOW), sample: false });
  try {
    await duckdb.run(`COPY (SELECT * FROM read_csv('${source}')) TO '${join(dir, 'more-bars.parquet')}' (FORMAT parquet)`);
  } finally {
    duckdb.close();
  }
  rmSync(source);
}

/** The downloads of the README, each in its publisher's layout (fds ingest prices --help). */
function writePriceDownloads(dir: string): void {
  const yahoo = bars('AAPL', 225, 9).map((b) => [b.date, b.open, b.high, b.low, b.close, b.close, b.volume].join(','));
  write(dir, 'Downloads/AAPL.csv', csv('Date,Open,High,Low,Close,Adj Close,Volume', yahoo));
  // Nasdaq writes US dates, dollar signs, newest first.
  const nasdaq = bars('MSFT', 405, 9).reverse().map((b) => [usDate(b.date), `$${b.close}`, b.volume, `$${b.open}`, `$${b.high}`, `$${b.low}`].join(','));
  write(dir, 'HistoricalData_1718.csv', csv('Date,Close/Last,Volume,Open,High,Low', nasdaq));
  for (const [ticker, base] of [['AAPL', 220], ['MSFT', 400]] as const) {
    const stooq = bars(ticker, base, 2).map((b) => [b.date, b.open, b.high, b.low, b.close, b.volume, 0].join(','));
    write(dir, `stooq/daily/us/${ticker.toLowerCase()}.us.txt`, csv('Date,Open,High,Low,Close,Volume,OpenInt', stooq));
  }
}

/** Dividends, splits and ticks in the canonical columns of fds-ingest(1). */
function writeCanonicalFiles(dir: string): void {
  write(dir, 'dividends.json', JSON.stringify([{ ticker: 'AAPL', ex_date: '2026-11-10', amount: 0.26, currency: 'USD' }]));
  write(dir, 'splits.csv', csv('ticker,effective_date,numerator,denominator', ['NVDA,2026-06-10,10,1']));
  write(dir, 'ticks.csv', csv('ticker,ts,price,bid,ask,size', [
    'AAPL,2026-11-20T14:30:00.250Z,233.10,233.05,233.15,100',
    'AAPL,2026-11-20T14:30:01.500Z,233.20,233.15,233.25,200',
    'MSFT,2026-11-20T14:30:00.750Z,414.40,414.35,414.45,50',
  ]));
  write(dir, 'snapshots.csv', csv(
    'observed_at,underlying,expiration_date,occ_symbol,contract_type,exercise_style,strike_price,shares_per_contract,active,snapshot_date,day_close,day_volume,open_interest,bid_price,ask_price',
    ['2026-11-20T21:15:00Z,NVDA,2026-12-18,NVDA261218C00185000,call,american,185,100,true,2026-11-20,4.1,1200,5300,4.0,4.2',
      '2026-11-20T21:15:00Z,NVDA,2026-12-18,NVDA261218P00185000,put,american,185,100,true,2026-11-20,2.9,900,4100,2.8,3.0'],
  ));
  write(dir, 'meetings.csv', csv('meeting_date,end_date,title,center,catalyst_type,source_url', [
    '2026-12-10,2026-12-11,"Cellular, Tissue, and Gene Therapies Advisory Committee",CBER,AdvisoryCommittee,https://www.fda.gov/advisory-committees/advisory-committee-calendar',
  ]));
  write(dir, 'result.json', JSON.stringify({
    feed: { id: 'b3e0c1d2-0000-4000-8000-000000000001', account: 'local', name: 'Rates page', schedule: 'daily 06:00 America/New_York', accessMode: 'public' },
    runs: [{
      runId: 'rates-2026-11-20', state: 'Succeeded', startedAt: '2026-11-20T11:00:00Z', completedAt: '2026-11-20T11:00:40Z', verified: true,
      result: { normalizedData: { nothingStated: false, shared: { currency: 'USD' }, rows: [{ term: '1M', rate: 4.21 }] }, data: { rates: [['1M', '4.21']] }, sources: [{ url: 'https://example.org/rates' }] },
    }],
  }));
}

/**
 * The publishers' files: the real ones of the shared fixtures where they exist, else small files in the
 * published layout (fds-ingest(1)).
 */
function writePublishedFiles(dir: string): void {
  copyFileSync(realFixture('cboe-vix-history/VIX_History.csv'), join(dir, 'VIX_History.csv'));
  copyFileSync(realFixture('cboe-put-call-ratio/totalpc.csv'), join(dir, 'totalpc.csv'));
  const disclaimer = readFileSync(realFixture('cboe-put-call-ratio/totalpc.csv'), 'utf8').split('\r\n')[0]!;
  write(dir, 'equitypc.csv', csv(disclaimer, [', PRODUCT: EQUITY,,EXCHANGE: Cboe,', 'DATE,CALLS,PUTS,TOTAL,P/C Ratio', '11/1/2006,1012345,612345,1624690,0.60', '11/2/2006,998765,701234,1699999,0.70'], '\r\n'));
  const annual = realFixture('cftc-cot-legacy-futures/annual.txt');
  copyFileSync(annual, join(dir, 'annual.txt'));
  // The CFTC's yearly archive holds annual.txt.
  writeFileSync(join(dir, 'deacot2025.zip'), zipSync({ 'annual.txt': readFileSync(annual) }));
  copyFileSync(realFixture('fred-csv/DGS10.csv'), join(dir, 'fredgraph.csv'));
  write(dir, 'DGS10.json', fredApiBody([['2026-11-16', '4.12'], ['2026-11-17', '4.15'], ['2026-11-18', '.'], ['2026-11-19', '4.09']]));
  copyFileSync(realFixture('ecb-eurofxref/eurofxref-hist.csv'), join(dir, 'eurofxref-hist.csv'));
  copyFileSync(realFixture('daily-ohlcv/MSFT.csv'), join(dir, 'msft.csv'));
  mkdirSync(join(dir, 'form4'), { recursive: true });
  copyFileSync(realFixture('sec-form4/form4-rule10b5one-checked.xml'), join(dir, 'form4', 'bros-2025-02-27.xml'));
  copyFileSync(realFixture('sec-form144/apple.144.xml'), join(dir, 'apple.144.xml'));
  write(dir, 'insynsregistret.csv', csv(
    'Publiceringsdatum;Emittent;LEI-kod;Anmälningsskyldig;Person i ledande ställning;Befattning;Närstående;Korrigering;Beskrivning av korrigering;Är förstagångsrapportering;Är kopplad till aktieprogram;Karaktär;Instrumenttyp;Instrumentnamn;ISIN;Transaktionsdatum;Volym;Volymsenhet;Pris;Valuta;Handelsplats;Status',
    ['2026-11-18 08:31:12;Hennes & Mauritz AB;529900O5RR7R39FRDM42;Eva Lund;Eva Lund;Styrelseledamot/suppleant;Nej;Nej;;Nej;Nej;Förvärv;Aktie;Hennes & Mauritz AB, H & M ser. B;SE0000106270;2026-11-17 00:00:00;4 000;Antal;149,6959;SEK;NASDAQ STOCKHOLM AB;Aktuell'],
  ));
  copyFileSync(realFixture('invesco-etf-holdings/QQQ_holdings.csv'), join(dir, 'QQQ_holdings.csv'));
  copyFileSync(realFixture('sec-xbrl-companyfacts/CIK0001835632.json'), join(dir, 'CIK0001835632.json'));
  // SEC's company_tickers.json: one object per link, keyed by its position.
  write(dir, 'company_tickers.json', JSON.stringify({
    0: { cik_str: 1835632, ticker: 'MRVL', title: 'Marvell Technology, Inc.' },
    1: { cik_str: 320193, ticker: 'AAPL', title: 'Apple Inc.' },
  }));
  // SEC's company_tickers_mf.json: a fields header, then one row per share class.
  write(dir, 'company_tickers_mf.json', JSON.stringify({ fields: ['cik', 'seriesId', 'classId', 'symbol'], data: [[1100663, 'S000004354', 'C000012084', 'SOXX']] }));
  copyFileSync(realFixture('finra-short-volume/CNMSshvol20260730.txt'), join(dir, 'CNMSshvol20260730.txt'));
  copyFileSync(realFixture('finra-short-interest-file/shrt20260715.csv'), join(dir, 'shrt20260715.csv'));
  copyFileSync(realFixture('finra-otc-ats-weekly/weeklySummary_ATS_W_SMBL_T1_AAPL.json'), join(dir, 'weeklySummary_ATS_W_SMBL_T1_AAPL.json'));
  copyFileSync(realFixture('sec-form-adv/ia-sample-2022-04.csv'), join(dir, 'ia-2022-04.csv'));
  copyFileSync(realFixture('congress-legislators-csv/legislators-current.csv'), join(dir, 'legislators-current.csv'));
  copyFileSync(realFixture('sec-ncen/ncen-0001410368-26-010921-primary_doc.xml'), join(dir, 'ncen-0001410368-26-010921-2026-02-12.xml'));
  // FI's quarterly zip holds one report per fund; unpacked, it is a folder of them.
  write(dir, 'fondinnehav-2026Q3/51066.xml', fiReportXml({ periodEnd: '2026-09-30', positions: [{}] }));
  write(dir, 'fondinnehav-2026Q3/51067.xml', fiReportXml({ institute: '51067', fundName: 'Exempel Globalfond', periodEnd: '2026-09-30', positions: [{ quantity: '20000', value: '5000000', percent: '0.4' }] }));
  // The SEC distributes each half-month of fails as a zip holding its .txt.
  writeFileSync(join(dir, 'cnsfails202009a.zip'), zipSync({ 'cnsfails202009a.txt': readFileSync(realFixture('sec-fails-to-deliver/cnsfails202009a.txt')) }));
  copyFileSync(realFixture('short-positions-afm-nl/nettoshortpositiesactueel.csv'), join(dir, 'nettoshortpositiesactueel.csv'));
  copyFileSync(realFixture('short-positions-fsma-be/de-shortselling.csv'), join(dir, 'de-shortselling.csv'));
  copyFileSync(realFixture('short-positions-fca-uk/short-positions-daily-update.csv'), join(dir, 'short-positions-daily-update.csv'));
  write(dir, 'export-amf.csv', csv(
    'Detenteur de la position courte nette;Legal Entity Identifier detenteur;Emetteur / issuer;Ratio;code ISIN;Date de debut position;Date de debut de publication position;Date de fin de publication position',
    ['Example Fund LLP;;TOTALENERGIES SE;0,62;FR0000120271;2026-11-17;2026-11-18;'],
  ));
  for (const register of REGISTER_FILES) write(dir, register.name, register.content);
  write(dir, 'submissions/CIK0001835632.json', readFileSync(realFixture('sec-submissions-json/CIK0001835632.json'), 'utf8'));
  copyFileSync(realFixture('sec-10k/Apple.10-K.html'), join(dir, '0000320193-24-000123-2024-11-01.htm'));
  copyFileSync(fixture('buyback-programs.json'), join(dir, 'buyback-programs.json'));
  copyFileSync(fixture('atm-programs.json'), join(dir, 'atm-programs.json'));
  // A Microsoft 8-K in inline XBRL, named by its accession and filing date as the README's line names it.
  write(dir, '0001193125-26-000123-2026-05-01.htm', '<html><body><div style="display:none"><ix:header><ix:hidden>'
    + '<ix:nonNumeric name="dei:DocumentType" contextRef="c">8-K</ix:nonNumeric><ix:nonNumeric name="dei:EntityCentralIndexKey" contextRef="c">0000789019</ix:nonNumeric>'
    + '<ix:nonNumeric name="dei:TradingSymbol" contextRef="c">MSFT</ix:nonNumeric></ix:hidden></ix:header></div>'
    + '<p>On April 28, 2026, our Board of Directors approved a share repurchase program of up to $75.0 billion of our common stock.</p></body></html>');
  copyFileSync(realFixture('sec-10k/Apple.10-K.html'), join(dir, 'aapl-20240928.htm'));
  copyFileSync(fixture('supply-chain-statements.json'), join(dir, 'supply-chain-statements.json'));
  copyFileSync(realFixture('sec-edgar-index/form.20200318.idx'), join(dir, 'form.20200318.idx'));
  copyFileSync(fixture('registration-terms.json'), join(dir, 'registration-terms.json'));
  // A 424B4 in EDGAR's folder layout would name its filer; the README's line names a file in the working
  // directory, so this copy carries a submission header instead.
  write(dir, '0001104659-24-108432-2024-10-11.htm', ['<SEC-HEADER>', 'CENTRAL INDEX KEY:\t\t\t0001999301', '</SEC-HEADER>', readFileSync(realFixture('sec-424b4/camp4_424b4.htm'), 'latin1')].join('\n'));
  copyFileSync(fixture('earnings/xmpl-q4-2026.json'), join(dir, 'xmpl-q4-2026.json'));
  copyFileSync(fixture('earnings/XMPL_q3_2026.txt'), join(dir, 'XMPL_q3_2026.txt'));
}

/** The body of FRED's fred/series/observations (file_type=json), as the real fixture of that request is laid out. */
function fredApiBody(observations: readonly (readonly [string, string])[]): string {
  const realtime = { realtime_start: '2026-11-20', realtime_end: '2026-11-20' };
  return JSON.stringify({
    ...realtime, observation_start: observations[0]![0], observation_end: observations.at(-1)![0], units: 'lin', output_type: 1, file_type: 'json',
    order_by: 'observation_date', sort_order: 'asc', count: observations.length, offset: 0, limit: 100000,
    observations: observations.map(([date, value]) => ({ ...realtime, date, value })),
  });
}

function write(dir: string, relative: string, content: string): void {
  const path = join(dir, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

// ---------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  // `~` in the README is the sandbox's home.
  box.env.HOME = box.dir;
  await writeCanonicalBars(box.dir);
  writePriceDownloads(box.dir);
  writeCanonicalFiles(box.dir);
  writePublishedFiles(box.dir);
  if (LINES.some((line) => line.text.includes(README_STATE_URL))) {
    postgres = await startPostgres();
    stateUrl = await postgres.database('readme_state');
  }
}, 180_000);

afterAll(async () => {
  for (const running of [server, ...alsoRunning]) {
    if (running === undefined) continue;
    running.child.kill('SIGTERM');
    await running.child;
  }
  (box as Sandbox | undefined)?.remove();
  await postgres?.stop();
});

describe('reading a README line as a shell would', () => {
  const expansion = { variable: (name: string) => (name === 'KEY' ? 'fds_k' : undefined), home: '/home/u' };

  it.each<[string, FdsCommand]>([
    ['fds portfolio edit ID LOT --note "rolled"', { env: {}, argv: ['portfolio', 'edit', 'ID', 'LOT', '--note', 'rolled'] }],
    ['fds --remote http://h:1 --api-key "$KEY" prices AAPL', { env: {}, argv: ['--remote', 'http://h:1', '--api-key', 'fds_k', 'prices', 'AAPL'] }],
    ['FDS_BASE_URL=http://h:1 FDS_API_KEY=$KEY fds market status', { env: { FDS_BASE_URL: 'http://h:1', FDS_API_KEY: 'fds_k' }, argv: ['market', 'status'] }],
    ["fds prices AAPL --json | jq '.data[0]'", { env: {}, argv: ['prices', 'AAPL', '--json'], pipedInto: 'jq .data[0]' }],
    ['fds prices AAPL --csv > aapl.csv', { env: {}, argv: ['prices', 'AAPL', '--csv'], stdoutTo: 'aapl.csv' }],
    ['fds ingest prices ~/Downloads/AAPL.csv', { env: {}, argv: ['ingest', 'prices', '/home/u/Downloads/AAPL.csv'] }],
    ['npm install && npx fds prices AAPL', { env: {}, argv: ['prices', 'AAPL'] }],
    ['fds serve --port 8080 &   # left running', { env: {}, argv: ['serve', '--port', '8080'], background: true }],
    [`fds x 'a $KEY # b' "c \\"d\\"" e\\ f`, { env: {}, argv: ['x', 'a $KEY # b', 'c "d"', 'e f'] }],
  ])('%s', (line, expected) => expect(parseFdsLine(line, expansion)).toEqual(expected));

  it('takes the fds lines of ```sh blocks, without their comments', () => {
    const markdown = ['```sh', 'fds prices AAPL   # newest bars', 'npm test', '# a note', '```', '```', 'fds not-sh', '```', '```sh', 'curl http://h/v1/health', 'fds quote AAPL', '```'];
    expect(readmeFdsLines(markdown.join('\n'))).toEqual([
      { lineNo: 2, text: 'fds prices AAPL', block: 0, words: ['prices', 'AAPL'] },
      { lineNo: 11, text: 'fds quote AAPL', block: 1, words: ['quote', 'AAPL'] },
    ]);
  });

  it('reads an export line as the variables it sets for the lines after it', () => {
    expect(readmeFdsLines('```sh\nexport FDS_STATE_URL=postgres://h/db   # shared\nfds state migrate\n```')).toEqual([
      { lineNo: 2, text: 'export FDS_STATE_URL=postgres://h/db', block: 0, words: [], exports: ['FDS_STATE_URL'] },
      { lineNo: 3, text: 'fds state migrate', block: 0, words: ['state', 'migrate'] },
    ]);
    expect(parseExportLine('export A=1 B="$KEY"', expansion)).toEqual({ A: '1', B: 'fds_k' });
  });

  it('refuses what it cannot run as written: another program, a variable without a value', () => {
    expect(() => readmeFdsLines('```sh\nsudo fds init\n```')).toThrow("a line of 'sudo'");
    expect(() => readmeFdsLines('```sh\nexport fds\n```')).toThrow('export takes NAME=value words only');
    expect(() => parseFdsLine('fds serve & fds quote AAPL', expansion)).toThrow("'&' is not understood");
    expect(() => parseFdsLine('fds keys revoke $KEY_ID', expansion)).toThrow('$KEY_ID has no value');
  });

  it('finds the placeholders the table does not know', () => {
    expect(placeholdersLeft(parseFdsLine('fds feeds show FEED_ID --at <instant>', expansion))).toEqual(['FEED_ID', '<instant>']);
    // ID means something only in the families the table names.
    expect(placeholdersLeft(parseFdsLine('fds keys revoke ID', expansion))).toEqual(['ID']);
  });
});

describe('README.md: every fds command, as written, in order, exits 0', () => {
  LINES.forEach((line, index) => {
    it(`README.md:${line.lineNo} ${line.text}`, () => runLine(line), 120_000);
    if (endsRemoteBlock(line, index)) it('after the remote-mode block: its saved settings removed, the server stopped by SIGTERM with exit 0', leaveRemoteMode, 60_000);
  });
  // Servers still running at the end (the deployment's, or the one without a remote-mode block) stop cleanly.
  it('every server the README left running stops by SIGTERM with exit 0', async () => {
    while (server !== undefined) await stopServer();
  }, 60_000);
});
