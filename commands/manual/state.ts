/** Prose of the manual about `fds state`: the state store on PostgreSQL and its migrations. */
import { STATE_URL_ENV } from '../../src/state/pg/url';
import { para, terms, type Section } from './roff';

export const stateSections: readonly Section[] = [
  {
    title: 'THE STATE STORE',
    body: para(
      'fds keeps two kinds of tables: captures (market and filing data, loaded by fds ingest) and state: accounts, '
        + 'organizations and their seats, API keys (stored as sha256 hashes, never the keys), the daily usage counters, '
        + 'portfolios with their lots, watches and shares, and web data feeds with their runs. By default both live in the '
        + 'embedded DuckDB store, and nothing on this page is needed.',
      'The state can also live in a PostgreSQL database, for fds servers that share it. fds state migrate creates the state '
        + 'tables in the database the URL names (the database itself must exist) and brings them to this version of fds. '
        + 'This version prepares the database only: fds serve still keeps its state in its own store.',
      'The tables have the columns of their embedded twins. Quantities, costs, prices and rates are numeric(38, 12), exact '
        + 'decimals; times are UTC. The daily counter of a caller is counted in one statement per request, so servers sharing '
        + 'it never lose a count or pass a quota together.',
    ),
  },
  {
    title: 'MIGRATIONS',
    body: para(
      'Migrations are numbered. Each one runs in one transaction together with its row in the table state_migrations '
        + '(version, name, checksum, applied_at), so it is applied whole or not at all. Running fds state migrate again applies '
        + 'nothing. Several processes migrating the same database at once take turns, and each migration is applied once.',
      'A database whose recorded migration differs from this build\'s (its checksum), or that has a version newer than this '
        + 'build knows, is refused and left as it is (exit 6).',
    ),
  },
  {
    title: 'THE URL',
    body: terms([
      ['form', 'postgres://USER:PASSWORD@HOST:PORT/DATABASE (postgresql:// too), with the query parameters of the pg client, '
        + 'such as sslmode=require. Characters such as @ or / in the password are percent-encoded.'],
      ['source', `--state URL, else the environment variable ${STATE_URL_ENV}. Without either, the command is a usage error (exit 2).`],
      ['shown', 'Only ever with its password masked (****): in the output and in every error message.'],
    ]),
  },
  {
    title: 'OUTPUT AND EXIT STATUS',
    body: para(
      'On a terminal: the migrations applied (or that there was nothing to apply), the schema version now, and the store. '
        + 'With --json, or when standard output is not a terminal: {"applied": [versions applied by this run], "current": '
        + 'version now}.',
      'Exit 0 on success, also when nothing was applied; 2 without a URL or with one that is not a PostgreSQL URL; 6 when the '
        + 'server cannot be reached, refuses the login or the database, refuses a statement, or holds a schema this build '
        + 'does not accept.',
    ),
  },
];
