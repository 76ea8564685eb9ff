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
  /** The `<FILENAME>` of that document inside a submission; null for a bare document or when not stated. */
  name: string | null;
  /** What the submission's `<SEC-HEADER>` states; null for a bare document. */
  header: SubmissionHeader | null;
}

/** What a full submission's header states of the filing, each null (items empty) when not stated. */
export interface SubmissionHeader {
  /** CONFORMED SUBMISSION TYPE: the form of the filing (`8-K`, `10-K/A`). */
  form: string | null;
  /** CONFORMED PERIOD OF REPORT, yyyy-MM-dd. */
  period: string | null;
  /** The first filer's CENTRAL INDEX KEY, without leading zeros. */
  cik: number | null;
  /** The first filer's COMPANY CONFORMED NAME. */
  companyName: string | null;
  /**
   * 8-K items as written: the numbers of `ITEMS:` lines, or the titles of `ITEM INFORMATION:` lines (EDGAR
   * writes the item's title there, which the caller maps to its number).
   */
  items: string[];
}

/** The facts of the `<SEC-HEADER>` (or `<IMS-HEADER>`) at the start of `text`. */
export function readSubmissionHeader(text: string): SubmissionHeader {
  const end = text.search(/<\/(?:SEC|IMS)-HEADER>/i);
  const head = text.slice(0, end === -1 ? 32_768 : end);
  const field = (name: string): string | null => new RegExp(`^\\s*${name}:[ \\t]*(.+?)\\s*$`, 'm').exec(head)?.[1] ?? null;
  const period = /^(\d{4})(\d{2})(\d{2})$/.exec(field('CONFORMED PERIOD OF REPORT') ?? '');
  const cik = field('CENTRAL INDEX KEY');
  const items = [
    ...[...head.matchAll(/^\s*ITEMS:[ \t]*(.+?)\s*$/gm)].flatMap((m) => m[1]!.split(/[,\s]+/)),
    ...[...head.matchAll(/^\s*ITEM INFORMATION:[ \t]*(.+?)\s*$/gm)].map((m) => m[1]!),
  ].filter((item) => item !== '');
  return {
    form: field('CONFORMED SUBMISSION TYPE')?.toUpperCase() ?? null,
    period: period === null ? null : `${period[1]}-${period[2]}-${period[3]}`,
    cik: cik !== null && /^\d{1,10}$/.test(cik) && Number(cik) > 0 ? Number(cik) : null,
    companyName: field('COMPANY CONFORMED NAME'),
    items,
  };
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
  if (!/<SEC-HEADER>|^\s*<DOCUMENT>/i.test(head)) return { accession: fromPath, filedDate: named.filedDate, document: text, type: null, name: null, header: null };
  const accession = /ACCESSION NUMBER:\s*(\d{10}-\d{2}-\d{6})/.exec(head)?.[1] ?? fromPath;
  const filed = /FILED AS OF DATE:\s*(\d{4})(\d{2})(\d{2})/.exec(head);
  const documents = [...text.matchAll(DOCUMENT)].map(([, body]) => ({
    type: /<TYPE>\s*([^\s<]+)/i.exec(body!)?.[1]?.toUpperCase() ?? null,
    name: /<FILENAME>\s*([^\s<]+)/i.exec(body!)?.[1] ?? null,
    text: /<TEXT>([\s\S]*?)(?:<\/TEXT>|$)/i.exec(body!)?.[1] ?? body!,
  }));
  const chosen = documents.find((d) => d.type !== null && types.includes(d.type)) ?? documents[0] ?? { type: null, name: null, text };
  const filedDate = filed === null ? named.filedDate : `${filed[1]}-${filed[2]}-${filed[3]}`;
  const header = /<SEC-HEADER>|<IMS-HEADER>/i.test(head) ? readSubmissionHeader(text) : null;
  return { accession, filedDate, document: chosen.text, type: chosen.type, name: chosen.name, header };
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
