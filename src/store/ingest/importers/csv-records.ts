/**
 * A small RFC 4180 reader for the fund holdings layouts that DuckDB's reader cannot take whole: a preamble
 * before the header, a "blank" line made of a no-break space, and a quoted multi-line disclaimer after the
 * table. Each record keeps the file line it starts on, so a refusal names the line a user sees.
 */

export interface CsvRecord {
  /** 1-based file line the record starts on. */
  line: number;
  cells: string[];
}

/** Splits `text` into records (a quoted value may hold commas, doubled quotes and line breaks). */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  return records;
}

/** A record with nothing but spaces (a no-break space included) in every cell: the end of a table. */
export const isBlankRecord = (record: CsvRecord): boolean => record.cells.every((c) => c.replace(/[\s\u00a0]/g, '') === '');

/** Text of a file without its UTF-8 byte-order mark. */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** A number as fund files write it: thousands separators, spaces; null when it is not one ("-", empty). */
export function fundNumber(raw: string): number | null {
  const text = raw.trim().replaceAll(',', '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const iso = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

/** A date as fund files write it: `Sep 01, 2026`, `07/02/2020` or `2026-09-01`; null otherwise. */
export function fundDate(raw: string): string | null {
  const text = raw.trim();
  let m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase()) + 1;
    return month === 0 ? null : iso(Number(m[3]), month, Number(m[2]));
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return iso(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

/** A percent as a fraction without binary noise: 11.822 becomes 0.11822, not 0.11821999999999999. */
export const percentToFraction = (percent: number): number => Number((percent / 100).toFixed(10));
