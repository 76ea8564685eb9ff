/**
 * Ownership filings (Form 3, 4 or 5 XML, schema X0508) written for a test and loaded through the form4
 * importer, so an engine test can add the case a rule needs to the sample or to an empty store.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ingestAny } from '../../src/store/ingest/index';
import type { SampleFixture } from './store';

export interface FilingOwner {
  cik: number;
  name: string;
  director?: boolean;
  officerTitle?: string;
  tenPercent?: boolean;
}

export interface FilingRow {
  /** Omitted from the filing when null. */
  title?: string | null;
  date: string;
  code: string;
  shares: number;
  /** Omitted from the filing when null. */
  price?: number | null;
  after: number;
  indirect?: string;
}

export interface Filing {
  documentType?: '3' | '4' | '5';
  ticker: string;
  issuerCik: number;
  owners: readonly FilingOwner[];
  rows: readonly FilingRow[];
  /** Signature date (the filing date stored). */
  signed: string;
  /** The Rule 10b5-1 checkbox. */
  planned?: boolean;
}

const value = (tag: string, text: string | number | null | undefined) =>
  text === null || text === undefined ? '' : `<${tag}><value>${text}</value></${tag}>`;

function ownerXml(o: FilingOwner): string {
  return `<reportingOwner>
    <reportingOwnerId><rptOwnerCik>${String(o.cik).padStart(10, '0')}</rptOwnerCik><rptOwnerName>${o.name}</rptOwnerName></reportingOwnerId>
    <reportingOwnerRelationship>
      <isDirector>${o.director === true ? 1 : 0}</isDirector><isOfficer>${o.officerTitle === undefined ? 0 : 1}</isOfficer>
      <isTenPercentOwner>${o.tenPercent === true ? 1 : 0}</isTenPercentOwner>${o.officerTitle === undefined ? '' : `<officerTitle>${o.officerTitle}</officerTitle>`}
    </reportingOwnerRelationship>
  </reportingOwner>`;
}

function rowXml(r: FilingRow): string {
  return `<nonDerivativeTransaction>
      ${value('securityTitle', r.title === undefined ? 'Common Stock' : r.title)}
      ${value('transactionDate', r.date)}
      <transactionCoding><transactionFormType>4</transactionFormType><transactionCode>${r.code}</transactionCode></transactionCoding>
      <transactionAmounts>
        ${value('transactionShares', r.shares)}${value('transactionPricePerShare', r.price)}
        ${value('transactionAcquiredDisposedCode', ['S', 'F', 'G'].includes(r.code) ? 'D' : 'A')}
      </transactionAmounts>
      <postTransactionAmounts>${value('sharesOwnedFollowingTransaction', r.after)}</postTransactionAmounts>
      <ownershipNature>${value('directOrIndirectOwnership', r.indirect === undefined ? 'D' : 'I')}${value('natureOfOwnership', r.indirect)}</ownershipNature>
    </nonDerivativeTransaction>`;
}

/** The XML of `f`. */
export function ownershipFiling(f: Filing): string {
  return `<?xml version="1.0"?>
<ownershipDocument>
  <schemaVersion>X0508</schemaVersion>
  <documentType>${f.documentType ?? '4'}</documentType>
  <periodOfReport>${f.rows[0]?.date ?? f.signed}</periodOfReport>
  <issuer><issuerCik>${String(f.issuerCik).padStart(10, '0')}</issuerCik><issuerName>Issuer of ${f.ticker}</issuerName><issuerTradingSymbol>${f.ticker}</issuerTradingSymbol></issuer>
  ${f.owners.map(ownerXml).join('\n  ')}
  <aff10b5One>${f.planned === true ? 1 : 0}</aff10b5One>
  <nonDerivativeTable>
    ${f.rows.map(rowXml).join('\n    ')}
  </nonDerivativeTable>
  <ownerSignature><signatureName>/s/ Signer</signatureName><signatureDate>${f.signed}</signatureDate></ownerSignature>
</ownershipDocument>
`;
}

/** Ingests each filing into the store of `fx` as the form4 importer reads a downloaded file. */
export async function ingestFilings(fx: SampleFixture, filings: readonly Filing[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fds-filings-'));
  try {
    for (const [i, f] of filings.entries()) {
      const file = join(dir, `filing-${i + 1}.xml`);
      writeFileSync(file, ownershipFiling(f));
      await ingestAny(fx.store, fx.clock, 'form4', file);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
