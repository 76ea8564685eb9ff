/**
 * Reading of fds's canonical JSON layouts of records extracted from filings (`buyback-programs`,
 * `atm-programs`: a document `{ "programs": [ … ] }`; `supply-chain-statements`: `{ "statements": [ … ] }`),
 * each record checked field by field, every bad value an issue placed by its path (`programs[3].asOfDate`).
 */
import { isIsoDate } from '../../../core/dates';
import { parseTicker } from '../../../core/tickers';
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';

export type FieldValue = string | number | boolean | null;

/** How one field of a record is read: the stored value, or the reason it is refused. */
export type FieldReader = (value: unknown) => { ok: FieldValue } | { problem: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));

export const tickerField: FieldReader = (v) => {
  const parsed = typeof v === 'string' ? parseTicker(v) : null;
  return parsed === null ? { problem: 'is not a ticker such as AAPL, BRK-B or BRK.B' } : { ok: parsed.key };
};
export const dateField: FieldReader = (v) => (typeof v === 'string' && isIsoDate(v) ? { ok: v } : { problem: 'is not a date in yyyy-MM-dd form' });
export const textField: FieldReader = (v) => (typeof v === 'string' && v.trim() !== '' ? { ok: v.trim() } : { problem: 'is not a non-empty text' });
export const positiveField: FieldReader = (v) =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? { ok: v } : { problem: 'is not a number above 0' };
export const nonNegativeField: FieldReader = (v) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? { ok: v } : { problem: 'is not a number of 0 or more' };
export const booleanField: FieldReader = (v) => (typeof v === 'boolean' ? { ok: v } : { problem: 'is not true or false' });
export const unitField: FieldReader = (v) => (v === 'USD' || v === 'shares' ? { ok: v } : { problem: 'is not USD or shares' });
export const urlField: FieldReader = (v) => (typeof v === 'string' && /^https?:\/\/\S+$/.test(v) ? { ok: v } : { problem: 'is not an http or https URL' });

/** The same reader, accepting null (or an absent field) as null. */
export const orNull = (read: FieldReader): FieldReader => (v) => (v === null || v === undefined ? { ok: null } : read(v));

/** Fields that must be null together or set together: [first, second, what the pair is]. */
export type Pair = readonly [string, string];

/**
 * The records of a canonical program document, each as an object of its stored fields, or every problem
 * found at once (the file is then refused whole).
 */
export const readProgramRecords = (file: string, fields: Readonly<Record<string, FieldReader>>, pairs: readonly Pair[]): Promise<Record<string, FieldValue>[]> =>
  readRecordList(file, { list: 'programs', document: 'a program document' }, fields, pairs);

/**
 * The records of a canonical JSON document `{ "<list>": [ … ] }` (what the document is called in a
 * refusal: `a program document`), each read field by field; every problem is found before the file is
 * refused whole.
 */
export async function readRecordList(
  file: string,
  shape: { list: string; document: string },
  fields: Readonly<Record<string, FieldReader>>,
  pairs: readonly Pair[],
): Promise<Record<string, FieldValue>[]> {
  const doc = await readJsonFile(file);
  const list = isRecord(doc) ? doc[shape.list] : undefined;
  if (!Array.isArray(list)) throw fileProblem(file, `is not ${shape.document}: it needs a ${shape.list} array`);
  const issues: FileIssue[] = [];
  const records: Record<string, FieldValue>[] = [];
  list.forEach((entry: unknown, i) => {
    const at = `${shape.list}[${i}]`;
    if (!isRecord(entry)) {
      issues.push({ line: null, at, column: null, value: shown(entry), problem: 'is not an object' });
      return;
    }
    const record: Record<string, FieldValue> = {};
    let bad = false;
    for (const [name, read] of Object.entries(fields)) {
      const result = read(entry[name]);
      if ('problem' in result) {
        issues.push({ line: null, at: `${at}.${name}`, column: null, value: shown(entry[name]), problem: result.problem });
        bad = true;
      } else {
        record[name] = result.ok;
      }
    }
    if (bad) return;
    for (const [first, second] of pairs) {
      if ((record[first] === null) !== (record[second] === null)) {
        issues.push({ line: null, at: `${at}.${second}`, column: null, value: shown(entry[second]), problem: `must be given with ${first}, and null without it` });
        bad = true;
      }
    }
    if (!bad) records.push(record);
  });
  if (issues.length > 0) throw fileProblems(file, issues);
  return records;
}
