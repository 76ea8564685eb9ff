/**
 * A publisher's zip archive as distributed, holding one text file (an SEC fails-to-deliver zip one .txt, a
 * CFTC deacot zip one .txt or .csv): the entry is unzipped to a private temporary file, read, and removed
 * whatever happens.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileProblem, readerDetail } from '../problems';

/**
 * Calls `read(path, shown)` with the archive's one entry whose name `extensions` matches, unzipped to
 * `path`; `shown` names the archive and the entry in messages. `what` says in a refusal what the entry is.
 */
export async function withZipEntry<T>(file: string, extensions: RegExp, what: string, read: (path: string, shown: string) => Promise<T>): Promise<T> {
  // Loaded only for a zip: every other command skips the unzipper.
  const { unzipSync } = await import('fflate');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(readFileSync(file), { filter: (f) => extensions.test(f.name) && !f.name.endsWith('/') });
  } catch (error) {
    throw fileProblem(file, `is not a readable zip archive (${readerDetail(error)})`);
  }
  const names = Object.keys(entries);
  if (names.length === 0) throw fileProblem(file, `is a zip archive without ${what} in it`);
  if (names.length > 1) throw fileProblem(file, `is a zip archive with several files (${names.join(', ')}); ingest them one at a time`);
  const name = names[0]!;
  const dir = await mkdtemp(join(tmpdir(), 'fds-zip-'));
  try {
    const path = join(dir, basename(name));
    await writeFile(path, entries[name]!);
    return await read(path, `${file} (${name})`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
