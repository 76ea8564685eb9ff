/**
 * What an EDGAR document of the filing store says of itself, before the store's own knowledge (the
 * submissions metadata) is joined in: its form, filer, period, 8-K items, the filing's date and accession,
 * and its text as lines.
 *
 * Sources, first found wins: the full submission's header (CONFORMED SUBMISSION TYPE, CONFORMED PERIOD OF
 * REPORT, ITEMS or ITEM INFORMATION, the filer's CENTRAL INDEX KEY and COMPANY CONFORMED NAME, FILED AS OF
 * DATE, ACCESSION NUMBER) and the primary document's `<TYPE>`; the inline XBRL cover-page facts
 * (dei:DocumentType, EntityCentralIndexKey, EntityRegistrantName, DocumentPeriodEndDate, TradingSymbol);
 * then the path (an EDGAR folder `…/edgar/data/CIK/ACCESSION/`) and file name (an accession and a filing
 * date). 8-K items the header does not give are read from the text (`Item 2.02`) by the loader, after the
 * submissions metadata had its say.
 */
import { basename, dirname } from 'node:path';
import type { IsoDate } from '../../../core/dates';
import { dateAt, WRITTEN_DATE } from '../../../engine/filing-text/dates';
import { htmlBlocks } from '../../../engine/filing-text/html-text';
import { EDGAR_DOCUMENT_FORMS, EIGHT_K_ITEM_TITLES, ITEM_NUMBER, itemOfTitle, sortedItems } from '../../../engine/filings/forms';
import { accessionFromPath, readSubmission } from './edgar-submission';
import { firstFact, readDeiFacts, type DeiFact } from './inline-xbrl-dei';
import { headerOrPathCik } from './sec-filing-identity';

export interface EdgarDocument {
  form: string | null;
  /** The `<TYPE>` of the document taken from a submission (the primary one's is the form); null for a bare document. */
  documentType: string | null;
  cik: number | null;
  companyName: string | null;
  tradingSymbols: string[];
  periodDate: IsoDate | null;
  /** Items the header states; empty when it states none (the text is read later). */
  headerItems: string[];
  filedDate: IsoDate | null;
  accession: string | null;
  /** The document's file name on EDGAR, when the submission or the folder path says it. */
  documentName: string | null;
  lines: string[];
  format: 'submission' | 'html' | 'text';
}

/** Table cells are joined by this in a line. */
export const CELL_SEPARATOR = ' | ';

/** A document with no HTML element is plain text (old filings): its own lines are its lines. */
const HTML_ELEMENT = /<(?:html|body|p|div|table|font|br|span)\b/i;

/** The period a dei:DocumentPeriodEndDate fact states: its context's date, else the date written. */
function periodOf(fact: DeiFact | null): IsoDate | null {
  if (fact === null) return null;
  if (fact.end !== null) return fact.end;
  const iso = /^\d{4}-\d{2}-\d{2}$/.exec(fact.value)?.[0];
  if (iso !== undefined) return iso;
  const written = [...fact.value.matchAll(WRITTEN_DATE)][0];
  return written === undefined ? null : dateAt(written);
}

const cikNumber = (text: string | null | undefined): number | null =>
  text !== null && text !== undefined && /^\d{1,10}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;

/** 8-K items as a header writes them (numbers, or titles EDGAR writes for them), as numbers. */
function headerItems(written: readonly string[]): string[] {
  return sortedItems(written.map((item) => (ITEM_NUMBER.test(item) ? item : itemOfTitle(item))).filter((item): item is string => item !== null));
}

const KNOWN_ITEMS = new Set(EIGHT_K_ITEM_TITLES.map(([number]) => number));

/** The 8-K items a document's lines name as headings (`Item 2.02`, `ITEM 5.02.`), in item order. */
export function itemsInText(lines: readonly string[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    for (const match of line.matchAll(/\bItem\s+(\d{1,2}\.\d{2})\b/gi)) if (KNOWN_ITEMS.has(match[1]!)) found.push(match[1]!);
  }
  return sortedItems(found);
}

/** Reads `text`, the file at `file` (see the module comment). */
export function readEdgarDocument(file: string, text: string): EdgarDocument {
  const submission = readSubmission(text, file, EDGAR_DOCUMENT_FORMS);
  const header = submission.header;
  const dei = readDeiFacts(submission.document);
  const isHtml = HTML_ELEMENT.test(submission.document);
  const lines = isHtml ? htmlBlocks(submission.document, { cellSeparator: CELL_SEPARATOR }) : submission.document.split(/\r?\n/);
  const fromFolder = accessionFromPath(dirname(file)) !== null;
  return {
    form: (header?.form ?? submission.type ?? firstFact(dei, 'DocumentType')?.value ?? null)?.toUpperCase() ?? null,
    documentType: submission.type,
    cik: cikNumber(firstFact(dei, 'EntityCentralIndexKey')?.value) ?? header?.cik ?? cikNumber(headerOrPathCik(text, file)),
    companyName: firstFact(dei, 'EntityRegistrantName')?.value ?? header?.companyName ?? null,
    tradingSymbols: (dei.facts.get('TradingSymbol') ?? []).map((f) => f.value).filter((v) => v !== ''),
    periodDate: periodOf(firstFact(dei, 'DocumentPeriodEndDate')) ?? header?.period ?? null,
    headerItems: headerItems(header?.items ?? []),
    filedDate: submission.filedDate,
    accession: submission.accession,
    documentName: submission.name ?? (fromFolder ? basename(file) : null),
    lines,
    format: submission.type !== null ? 'submission' : isHtml ? 'html' : 'text',
  };
}
