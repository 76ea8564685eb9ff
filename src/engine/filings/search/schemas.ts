/** The response of the three filing searches (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { DOCUMENT_TYPES } from '../forms';

export const FilingExcerptSchema = z
  .object({
    documentId: z.uuid().describe('The document the passage is from (its id in the filing list).'),
    ticker: z.string().nullable().describe('Listing of the company; null when neither the document nor SEC\'s ticker links give one.'),
    companyName: z.string().nullable().describe('The company as the document (or EDGAR) names it.'),
    documentType: z.enum(DOCUMENT_TYPES).describe('EightK, TenQ, TenK, EarningsCallTranscript or IrNews.'),
    documentTypeName: z.string().describe('The type\'s label: 8-K, 10-Q, 10-K, Earnings Call, IR News.'),
    filedDate: z.iso.date().describe('Date the document was filed or published (yyyy-MM-dd).'),
    chunkIndex: z.number().int().describe('The passage\'s place in the document, from 0.'),
    startLineNumber: z.number().int().describe('Number of the passage\'s first line: read on from it with the document\'s lines.'),
    text: z.string().describe('The passage: its whole lines joined by newlines.'),
    url: z.string().nullable().describe('Deep link that opens the document at the passage (its lines from startLineNumber on); null when the document has no resolvable ticker.'),
  })
  .describe('A passage of a stored document');
export type FilingExcerpt = z.infer<typeof FilingExcerptSchema>;

export const FilingSearchSchema = z
  .object({
    limit: z.number().int().describe('Most passages asked for.'),
    count: z.number().int().describe('Passages returned.'),
    data: z.array(FilingExcerptSchema).describe('The passages, best first.'),
  })
  .describe('Passages ranked by hybrid keyword and semantic search, best first');
export type FilingSearch = z.infer<typeof FilingSearchSchema>;
