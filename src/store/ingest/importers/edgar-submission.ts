/**
 * Where an annual report's filing identity comes from when its file does not hold it: EDGAR's full
 * submission text (`<SEC-HEADER>` with `ACCESSION NUMBER:` and `FILED AS OF DATE:`, then one `<DOCUMENT>`
 * per file of the filing, each with its `<TYPE>` and its `<TEXT>`), or the path of a primary document kept
 * in EDGAR's folder layout (`…/edgar/data/320193/000032019324000123/aapl-20240928.htm`, or a downloader's
 * `…/0000320193-24-000123/primary-document.html`). A bare primary document names neither.
 */
import { basename, dirname, sep } from 'node:path';
import { isIsoDate } from '../../../core/dates';

export interface Submission {
  /** `0000320193-24-000123`, or null when neither the text nor the path says it. */
  accession: string | null;
  /** yyyy-MM-dd, or null when the text does not say it (a path never does). */
  filedDate: string | null;
  /** The primary document's markup: the whole file, or the annual report's `<TEXT>` inside a submission. */
  document: string;
  /** The `<TYPE>` of that document inside a submission; null for a bare document. */
  type: string | null;
}

/** The accession number in its dashed form, from its 18 digits. */
const dashed = (digits: string): string => `${digits.slice(0, 10)}-${digits.slice(10, 12)}-${digits.slice(12)}`;

/** The accession number a folder or file name of `path` states, or null. */
export function accessionFromPath(path: string): string | null {
  const parts = [...dirname(path).split(sep), basename(path)].reverse();
  for (const part of parts) {
    const found = /^(\d{10}-\d{2}-\d{6})(?:$|[._-])/.exec(part) ?? /^(\d{18})(?:$|[._-])/.exec(part);
    if (found !== null) return found[1]!.includes('-') ? found[1]! : dashed(found[1]!);
  }
  return null;
}

const DOCUMENT = /<DOCUMENT>([\s\S]*?)(?:<\/DOCUMENT>|$)/gi;

/**
 * The annual report inside `text` with what the file says of its filing. `annualTypes` are the document
 * types read as the report; a submission without one yields its first document, for the caller to refuse.
 */
export function readSubmission(text: string, path: string, annualTypes: readonly string[]): Submission {
  const head = text.slice(0, 4096);
  const fromPath = accessionFromPath(path);
  if (!/<SEC-HEADER>|^\s*<DOCUMENT>/i.test(head)) return { accession: fromPath, filedDate: null, document: text, type: null };
  const accession = /ACCESSION NUMBER:\s*(\d{10}-\d{2}-\d{6})/.exec(head)?.[1] ?? fromPath;
  const filed = /FILED AS OF DATE:\s*(\d{4})(\d{2})(\d{2})/.exec(head);
  const documents = [...text.matchAll(DOCUMENT)].map(([, body]) => ({
    type: /<TYPE>\s*([^\s<]+)/i.exec(body!)?.[1]?.toUpperCase() ?? null,
    text: /<TEXT>([\s\S]*?)(?:<\/TEXT>|$)/i.exec(body!)?.[1] ?? body!,
  }));
  const chosen = documents.find((d) => d.type !== null && annualTypes.includes(d.type)) ?? documents[0] ?? { type: null, text };
  return { accession, filedDate: filed === null ? null : `${filed[1]}-${filed[2]}-${filed[3]}`, document: chosen.text, type: chosen.type };
}

/** What a file name states about its filing. */
export interface FilingNameFacts {
  accession: string | null;
  filedDate: string | null;
}

/**
 * The accession number and filing date a file name states, each null when it states none: the accession
 * as EDGAR writes it (0001410368-26-010921, or its 18 digits) and the filing date as yyyy-MM-dd or
 * yyyyMMdd (ncen-0001410368-26-010921-2026-02-12.xml). EDGAR's primary documents carry neither.
 */
export function filingNameFacts(name: string): FilingNameFacts {
  const dashed = /(?<!\d)(\d{10})-(\d{2})-(\d{6})(?!\d)/.exec(name);
  const bare = /(?<!\d)(\d{10})(\d{2})(\d{6})(?!\d)/.exec(name);
  const parts = dashed ?? bare;
  const accession = parts === null ? null : `${parts[1]}-${parts[2]}-${parts[3]}`;
  // The accession's own digits are taken out first, so they are never read as a date.
  const rest = parts === null ? name : name.replace(parts[0], ' ');
  const date = /(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)/.exec(rest);
  const filedDate = date === null ? null : `${date[1]}-${date[2]}-${date[3]}`;
  return { accession, filedDate: filedDate !== null && isIsoDate(filedDate) ? filedDate : null };
}
