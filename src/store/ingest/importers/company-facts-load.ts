/**
 * The reading code of the `company-facts` importer (layout in `./company-facts.ts`): parses the document,
 * checks every kept fact, and inserts the new ones in one statement.
 */
import { replaceSample } from '../../sample-keys';
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';
import { KEPT_CONCEPTS } from './company-facts-concepts';
import { fundDate } from './csv-records';
import type { Importer } from './importer';

interface KeptFact {
  taxonomy: string;
  concept: string;
  unit: string;
  start: string | null;
  end: string;
  value: number;
  fy: number | null;
  fp: string | null;
  form: string | null;
  filed: string | null;
  accn: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isoDate = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? fundDate(v) : null);
const shown = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** The kept facts of a parsed document, every bad one an issue placed by its path. */
function keptFacts(facts: Record<string, unknown>, issues: FileIssue[]): { read: number; kept: KeptFact[] } {
  const kept: KeptFact[] = [];
  let read = 0;
  for (const [taxonomy, concepts] of Object.entries(facts)) {
    if (!isRecord(concepts)) continue;
    for (const [concept, body] of Object.entries(concepts)) {
      const units = isRecord(body) && isRecord(body.units) ? body.units : {};
      for (const [unit, list] of Object.entries(units)) {
        if (!Array.isArray(list)) continue;
        read += list.length;
        if (!KEPT_CONCEPTS.some((k) => k.taxonomy === taxonomy && k.concept === concept && k.unit === unit)) continue;
        list.forEach((fact: unknown, i) => {
          const at = `facts.${taxonomy}.${concept}.units.${unit}[${i}]`;
          const f = isRecord(fact) ? fact : {};
          const end = isoDate(f.end);
          const start = f.start === undefined ? null : isoDate(f.start);
          const problems: FileIssue[] = [];
          if (end === null) problems.push({ line: null, at: `${at}.end`, column: null, value: shown(f.end), problem: 'is not a date in yyyy-MM-dd form' });
          if (f.start !== undefined && start === null) problems.push({ line: null, at: `${at}.start`, column: null, value: shown(f.start), problem: 'is not a date in yyyy-MM-dd form' });
          if (typeof f.val !== 'number' || !Number.isFinite(f.val)) problems.push({ line: null, at: `${at}.val`, column: null, value: shown(f.val), problem: 'is not a number' });
          if (typeof f.accn !== 'string' || f.accn === '') problems.push({ line: null, at: `${at}.accn`, column: null, value: shown(f.accn), problem: 'is not an accession number' });
          issues.push(...problems);
          if (problems.length > 0) return;
          kept.push({
            taxonomy, concept, unit, start, end: end!, value: f.val as number,
            fy: typeof f.fy === 'number' ? f.fy : null, fp: typeof f.fp === 'string' ? f.fp : null,
            form: typeof f.form === 'string' ? f.form : null, filed: isoDate(f.filed), accn: f.accn as string,
          });
        });
      }
    }
  }
  return { read, kept };
}

const FACT_TYPE = JSON.stringify([
  {
    taxonomy: 'VARCHAR', concept: 'VARCHAR', unit: 'VARCHAR', start: 'DATE', end: 'DATE', value: 'DOUBLE',
    fy: 'INTEGER', fp: 'VARCHAR', form: 'VARCHAR', filed: 'DATE', accn: 'VARCHAR',
  },
]);

export const load: Importer['load'] = async (input) => {
  const { tx, provenance, file } = input;
  const doc = await readJsonFile(file);
  if (!isRecord(doc) || typeof doc.cik !== 'number' || !Number.isInteger(doc.cik) || typeof doc.entityName !== 'string' || !isRecord(doc.facts)) {
    throw fileProblem(file, 'is not an SEC companyfacts document: it needs a numeric cik, an entityName and a facts object');
  }
  const issues: FileIssue[] = [];
  const { read, kept } = keptFacts(doc.facts, issues);
  if (issues.length > 0) throw fileProblems(file, issues);
  const cik = doc.cik;
  const replaced = await replaceSample(tx, 'company-facts', 'SELECT CAST(? AS VARCHAR) AS key', [String(cik)]);
  // The facts travel as one bound JSON value; a fact stored already (or repeated in the file) is skipped.
  const added = await tx.run(
    `INSERT INTO company_facts
     SELECT DISTINCT ?, ?, f.taxonomy, f.concept, f.unit, f.start, f."end", f.value, f.fy, f.fp, f.form, f.filed, f.accn,
            'ingest', ?, CAST(? AS TIMESTAMP)
     FROM (SELECT unnest(from_json(CAST(? AS JSON), '${FACT_TYPE}'), recursive := true)) AS f
     WHERE NOT EXISTS (
       SELECT 1 FROM company_facts c
       WHERE c.cik = ? AND c.taxonomy = f.taxonomy AND c.concept = f.concept AND c.unit = f.unit AND c.period_end = f."end"
         AND c.period_start IS NOT DISTINCT FROM f.start AND c.accession = f.accn)`,
    [cik, doc.entityName, provenance.file, provenance.capturedAt, JSON.stringify(kept), cik],
  );
  return { format: 'json', rowsRead: read, rowsAdded: added, replaced };
};
