// Bundles the CLI into dist/ with esbuild, and the thin launcher into dist/launch.cjs. Bundling matters for start-up: loading @duckdb/node-api's
// CommonJS tree file by file costs several hundred milliseconds; one bundle costs a few tens.
// The server (fastify), the board (ink/react) and the remote client (undici) are split into chunks that
// load only when a command needs them; a lazily loaded CommonJS package keeps its named exports there
// (./commonjs-named-exports.mjs), as it has when Node loads the sources.
import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { commonjsNamedExports } from './commonjs-named-exports.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Chunk names carry content hashes: without a clean start, every build would leave the old ones behind.
rmSync(new URL('../../dist', import.meta.url), { recursive: true, force: true });

// The stamp of this build in both bundles (src/owner/build-id.ts): a store's daemon of another build
// steps aside when a process of this one reaches it.
const define = { __FDS_BUILD__: JSON.stringify(randomBytes(6).toString('hex')) };

// zod's namespace object re-exports every message locale (~40 languages), which defeats tree-shaking and
// doubles the code every command compiles at start-up. fds speaks English only: resolve zod's locale index
// to one that exports just `en`.
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${'node_modules'}/zod/`) ? { path: 'zod-locales-en', namespace: 'zod-locales' } : undefined);
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, () => ({
      contents: "export { default as en } from 'zod/v4/locales/en.js';",
      resolveDir: root,
    }));
  },
};

await build({
  absWorkingDir: root,
  entryPoints: { cli: 'commands/main.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'none',
  // The native DuckDB binding is a .node file per platform; it is loaded from node_modules at run time.
  // Ink imports react-devtools-core only when DEV=true; it is not installed and never loaded otherwise.
  external: ['@duckdb/node-bindings', '@duckdb/node-bindings-*', 'react-devtools-core'],
  // Bundled CommonJS dependencies still call require(); give ESM chunks one.
  banner: { js: "import { createRequire as __fdsCreateRequire } from 'node:module'; const require = __fdsCreateRequire(import.meta.url);" },
  plugins: [zodEnglishOnly, commonjsNamedExports],
  define,
  logLevel: 'warning',
});

// The thin launcher bin/fds loads first: CommonJS, because Node starts a CommonJS file with its built-ins
// faster than an ES module, and bundled on its own so it carries only node built-ins and a few small
// modules. It forwards a command to the process holding the store, or hands over to dist/cli.js.
await build({
  absWorkingDir: root,
  entryPoints: { launch: 'commands/launch.ts' },
  outfile: 'dist/launch.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  define,
  logLevel: 'warning',
});
