/**
 * Rewrites man/openapi.json from the registry. The drift test (test/http/openapi-drift.test.ts) fails
 * whenever the committed copy differs from what this script would write.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registry } from '../operations';
import { buildOpenApi } from '../operations/openapi';

/** The committed document's text: stable key order, two-space indent, trailing newline. */
export const openApiText = (): string => `${JSON.stringify(buildOpenApi(registry), null, 2)}\n`;

export const OPENAPI_FILE = fileURLToPath(new URL('../../man/openapi.json', import.meta.url));

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_FILE, openApiText());
  process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
}
