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
  /** yyyy-MM-dd, or null when neither the text nor the file name says it. */
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
 * The document of a form in `types` inside `text` with what the file says of its filing: a submission's
 * header first, else the path (the accession of an EDGAR folder) and the file name (an accession and a
 * filing date written in it). A submission without such a document yields its first, for the caller to refuse.
 */
export function readSubmission(text: string, path: string, types: readonly string[]): Submission {
  const head = text.slice(0, 4096);
  const named = filingNameFacts(basename(path));
  const fromPath = accessionFromPath(path) ?? named.accession;
  if (!/<SEC-HEADER>|^\s*<DOCUMENT>/i.test(head)) return { accession: fromPath, filedDate: named.filedDate, document: text, type: null };
  const accession = /ACCESSION NUMBER:\s*(\d{10}-\d{2}-\d{6})/.exec(head)?.[1] ?? fromPath;
  const filed = /FILED AS OF DATE:\s*(\d{4})(\d{2})(\d{2})/.exec(head);
  const documents = [...text.matchAll(DOCUMENT)].map(([, body]) => ({
    type: /<TYPE>\s*([^\s<]+)/i.exec(body!)?.[1]?.toUpperCase() ?? null,
    text: /<TEXT>([\s\S]*?)(?:<\/TEXT>|$)/i.exec(body!)?.[1] ?? body!,
  }));
  const chosen = documents.find((d) => d.type !== null && types.includes(d.type)) ?? documents[0] ?? { type: null, text };
  const filedDate = filed === null ? named.filedDate : `${filed[1]}-${filed[2]}-${filed[3]}`;
  return { accession, filedDate, document: chosen.text, type: chosen.type };
}

/** What a file name states about its filing. */
export interface FilingNameFacts {
  accession: string | null;
  filedDate: string | null;
}

/**
 * The accession number and filing date a file name states, each null when it states none: the accession
 * as EDGAR writes it (0001410368-26-010921, or its 18 digits) and the filing date as yyyy-MM-dd or
 * yyyyMMdd right after it (ncen-0001410368-26-010921-2026-02-12.xml, 0000320193-24-000123_20241101.htm).
 * A date anywhere else is not read: EDGAR names primary documents by their period (aapl-20240928.htm).
 */
export function filingNameFacts(name: string): FilingNameFacts {
  const parts = /(?<!\d)(\d{10})-(\d{2})-(\d{6})(?!\d)/.exec(name) ?? /(?<!\d)(\d{10})(\d{2})(\d{6})(?!\d)/.exec(name);
  if (parts === null) return { accession: null, filedDate: null };
  const date = /^[-_.]?(\d{4})-?(\d{2})-?(\d{2})(?!\d)/.exec(name.slice(parts.index + parts[0].length));
  const filedDate = date === null ? null : `${date[1]}-${date[2]}-${date[3]}`;
  return { accession: `${parts[1]}-${parts[2]}-${parts[3]}`, filedDate: filedDate !== null && isIsoDate(filedDate) ? filedDate : null };
}
