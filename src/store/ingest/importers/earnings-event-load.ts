/** The reading code of the `earnings-event` importer (layout in `./earnings-event.ts`). */
import { replaceSample } from '../../sample-keys';
import { fileProblems, readJsonFile } from '../problems';
import { EventFileSchema, eventRuleIssues, schemaIssues, storedEvent } from './earnings-event-file';
import { writeEvent } from './earnings-store';
import type { Importer } from './importer';
import { storeTranscriptDocument } from './transcript-document';

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const parsed = EventFileSchema.safeParse(await readJsonFile(file));
  if (!parsed.success) throw fileProblems(file, schemaIssues(parsed.error));
  const issues = eventRuleIssues(parsed.data);
  if (issues.length > 0) throw fileProblems(file, issues);
  const event = storedEvent(parsed.data);
  const replaced = await replaceSample(tx, 'earnings', 'SELECT ? AS key', [event.ticker]);
  const from = { source: 'ingest', file: provenance.file, capturedAt: provenance.capturedAt };
  const rowsAdded = await writeEvent(tx, event, from);
  const replacedDocuments = await storeTranscriptDocument(tx, event, event.turns, from);
  const rowsRead = 1 + (event.guidance?.length ?? 0) + event.turns.length + event.corrections.length + (event.brief === null ? 0 : 1);
  return { format: 'json', rowsRead, rowsAdded, replaced: [...replaced, ...replacedDocuments] };
};
