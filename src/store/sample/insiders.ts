/**
 * Sample part of the insider family: the hand-written filings, issuer records, Form 144 notices and
 * Swedish register rows of `./insiders-filings.ts`, dated back from the as-of date and appended with the
 * sample provenance.
 */
import type { DuckDBTimestampValue } from '@duckdb/node-api';
import { DuckDBTimestampValue as Timestamp } from '@duckdb/node-api';
import { addDays, toUtcDate, type IsoDate } from '../../core/dates';
import { append, appendCell, appendCells, provenance, timestamp, type Cell } from './append';
import type { FamilySample } from './family';
import { SAMPLE_ALIASES, SAMPLE_FILINGS, SAMPLE_ISSUERS, SAMPLE_NOTICES, SAMPLE_REGISTER, SAMPLE_REGISTER_ISSUER, type SampleFiling } from './insiders-filings';

const big = (n: number): Cell => ({ bigint: n });

function filingRows(f: SampleFiling, index: number, asOf: IsoDate): Cell[][] {
  const o = f.owner;
  let nonDerivative = 0;
  let derivative = 0;
  return f.rows.map((r) => {
    const position = r.derivative === true ? ++derivative : ++nonDerivative;
    return [
      `sample-${String(index + 1).padStart(3, '0')}`, f.ticker, big(f.issuerCik), f.issuerName, big(o.cik), o.name, o.city, o.state,
      o.director === true, o.officerTitle !== undefined, o.tenPercent === true, false, o.officerTitle ?? null,
      f.documentType, f.schema, { date: addDays(asOf, -f.filedDaysAgo) },
      r.holding === true ? 'Holding' : 'Transaction', r.derivative === true ? 'Derivative' : 'Non-derivative', position,
      r.title, r.daysAgo === undefined ? null : { date: addDays(asOf, -r.daysAgo) }, r.code ?? null,
      r.code === undefined ? null : ['S', 'F', 'G'].includes(r.code) ? 'D' : 'A',
      r.holding === true ? null : r.shares, r.price ?? null, r.after,
      r.indirect === undefined ? 'Direct' : 'Indirect', r.indirect ?? null,
      f.schema === 'X0306' ? null : f.planned ?? false,
      r.footnotes === undefined ? null : r.footnotes.join('\n'),
    ];
  });
}

/** A register publication time: `daysAgo` days before as-of at a Stockholm clock time, stored as written. */
const published = (asOf: IsoDate, daysAgo: number, time: string): DuckDBTimestampValue => {
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  const ms = toUtcDate(addDays(asOf, -daysAgo)).getTime() + ((h * 60 + m) * 60 + s) * 1000;
  return new Timestamp(BigInt(ms) * 1000n);
};

export const insidersSample: FamilySample = {
  name: 'insiders',
  since: 8,
  load: async (tx, asOf, p) => {
    const at = timestamp(p);
    await appendCells(
      tx,
      'insider_issuers',
      SAMPLE_ISSUERS.map((i) => [big(i.cik), i.ticker, i.name, big(i.sharesOutstanding), { date: asOf }, i.listingClass ?? 'Common', false]),
      at,
    );
    await appendCells(tx, 'insider_transactions', SAMPLE_FILINGS.flatMap((f, i) => filingRows(f, i, asOf)), at, [18]);
    await appendCells(tx, 'insider_aliases', SAMPLE_ALIASES.map((a) => [big(a.cik), a.alias]), at);
    await appendCells(
      tx,
      'proposed_sales',
      SAMPLE_NOTICES.map((n) => [
        n.documentId, big(n.issuerCik), n.issuerName, { date: addDays(asOf, -n.filedDaysAgo) }, n.seller, n.relationship, 'Common',
        n.shares, n.value, { date: addDays(asOf, -n.saleDaysAgo) }, n.broker, n.remarks,
      ]),
      at,
    );
    await append(tx, 'se_insider_observations', (a) => {
      for (const r of SAMPLE_REGISTER) {
        a.appendTimestamp(published(asOf, r.publishedDaysAgo, r.publishedTime));
        const cells: Cell[] = [
          SAMPLE_REGISTER_ISSUER.name, SAMPLE_REGISTER_ISSUER.lei, r.notifier, r.person, r.role, r.related, r.amendment, r.amendmentDetails,
          false, false, r.nature, r.instrumentType, r.instrumentName, r.isin, { date: addDays(asOf, -r.tradedDaysAgo) },
          r.volume, 'Antal', r.price, 'SEK', 'NASDAQ STOCKHOLM AB', r.status,
        ];
        for (const cell of cells) appendCell(a, cell);
        provenance(a, at);
        a.endRow();
      }
    });
  },
};
