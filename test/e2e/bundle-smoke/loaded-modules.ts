/**
 * Which modules a built CLI process (and every process it starts) loaded: a module hook, preloaded with
 * NODE_OPTIONS, appends the URL of each file under dist/ that Node loads to one record file; the source
 * maps of those chunks say which source modules and packages they hold. The record only grows, so a
 * test reads what was loaded between two marks.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../support';

// Runs in Node's hooks thread: append before handing over, so a load is on record before the code runs.
const HOOKS = `import { appendFileSync } from 'node:fs';
let record;
export function initialize(data) { record = data.record; }
export async function load(url, context, next) {
  if (url.includes('/dist/')) appendFileSync(record, url + '\\n');
  return next(url, context);
}
`;
const PRELOAD = (hooks: string, record: string) => `import { register } from 'node:module';
register(${JSON.stringify(new URL(`file://${hooks}`).href)}, { data: { record: ${JSON.stringify(record)} } });
`;

export interface LoadRecorder {
  /** NODE_OPTIONS for every child process whose loads are recorded. */
  nodeOptions: string;
  /** A position in the record. */
  mark(): number;
  /** The source modules (`src/…`, `commands/…`) and packages (`node_modules/<name>/…`) loaded since `from`. */
  loadedSince(from: number): Set<string>;
}

const chunkSources = new Map<string, string[]>();

/** The repository paths of the modules bundled into one dist chunk, from its source map. */
function sourcesOf(chunk: string): string[] {
  let sources = chunkSources.get(chunk);
  if (sources === undefined) {
    const map = JSON.parse(readFileSync(`${chunk}.map`, 'utf8')) as { sources: string[] };
    // Paths are relative to dist/; a module behind a plugin's namespace is written `namespace:/abs/path`;
    // a package is named from its node_modules/ on, wherever that folder is (a checkout may link it).
    sources = map.sources.map((source) =>
      source.replace(/^[\w-]+:/, '').replace(`${ROOT}`, '').replace(/^(\.\.\/)+/, '').replace(/^.*?\/node_modules\//, 'node_modules/'));
    chunkSources.set(chunk, sources);
  }
  return sources;
}

export function loadRecorder(dir: string): LoadRecorder {
  mkdirSync(dir, { recursive: true });
  const record = join(dir, 'loads.txt');
  const hooks = join(dir, 'record-loads-hooks.mjs');
  const preload = join(dir, 'record-loads.mjs');
  writeFileSync(record, '');
  writeFileSync(hooks, HOOKS);
  writeFileSync(preload, PRELOAD(hooks, record));
  return {
    nodeOptions: `--import=${new URL(`file://${preload}`).href}`,
    mark: () => statSync(record).size,
    loadedSince(from) {
      const urls = readFileSync(record).subarray(from).toString('utf8').split('\n').filter((line) => line.endsWith('.js'));
      return new Set([...new Set(urls)].flatMap((url) => sourcesOf(fileURLToPath(url))));
    },
  };
}

/** Whether `target` (a repository path, or a package name) is among `loaded`. */
export function wasLoaded(target: string, loaded: ReadonlySet<string>): boolean {
  if (target.startsWith('src/') || target.startsWith('commands/')) return loaded.has(target);
  return [...loaded].some((source) => source.startsWith(`node_modules/${target}/`));
}
