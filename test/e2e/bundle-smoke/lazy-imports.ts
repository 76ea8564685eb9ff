/**
 * Every lazily loaded module of the sources: each `import('…')` call in src/ and commands/, named by the
 * file that makes it and what it loads. The bundle splits these into chunks of their own, so each is a
 * place where the built CLI can differ from the sources (a CommonJS package exposing only `default`, a
 * chunk missing): the bundle smoke test must run a command reaching every one of them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout (this file is test/e2e/bundle-smoke/lazy-imports.ts). */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface LazyImport {
  /** `file → specifier`, the key of the smoke table, e.g. `commands/run.ts → ./ingest`. */
  site: string;
  /** What the bundle must load for it: a repository path (`src/engine/options/read.ts`) or a package name. */
  target: string;
}

const DYNAMIC_IMPORT = /\bimport\(\s*(['"`])([^'"`]+)\1\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The repository path a relative specifier names (TypeScript's resolution: .ts, .tsx, then index). */
function resolveRelative(file: string, specifier: string): string {
  const base = join(dirname(file), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(join(ROOT, candidate)));
  if (found === undefined) throw new Error(`${file}: import('${specifier}') names no source file`);
  return relative('.', found).split('\\').join('/');
}

/** Every dynamic import in src/ and commands/, in file order. */
export function lazyImports(): LazyImport[] {
  const sites: LazyImport[] = [];
  for (const file of [...sourceFiles('src'), ...sourceFiles('commands')].sort()) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(DYNAMIC_IMPORT)) {
      const specifier = match[2]!;
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : specifier;
      sites.push({ site: `${file} → ${specifier}`, target });
    }
  }
  // One site per (file, specifier): a module imported twice from one file is reached the same way.
  return [...new Map(sites.map((s) => [s.site, s])).values()];
}
