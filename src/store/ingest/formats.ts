/**
 * File formats ingest reads, chosen by extension. DuckDB reads each of them set-based; the file path is
 * always a bound parameter (`?`) of the reader, never part of the SQL text.
 */
import { extname } from 'node:path';

export type IngestFormat = 'csv' | 'json' | 'parquet';

/** Extensions per format, lower case, with the dot. */
export const formatExtensions: Readonly<Record<IngestFormat, readonly string[]>> = {
  csv: ['.csv', '.txt'],
  json: ['.json', '.ndjson', '.jsonl'],
  parquet: ['.parquet'],
};

/** The format of `file` by its extension (any case), or null when ingest does not read it. */
export function formatOf(file: string): IngestFormat | null {
  const extension = extname(file).toLowerCase();
  for (const [format, extensions] of Object.entries(formatExtensions) as [IngestFormat, readonly string[]][]) {
    if (extensions.includes(extension)) return format;
  }
  return null;
}

export const supportedExtensions = (): string => Object.values(formatExtensions).flat().join(', ');

/**
 * The table function reading a JSON or Parquet file as it is, the path bound as the one parameter. JSON
 * strings stay strings: the timestamp format is a bare literal no real value has, which turns off DuckDB's
 * guess at timestamps — a guess that would drop the difference between a time with an offset and one
 * without, which ingest must refuse.
 */
export const rawReaderSql: Readonly<Record<Exclude<IngestFormat, 'csv'>, string>> = {
  json: "read_json_auto(?, sample_size = -1, timestampformat = 'strings are read as text')",
  parquet: 'read_parquet(?)',
};
