/**
 * What `fds filings search` prints for people: each passage found under a heading of its rank, filing
 * date, ticker, type and first line, then the document id (what `fds filings read` takes), its text wrapped
 * and cut after a few lines, and at the end how to read a passage on. `--json` prints the body unchanged.
 */
import type { z } from 'zod';
import { FilingSearchSchema } from '../src/engine/filings/search/schemas';
import type { TableOptions } from './render-table';
import { wrap } from './wrap';

type Search = z.infer<typeof FilingSearchSchema>;

/** Lines of a passage's text shown; the rest is cut with an ellipsis. */
export const EXCERPT_LINES = 4;
const INDENT = '   ';

/** The passages of a filing search body at `options.width`; null for any other body (it gets the generic table). */
export function renderExcerpts(body: unknown, options: TableOptions): Promise<string | null> {
  const parsed = FilingSearchSchema.safeParse(body);
  if (!parsed.success) return Promise.resolve(null);
  return Promise.resolve(excerptsText(parsed.data, options));
}

function excerptsText(body: Search, options: TableOptions): string {
  const width = Math.max(options.width, 40);
  const out: string[] = [];
  body.data.forEach((e, i) => {
    if (i > 0) out.push('');
    out.push(`${i + 1}. ${e.filedDate}  ${e.ticker ?? e.companyName ?? '—'}  ${e.documentTypeName}  line ${e.startLineNumber}`);
    out.push(`${INDENT}${e.documentId}`);
    const text = wrap(e.text.replace(/\s+/g, ' '), width, INDENT);
    out.push(...text.slice(0, EXCERPT_LINES));
    if (text.length > EXCERPT_LINES) out.push(`${INDENT}…`);
  });
  if (body.count === 0) out.push('No passage matches.');
  else {
    const first = body.data[0]!;
    out.push('', ...wrap(`${body.count} passage${body.count === 1 ? '' : 's'}, best first. Read one on from its first line:`, options.width));
    out.push(`  fds filings read ${first.documentId} --start ${first.startLineNumber}`);
  }
  if (options.footer !== null) out.push(options.footer);
  return `${out.join('\n')}\n`;
}
