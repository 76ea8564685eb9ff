/**
 * What every European short-selling register export goes through once its rows are read, whatever its
 * layout: it must not take the register back in time, and once accepted it is recorded in `short_exports`
 * (what makes the register captured; its capture time is when the register was checked).
 *
 * An export is older than the stored register when the last update it states is older than the latest a
 * stored export stated. A history register (`…-History`) only grows, so there an export whose newest
 * dated row is older than the stored register's newest is older too. A current register is not judged
 * by its rows: its newest notification can leave it (a position crossing below the threshold moves to
 * the archive), so a newer export may well hold only older rows. The synthetic sample's dates say
 * nothing of the real register and are never compared.
 */
import type { Register } from '../../../engine/short/eu-sources';
import type { WriteTx } from '../../store';
import { fileProblem } from '../problems';
import type { ImportInput } from './importer';

/** The dates an export brings: the last update it states (yyyy-MM-dd; null when it states none) and its newest row's. */
export interface ExportDates {
  stated: string | null;
  /** yyyy-MM-dd, or yyyy-MM-ddTHH:mm:ss for a register dating its rows by report time. */
  newest: string | null;
}

/** SQL of a stored or staged row's date as {@link ExportDates.newest} writes it. */
export const NEWEST_OF_ROW = (positionDate: string, reportedAt = 'NULL'): string =>
  `coalesce(strftime(${reportedAt}, '%Y-%m-%dT%H:%M:%S'), strftime(${positionDate}, '%Y-%m-%d'))`;

const STORED = `
SELECT (SELECT sha256 FROM short_exports WHERE register = $1 ORDER BY captured_at DESC, rowid DESC LIMIT 1) AS sha256,
       (SELECT strftime(max(source_modified_at), '%Y-%m-%d') FROM short_exports WHERE register = $1 AND source <> 'sample') AS stated,
       greatest(
         (SELECT max(${NEWEST_OF_ROW('position_date')}) FROM short_positions WHERE register = $1 AND source <> 'sample' AND aggregate_date IS NULL),
         (SELECT max(${NEWEST_OF_ROW('position_date', 'reported_at_local')}) FROM short_aggregates WHERE register = $1 AND source <> 'sample')
       ) AS newest`;

/**
 * Refuses an export of `register` older than the register stored; returns the digest of the newest
 * stored export (to record this one only when it is another file).
 */
export async function refuseOlderExport(tx: WriteTx, file: string, register: Register, dates: ExportDates): Promise<string | null> {
  const stored = await tx.one<{ sha256: string | null; stated: string | null; newest: string | null }>(STORED, [register]);
  if (dates.stated !== null && stored?.stated != null && dates.stated < stored.stated) {
    throw fileProblem(file, `states its last update as ${dates.stated}, older than the ${register} register stored (${stored.stated}): the register would go back in time`);
  }
  if (register.endsWith('-History') && dates.newest !== null && stored?.newest != null && dates.newest < stored.newest) {
    throw fileProblem(
      file,
      `is an older export of the ${register} register: its newest position is dated ${dates.newest}, the register stored has one dated ${stored.newest} (the register would go back in time)`,
    );
  }
  return stored?.sha256 ?? null;
}

/** Records the accepted export of `register` (a file already recorded as the newest export is not recorded twice). */
export async function recordExport(
  tx: WriteTx,
  input: Pick<ImportInput, 'provenance'>,
  register: Register,
  export_: { sha256: string; rows: number; stated: string | null; latestSha256: string | null },
): Promise<void> {
  if (export_.latestSha256 === export_.sha256) return;
  await tx.run('INSERT INTO short_exports VALUES (?, ?, ?, CAST(? AS TIMESTAMP), ?, ?, CAST(? AS TIMESTAMP))', [
    register, export_.sha256, export_.rows, export_.stated, 'ingest', input.provenance.file, input.provenance.capturedAt,
  ]);
}
