/** Response shapes of the filing store's reads (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMeta } from '../../core/params';
import { DOCUMENT_TYPES } from './forms';

export const FilingRowSchema = z
  .object({
    id: z.uuid().describe('Document id: stable across re-ingests (a name-based uuid of the filing\'s accession or the source\'s own id).'),
    ticker: z.string().nullable().describe('Listing of the company; null when neither the document nor SEC\'s ticker links give one.'),
    companyName: z.string().nullable().describe('The company as the document (or EDGAR) names it.'),
    documentType: z.enum(DOCUMENT_TYPES).describe('EightK, TenQ, TenK, EarningsCallTranscript or IrNews; an amendment has its base type.'),
    documentTypeName: z.string().describe('The type\'s label: 8-K, 10-Q, 10-K, Earnings Call, IR News.'),
    filedDate: z.iso.date().describe('Date the document was filed or published (yyyy-MM-dd).'),
    reportingForDate: z.iso.date().nullable().describe('The date it reports for: period of report, event date or call date; null when not stated.'),
    itemNumbers: z.array(z.string()).describe('8-K items (2.02, 5.02), in item order; empty for forms without items.'),
    lineCount: z.number().int().describe('Lines of its text; every document is line-numbered from 1.'),
  })
  .describe('A stored document');
export type FilingRow = z.infer<typeof FilingRowSchema>;

export const FilingPageSchema = z.object({ data: z.array(FilingRowSchema), meta: PageMeta }).describe('Stored documents, newest filed first');

export const FilingDocumentSchema = FilingRowSchema.extend({
  form: z.string().describe('The form label as filed (10-K/A for an amendment), or the type\'s label outside EDGAR.'),
  cik: z.number().int().nullable().describe('SEC central index key of the filer; null when the source gives none.'),
  accession: z.string().nullable().describe('EDGAR accession number of the filing; null outside EDGAR.'),
  documentName: z.string().nullable().describe('File name of the primary document on EDGAR, when known.'),
  url: z.string().nullable().describe('The document on EDGAR (its filing folder when the file name is not known), or the source\'s page.'),
  chunkCount: z.number().int().describe('Passages the document is cut into for search.'),
}).describe('A stored document with where it comes from');
export type FilingDocument = z.infer<typeof FilingDocumentSchema>;

export const FilingLinesSchema = z
  .object({
    documentId: z.uuid().describe('The document read.'),
    ticker: z.string().nullable().describe('Its listing, as in the list.'),
    lineCount: z.number().int().describe('Lines in the whole document.'),
    start: z.number().int().describe('Number of the first line asked for (1-based).'),
    count: z.number().int().describe('Lines in this response.'),
    hasMore: z.boolean().describe('True when lines follow the last one returned.'),
    nextStart: z.number().int().nullable().describe('The start of the next call, null when nothing follows.'),
    data: z.array(z.object({ lineNumber: z.number().int().describe('1-based, fixed when the document was stored.'), text: z.string() })).describe('The lines, in order.'),
  })
  .describe('A run of a document\'s numbered lines');
export type FilingLines = z.infer<typeof FilingLinesSchema>;
