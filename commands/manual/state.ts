/** Prose of the manual about the state store: `fds state` (its migrations) and `fds serve --state`. */
import { MAX_LOTS_PER_PORTFOLIO, MAX_PORTFOLIOS_PER_ACCOUNT, MAX_WATCHES_PER_PORTFOLIO } from '../../src/engine/portfolios/limits';
import { CALLER_CACHE_MS } from '../../src/http/auth';
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
      'The state can also live in a PostgreSQL database, for fds servers that share it (fds serve --state URL; see '
        + 'fds-serve(1)). fds state migrate creates the state tables in the database the URL names (the database itself must '
        + 'exist) and brings them to this version of fds; a server never does it itself, and refuses to start on a database '
        + 'that lacks a migration of its build.',
      'The tables have the columns of their embedded twins. Quantities, costs, prices and rates are numeric(38, 12), exact '
        + 'decimals; times are UTC; text compares byte by byte (collation "C"), as in the embedded store, so listings come out '
        + 'in the same order. The daily counter of a caller is counted in one statement per request, so servers sharing '
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

/** The section of fds-serve(1) about where the server keeps its state. */
export const serveStateSection: Section = {
  title: 'State store',
  body: para(
    'The server keeps two kinds of data. Captures (prices, listings, filings, option data and everything fds ingest loads '
      + 'from a publisher) are in its own store file, or, with --captures, in the Parquet files another node published. State (accounts, organizations and their seats, API keys as '
      + 'hashes, the daily usage counters, portfolios with their lots, watches and shares, web data feeds and their results) '
      + 'is there too by default (state: embedded): quotas are then counted in the server\'s memory and saved once a second.',
    `--state postgres://USER:PASSWORD@HOST:5432/DATABASE (else the environment variable ${STATE_URL_ENV}) keeps the state in `
      + 'PostgreSQL instead, so several servers share it: replicas behind one address, each with its own copy of the capture '
      + 'store. The database must have been prepared with fds state migrate and the same URL (fds-state(1)); the server never '
      + 'changes its schema. When the database lacks a migration of this build, cannot be reached or refuses the login, the '
      + 'server does not start (exit 6) and says why, naming the database with its password masked.',
    'Shared state is exact across servers. Each counted request is one atomic statement on the caller\'s daily counter, so '
      + 'servers together admit exactly the quota; a request that fails gives its count back. The limits of '
      + `${MAX_PORTFOLIOS_PER_ACCOUNT} portfolios per account, ${MAX_LOTS_PER_PORTFOLIO} lots and ${MAX_WATCHES_PER_PORTFOLIO} watches per portfolio, `
      + 'unique names, and the order in which lots are added are checked in the transaction that writes, under a lock of '
      + 'what is counted. Quantities and amounts are stored as exact decimals.',
    `A server reuses a key lookup for ${CALLER_CACHE_MS / 1000} seconds: a key revoked, or an account moved to another plan, through one server `
      + `stops working (or takes its new plan) on every other server within ${CALLER_CACHE_MS / 1000} seconds, and at once on the server that made the change.`,
    'The start line and GET /v1/health say where the state is: state: embedded, or state: postgres (HOST:PORT/DATABASE), '
      + 'never with a user or password. A failure of PostgreSQL while serving answers 503 service_unavailable.',
    'Commands run on the same store while the server holds it (fds keys, fds accounts, fds orgs, fds portfolio, fds ingest '
      + 'web-feed) go through the server and so work on the shared state. A web data feed file ingested that way is read '
      + 'and checked by DuckDB as usual and written with its runs in one PostgreSQL transaction; the record of the ingested '
      + 'file stays in the server\'s store. The synthetic sample feeds live only in the embedded store and are not served '
      + 'from PostgreSQL.',
  ),
};
