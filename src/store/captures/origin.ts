/**
 * Where a store's captures are, in a module of its own so that what only names them (health, the
 * server's start line) loads no DuckDB.
 */

/** The store's own tables, or version `version` of the captures published in `dir`, attached read-only. */
export type CaptureOrigin = { kind: 'embedded' } | { kind: 'parquet'; dir: string; version: number };

/** `embedded`, or `parquet DIR vN`: how health and the server's start line name a store's captures. */
export const describeCaptures = (origin: CaptureOrigin): string =>
  origin.kind === 'embedded' ? 'embedded' : `parquet ${origin.dir} v${origin.version}`;
