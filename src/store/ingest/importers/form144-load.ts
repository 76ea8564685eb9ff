/** The reading code of the `form144` importer (layout in `./form144.ts`). */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { replaceSample } from '../../sample-keys';
import { fileProblem, fileProblems } from '../problems';
import { Checker } from './form4-load';
import type { ImportCounts, Importer, ImportInput } from './importer';
import { child, childrenNamed, readXmlFile, textAt, type XmlElement } from './xml';

interface NoticeRow {
  documentId: string;
  issuerCik: number;
  issuerName: string | null;
  filingDate: string | null;
  seller: string | null;
  relationship: string | null;
  title: string | null;
  shares: number | null;
  value: number | null;
  saleDate: string | null;
  broker: string | null;
  remarks: string | null;
}

/** MM/DD/YYYY (as Form 144 writes dates) to yyyy-MM-dd; an issue otherwise. */
function usDate(check: Checker, parent: XmlElement | undefined, path: string[]): string | null {
  const raw = textAt(parent, ...path);
  if (raw === null) return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const iso = m === null ? null : `${m[3]}-${m[1]}-${m[2]}`;
  if (iso === null || Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) return check.bad(child(parent, ...path), path.at(-1)!, raw, 'is not a date (MM/DD/YYYY)');
  return iso;
}

export function readNotice(file: string, source: string): NoticeRow[] {
  const root = readXmlFile(file, source);
  const type = textAt(root, 'headerData', 'submissionType');
  if (root.name !== 'edgarSubmission' || type === null || !/^144(\/A)?$/i.test(type)) {
    throw fileProblem(file, `is not a Form 144 notice (root <${root.name}>, submission type ${type ?? 'missing'})`);
  }
  const check = new Checker();
  const form = child(root, 'formData');
  const issuer = child(form, 'issuerInfo');
  const issuerCik = check.cik(issuer, ['issuerCik']);
  const relationships = childrenNamed(child(issuer, 'relationshipsToIssuer'), 'relationshipToIssuer').map((r) => r.text).filter((t) => t !== '');
  const plans = childrenNamed(child(form, 'noticeSignature', 'planAdoptionDates'), 'planAdoptionDate').map((d) => d.text).filter((t) => t !== '');
  const remarks = textAt(form, 'remarks')?.replace(/\s+/g, ' ').trim() ?? (plans.length === 0 ? null : `Plan adoption date: ${plans.join(', ')}`);
  const filingDate = usDate(check, form, ['noticeSignature', 'noticeDate']);
  const lines = childrenNamed(form, 'securitiesInformation');
  if (lines.length === 0) check.bad(form ?? root, 'securitiesInformation', null, 'is missing');
  const documentId = createHash('sha256').update(source).digest('hex').slice(0, 32);
  const rows = lines.map((line, i): NoticeRow => ({
    documentId: `${documentId}-${i + 1}`,
    issuerCik: issuerCik ?? 0,
    issuerName: textAt(issuer, 'issuerName'),
    filingDate,
    seller: textAt(issuer, 'nameOfPersonForWhoseAccountTheSecuritiesAreToBeSold'),
    relationship: relationships.length === 0 ? null : relationships.join(', '),
    title: textAt(line, 'securitiesClassTitle'),
    shares: check.number(line, ['noOfUnitsSold']),
    value: check.number(line, ['aggregateMarketValue']),
    saleDate: usDate(check, line, ['approxSaleDate']),
    broker: textAt(line, 'brokerOrMarketmakerDetails', 'name'),
    remarks,
  }));
  if (check.issues.length > 0) throw fileProblems(file, check.issues);
  return rows;
}

export const load: Importer['load'] = async (input: ImportInput): Promise<ImportCounts> => {
  const { tx } = input;
  const rows = readNotice(input.file, readFileSync(input.file, 'utf8'));
  const first = rows[0]!;
  // The notice's issuer: every ticker its CIK is linked to, or the CIK itself while unlinked.
  const replaced = await replaceSample(
    tx,
    'proposed-sales',
    "SELECT ticker AS key FROM insider_issuers WHERE issuer_cik = ? AND ticker IS NOT NULL UNION ALL SELECT 'CIK:' || CAST(? AS BIGINT)",
    [first.issuerCik, first.issuerCik],
  );
  // One statement for every securities line of the notice; a line stored already is skipped.
  const values = rows.map(() => '(?, ?, ?, CAST(? AS DATE), ?, ?, ?, ?, ?, CAST(? AS DATE), ?, ?)').join(', ');
  const added = await tx.run(
    `INSERT INTO proposed_sales
     SELECT v.*, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM (VALUES ${values}) v(document_id, issuer_cik, issuer_name, filing_date, seller_name, relationship, security_title,
                               shares_to_be_sold, aggregate_market_value, approx_sale_date, broker_name, remarks)
     WHERE NOT EXISTS (SELECT 1 FROM proposed_sales p WHERE p.document_id = v.document_id)`,
    [
      // The provenance placeholders come first in the text, so they are bound first.
      input.provenance.file,
      input.provenance.capturedAt,
      ...rows.flatMap((r) => [r.documentId, r.issuerCik, r.issuerName, r.filingDate, r.seller, r.relationship, r.title, r.shares, r.value, r.saleDate, r.broker, r.remarks]),
    ],
  );
  return { format: 'xml', rowsRead: rows.length, rowsAdded: added, replaced };
};
