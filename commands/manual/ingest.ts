/**
 * The ingest sections of fds-ingest(1), from what the ingest code declares: the file formats, the
 * canonical columns of each dataset, the price downloads it recognises, and each publisher's layout. The
 * prose shared with `fds ingest --help` comes from `../ingest-prose.ts`.
 */
import { columnTypeLabels, datasets, DATASET_NAMES, DOWNLOAD_LAYOUTS, formatExtensions, IMPORTERS, type DownloadLayout } from '../../src/store/ingest/index';
import { BAR_PROSE, DOWNLOADS_PROSE, FILES_PROSE, REFUSAL_PROSE, TICKER_PROSE } from '../ingest-prose';
import { shortRegisterImporters } from '../../src/store/ingest/importers/short-positions';
import { SAMPLE_KEY_KINDS, SAMPLE_KINDS, type SampleKeyKind } from '../../src/store/sample-keys';
import { esc, para, terms, type Section } from './roff';

function formats(): string {
  return terms(Object.entries(formatExtensions).map(([format, extensions]) => [format.toUpperCase(), `Files ending in ${extensions.join(', ')}.`] as const));
}

function canonicalColumns(): string {
  const rules = para(
    'Column names match in any case and any order; every column of the file must belong to the dataset and appear once, and every required column must be present (a prices file may leave out ticker when it holds one ticker, see PRICE DOWNLOADS). Each file is loaded in one transaction: a file with a bad value, a missing column or an unreadable format is refused whole with exit 2 and the store is left unchanged. Every stored row records its source file and capture time.',
    BAR_PROSE,
  );
  const layouts = DATASET_NAMES.map((name) => {
    const layout = datasets[name];
    const columns = layout.columns.map(
      (c) => `.TP\n.B ${esc(c.name)}\n${esc(`${c.required ? 'Required' : 'Optional'}; ${columnTypeLabels[c.type]}. ${c.description}`)}`,
    );
    const key = `A row is identified by ticker and ${layout.key.join(' and ')}: a row whose key is stored already is skipped, so ingesting the same file twice adds nothing.`;
    return [`.SS ${esc(name)}`, esc(layout.description), '.PP', esc(key), ...columns].join('\n');
  });
  return `${rules}\n${layouts.join('\n')}`;
}

function priceDownloads(): string {
  // `\:` after each comma lets troff break a long header line there without printing anything.
  const header = (d: DownloadLayout): string => d.columns.map((c) => esc(c.header)).join(',\\:');
  const layouts = DOWNLOAD_LAYOUTS.map((d) => `.TP\n.B ${esc(d.title)} (${esc(d.name)})\n${header(d)}: ${esc(d.manual)}`);
  return [para(DOWNLOADS_PROSE), ...layouts, '.PP', para(TICKER_PROSE)].join('\n');
}

function publishedLayouts(): string {
  const rules = para(
    'These datasets read the files their publishers distribute, in the publisher\'s own layout, with the same guarantees as the canonical datasets: each file is loaded whole in one transaction or refused with exit 2 and a message naming the file and every bad value found, each with its line (or, in a JSON file, its place), column and value as written, leaving the store unchanged; ingesting a file again adds nothing; every row records its source file and capture time.',
  );
  const published = IMPORTERS.map((importer) => [`.SS ${esc(importer.name)}`, esc(`${importer.description}.`), '.PP', para(importer.manual)].join('\n'));
  return `${rules}\n${published.join('\n')}`;
}

