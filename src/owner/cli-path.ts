/**
 * Where the built CLI is, for starting the store's daemon from inside the bundle (ESM): next to this
 * chunk in dist/, or in dist/ of the checkout when running from the sources. The thin launcher, a CommonJS
 * bundle, is told the path by bin/fds instead.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built CLI's path, or null when it is not built (code run from the sources). */
export function builtCli(): string | null {
  for (const candidate of ['./cli.js', '../../dist/cli.js']) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  return null;
}
