/** The reading code of the `cusip-map` importer (layout in `./cusip-map.ts`). */
import { readFile } from 'node:fs/promises';
import { parseTicker } from '../../../core/tickers';
import { replaceSample } from '../../sample-keys';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import { csvRecords, isBlankRecord, withoutBom } from './csv-records';
import type { Importer } from './importer';

interface Link {
  cusip: string;
  ticker: string;
  name: string | null;
}

const ROW_TYPE = JSON.stringify([{ cusip: 'VARCHAR', ticker: 'VARCHAR', name: 'VARCHAR' }]);
const ROWS = `SELECT DISTINCT * FROM (SELECT unnest(from_json(CAST(? AS JSON), '${ROW_TYPE}'), recursive := true))`;

function linksOf(file: string, text: string, issues: FileIssue[]): Link[] {
  const [header, ...records] = csvRecords(withoutBom(text));
  const names = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const at = (name: string) => names.indexOf(name);
  if (at('cusip') < 0 || at('ticker') < 0) throw fileProblem(file, `has header ${JSON.stringify(header?.cells ?? [])}; a CUSIP map names the columns cusip and ticker (and optionally name)`);
  const seen = new Map<string, string>();
  const links: Link[] = [];
  for (const record of records) {
    if (isBlankRecord(record)) continue;
    const cell = (name: string): string => (at(name) < 0 ? '' : (record.cells[at(name)] ?? '').trim());
    const cusip = cell('cusip').toUpperCase();
    const listing = parseTicker(cell('ticker').toUpperCase());
    const before = issues.length;
    if (!/^[0-9A-Z]{9}$/.test(cusip)) issues.push({ line: record.line, column: 'cusip', value: cell('cusip') || null, problem: 'is not a CUSIP (nine letters and digits)' });
    if (listing === null) issues.push({ line: record.line, column: 'ticker', value: cell('ticker') || null, problem: 'is not a ticker' });
    if (issues.length > before) continue;
    const earlier = seen.get(cusip);
    if (earlier !== undefined && earlier !== listing!.key) {
      issues.push({ line: record.line, column: 'ticker', value: cell('ticker'), problem: `maps ${cusip} to a second ticker (an earlier row maps it to ${earlier})` });
      continue;
    }
    seen.set(cusip, listing!.key);
    links.push({ cusip, ticker: listing!.key, name: cell('name') || null });
  }
  return links;
}

export const load: Importer['load'] = async (input) => {
  const { tx, file, provenance } = input;
  const issues: FileIssue[] = [];
  const links = linksOf(file, await readFile(file, 'utf8'), issues);
  if (issues.length > 0) throw fileProblems(file, issues);
  const json = JSON.stringify(links);
  const replaced = await replaceSample(tx, 'cusip-listing', `SELECT cusip AS key FROM (${ROWS})`, [json]);
  await tx.run(
    `DELETE FROM cusip_listings c WHERE EXISTS (SELECT 1 FROM (${ROWS}) r WHERE r.cusip = c.cusip
       AND (r.ticker <> c.ticker OR r.name IS DISTINCT FROM c.issuer_name))`,
    [json],
  );
  const added = await tx.run(
    `INSERT INTO cusip_listings
     SELECT r.cusip, r.ticker, r.name, 'cusip-map', ?, CAST(? AS TIMESTAMP) FROM (${ROWS}) r
     WHERE NOT EXISTS (SELECT 1 FROM cusip_listings c WHERE c.cusip = r.cusip)
     ORDER BY r.cusip`,
    [provenance.file, provenance.capturedAt, json],
  );
  return { format: 'csv', rowsRead: links.length, rowsAdded: added, replaced };
};
