/**
 * The reading code of the `form4` importer (layout in `./form4.ts`): parses the document, checks every
 * value, then appends its rows with one appender. Loaded only when such a file is ingested.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseTicker } from '../../../core/tickers';
import { replaceSample } from '../../sample-keys';
import { fileProblem, fileProblems, type FileIssue } from '../problems';
import type { ImportCounts, Importer, ImportInput } from './importer';
import { child, childrenNamed, readXmlFile, textAt, type XmlElement } from './xml';
import { appendInsiderRows, type InsiderRow } from './form4-rows';

/** Collects bad values with their line and element while reading. */
export class Checker {
  readonly issues: FileIssue[] = [];

  bad(element: XmlElement | undefined, name: string, value: string | null, problem: string): null {
    this.issues.push({ line: element?.line ?? null, at: name, column: name, value, problem });
    return null;
  }

  /** A number at `path` under `parent` (absent: null); a value that is not one is an issue. */
  number(parent: XmlElement | undefined, path: string[], options: { required?: boolean } = {}): number | null {
    const raw = textAt(parent, ...path);
    const name = path.at(-1)!;
    if (raw === null) return options.required === true ? this.bad(child(parent, ...path) ?? parent, name, null, 'is missing') : null;
    const text = raw.replaceAll(',', '');
    if (!/^-?\d+(\.\d+)?$/.test(text) || Number(text) < 0) return this.bad(child(parent, ...path), name, raw, 'is not a non-negative number');
    return Number(text);
  }

  /** A yyyy-MM-dd date (a time zone after it is ignored) at `path`. */
  date(parent: XmlElement | undefined, path: string[], options: { required?: boolean } = {}): string | null {
    const raw = textAt(parent, ...path);
    const name = path.at(-1)!;
    if (raw === null) return options.required === true ? this.bad(child(parent, ...path) ?? parent, name, null, 'is missing') : null;
    const date = raw.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return this.bad(child(parent, ...path), name, raw, 'is not a date (yyyy-MM-dd)');
    return date;
  }

  /** A CIK (digits) at `path`. */
  cik(parent: XmlElement | undefined, path: string[]): number | null {
    const raw = textAt(parent, ...path);
    const name = path.at(-1)!;
    if (raw === null || !/^\d{1,10}$/.test(raw)) return this.bad(child(parent, ...path) ?? parent, name, raw, 'is not a CIK (up to ten digits)');
    return Number(raw);
  }
}

const flag = (text: string | null): boolean => text !== null && ['1', 'true', 'y', 'yes'].includes(text.toLowerCase());

/** The text of every footnote, by id, whitespace collapsed. */
function footnotesOf(root: XmlElement): Map<string, string> {
  return new Map(childrenNamed(child(root, 'footnotes'), 'footnote').map((f) => [f.attributes.id ?? '', f.text.replace(/\s+/g, ' ').trim()]));
}

/** Footnote ids referenced anywhere under `element`. */
function footnoteIds(element: XmlElement | undefined): string[] {
  if (element === undefined) return [];
  const own = element.name === 'footnoteId' && element.attributes.id !== undefined ? [element.attributes.id] : [];
  return [...own, ...element.children.flatMap(footnoteIds)];
}

/** The Rule 10b5-1 checkbox: null when the schema has none; `1`/`0` and `true`/`false` both occur. */
function rule10b5One(root: XmlElement, check: Checker): boolean | null {
  const box = child(root, 'aff10b5One');
  if (box === undefined) return null;
  const text = box.text.toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false' || text === '') return false;
  return check.bad(box, 'aff10b5One', box.text, 'is not 1, 0, true or false');
}

interface Owner {
  cik: number;
  name: string;
  city: string | null;
  state: string | null;
  director: boolean;
  officer: boolean;
  tenPercent: boolean;
  other: boolean;
  officerTitle: string | null;
}

