/**
 * Prose of the manual about published captures: `fds captures publish` (its own page) and the replicas
 * of `fds serve --captures DIR` (a section of fds-serve(1)). Which tables are published is said from the
 * one list in `src/store/captures/tables.ts`.
 */
import { UNPUBLISHED_TABLES } from '../../src/store/captures/tables';
import { para, terms, type Section } from './roff';

const listed = (names: readonly string[]): string => `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;

/** The state and bookkeeping tables: everything else is published. */
const KEPT = listed(UNPUBLISHED_TABLES);

export const capturesSections: readonly Section[] = [
  {
    title: 'WHAT IS PUBLISHED',
    body: para(
      'Every table of the store except the state and the store\'s own bookkeeping: the market and filing data loaded by fds ingest '
        + '(and the sample set), and what describes it and must change with it: the manifest of synthetic sample keys, the facts the '
        + 'store keeps about its captures (the sample set\'s as-of date), the log of ingested files, and the stored index forecasts. '
        + `Not published: ${KEPT}.`,
      'Each table becomes one Parquet file, DIR/vN/TABLE.parquet, its rows sorted by the key its reads look rows up by (ticker and '
        + 'date for prices, series and date for economic data, and so on), so a replica\'s lookup reads few row groups. All files of a '
        + 'version are copied in one read transaction: they hold the store as it was at one instant, while ingest goes on.',
    ),
  },
  {
    title: 'VERSIONS AND THE MANIFEST',
    body: para(
      'DIR/manifest.json names the current version: {"version": N, "publishedAt", "schemaVersion", "tables": {TABLE: {"file", '
        + '"rows", "columns", "orderedBy"}}}. File names are relative to DIR, so DIR may be mounted at another path on each replica. '
        + 'N is one more than the newest version before it. The manifest is written last, as a new file renamed over the old one: a '
        + 'publish that fails (DIR not writable, a full disk) removes what it wrote of version N and leaves the previous manifest, so '
        + 'no reader ever sees a half version.',
      '--keep N keeps the newest N versions (default 3), the new one included, and removes older version directories. A replica '
        + 'answers from the version it last read until it reads the manifest again, so keep at least two and publish less often than '
        + 'the replicas look (fds serve --captures-poll). One DIR has one publishing node.',
      'The summary names the version, the tables and rows written and the largest tables, and ends with the synthetic-data notice '
        + 'while the store still holds rows of the sample set, since the replicas will serve them (with --json the notice is a line on '
        + 'standard error). '
        + '--json prints the manifest as written. Like ingest, the command runs where the store is held: in this process, or in the '
        + 'store\'s daemon or the fds serve holding it.',
    ),
  },
  {
    title: 'REPLICAS',
    body: para(
      'fds serve --captures DIR (or FDS_CAPTURES_DIR) serves the current version read-only; see fds-serve(1). Each replica runs its '
        + 'own quote feed and stream, and switches to a newer version by itself. The publishing node keeps ingesting into its store and '
        + 'publishes again when it wants replicas to see the new data.',
    ),
  },
  {
    title: 'EXIT STATUS',
    body: terms([
      ['0', 'Published.'],
      ['2', 'DIR could not be written or read (its reason is given) or --keep is not a whole number from 1 to 100; the previous version stays current.'],
      ['4', 'Asked of a server that serves published captures itself: publish on the node that ingests.'],
    ]),
  },
];

export const replicaSections: readonly Section[] = [
  {
    title: 'Replicas of published captures',
    body: para(
      'fds serve --captures DIR (or FDS_CAPTURES_DIR) serves the captures fds captures publish wrote to DIR instead of a store file. '
        + 'Its own DuckDB database is in memory; it holds the state (accounts, keys, usage, portfolios, web data feeds), lost when the '
        + 'server stops, unless --state keeps the state in PostgreSQL (see STATE STORE; replicas for a team: fds-deploy(1)); each capture table is a view over the Parquet file of the current version. It refuses to start when '
        + 'DIR has no manifest.json (exit 2) or when the manifest\'s schema version is not this build\'s, or a file it names is '
        + 'missing or holds other rows than it says (exit 6). It holds no store file, so no other fds command goes through it.',
      'It reads the manifest at every change of DIR and every --captures-poll seconds (default 5). A newer version is attached beside '
        + 'the current one and checked first; then new requests read it, while requests already running finish on the version they '
        + 'started on, so no answer mixes two versions. Cached answers are dropped at the switch, and the log says "captures: switched '
        + 'to vN". A manifest it cannot use is logged once and the current version keeps serving.',
      'Captures are read-only there: an ingest, a rebuild of the filing search index or a publish that reaches it answers 403 '
        + 'forbidden, saying to ingest on the publishing node; so does any other write into a capture table. Every read answers '
        + 'exactly as the store it was published from would. GET /v1/health and the start line say "captures: parquet DIR vN"; a '
        + 'server over its store says "captures: embedded".',
    ),
  },
];
