/**
 * `buybacks.atm`: a listing's at-the-market equity programs, from program records extracted from the
 * company's own filings (`fds ingest atm-programs`). Only filings of the last 13 months count (filed from
 * 13 months before today through today); a program none of them states is left out. Rows of one program
 * share its establishment date: the capacity and the expiration date are the newest filing's that states
 * them, the sold figure the one measured last. An empty list means nothing was captured, not that the
 * company has no program.
 */
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { requireCompany } from './company';
import type { TickerParams } from './params';
import { atmFigures, atmLookbackStart } from './rules';
import type { AtmProgram, AtmPrograms, FilingSource } from './schemas';

const RECORDS = `
SELECT CAST(established_date AS VARCHAR) AS established, capacity_usd AS capacity, sold_usd AS sold,
  CAST(sold_as_of AS VARCHAR) AS "soldAsOf", CAST(expiration_date AS VARCHAR) AS expiration,
  form, CAST(filed_date AS VARCHAR) AS "filedDate", accession, url
FROM atm_programs
WHERE ticker = ? AND filed_date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
ORDER BY established_date DESC, filed_date DESC, accession DESC`;

interface RecordRow extends FilingSource {
  established: string;
  capacity: number;
  sold: number | null;
  soldAsOf: string | null;
  expiration: string | null;
}

/** One program from its records, newest filed first. */
function program(records: readonly RecordRow[], today: string): AtmProgram {
  const newest = records[0]!;
  const measured = records.filter((r) => r.sold !== null && r.soldAsOf !== null).sort((a, b) => (a.soldAsOf! < b.soldAsOf! ? 1 : a.soldAsOf! > b.soldAsOf! ? -1 : 0))[0];
  const expirationDate = records.find((r) => r.expiration !== null)?.expiration ?? null;
  const sold = measured?.sold ?? null;
  const sources = new Map<string, FilingSource>();
  for (const r of records) if (!sources.has(r.accession)) sources.set(r.accession, { form: r.form, filedDate: r.filedDate, accession: r.accession, url: r.url });
  return {
    establishedDate: newest.established,
    capacityUsd: newest.capacity,
    cumulativeSoldUsd: sold,
    soldAsOf: measured?.soldAsOf ?? null,
    expirationDate,
    ...atmFigures(newest.capacity, sold, expirationDate, today),
    sources: [...sources.values()],
  };
}

export async function atmPrograms(ctx: EngineContext, p: TickerParams): Promise<AtmPrograms> {
  const { ticker, companyName } = await requireCompany(ctx, p.ticker.key, 'at-the-market');
  const today = todayInNewYork(ctx.clock);
  const lookbackStartDate = atmLookbackStart(today);
  const rows = await ctx.store.all<RecordRow>(RECORDS, [ticker, lookbackStartDate, today]);
  const byProgram = new Map<string, RecordRow[]>();
  for (const row of rows) byProgram.set(row.established, [...(byProgram.get(row.established) ?? []), row]);
  return { ticker, companyName, lookbackStartDate, programs: [...byProgram.values()].map((records) => program(records, today)) };
}