function ownersOf(root: XmlElement, check: Checker): Owner[] {
  const owners = childrenNamed(root, 'reportingOwner').map((o): Owner | null => {
    const cik = check.cik(o, ['reportingOwnerId', 'rptOwnerCik']);
    const name = textAt(o, 'reportingOwnerId', 'rptOwnerName');
    if (name === null) check.bad(o, 'rptOwnerName', null, 'is missing');
    const rel = child(o, 'reportingOwnerRelationship');
    if (cik === null || name === null) return null;
    return {
      cik, name,
      city: textAt(o, 'reportingOwnerAddress', 'rptOwnerCity'),
      state: textAt(o, 'reportingOwnerAddress', 'rptOwnerState'),
      director: flag(textAt(rel, 'isDirector')),
      officer: flag(textAt(rel, 'isOfficer')),
      tenPercent: flag(textAt(rel, 'isTenPercentOwner')),
      other: flag(textAt(rel, 'isOther')),
      officerTitle: textAt(rel, 'officerTitle'),
    };
  });
  if (owners.length === 0) check.bad(root, 'reportingOwner', null, 'is missing: the document names no reporting owner');
  return owners.filter((o): o is Owner => o !== null);
}

/** One table row (transaction or holding) of the document, owner fields left for the caller. */
type TableRow = Pick<InsiderRow, 'rowKind' | 'securityKind' | 'rowNumber' | 'securityTitle' | 'transactionDate' | 'transactionCode'
  | 'acquiredDisposed' | 'shares' | 'price' | 'sharesOwnedAfter' | 'ownershipForm' | 'natureOfOwnership' | 'footnotes'>;

function tableRows(root: XmlElement, check: Checker, notes: Map<string, string>): TableRow[] {
  const rows: TableRow[] = [];
  const tables = [
    { table: 'nonDerivativeTable', kind: 'Non-derivative' as const },
    { table: 'derivativeTable', kind: 'Derivative' as const },
  ];
  for (const { table, kind } of tables) {
    const prefix = kind === 'Derivative' ? 'derivative' : 'nonDerivative';
    let position = 0;
    for (const element of child(root, table)?.children ?? []) {
      const holding = element.name === `${prefix}Holding`;
      if (!holding && element.name !== `${prefix}Transaction`) continue;
      position++;
      const coding = child(element, 'transactionCoding');
      const code = holding ? null : textAt(coding, 'transactionCode');
      if (!holding && (code === null || !/^[A-Za-z]$/.test(code))) check.bad(coding ?? element, 'transactionCode', code, 'is not a transaction code (one letter)');
      const form = textAt(element, 'ownershipNature', 'directOrIndirectOwnership');
      if (form === null || !/^[DI]$/i.test(form)) check.bad(child(element, 'ownershipNature') ?? element, 'directOrIndirectOwnership', form, 'is not D or I');
      const ad = holding ? null : textAt(element, 'transactionAmounts', 'transactionAcquiredDisposedCode');
      if (ad !== null && !/^[AD]$/i.test(ad)) check.bad(element, 'transactionAcquiredDisposedCode', ad, 'is not A or D');
      // Footnotes that explain the price or the code (a weighted-average range, a 10b5-1 plan).
      const ids = [...new Set([...footnoteIds(child(element, 'transactionAmounts', 'transactionPricePerShare')), ...footnoteIds(coding)])];
      rows.push({
        rowKind: holding ? 'Holding' : 'Transaction',
        securityKind: kind,
        rowNumber: position,
        securityTitle: textAt(element, 'securityTitle'),
        transactionDate: holding ? null : check.date(element, ['transactionDate'], { required: true }),
        transactionCode: code?.toUpperCase() ?? null,
        acquiredDisposed: ad?.toUpperCase() ?? null,
        shares: holding ? null : check.number(element, ['transactionAmounts', 'transactionShares']),
        price: holding ? null : check.number(element, ['transactionAmounts', 'transactionPricePerShare']),
        sharesOwnedAfter: check.number(element, ['postTransactionAmounts', 'sharesOwnedFollowingTransaction']),
        ownershipForm: form?.toUpperCase() === 'I' ? 'Indirect' : 'Direct',
        natureOfOwnership: textAt(element, 'ownershipNature', 'natureOfOwnership'),
        footnotes: ids.flatMap((id) => (notes.has(id) ? [notes.get(id)!] : [])).join('\n') || null,
      });
    }
  }
  return rows;
}

