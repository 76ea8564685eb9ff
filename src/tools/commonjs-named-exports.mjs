// An esbuild plugin: a package loaded lazily (`await import('undici')`) keeps its named exports in the
// bundle when it is CommonJS.
//
// Node's loader gives a dynamically imported CommonJS module its named exports (`{ Agent, request }`),
// but esbuild, splitting a CommonJS package into its own chunk, exports only `default` (module.exports):
// code that works from the sources would fail from the bundle (`Agent is not a constructor`). The plugin
// puts an ES module facade in front of each such package that re-exports every name module.exports has.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const FACADE = 'commonjs-facade';
// A package name (esbuild's filters are Go regular expressions: no look-ahead; `node:` is checked below).
const bare = /^[^./]/;
const identifier = /^[A-Za-z_$][\w$]*$/;

/** Node's own rule: `.cjs` is CommonJS, `.mjs` is not, `.js` follows the nearest package.json's `type`. */
function isCommonJs(file) {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    try {
      return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).type !== 'module';
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    if (dirname(dir) === dir) return true;
  }
}

export const commonjsNamedExports = {
  name: 'commonjs-named-exports',
  setup(build) {
    build.onResolve({ filter: bare }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.path.startsWith('node:') || args.pluginData?.[FACADE]) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { [FACADE]: true } });
      if (resolved.errors.length > 0 || resolved.external || !isCommonJs(resolved.path)) return undefined;
      return { path: resolved.path, namespace: FACADE };
    });
    build.onLoad({ filter: /.*/, namespace: FACADE }, (args) => {
      // The names module.exports has once loaded, as Node would offer them (loaded here at build time).
      const names = Object.keys(createRequire(args.path)(args.path)).filter((name) => name !== 'default' && identifier.test(name));
      const source = JSON.stringify(args.path);
      return {
        contents: `import lib from ${source};\nexport default lib;\n${names.map((name) => `export const ${name} = lib.${name};`).join('\n')}\n`,
        resolveDir: dirname(args.path),
      };
    });
  },
};
