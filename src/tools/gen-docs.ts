/**
 * `npm run gen` (with gen-openapi.ts): writes the manual (man/fds.1 and man/fds-<command>.1) generated from the commander
 * program and the registry. Pages of commands that no longer exist are removed.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { manPages } from '../../commands/man-pages';

const manDir = fileURLToPath(new URL('../../man/', import.meta.url));
const pages = await manPages();
const current = new Set(pages.map((page) => page.file));
for (const file of readdirSync(manDir)) {
  if (/^fds(-[a-z]+)*\.1$/.test(file) && !current.has(file)) rmSync(`${manDir}${file}`);
}
for (const page of pages) writeFileSync(`${manDir}${page.file}`, page.text);
process.stdout.write(`wrote ${pages.length} pages to man/: ${pages.map((p) => p.file).join(', ')}\n`);
