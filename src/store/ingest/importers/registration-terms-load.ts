/** The reading code of the `registration-terms` importer (layout in `./registration-terms.ts`). */
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';
import type { Importer } from './importer';
import { checkReads, type TermsRead } from './registration-terms-read';
import { storeReads } from './registration-terms-store';

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const doc = await readJsonFile(file);
  if (typeof doc !== 'object' || doc === null || !Array.isArray((doc as { reads?: unknown }).reads)) {
    throw fileProblem(file, 'is not a registration-terms document: it needs a "reads" array');
  }
  const issues: FileIssue[] = [];
  const reads: TermsRead[] = checkReads((doc as { reads: unknown[] }).reads, issues);
  const seen = new Map<string, number>();
  reads.forEach((r, i) => {
    if (seen.has(r.accession)) issues.push({ line: null, at: `reads[${i}].accession`, column: null, value: r.accession, problem: `repeats reads[${seen.get(r.accession)!}]` });
    seen.set(r.accession, i);
  });
  if (issues.length > 0) throw fileProblems(file, issues);
  const { added, replaced } = await storeReads(tx, reads, provenance);
  return { format: 'json', rowsRead: reads.length, rowsAdded: added, replaced };
};
