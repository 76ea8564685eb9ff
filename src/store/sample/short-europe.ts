/**
 * Sample part of the short-selling family: the hand-written register captures of `./short-registers.ts`,
 * dated back from the as-of date and appended with the sample provenance. Each register's export row is
 * what makes it captured; its capture time is the sample's, or earlier for a register made stale.
 */
import { DuckDBTimestampValue, type DuckDBAppender } from '@duckdb/node-api';
import { addDays, toUtcDate, type IsoDate } from '../../core/dates';
import { append, dateValue, provenance, SAMPLE_SOURCE, timestamp, type Provenance } from './append';
import type { FamilySample } from './family';
import { SAMPLE_AGGREGATES, SAMPLE_EXPORTS, SAMPLE_POSITIONS, SAMPLE_REPORTED } from './short-registers';

const DAY_MS = 86_400_000;

const at = (ms: number): DuckDBTimestampValue => new DuckDBTimestampValue(BigInt(ms) * 1000n);

function text(a: DuckDBAppender, value: string | null): void {
  if (value === null) a.appendNull();
  else a.appendVarchar(value);
}

function dayBefore(a: DuckDBAppender, asOf: IsoDate, daysAgo: number | null): void {
  if (daysAgo === null) a.appendNull();
  else a.appendDate(dateValue(addDays(asOf, -daysAgo)));
}

function bigint(a: DuckDBAppender, value: number | null): void {
  if (value === null) a.appendNull();
  else a.appendBigInt(BigInt(value));
}

/** Rows each register's sample export held. */
const rowsOf = (register: string): number =>
  [...SAMPLE_POSITIONS, ...SAMPLE_AGGREGATES, ...SAMPLE_REPORTED].filter((row) => row.register === register).length;

async function appendExports(tx: Parameters<FamilySample['load']>[0], asOf: IsoDate, p: Provenance): Promise<void> {
  await append(tx, 'short_exports', (a) => {
    for (const e of SAMPLE_EXPORTS) {
      a.appendVarchar(e.register);
      a.appendNull();
      a.appendBigInt(BigInt(rowsOf(e.register)));
      if (e.modifiedDaysAgo === null) a.appendNull();
      else a.appendTimestamp(at(toUtcDate(addDays(asOf, -e.modifiedDaysAgo)).getTime()));
      a.appendVarchar(SAMPLE_SOURCE);
      a.appendNull();
      a.appendTimestamp(at(p.capturedAt.getTime() - e.checkedDaysAgo * DAY_MS));
      a.endRow();
    }
  });
}

export const shortSample: FamilySample = {
  name: 'short',
  since: 11,
  load: async (tx, asOf, p) => {
    const captured = timestamp(p);
    await appendExports(tx, asOf, p);
    await append(tx, 'short_positions', (a) => {
      for (const r of SAMPLE_POSITIONS) {
        a.appendVarchar(r.register);
        a.appendVarchar(r.holder);
        text(a, r.lei);
        a.appendVarchar(r.issuer);
        a.appendVarchar(r.isin);
        a.appendDouble(r.stated);
        a.appendNull();
        dayBefore(a, asOf, r.daysAgo);
        dayBefore(a, asOf, r.publishedDaysAgo);
        dayBefore(a, asOf, r.endedDaysAgo);
        a.appendNull();
        provenance(a, captured);
        a.endRow();
      }
      // The holders an aggregate register lists under each of its figures.
      for (const r of SAMPLE_AGGREGATES) {
        for (const h of r.holders) {
          a.appendVarchar(r.register);
          a.appendVarchar(h.holder);
          a.appendNull();
          a.appendVarchar(r.issuer);
          text(a, r.isin);
          a.appendDouble(h.stated);
          bigint(a, h.shares);
          dayBefore(a, asOf, h.daysAgo);
          a.appendNull();
          a.appendNull();
          dayBefore(a, asOf, r.daysAgo);
          provenance(a, captured);
          a.endRow();
        }
      }
    });
    await append(tx, 'short_aggregates', (a) => {
      for (const r of SAMPLE_AGGREGATES) {
        a.appendVarchar(r.register);
        text(a, r.isin);
        text(a, r.lei);
        a.appendVarchar(r.issuer);
        dayBefore(a, asOf, r.daysAgo);
        a.appendNull();
        a.appendDouble(r.stated);
        bigint(a, r.shares);
        dayBefore(a, asOf, r.historicalDaysAgo);
        provenance(a, captured);
        a.endRow();
      }
      for (const r of SAMPLE_REPORTED) {
        const [h, m, sec] = r.reportedTime.split(':').map(Number) as [number, number, number];
        a.appendVarchar(r.register);
        a.appendVarchar(r.isin);
        a.appendNull();
        a.appendVarchar(r.issuer);
        a.appendNull();
        a.appendTimestamp(at(toUtcDate(addDays(asOf, -r.reportedDaysAgo)).getTime() + ((h * 60 + m) * 60 + sec) * 1000));
        a.appendDouble(r.stated);
        a.appendNull();
        a.appendNull();
        provenance(a, captured);
        a.endRow();
      }
    });
  },
};
