/**
 * What the congressional importers share: staging rows read in TypeScript as a temp table, writing them to
 * a capture table, reading a CSV file as text records, the disclosure date forms, and finding a filer in
 * the stored legislators roster when the filing gives no Bioguide id.
 */
import { isIsoDate } from '../../../core/dates';
import { nameWords } from '../../../core/name-words';
import type { Sql, WriteTx } from '../../store';
import { fileProblem, readerDetail } from '../problems';
import { writeCapture, type Capture } from './regulator-lines';

export type StagedRow = Record<string, string | number | boolean | null | readonly string[]>;

/** (Re)creates temp `table` from `rows`, its columns typed as `types` gives them (DuckDB JSON type names). */
export async function stageRows(tx: WriteTx, table: string, rows: readonly StagedRow[], types: Readonly<Record<string, string>>): Promise<void> {
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${table} AS SELECT * FROM (SELECT unnest(from_json(CAST(? AS JSON), ?), recursive := true))`,
    [JSON.stringify(rows), JSON.stringify([types])],
  );
}

/** Stages `rows` and writes them to the capture table (see `writeCapture`); returns the rows added. */
export async function writeRows(
  tx: WriteTx,
  capture: Capture,
  rows: readonly StagedRow[],
  types: Readonly<Record<string, string>>,
  provenance: { file: string; capturedAt: string },
): Promise<number> {
  // A failure rolls the whole transaction back, the staged table with it.
  const staged = `${capture.table}_staged`;
  await stageRows(tx, staged, rows, types);
  const added = await writeCapture(tx, capture, staged, provenance);
  await tx.run(`DROP TABLE ${staged}`);
  return added;
}

/** The records of a CSV file with a header, every cell as text (empty cells as ''); `line` is the file line. */
export async function readCsvRecords(tx: WriteTx, file: string, what: string): Promise<{ header: string[]; records: (Record<string, string> & { line: number })[] }> {
  const table = 'congress_csv_raw';
  try {
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${table} AS SELECT row_number() OVER () AS record, * FROM read_csv(?, header = true, all_varchar = true, delim = ',', quote = '"', escape = '"', null_padding = true)`,
      [file],
    );
  } catch (error) {
    throw fileProblem(file, `cannot be read as ${what}: ${readerDetail(error)}`);
  }
  {
    const header = (await tx.all<{ column_name: string }>(`DESCRIBE ${table}`)).map((c) => c.column_name).filter((c) => c !== 'record');
    const rows = await tx.all<Record<string, string | null | bigint>>(`SELECT * FROM ${table} ORDER BY record`);
    const records = rows.map((row) => {
      const record: Record<string, string> & { line: number } = { line: Number(row.record) + 1 } as Record<string, string> & { line: number };
      for (const name of header) record[name] = String(row[name] ?? '').trim();
      return record;
    });
    await tx.run(`DROP TABLE ${table}`);
    return { header, records };
  }
}

/** A disclosure date: MM/DD/YYYY (leading zeros optional) or yyyy-MM-dd, as yyyy-MM-dd; null otherwise. */
export function disclosureDate(text: string | null | undefined): string | null {
  const written = (text ?? '').trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(written);
  const iso = us === null ? written : `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** A roster member as name matching needs it. */
export interface RosterEntry {
  memberId: string;
  chamber: string;
  state: string | null;
  first: string[];
  last: string[];
}

export async function readRoster(sql: Sql): Promise<RosterEntry[]> {
  const rows = await sql.all<{ id: string; chamber: string; state: string | null; first_name: string | null; last_name: string | null; aliases: string[] }>(
    'SELECT CAST(member_id AS VARCHAR) AS id, chamber, state, first_name, last_name, aliases FROM congress_members',
  );
  return rows.map((r) => ({
    memberId: r.id,
    chamber: r.chamber,
    state: r.state,
    // A first name, and the first word of each verified alias (a nickname), may open a filed name.
    first: [...nameWords(r.first_name ?? '').slice(0, 1), ...r.aliases.map((a) => nameWords(a)[0] ?? '')].filter((w) => w !== ''),
    last: nameWords(r.last_name ?? ''),
  }));
}

/**
 * The one roster member of `chamber` (and `state`, when given) a filed name designates: its words hold
 * the member's last name and the member's first name or nickname, in any order. Null when none or several do.
 */
export function findMember(roster: readonly RosterEntry[], chamber: string, filedName: string, state: string | null): string | null {
  const words = nameWords(filedName);
  const found = roster.filter(
    (m) => m.chamber === chamber && (state === null || m.state === state) && m.last.length > 0
      && m.last.every((w) => words.includes(w)) && m.first.some((f) => words.includes(f)),
  );
  return found.length === 1 ? found[0]!.memberId : null;
}
