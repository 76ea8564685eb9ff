/** The reading code of the `registration-terms` importer (layout in `./registration-terms.ts`). */
import { replaceSample } from '../../sample-keys';
import { fileProblem, fileProblems, readJsonFile, type FileIssue } from '../problems';
import type { Importer } from './importer';
import { checkReads, type TermsRead } from './registration-terms-read';

const READ_TYPE = JSON.stringify([{
  cik: 'BIGINT', accession: 'VARCHAR', formType: 'VARCHAR', filedDate: 'DATE', state: 'VARCHAR', offeringType: 'VARCHAR', offeringTypeQuote: 'VARCHAR',
  isBlankCheck: 'BOOLEAN', proposedTicker: 'VARCHAR', exchange: 'VARCHAR', offerPriceLow: 'DOUBLE', offerPriceHigh: 'DOUBLE', offerPriceQuote: 'VARCHAR',
  sharesOffered: 'DOUBLE', sharesOfferedQuote: 'VARCHAR', underwriters: 'VARCHAR', businessSummary: 'VARCHAR', useOfProceeds: 'VARCHAR', riskFactors: 'VARCHAR',
}]);
const INCOMING = `(SELECT unnest(from_json(CAST(? AS JSON), '${READ_TYPE}'), recursive := true))`;

// A stored read equal in every column to the incoming one.
const SAME = `t.cik = r.cik AND t.form_type = r.formType AND t.filed_date = r.filedDate AND t.state = r.state
  AND t.offering_type IS NOT DISTINCT FROM r.offeringType AND t.offering_type_quote IS NOT DISTINCT FROM r.offeringTypeQuote
  AND t.is_blank_check IS NOT DISTINCT FROM r.isBlankCheck AND t.proposed_ticker IS NOT DISTINCT FROM r.proposedTicker
  AND t.exchange IS NOT DISTINCT FROM r.exchange AND t.price_low IS NOT DISTINCT FROM r.offerPriceLow AND t.price_high IS NOT DISTINCT FROM r.offerPriceHigh
  AND t.price_quote IS NOT DISTINCT FROM r.offerPriceQuote AND t.shares_offered IS NOT DISTINCT FROM r.sharesOffered
  AND t.shares_quote IS NOT DISTINCT FROM r.sharesOfferedQuote AND t.underwriters IS NOT DISTINCT FROM r.underwriters
  AND t.business_summary IS NOT DISTINCT FROM r.businessSummary AND t.use_of_proceeds IS NOT DISTINCT FROM r.useOfProceeds
  AND t.risk_factors IS NOT DISTINCT FROM r.riskFactors`;

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
  const json = JSON.stringify(reads);
  const replaced = await replaceSample(tx, 'registration', `SELECT DISTINCT CAST(r.cik AS VARCHAR) AS key FROM ${INCOMING} AS r`, [json]);
  // A read that differs from the stored read of its filing replaces it; an equal one is left alone.
  await tx.run(`DELETE FROM registration_terms t WHERE EXISTS (SELECT 1 FROM ${INCOMING} AS r WHERE r.accession = t.accession AND NOT (${SAME}))`, [json]);
  const added = await tx.run(
    `INSERT INTO registration_terms
     SELECT r.cik, r.accession, r.formType, r.filedDate, r.state, r.offeringType, r.offeringTypeQuote, r.isBlankCheck, r.proposedTicker, r.exchange,
            r.offerPriceLow, r.offerPriceHigh, r.offerPriceQuote, r.sharesOffered, r.sharesOfferedQuote, r.underwriters, r.businessSummary,
            r.useOfProceeds, r.riskFactors, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM ${INCOMING} AS r
     WHERE NOT EXISTS (SELECT 1 FROM registration_terms t WHERE t.accession = r.accession)`,
    [provenance.file, provenance.capturedAt, json],
  );
  return { format: 'json', rowsRead: reads.length, rowsAdded: added, replaced };
};
