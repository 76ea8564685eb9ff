/** The reading code of the `filing` importer (what it reads in `./filing.ts`). */
import { readFile } from 'node:fs/promises';
import type { IsoDate } from '../../../core/dates';
import { EDGAR_DOCUMENT_FORMS, edgarDocumentUrl, typeOfForm } from '../../../engine/filings/forms';
import type { Sql } from '../../store';
import { fileProblem } from '../problems';
import type { Importer } from './importer';
import { numberedLines, storeDocument } from './filing-store';
import { itemsInText, readEdgarDocument, type EdgarDocument } from './filing-read';

/** The `source` of the documents this importer stores. */
const SOURCE = 'filing';

/** A filing as the submissions metadata lists it (`filing_index`). */
interface IndexedFiling {
  accession: string;
  companyName: string;
  filedDate: IsoDate;
  reportDate: IsoDate | null;
  items: string[];
  primaryDocument: string | null;
}

const INDEXED = `SELECT accession, company_name AS "companyName", CAST(filed_date AS VARCHAR) AS "filedDate",
  CAST(report_date AS VARCHAR) AS "reportDate", item_numbers AS items, primary_document AS "primaryDocument"
FROM filing_index`;

/**
 * The submissions metadata of the document's filing: by its accession, else (a document naming none) the
 * one filing of its CIK, form and period; null when there is none, or several.
 */
async function indexedFiling(sql: Sql, read: EdgarDocument): Promise<IndexedFiling | null> {
  if (read.accession !== null) return (await sql.one<IndexedFiling>(`${INDEXED} WHERE accession = ? ORDER BY captured_at DESC LIMIT 1`, [read.accession])) ?? null;
  if (read.cik === null || read.form === null || read.periodDate === null) return null;
  const found = await sql.all<IndexedFiling>(`${INDEXED} WHERE cik = ? AND form = ? AND report_date = CAST(? AS DATE) LIMIT 2`, [read.cik, read.form, read.periodDate]);
  return found.length === 1 ? found[0]! : null;
}

const WHERE_FROM =
  'a full submission states it in its header; a primary document in its EDGAR folder path or file name '
  + '(…/edgar/data/320193/000032019324000123/doc.htm, or 0000320193-24-000123-2024-11-01.htm); or the company\'s '
  + 'submissions metadata (fds ingest sec-submissions) lists the filing by its CIK, form and period';

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const read = readEdgarDocument(file, await readFile(file, 'utf8'));
  const { form } = read;
  if (form === null) throw fileProblem(file, 'does not say which form it is: it has no submission header, no EDGAR <TYPE> line and no dei:DocumentType fact');
  const documentType = typeOfForm(form);
  if (documentType === null) throw fileProblem(file, `is a ${form}, not one of the forms the filing store keeps (${EDGAR_DOCUMENT_FORMS.join(', ')})`);
  if (read.format === 'submission' && read.documentType !== form) throw fileProblem(file, `is a ${form} submission without a <DOCUMENT> of <TYPE> ${form} (its primary document)`);
  if (read.cik === null) {
    throw fileProblem(file, 'does not say whose filing it is: no dei:EntityCentralIndexKey, no CENTRAL INDEX KEY in a submission header and no CIK in an EDGAR folder path');
  }
  const indexed = await indexedFiling(tx, read);
  const accession = read.accession ?? indexed?.accession ?? null;
  const filedDate = read.filedDate ?? indexed?.filedDate ?? null;
  if (accession === null) throw fileProblem(file, `states no accession number, which identifies the filing: ${WHERE_FROM}`);
  if (filedDate === null) throw fileProblem(file, `states no filing date: ${WHERE_FROM}`);
  const lines = numberedLines(read.lines);
  if (lines.length === 0) throw fileProblem(file, 'holds no text to store');
  const items = documentType !== 'EightK' ? []
    : read.headerItems.length > 0 ? read.headerItems
      : (indexed?.items.length ?? 0) > 0 ? indexed!.items
        : itemsInText(lines);
  const documentName = read.documentName ?? indexed?.primaryDocument ?? null;
  const stored = await storeDocument(tx, {
    key: `edgar:${accession}`,
    documentType,
    form,
    cik: read.cik,
    ticker: null,
    tradingSymbols: read.tradingSymbols,
    companyName: read.companyName ?? indexed?.companyName ?? null,
    filedDate,
    periodDate: read.periodDate ?? indexed?.reportDate ?? null,
    itemNumbers: items,
    accession,
    documentName,
    url: edgarDocumentUrl(read.cik, accession, documentName),
    lines,
  }, { source: SOURCE, file: provenance.file, capturedAt: provenance.capturedAt });
  return { format: read.format, rowsRead: 1, rowsAdded: stored.written ? 1 : 0, replaced: stored.replaced };
};
