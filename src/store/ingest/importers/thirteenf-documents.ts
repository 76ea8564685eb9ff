/**
 * The two documents of one Form 13F filing as filed, found in either published form:
 *   - a folder as EDGAR's archive serves a filing: `primary_doc.xml` (the cover page) beside the
 *     information table (any other `.xml` whose root is `informationTable`); a folder named by the
 *     accession number without dashes (000106798325000008) gives the filing its accession number;
 *   - the full submission `.txt` (`<SEC-DOCUMENT>`): its header names the accession number and the filing
 *     date, and its `<DOCUMENT>` blocks hold the cover (`<TYPE>13F-HR`, …) and the `INFORMATION TABLE`, each
 *     as `<XML>…</XML>`.
 * A notice (13F-NT) has a cover and no information table. Lines of a refusal are lines of the file read.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileProblem } from '../problems';
import { XmlSyntaxError, parseXml, type XmlElement } from './xml';

/** One XML document of a filing: its root, the file it is in and the file line its first line is on. */
export interface FiledDocument {
  root: XmlElement;
  file: string;
  /** Added to a line of the document to give the line of `file`. */
  lineOffset: number;
}

export interface FiledThirteenF {
  cover: FiledDocument;
  infoTable: FiledDocument | null;
  /** Accession number with dashes, or null when the form read does not say it. */
  accession: string | null;
  /** FILED AS OF DATE of a full submission, yyyy-MM-dd; null for a folder. */
  filedDate: string | null;
}

export const PRIMARY_DOC = 'primary_doc.xml';

/** `path` is a folder holding a filing's cover page. */
export const isFilingFolder = (path: string): boolean => {
  try {
    return statSync(path).isDirectory() && readdirSync(path).some((name) => name.toLowerCase() === PRIMARY_DOC);
  } catch {
    return false;
  }
};

function parsed(file: string, text: string, lineOffset: number): XmlElement {
  try {
    return parseXml(text);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw fileProblem(file, `is not well-formed XML (line ${error.line + lineOffset}: ${error.message.replace(/^line \d+: /, '')})`);
    throw error;
  }
}

const dashed = (digits: string): string => `${digits.slice(0, 10)}-${digits.slice(10, 12)}-${digits.slice(12)}`;

/** The filing in a folder: its `primary_doc.xml` and the one information table beside it. */
function fromFolder(folder: string): FiledThirteenF {
  const names = readdirSync(folder).filter((name) => !name.startsWith('.') && name.toLowerCase().endsWith('.xml')).sort();
  const coverName = names.find((name) => name.toLowerCase() === PRIMARY_DOC);
  if (coverName === undefined) throw fileProblem(folder, `holds no ${PRIMARY_DOC} (the 13F cover page)`);
  const coverFile = join(folder, coverName);
  const cover = { root: parsed(coverFile, readFileSync(coverFile, 'utf8'), 0), file: coverFile, lineOffset: 0 };
  const tables: FiledDocument[] = [];
  for (const name of names) {
    if (name === coverName) continue;
    const file = join(folder, name);
    const root = parsed(file, readFileSync(file, 'utf8'), 0);
    if (root.name === 'informationTable') tables.push({ root, file, lineOffset: 0 });
  }
  if (tables.length > 1) throw fileProblem(folder, `holds ${tables.length} information tables (${tables.map((t) => basename(t.file)).join(', ')}); a filing has one`);
  const digits = basename(folder);
  return { cover, infoTable: tables[0] ?? null, accession: /^\d{18}$/.test(digits) ? dashed(digits) : null, filedDate: null };
}

const HEADER_FIELD = (name: string): RegExp => new RegExp(`^\\s*${name}:\\s*(\\S+)`, 'm');

/** The filing in a full submission text: header fields and the XML of its cover and information table. */
function fromSubmission(file: string): FiledThirteenF {
  const text = readFileSync(file, 'utf8');
  if (!/<SEC-DOCUMENT>|<SEC-HEADER>|ACCESSION NUMBER:/.test(text.slice(0, 4096))) {
    throw fileProblem(file, 'is not an EDGAR full submission (.txt with <SEC-DOCUMENT> and a header naming the ACCESSION NUMBER)');
  }
  const accession = HEADER_FIELD('ACCESSION NUMBER').exec(text)?.[1] ?? null;
  const filed = HEADER_FIELD('FILED AS OF DATE').exec(text)?.[1] ?? null;
  let cover: FiledDocument | null = null;
  let infoTable: FiledDocument | null = null;
  for (const block of text.matchAll(/<DOCUMENT>([\s\S]*?)<\/DOCUMENT>/g)) {
    const body = block[1]!;
    const type = /<TYPE>([^\n<]+)/.exec(body)?.[1]?.trim().toUpperCase() ?? '';
    const xml = /<XML>\s*\n?([\s\S]*?)<\/XML>/.exec(body);
    if (xml === null) continue;
    const start = block.index + '<DOCUMENT>'.length + xml.index + xml[0].indexOf(xml[1]!);
    const lineOffset = text.slice(0, start).split('\n').length - 1;
    const root = parsed(file, xml[1]!, lineOffset);
    const doc = { root, file, lineOffset };
    if (type === 'INFORMATION TABLE' || root.name === 'informationTable') infoTable = doc;
    else if (/^13F-/.test(type) || root.name === 'edgarSubmission') cover ??= doc;
  }
  if (cover === null) throw fileProblem(file, 'holds no 13F cover page (a <DOCUMENT> of <TYPE>13F-HR, 13F-HR/A, 13F-NT or 13F-NT/A with its <XML>)');
  const filedDate = filed !== null && /^\d{8}$/.test(filed) ? `${filed.slice(0, 4)}-${filed.slice(4, 6)}-${filed.slice(6)}` : null;
  return { cover, infoTable, accession: accession !== null && /^\d{10}-\d{2}-\d{6}$/.test(accession) ? accession : null, filedDate };
}

/** The documents of the filing at `path` (a filing folder or a full submission `.txt`). */
export function readThirteenF(path: string): FiledThirteenF {
  if (isFilingFolder(path)) return fromFolder(path);
  if (path.toLowerCase().endsWith('.txt')) return fromSubmission(path);
  throw fileProblem(path, `is not a 13F filing: give the filing's folder (${PRIMARY_DOC} beside the information table) or its full submission .txt`);
}