/** Reads and checks one document into rows, or refuses it listing every bad value. */
export function readOwnershipDocument(file: string, source: string): InsiderRow[] {
  const root = readXmlFile(file, source);
  if (root.name !== 'ownershipDocument') throw fileProblem(file, `is not an insider ownership filing (its root element is <${root.name}>, not <ownershipDocument>)`);
  const check = new Checker();
  const documentType = textAt(root, 'documentType');
  if (documentType === null || !/^[345](\/A)?$/i.test(documentType)) check.bad(child(root, 'documentType') ?? root, 'documentType', documentType, 'is not 3, 4 or 5');
  const issuer = child(root, 'issuer');
  const issuerCik = check.cik(issuer, ['issuerCik']);
  const symbol = textAt(issuer, 'issuerTradingSymbol');
  const ticker = symbol === null ? null : parseTicker(symbol);
  if (ticker === null) check.bad(child(issuer, 'issuerTradingSymbol') ?? issuer, 'issuerTradingSymbol', symbol, 'is not a ticker');
  const filed = textAt(root, 'ownerSignature', 'signatureDate') === null
    ? check.date(root, ['periodOfReport'], { required: true })
    : check.date(root, ['ownerSignature', 'signatureDate']);
  const planned = rule10b5One(root, check);
  const owners = ownersOf(root, check);
  const rows = tableRows(root, check, footnotesOf(root));
  if (check.issues.length > 0) throw fileProblems(file, check.issues);
  if (rows.length === 0) throw fileProblem(file, 'reports no transaction or holding');
  const documentId = createHash('sha256').update(source).digest('hex').slice(0, 32);
  return owners.flatMap((o) => rows.map((r): InsiderRow => ({
    ...r,
    documentId, ticker: ticker!.key, issuerCik: issuerCik!, issuerName: textAt(issuer, 'issuerName') ?? '',
    ownerCik: o.cik, ownerName: o.name, ownerCity: o.city, ownerState: o.state,
    isDirector: o.director, isOfficer: o.officer, isTenPercentOwner: o.tenPercent, isOther: o.other, officerTitle: o.officerTitle,
    documentType: documentType!.toUpperCase(), schemaVersion: textAt(root, 'schemaVersion'), filedDate: filed!, rule10b5One: planned,
  })));
}

export const load: Importer['load'] = async (input: ImportInput): Promise<ImportCounts> => {
  const { tx } = input;
  const rows = readOwnershipDocument(input.file, readFileSync(input.file, 'utf8'));
  const first = rows[0]!;
  const stored = await tx.one<{ n: number }>('SELECT count(*) AS n FROM insider_transactions WHERE document_id = ?', [first.documentId]);
  const replaced = await replaceSample(tx, 'insider-ticker', 'SELECT ? AS key', [first.ticker]);
  if ((stored?.n ?? 0) > 0) return { format: 'xml', rowsRead: rows.length, rowsAdded: 0, replaced };
  await appendInsiderRows(tx, rows, input.provenance);
  // A new issuer gets a record linking its CIK to the filed ticker (share count unknown).
  await tx.run(
    `INSERT INTO insider_issuers
     SELECT ?, ?, ?, NULL, NULL, 'Common', FALSE, 'ingest', ?, CAST(? AS TIMESTAMP)
     WHERE NOT EXISTS (SELECT 1 FROM insider_issuers WHERE issuer_cik = ?)`,
    [first.issuerCik, first.ticker, first.issuerName, input.provenance.file, input.provenance.capturedAt, first.issuerCik],
  );
  return { format: 'xml', rowsRead: rows.length, rowsAdded: rows.length, replaced };
};
