/**
 * The reading code of the `congress-senate-ptr` importer (layouts in `./congress-senate-ptr.ts`).
 */
import { BIOGUIDE_PATTERN, memberIdOf } from '../../../engine/congress/member-id';
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';
import { findMember, readRoster, type StagedRow } from './congress-store';
import { tradeRow, writeTrades, type WrittenTrade } from './congress-trade-rows';
import type { Importer } from './importer';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Field names of the written transaction, as each layout names them. */
const FIELD_NAMES: Record<string, string> = {
  transactionDate: 'transaction_date', owner: 'owner', ticker: 'ticker', assetName: 'asset_description', assetType: 'asset_type', type: 'type', amount: 'amount',
};

interface Entry {
  at: string;
  filingAt: string;
  filingId: string;
  rowInFiling: number;
  filerName: string;
  bioguide: string;
  filingDate: string;
  filingDateField: string;
  filerField: string;
  tx: Json;
}

/** Every transaction of a daily-report file, with the filing's fields beside it. */
function dailyEntries(filings: readonly Json[]): Entry[] {
  return filings.flatMap((f, i) => {
    const transactions = Array.isArray(f.transactions) ? f.transactions : [];
    const name = `${text(f.first_name)} ${text(f.last_name)}`.trim() || text(f.office);
    return transactions.map((t: unknown, j): Entry => ({
      at: `[${i}].transactions[${j}]`, filingAt: `[${i}]`, filingId: text(f.ptr_link) || `senate:${name}:${text(f.date_recieved)}`, rowInFiling: j + 1,
      filerName: name, bioguide: text(f.bioguide), filingDate: text(f.date_recieved), filingDateField: 'date_recieved', filerField: 'last_name',
      tx: isObject(t) ? t : {},
    }));
  });
}

/** Every transaction of a flat aggregate file; its place in its report is its order among the report's rows. */
function flatEntries(rows: readonly Json[]): Entry[] {
  const seen = new Map<string, number>();
  return rows.map((t, i): Entry => {
    const name = text(t.senator);
    const filingDate = text(t.disclosure_date) || text(t.date_recieved);
    const filingId = text(t.ptr_link) || `senate:${name}:${filingDate}`;
    const rowInFiling = (seen.get(filingId) ?? 0) + 1;
    seen.set(filingId, rowInFiling);
    return {
      at: `[${i}]`, filingAt: `[${i}]`, filingId, rowInFiling, filerName: name, bioguide: text(t.bioguide), filingDate,
      filingDateField: 'disclosure_date', filerField: 'senator', tx: t,
    };
  });
}

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const body = await readJsonFile(file);
  if (!Array.isArray(body) || body.length === 0 || !body.every(isObject)) {
    throw fileProblem(file, 'is not a Senate transaction report file: expected a non-empty JSON array of objects');
  }
  const objects = body;
  const daily = objects.every((o) => Array.isArray(o.transactions));
  const flat = objects.every((o) => 'transaction_date' in o && 'senator' in o);
  if (!daily && !flat) {
    throw fileProblem(file, 'is not a Senate transaction report file: each object must be a filing with a transactions array (daily reports) or a transaction with senator and transaction_date (the flat aggregate)');
  }
  const entries = daily ? dailyEntries(objects) : flatEntries(objects);
  const roster = entries.some((e) => !BIOGUIDE_PATTERN.test(e.bioguide)) ? await readRoster(tx) : [];
  const issues: FileIssue[] = [];
  const rows: StagedRow[] = [];
  for (const e of entries) {
    const memberId = BIOGUIDE_PATTERN.test(e.bioguide) ? memberIdOf(e.bioguide) : findMember(roster, 'senate', e.filerName, null);
    if (memberId === null) {
      issues.push({ line: null, at: `${e.filingAt}.${e.filerField}`, column: null, value: e.filerName, problem: 'names no single senator of the stored legislators roster and the filing gives no bioguide id (ingest congress-legislators first)' });
    }
    const written: WrittenTrade = {
      filingId: e.filingId, rowInFiling: e.rowInFiling, memberId: memberId ?? '', chamber: 'senate', filerName: e.filerName, filingDate: e.filingDate,
      transactionDate: text(e.tx.transaction_date), ticker: text(e.tx.ticker), assetName: text(e.tx.asset_description), assetType: text(e.tx.asset_type),
      subholding: '', owner: text(e.tx.owner), type: text(e.tx.type), amount: text(e.tx.amount),
    };
    const read = tradeRow(written);
    if ('problems' in read) {
      for (const p of read.problems) {
        const at = p.field === 'filingDate' ? `${e.filingAt}.${e.filingDateField}` : `${e.at}.${FIELD_NAMES[p.field] ?? p.field}`;
        issues.push({ line: null, at, column: null, value: p.value === '' ? null : p.value, problem: p.problem });
      }
    } else if (memberId !== null) {
      rows.push(read.row);
    }
  }
  if (issues.length > 0) throw fileProblems(file, issues);
  const { rowsAdded, replaced } = await writeTrades(tx, rows, provenance);
  return { format: daily ? 'json (daily reports)' : 'json (flat aggregate)', rowsRead: entries.length, rowsAdded, replaced };
};
