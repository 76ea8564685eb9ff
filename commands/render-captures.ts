/**
 * What `fds captures publish` prints for people: the version written, where, and how much; the tables
 * with the most rows, so a publish that missed a dataset shows. `--json` prints the manifest unchanged.
 */
import type { TableOptions } from './render-table';
import { wrap } from './wrap';

interface Published {
  version: number;
  schemaVersion: number;
  tables: Record<string, { rows: number }>;
}

const isPublished = (body: unknown): body is Published =>
  typeof body === 'object' && body !== null && typeof (body as Published).version === 'number'
  && typeof (body as Published).tables === 'object' && (body as Published).tables !== null;

/** Largest tables listed under the summary. */
const LARGEST = 5;

const count = (n: number): string => n.toLocaleString('en-US');

/** The lines for a publish's manifest; null for any other body (it gets the generic table). */
export function renderPublished(body: unknown, dir: string, options: TableOptions): Promise<string | null> {
  if (!isPublished(body)) return Promise.resolve(null);
  const tables = Object.entries(body.tables);
  const rows = tables.reduce((sum, [, t]) => sum + t.rows, 0);
  const largest = tables
    .filter(([, t]) => t.rows > 0)
    .sort((a, b) => b[1].rows - a[1].rows || a[0].localeCompare(b[0]))
    .slice(0, LARGEST)
    .map(([name, t]) => `${name} ${count(t.rows)}`);
  const lines = [
    ...wrap(`Published version ${body.version} of the captures (store schema ${body.schemaVersion}): ${tables.length} tables, ${count(rows)} rows.`, options.width),
    // The directory stands on a line of its own, so it copies whole.
    `Directory: ${dir}`,
    ...(largest.length === 0 ? [] : wrap(`Largest: ${largest.join(', ')}.`, options.width)),
  ];
  if (options.footer !== null) lines.push(options.footer);
  return Promise.resolve(`${lines.join('\n')}\n`);
}
