/**
 * Vitest global setup: generates the common sample store once per test run into a temporary file, which
 * `sampleStore()` copies into each test's own `:memory:` store. Removed again when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { fixedClock } from '../../src/core/clock';
import { openStore } from '../../src/store/open';
import { TEMPLATE_AS_OF, TEMPLATE_NOW } from './sample-template-key';

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'fds-sample-template-'));
  const path = join(dir, 'sample.duckdb');
  const store = await openStore({ path, clock: fixedClock(TEMPLATE_NOW), asOf: TEMPLATE_AS_OF });
  store.close();
  project.provide('sampleTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
