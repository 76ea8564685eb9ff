/**
 * Storing reads of registration filings (`registration_terms`), shared by the canonical JSON importer and
 * the prospectus reader: keyed by accession, a read that differs from the stored read of its filing
 * replaces it, an equal one is left alone, and the filers' synthetic sample registrations give way.
 */
import type { ReplacedSample } from '../../sample-keys';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { Provenance } from '../load';
import type { TermsRead } from './registration-terms-read';

const READ_TYPE = JSON.stringify([{
  cik: 'BIGINT', accession: 'VARCHAR', formType: 'VARCHAR', filedDate: 'DATE', state: 'VARCHAR', offeringType: 'VARCHAR', offeringTypeQuote: 'VARCHAR',
  isBlankCheck: 'BOOLEAN', proposedTicker: 'VARCHAR', exchange: 'VARCHAR', priceLow: 'DOUBLE', priceHigh: 'DOUBLE', priceQuote: 'VARCHAR',
  sharesOffered: 'DOUBLE', sharesQuote: 'VARCHAR', underwriters: 'VARCHAR', businessSummary: 'VARCHAR', useOfProceeds: 'VARCHAR', riskFactors: 'VARCHAR',
}]);
const INCOMING = `(SELECT unnest(from_json(CAST(? AS JSON), '${READ_TYPE}'), recursive := true))`;

// A stored read equal in every column to the incoming one.
const SAME = `t.cik = r.cik AND t.form_type = r.formType AND t.filed_date = r.filedDate AND t.state = r.state
  AND t.offering_type IS NOT DISTINCT FROM r.offeringType AND t.offering_type_quote IS NOT DISTINCT FROM r.offeringTypeQuote
  AND t.is_blank_check IS NOT DISTINCT FROM r.isBlankCheck AND t.proposed_ticker IS NOT DISTINCT FROM r.proposedTicker
  AND t.exchange IS NOT DISTINCT FROM r.exchange AND t.price_low IS NOT DISTINCT FROM r.priceLow AND t.price_high IS NOT DISTINCT FROM r.priceHigh
  AND t.price_quote IS NOT DISTINCT FROM r.priceQuote AND t.shares_offered IS NOT DISTINCT FROM r.sharesOffered
  AND t.shares_quote IS NOT DISTINCT FROM r.sharesQuote AND t.underwriters IS NOT DISTINCT FROM r.underwriters
  AND t.business_summary IS NOT DISTINCT FROM r.businessSummary AND t.use_of_proceeds IS NOT DISTINCT FROM r.useOfProceeds
  AND t.risk_factors IS NOT DISTINCT FROM r.riskFactors`;

/** Stores `reads`; returns how many rows were added and the sample rows replaced. */
export async function storeReads(tx: WriteTx, reads: readonly TermsRead[], provenance: Provenance): Promise<{ added: number; replaced: ReplacedSample[] }> {
  const json = JSON.stringify(reads);
  const replaced = await replaceSample(tx, 'registration', `SELECT DISTINCT CAST(r.cik AS VARCHAR) AS key FROM ${INCOMING} AS r`, [json]);
  await tx.run(`DELETE FROM registration_terms t WHERE EXISTS (SELECT 1 FROM ${INCOMING} AS r WHERE r.accession = t.accession AND NOT (${SAME}))`, [json]);
  const added = await tx.run(
    `INSERT INTO registration_terms
     SELECT r.cik, r.accession, r.formType, r.filedDate, r.state, r.offeringType, r.offeringTypeQuote, r.isBlankCheck, r.proposedTicker, r.exchange,
            r.priceLow, r.priceHigh, r.priceQuote, r.sharesOffered, r.sharesQuote, r.underwriters, r.businessSummary,
            r.useOfProceeds, r.riskFactors, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM ${INCOMING} AS r
     WHERE NOT EXISTS (SELECT 1 FROM registration_terms t WHERE t.accession = r.accession)`,
    [provenance.file, provenance.capturedAt, json],
  );
  return { added, replaced };
}
