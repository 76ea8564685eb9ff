/**
 * An importer reads one published file layout (a Cboe CSV, a CFTC annual report, a FRED download, …) and
 * writes its rows into a family's capture tables. The ingest framework (`../index.ts`) checks the file,
 * opens the one write transaction, hashes the file and records it in `ingest_files`; the importer only
 * validates the layout and inserts, set-based (DuckDB reads the file, the path a bound parameter).
 *
 * Contract: refuse a wrong layout with `fileProblem` (400 naming the file and what is wrong with it as a
 * whole), and bad values with `fileProblems`, listing every one found at once (`findProblems`, or
 * `refuseRecords` for a CSV: each with its file line, the column as the file names it and the value as
 * written; a JSON layout places each by its path, `runs[3].state`) before or instead of writing; the
 * transaction is then rolled back, so a refused file leaves the store unchanged. Re-ingesting the same
 * file adds nothing. Once the rows are
 * valid and before inserting them, call `replaceSample` with the dataset keys the file brings, so a key
 * never ends up part synthetic, part real.
 */
import type { Clock } from '../../../core/clock';
import type { StateStore } from '../../../state/state';
import type { ReplacedSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { Provenance } from '../load';
import type { UnmappedSymbols } from '../regulator-symbols';

export interface ImportInput {
  tx: WriteTx;
  /** Absolute path of the file; exists, is a regular file and is not empty. */
  file: string;
  /** Lower-case extension with the dot, e.g. `.csv`; one of the importer's `extensions`. */
  extension: string;
  provenance: Provenance;
  clock: Clock;
  /**
   * Where state lives (the store itself, or a PostgreSQL state store under `fds serve --state`): an
   * importer of state (web-feed) writes there; absent, the store itself.
   */
  state?: StateStore | undefined;
}

export interface ImportCounts {
  /** Format actually read, for the report, e.g. `csv`, `json`, `zip`. */
  format: string;
  /** Data rows (observations, reports, …) in the file. */
  rowsRead: number;
  /** Rows stored by this ingest (the others were stored already or repeated in the file). */
  rowsAdded: number;
  /** Synthetic sample rows the file's keys replaced (see `replaceSample`), removed before the insert. */
  replaced: ReplacedSample[];
  /** Rows whose regulator symbol maps to no listing, stored under the symbol as filed (`../regulator-symbols.ts`). */
  unmappedSymbols?: UnmappedSymbols | undefined;
}

export interface Importer {
  /** Dataset name on the command line and in `/_local/ingest/{dataset}`, e.g. `vix`. */
  name: string;
  /** One line for `fds ingest --help`. */
  description: string;
  /** The accepted layouts, as prose for fds-ingest(1): header, delimiters, date forms, missing values. */
  manual: string;
  /** Accepted extensions, lower case with the dot. */
  extensions: readonly string[];
  /**
   * For a layout published as a folder of documents (a 13F filing): whether `path` is one such folder. A
   * folder it accepts is ingested as one unit (`file` is then the folder); any other folder given on the
   * command line is read for its files and for the subfolders it accepts. Absent: only files are read.
   */
  isUnitFolder?: (path: string) => boolean;
  load(input: ImportInput): Promise<ImportCounts>;
}
