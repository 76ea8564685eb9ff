/**
 * Collect, then render: a command's body goes to exactly one of these. `json` is the /v1 body byte for
 * byte; `ndjson` and `csv` carry the rows `rowsOf` finds (or a view's own rows, such as a portfolio's positions); `table` is for people (loaded only when used, so
 * machine output never pays for cli-table3).
 */
import { sampleNotice } from '../src/client/engine';
import type { CommandResult } from './context';
import { portfolioRows } from './portfolio-rows';
import type { HumanView } from './planned';
import type { TableOptions } from './render-table';
import type { Terminal } from './terminal';
import { wrap } from './wrap';

type Row = Record<string, unknown>;

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

const isRecordList = (value: unknown): value is Row[] => Array.isArray(value) && value.length > 0 && value.every(isRecord);

/**
 * The rows a body carries: its `data` array; else its one field that is a list of records (an option
 * chain's `contracts`), since those are what a spreadsheet or a line-per-row consumer wants, the other
 * fields being the list's context; an object with neither is a single row.
 */
export function rowsOf(body: unknown): Row[] {
  const items = Array.isArray(body) ? body : isRecord(body) ? recordRows(body) : [body];
  return items.map((item) => (isRecord(item) ? item : { value: item }));
}

function recordRows(body: Row): unknown[] {
  if (Array.isArray(body.data)) return body.data as unknown[];
  const lists = Object.values(body).filter(isRecordList);
  return lists.length === 1 ? lists[0]! : [body];
}

export function renderJson(body: unknown): string {
  return `${JSON.stringify(body)}\n`;
}

export function renderNdjson(body: unknown, rows: Row[] = rowsOf(body)): string {
  return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
}

/** Columns in the order keys are first seen, so a field absent from the first row still gets a column. */
export function columnsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** A field as text: nothing for null, JSON for objects and arrays, the plain value otherwise. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

function csvField(value: unknown): string {
  const text = fieldText(value);
  // RFC 4180: a field with a comma, a quote or a line break is quoted, and quotes inside are doubled.
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function renderCsv(body: unknown, rows: Row[] = rowsOf(body)): string {
  const columns = columnsOf(rows);
  if (columns.length === 0) return '';
  const lines = [columns.map(csvField).join(','), ...rows.map((row) => columns.map((c) => csvField(row[c])).join(','))];
  return `${lines.join('\n')}\n`;
}

/**
 * The machine rows of a view whose body is not a list: a view missing here prints the body's own rows.
 * A function answers null for a body it does not recognise.
 */
const viewRows: { [K in HumanView['kind']]?: (body: unknown, view: Extract<HumanView, { kind: K }>) => Row[] | null } = {
  portfolio: (body, view) => portfolioRows(body, view.lots),
};

/** The rows `--ndjson` and `--csv` print for a result. */
function machineRows(result: CommandResult): Row[] {
  const view = result.view;
  const rowsOfView = view === undefined ? undefined : (viewRows[view.kind] as ((body: unknown, view: HumanView) => Row[] | null) | undefined);
  return rowsOfView?.(result.body, view!) ?? rowsOf(result.body);
}

type ViewRenderers = {
  [K in HumanView['kind']]: (body: unknown, view: Extract<HumanView, { kind: K }>, options: TableOptions) => Promise<string | null>;
};

/**
 * Every human view and the module that renders it, loaded when used; a view without a renderer does not
 * compile. A renderer answers null for a body it does not recognise, which then gets the generic table.
 */
const views: ViewRenderers = {
  portfolio: async (body, view, options) => (await import('./render-portfolio')).renderPortfolioView(body, { ...options, lots: view.lots }),
  ingest: async (body, view, options) => (await import('./render-ingest')).renderIngestView(body, { ...options, names: view.names }),
  'store-info': async (body, _view, options) => (await import('./render-store-info')).renderStoreInfo(body, options),
  document: (body) => Promise.resolve(`${JSON.stringify(body, null, 2)}\n`),
  lines: async (body, _view, options) => (await import('./render-lines')).renderLines(body, options),
  excerpts: async (body, _view, options) => (await import('./render-excerpts')).renderExcerpts(body, options),
  'state-migrate': async (body, view, options) => (await import('./render-state')).renderStateMigrate(body, view.store, options),
  'captures-publish': async (body, view, options) => (await import('./render-captures')).renderPublished(body, view.dir, options),
};

function renderView(body: unknown, view: HumanView, options: TableOptions): Promise<string | null> {
  const render = views[view.kind] as (body: unknown, view: HumanView, options: TableOptions) => Promise<string | null>;
  return render(body, view, options);
}

/** The text a result prints on stdout in the terminal's format. */
export async function renderResult(result: CommandResult, terminal: Terminal): Promise<string> {
  if (result.text !== undefined) return result.text;
  if (result.body === undefined) return '';
  switch (terminal.format) {
    case 'json':
      return renderJson(result.body);
    case 'ndjson':
      return renderNdjson(result.body, machineRows(result));
    case 'csv':
      return renderCsv(result.body, machineRows(result));
    case 'table': {
      const notes = [result.hint, result.sampleAsOf === null ? undefined : sampleNotice(result.sampleAsOf)].filter((n): n is string => n !== undefined);
      const footer = notes.length === 0 ? null : notes.map((note) => wrap(note, terminal.width).join('\n')).join('\n');
      const options: TableOptions = { width: terminal.width, color: terminal.color, footer };
      const viewed = result.view === undefined ? null : await renderView(result.body, result.view, options);
      if (viewed !== null) return viewed;
      const [{ renderTable }, { tableSpecFor }] = await Promise.all([import('./render-table'), import('./tables/index')]);
      return renderTable(result.body, { ...options, offsetFlag: result.offsetFlag ?? false, spec: tableSpecFor(result.operation), related: result.related });
    }
  }
}

