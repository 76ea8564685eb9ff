/**
 * The reading code of the `sec-fund-tickers` importer (layout in `./sec-fund-tickers.ts`): checks the header
 * and every row, then stores class tickers, and series tickers for single-class series, in set-based statements.
 */
import { parseTicker } from '../../../core/tickers';
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';
import type { Importer } from './importer';

interface ClassTicker {
  seriesId: string;
  classId: string;
  ticker: string;
}

const FIELDS = ['cik', 'classId', 'seriesId', 'symbol'];
const NOT_A_FUND_TICKER_FILE = 'is not SEC\'s fund ticker file: expected company_tickers_mf.json, {"fields":["cik","seriesId","classId","symbol"],"data":[…]}';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMissing = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Each field's check: true when the value is well formed. */
const CHECKS: Readonly<Record<string, { ok: (v: unknown) => boolean; problem: string }>> = {
  cik: {
    ok: (v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 9_999_999_999) || (typeof v === 'string' && /^0*[1-9]\d{0,9}$/.test(v) && v.length <= 10),
    problem: 'is not a CIK (a positive whole number of at most 10 digits)',
  },
  seriesId: { ok: (v) => typeof v === 'string' && /^S\d{9}$/.test(v.trim()), problem: 'is not an SEC series id (S and 9 digits)' },
  classId: { ok: (v) => typeof v === 'string' && /^C\d{9}$/.test(v.trim()), problem: 'is not an SEC class id (C and 9 digits)' },
  symbol: { ok: (v) => typeof v === 'string' && parseTicker(v.toUpperCase())?.mic === null, problem: 'is not a US ticker' },
};

function rows(file: string, doc: unknown, issues: FileIssue[]): ClassTicker[] {
  if (!isRecord(doc) || !('fields' in doc)) throw fileProblem(file, NOT_A_FUND_TICKER_FILE);
  const { fields, data } = doc;
  if (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string') || [...(fields as string[])].sort().join() !== FIELDS.join()) {
    throw fileProblem(file, `has fields ${JSON.stringify(fields ?? null)}; company_tickers_mf.json names exactly cik, seriesId, classId and symbol, in any order`);
  }
  if (!Array.isArray(data)) throw fileProblem(file, 'has no data list of rows');
  const names = fields as string[];
  const found: ClassTicker[] = [];
  data.forEach((row: unknown, i) => {
    if (!Array.isArray(row) || row.length !== names.length) {
      issues.push({ line: null, at: `data[${i}]`, column: null, value: shown(row), problem: `is not a row of ${names.length} values` });
      return;
    }
    const value = (field: string) => (row as unknown[])[names.indexOf(field)];
    const before = issues.length;
    for (const field of FIELDS) {
      const v = value(field);
      if (isMissing(v)) issues.push({ line: null, at: `data[${i}]`, column: field, problem: 'is missing' });
      else if (!CHECKS[field]!.ok(v)) issues.push({ line: null, at: `data[${i}]`, column: field, value: shown(v), problem: CHECKS[field]!.problem });
    }
    if (issues.length > before) return;
    const ticker = parseTicker(String(value('symbol')).toUpperCase())!.key;
    found.push({ seriesId: String(value('seriesId')).trim(), classId: String(value('classId')).trim(), ticker });
  });
  return found;
}

const ROW_TYPE = JSON.stringify([{ seriesId: 'VARCHAR', classId: 'VARCHAR', ticker: 'VARCHAR' }]);
const ROWS = `SELECT DISTINCT * FROM (SELECT unnest(from_json(CAST($1 AS JSON), '${ROW_TYPE}'), recursive := true))`;

export const load: Importer['load'] = async (input) => {
  const { tx, provenance, file } = input;
  const issues: FileIssue[] = [];
  const read = rows(file, await readJsonFile(file), issues);
  if (issues.length > 0) throw fileProblems(file, issues);
  const json = JSON.stringify(read);
  const stamp = [provenance.file, provenance.capturedAt];
  // The file is the truth of each class it names: a stored ticker of that class that it no longer gives goes.
  await tx.run(
    `DELETE FROM fund_tickers t WHERE t.source <> 'sample' AND t.class_id IN (SELECT classId FROM (${ROWS}))
       AND NOT EXISTS (SELECT 1 FROM (${ROWS}) r WHERE r.classId = t.class_id AND r.ticker = t.ticker AND r.seriesId = t.series_id)`,
    [json],
  );
  const classes = await tx.run(
    `INSERT INTO fund_tickers
     SELECT r.seriesId, r.classId, r.ticker, NULL, 'sec-fund-tickers', $2, CAST($3 AS TIMESTAMP)
     FROM (${ROWS}) r
     WHERE NOT EXISTS (SELECT 1 FROM fund_tickers t WHERE t.series_id = r.seriesId AND t.class_id = r.classId AND t.ticker = r.ticker)
     ORDER BY r.seriesId, r.classId`,
    [json, ...stamp],
  );
  // A series with one class in the file: that class's ticker is the series' own, unless it has one.
  const series = await tx.run(
    `INSERT INTO fund_tickers
     SELECT seriesId, NULL, min(ticker), NULL, 'sec-fund-tickers', $2, CAST($3 AS TIMESTAMP)
     FROM (${ROWS}) r
     WHERE NOT EXISTS (SELECT 1 FROM fund_tickers t WHERE t.series_id = r.seriesId AND t.class_id IS NULL)
     GROUP BY seriesId HAVING count(DISTINCT classId) = 1
     ORDER BY seriesId`,
    [json, ...stamp],
  );
  return { format: 'json', rowsRead: read.length, rowsAdded: classes + series, replaced: [] };
};
