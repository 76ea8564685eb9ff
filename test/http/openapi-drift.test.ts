import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiText } from '../../src/tools/gen-openapi';

describe('man/openapi.json', () => {
  it('matches the document generated from the registry (run `npx tsx src/tools/gen-openapi.ts` after changing an operation)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });
});
