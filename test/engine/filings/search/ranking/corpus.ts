/**
 * The corpus the labelled queries are judged on: the sample set (as of the test template's date) and the
 * real EDGAR documents of the shared fixtures, ingested by the `filing` importer under file names that
 * carry their accession and filing date, as EDGAR's folders name them. Apple's real 10-K replaces the
 * sample's synthetic Apple documents, as any real document of a company does.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../../../../../src/core/clock';
import { ingestAny } from '../../../../../src/store/ingest/index';
import type { Store } from '../../../../../src/store/store';

/** The shared fixtures sit beside the checkout. */
const real = (relative: string): string => fileURLToPath(new URL(`../../../../../../shared/fixtures/real/${relative}`, import.meta.url));

export const REAL_FILINGS: readonly (readonly [fixture: string, name: string])[] = [
  ['sec-10k/Apple.10-K.html', '0000320193-24-000123-2024-11-01.htm'],
  ['sec-8k/BuckleInc.8-K.html', '0000885245-24-000099-2024-11-22.htm'],
];

/** Ingests the real filings into `store`. */
export async function addRealFilings(store: Store, clock: Clock): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fds-ranking-'));
  try {
    for (const [fixture, name] of REAL_FILINGS) {
      copyFileSync(real(fixture), join(dir, name));
      await ingestAny(store, clock, 'filing', join(dir, name));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