/** What each kind of key names, and the datasets whose files replace it (none: no file format does yet). */
const KEYS: Readonly<Record<SampleKeyKind, { names: string; by: string | null }>> = {
  listing: { names: 'A ticker', by: 'prices, dividends, splits, ticks and options files' },
  vix: { names: 'The VIX series', by: 'vix files' },
  'put-call': { names: 'A put/call type', by: 'put-call files' },
  'fred-series': { names: 'A FRED series', by: 'fred files' },
  'fred-calendar': { names: 'The FRED release calendar', by: null },
  'cftc-market': { names: 'A CFTC market code', by: 'cftc files' },
  'fx-currency': { names: 'A currency', by: 'fx-rates files' },
  'fda-catalysts': { names: 'The advisory-committee meetings', by: 'fda-catalysts files' },
  'web-feed': { names: 'A web data feed', by: 'web-feed files' },
  'insider-ticker': { names: "A listing's insider filings", by: 'form4 files' },
  'insider-issuer': { names: "A listing's issuer record (share count, class)", by: null },
  'proposed-sales': { names: "A listing's Form 144 notices", by: 'form144 files' },
  'se-insider-isin': { names: 'An ISIN in the Swedish insider register', by: 'fi-insiders files' },
  'index-fund': { names: 'A tracking fund (IVV, QQQ, …)', by: 'index-holdings files' },
  'company-facts': { names: 'A company, by SEC CIK', by: 'company-facts files' },
  'sec-tickers': { names: "A ticker's link to its SEC CIK", by: 'sec-tickers files naming the ticker or its CIK' },
  'short-volume': { names: "A listing's daily short volume", by: 'finra-short-volume files' },
  'short-interest': { names: "A listing's short interest", by: 'finra-short-interest files' },
  'off-exchange': { names: "A listing's weekly off-exchange volume", by: 'finra-off-exchange files' },
  'fails-to-deliver': { names: "A listing's fails-to-deliver", by: 'sec-ftd files' },
  'ftd-coverage': { names: 'The fails-to-deliver coverage spans', by: 'any sec-ftd file' },
  'buyback-programs': { names: "A listing's buyback program records", by: 'buyback-programs files naming the ticker' },
  'atm-programs': { names: "A listing's at-the-market program records", by: 'atm-programs files naming the ticker' },
  'short-register': {
    names: 'A European short-selling register (AMF-France, AFM-Netherlands-Current, …)',
    by: `the files of that register (${shortRegisterImporters.map((importer) => importer.name).join(', ')}); a register not ingested yet stays synthetic`,
  },
  'investment-adviser': { names: 'An investment adviser, by CRD number', by: 'sec-form-adv files naming the CRD' },
  'fund-series': { names: 'A fund series, by SEC series id', by: 'sec-nport-p filings of the series' },
  'fund-ncen-registrant': { names: "A registrant's N-CEN filings, by its CIK as filed", by: 'sec-ncen filings of the registrant' },
  'se-fund-quarter': { names: "A quarter of Finansinspektionen's fund holdings, by quarter-end date", by: 'fi-fund-holdings reports of any fund for the quarter' },
  'supply-chain': { names: 'The supply-chain statements and the annual reports they come from, as one graph', by: 'any sec-10k or supply-chain-statements file' },
  congress: { names: 'The congressional set: members, disclosure filings, trades and net-worth bands, as one whole', by: 'any congress-legislators, congress-senate-ptr, congress-house-fd-index, congress-house-ptr or congress-annual-report file' },
  registration: { names: 'A registration (IPO), by its filer\'s CIK', by: 'edgar-form-index and registration-terms files naming the CIK' },
  earnings: { names: "A company's investor events (with their guidance, transcripts, corrections and briefs), by ticker", by: 'earnings-event and transcript files naming the ticker' },
  filings: { names: "A company's stored documents (filings, transcripts, news), by ticker", by: 'filing files of the company, and documents other importers store for it' },
  '13f-quarter': { names: "A 13F filer's quarter (its filings, entries and counted positions), by filer CIK and report date", by: 'sec-13f filings of the filer and quarter' },
  'cusip-listing': { names: 'A CUSIP\'s listing', by: 'cusip-map files naming the CUSIP' },
  industry: { names: "A company's SEC industry classification (SIC), by CIK", by: 'sec-submissions files of the company' },
};

function sampleReplacement(): string {
  const intro = para(
    'Real data replaces the synthetic sample data, never mixes with it. The sample is keyed as below; a file that brings rows for a key the sample still holds removes every synthetic row of that key, in the tables listed, in the same transaction as its own rows, and its report lists them (replacedSample: table, key, rows; for people, "replaced 780 synthetic AAPL bars"). A key is never part synthetic, part real, and a refused file replaces nothing. Ingesting the same file again replaces and adds nothing. fds store info lists what is still synthetic.',
  );
  const kinds = SAMPLE_KEY_KINDS.map((kind) => {
    const { names, by } = KEYS[kind];
    const rows = SAMPLE_KINDS[kind].tables.map((t) => t.noun).join(', ');
    return [names, by === null ? `its ${rows}: generated from the publishers' rules; no file format replaces them yet, so answers from them always say they are synthetic.` : `its ${rows}, replaced by ${by}.`] as const;
  });
  return `${intro}\n${terms(kinds)}`;
}

export function ingestSections(): Section[] {
  return [
    { title: 'Synthetic sample data replaced', body: sampleReplacement() },
    { title: 'File formats', body: formats() },
    { title: 'Files and folders', body: para(FILES_PROSE) },
    { title: 'Canonical columns', body: canonicalColumns() },
    { title: 'Price downloads', body: priceDownloads() },
    { title: 'Refusals', body: para(REFUSAL_PROSE) },
    { title: 'Published layouts', body: publishedLayouts() },
  ];
}
