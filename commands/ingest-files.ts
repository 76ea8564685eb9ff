/**
 * The files one `fds ingest DATASET PATH…` loads, in order: a file as given, and a folder as every file
 * directly inside it whose extension the dataset reads, in name order (a dataset published as folders, a 13F
 * filing, takes such a folder as one unit, and a folder of them as each). Hidden files (`.DS_Store`, the
 * `._name.csv` copies some systems leave beside a file) are never data and are passed over; a file named
 * twice, directly or through its folder, is loaded once. A path that does not exist is kept, for ingest
 * to refuse in its turn with the others.
 */
import { readdirSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { invalidParameter } from '../src/core/errors';

export interface IngestTarget {
  /** The path as the user gave it (or the folder they gave, joined with the file's name). */
  shown: string;
  /** Absolute path: a server holding the store reads it from its own working directory. */
  path: string;
}

const isDirectory = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
const isFile = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/**
 * The data files directly inside `folder`, and the subfolders `isUnit` accepts as one unit each (a 13F
 * filing's folder), in name order (UTF-16 code units, the same on every machine).
 */
function filesIn(folder: string, shown: string, extensions: readonly string[], isUnit: (path: string) => boolean): IngestTarget[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (error) {
    throw invalidParameter(`the folder ${shown} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  return names
    .filter((name) => !name.startsWith('.') && ((extensions.includes(extname(name).toLowerCase()) && isFile(join(folder, name))) || isUnit(join(folder, name))))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => ({ shown: join(shown, name), path: join(folder, name) }));
}

/**
 * Every file `args` name, relative to `cwd`; `extensions` are the ones the dataset reads (lower case, with
 * the dot). A folder holding none of them is a usage error: nothing in it could be loaded.
 */
export function ingestTargets(args: readonly string[], cwd: string, extensions: readonly string[], isUnit: (path: string) => boolean = () => false): IngestTarget[] {
  const seen = new Set<string>();
  const targets: IngestTarget[] = [];
  for (const arg of args) {
    const path = resolve(cwd, arg);
    const found = isDirectory(path) && !isUnit(path) ? filesIn(path, arg, extensions, isUnit) : [{ shown: arg, path }];
    if (found.length === 0) throw invalidParameter(`the folder ${arg} holds no file this dataset reads (${extensions.join(' ')}).`);
    for (const target of found) {
      if (seen.has(target.path)) continue;
      seen.add(target.path);
      targets.push(target);
    }
  }
  return targets;
}
