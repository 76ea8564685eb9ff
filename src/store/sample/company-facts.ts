/**
 * Writing sample SEC company facts, shared by the parts that generate them (the index screens' facts and
 * the buyback figures). A CIK whose facts a real file has brought gets no synthetic fact, so no company's
 * facts end up part synthetic, part real.
 */
import type { DuckDBTimestampValue } from '@duckdb/node-api';
import type { IsoDate } from '../../core/dates';
import type { WriteTx } from '../store';
import { append, dateValue, provenance } from './append';

/** One row of `company_facts`, as a sample part generates it. */
export interface SampleFactRow {
  cik: number;
  entityName: string;
  /** `dei` for the cover-page facts (Entity…), `us-gaap` for the financial statements. */
  taxonomy: 'dei' | 'us-gaap';
  concept: string;
  unit: string;
  start: IsoDate | null;
  end: IsoDate;
  value: number;
  fy: number;
  fp: string;
  form: string;
  filed: IsoDate;
  accession: string;
}

export async function appendSampleFacts(tx: WriteTx, facts: readonly SampleFactRow[], at: DuckDBTimestampValue): Promise<void> {
  const real = new Set((await tx.all<{ cik: number }>("SELECT DISTINCT cik FROM company_facts WHERE source <> 'sample'")).map((r) => Number(r.cik)));
  await append(tx, 'company_facts', (a) => {
    for (const f of facts) {
      if (real.has(f.cik)) continue;
      a.appendBigInt(BigInt(f.cik));
      a.appendVarchar(f.entityName);
      a.appendVarchar(f.taxonomy);
      a.appendVarchar(f.concept);
      a.appendVarchar(f.unit);
      if (f.start === null) a.appendNull();
      else a.appendDate(dateValue(f.start));
      a.appendDate(dateValue(f.end));
      a.appendDouble(f.value);
      a.appendInteger(f.fy);
      a.appendVarchar(f.fp);
      a.appendVarchar(f.form);
      a.appendDate(dateValue(f.filed));
      a.appendVarchar(f.accession);
      provenance(a, at);
      a.endRow();
    }
  });
}
