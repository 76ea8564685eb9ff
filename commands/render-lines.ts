/**
 * What `fds filings read` prints for people: the lines like `nl` prints them, each number right-aligned in
 * six columns and the text beside it, a long line wrapped under its own text; then where the run ends and
 * the command that reads on. `--json` prints the body unchanged.
 */
import type { z } from 'zod';
import { FilingLinesSchema } from '../src/engine/filings/schemas';
import type { TableOptions } from './render-table';
import { wrap } from './wrap';

type Lines = z.infer<typeof FilingLinesSchema>;

const NUMBER_WIDTH = 6;
const GAP = '  ';

const count = (n: number): string => n.toLocaleString('en-US');

/** The lines of a `filings.lines` body at `options.width`; null for any other body (it gets the generic table). */
export function renderLines(body: unknown, options: TableOptions): Promise<string | null> {
  const parsed = FilingLinesSchema.safeParse(body);
  if (!parsed.success) return Promise.resolve(null);
  return Promise.resolve(linesText(parsed.data, options));
}

function linesText(body: Lines, options: TableOptions): string {
  const indent = ' '.repeat(NUMBER_WIDTH + GAP.length);
  const width = Math.max(options.width, indent.length + 20);
  const out: string[] = [];
  for (const line of body.data) {
    const [first = '', ...rest] = wrap(line.text, width, indent);
    out.push(`${String(line.lineNumber).padStart(NUMBER_WIDTH)}${GAP}${first.trimStart()}`, ...rest);
  }
  const last = body.start + body.count - 1;
  const where = body.count === 0
    ? `No lines from line ${count(body.start)}: the document has ${count(body.lineCount)}.`
    : `Lines ${count(body.start)}–${count(last)} of ${count(body.lineCount)}.`;
  // The command that reads on stands on a line of its own, so it copies whole.
  out.push('', ...wrap(body.nextStart === null ? where : `${where} Read on with:`, options.width));
  if (body.nextStart !== null) out.push(`  fds filings read ${body.documentId} --start ${body.nextStart}`);
  if (options.footer !== null) out.push(options.footer);
  return `${out.join('\n')}\n`;
}
