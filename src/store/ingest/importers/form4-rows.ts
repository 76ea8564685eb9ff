/** The row of `insider_transactions` an ownership document yields, and its bulk append. */
import { DuckDBTimestampValue } from '@duckdb/node-api';
import { dateValue } from '../../sample/append';
import type { WriteTx } from '../../store';
import type { Provenance } from '../load';

export interface InsiderRow {
  documentId: string;
  ticker: string;
  issuerCik: number;
  issuerName: string;
  ownerCik: number;
  ownerName: string;
  ownerCity: string | null;
  ownerState: string | null;
  isDirector: boolean;
  isOfficer: boolean;
  isTenPercentOwner: boolean;
  isOther: boolean;
  officerTitle: string | null;
  documentType: string;
  schemaVersion: string | null;
  filedDate: string;
  rowKind: 'Transaction' | 'Holding';
  securityKind: 'Non-derivative' | 'Derivative';
  rowNumber: number;
  securityTitle: string | null;
  transactionDate: string | null;
  transactionCode: string | null;
  acquiredDisposed: string | null;
  shares: number | null;
  price: number | null;
  sharesOwnedAfter: number | null;
  ownershipForm: 'Direct' | 'Indirect';
  natureOfOwnership: string | null;
  rule10b5One: boolean | null;
  footnotes: string | null;
}

/** Appends `rows` in table column order, with the ingest provenance. */
export async function appendInsiderRows(tx: WriteTx, rows: readonly InsiderRow[], provenance: Provenance): Promise<void> {
  const appender = await tx.connection.createAppender('insider_transactions');
  const text = (v: string | null) => (v === null ? appender.appendNull() : appender.appendVarchar(v));
  const num = (v: number | null) => (v === null ? appender.appendNull() : appender.appendDouble(v));
  const date = (v: string | null) => (v === null ? appender.appendNull() : appender.appendDate(dateValue(v)));
  const at = new DuckDBTimestampValue(BigInt(Date.parse(provenance.capturedAt)) * 1000n);
  try {
    for (const r of rows) {
      text(r.documentId); text(r.ticker); appender.appendBigInt(BigInt(r.issuerCik)); text(r.issuerName);
      appender.appendBigInt(BigInt(r.ownerCik)); text(r.ownerName); text(r.ownerCity); text(r.ownerState);
      appender.appendBoolean(r.isDirector); appender.appendBoolean(r.isOfficer); appender.appendBoolean(r.isTenPercentOwner); appender.appendBoolean(r.isOther);
      text(r.officerTitle); text(r.documentType); text(r.schemaVersion); date(r.filedDate);
      text(r.rowKind); text(r.securityKind); appender.appendInteger(r.rowNumber); text(r.securityTitle); date(r.transactionDate);
      text(r.transactionCode); text(r.acquiredDisposed); num(r.shares); num(r.price); num(r.sharesOwnedAfter);
      text(r.ownershipForm); text(r.natureOfOwnership);
      if (r.rule10b5One === null) appender.appendNull();
      else appender.appendBoolean(r.rule10b5One);
      text(r.footnotes);
      text('ingest'); text(provenance.file); appender.appendTimestamp(at);
      appender.endRow();
    }
  } catch (error) {
    appender.clear();
    appender.closeSync();
    throw error;
  }
  appender.closeSync();
}
