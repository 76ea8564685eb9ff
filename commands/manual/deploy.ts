/**
 * fds-deploy(1): running several `fds serve` replicas for a team. A topic page, not a command's: what the
 * pieces are and how they fit, with the commands of each step (their own pages have the details).
 */
import { DEFAULT_CAPTURES_POLL_SECONDS } from '../serve';
import { CALLER_CACHE_MS } from '../../src/http/auth';
import { STATE_URL_ENV } from '../../src/state/pg/url';
import { esc, para, terms, type Section } from './roff';

const CAPTURES_DIR = '/srv/fds/captures';
const STATE_URL = 'postgres://fds:PASSWORD@db.internal:5432/fds';

/** Lines shown as typed (no fill), escaped. */
const example = (...lines: string[]): string => ['.PP', '.nf', ...lines.map((line) => `    ${esc(line)}`), '.fi', '.PP'].join('\n');

const sections: readonly Section[] = [
  {
    title: 'Description',
    body: para(
      'One fds serve over its own store file is the default and needs nothing of this page. A team that outgrows one process '
        + '(one DuckDB file admits one writing process, and one server is one point of failure) runs several fds serve replicas '
        + 'behind its load balancer instead. Each replica is stateless: the state (accounts, organizations and their seats, API '
        + 'keys as hashes, plans, the daily usage counters, portfolios with their lots, watches and shares, web data feeds and '
        + 'their results) lives in one PostgreSQL database, and the captures (prices, listings, filings and everything else '
        + 'fds ingest loads) are Parquet files one node publishes and every replica reads through DuckDB.',
    ),
  },
  {
    title: 'Topology',
    body: [
      terms([
        ['PostgreSQL', 'One database for the state, prepared with fds state migrate. Every replica connects to it with the same URL.'],
        [
          'The publishing node',
          'Holds a store file, ingests into it (fds ingest) and publishes its captures to a directory every replica can read (fds '
            + 'captures publish DIR). It may serve as well: fds serve --state URL over its store file makes it the place where '
            + 'operator commands (fds keys, fds accounts, fds orgs, fds portfolio, fds ingest web-feed) reach the shared state, '
            + 'since a command run on a node goes through the server holding that node\'s store. While FDS_STATE_URL is set and no '
            + 'such server holds the store, those commands are refused (exit 6) rather than written to the store file. One '
            + 'directory has one publishing node.',
        ],
        [
          'Replicas',
          'Any number of fds serve --state URL --captures DIR processes, on one machine or many. A replica holds no store file: its '
            + 'captures are the current version in DIR, read-only, and it switches to a newer one by itself.',
        ],
        [
          'The load balancer',
          'Any HTTP load balancer that passes WebSocket upgrades (for /v1/stream) in front of the replicas, checking GET /v1/health. '
            + 'Sticky sessions are not required: every replica answers every request the same way, and quotas and limits are counted '
            + 'in PostgreSQL.',
        ],
      ]),
    ].join('\n'),
  },
  {
    title: 'Configuration',
    body: [
      para(
        `On every node, the state URL is given with --state or the environment variable ${STATE_URL_ENV}, and a replica's captures `
          + 'directory with --captures or FDS_CAPTURES_DIR. A first deployment, in order:',
      ),
      example(
        `export ${STATE_URL_ENV}=${STATE_URL}`,
        '# once, and again after each upgrade of fds:',
        'fds state migrate',
        '# on the publishing node, after each ingest:',
        `fds captures publish ${CAPTURES_DIR} --keep 3`,
        '# on the publishing node: its server keeps the state in PostgreSQL,',
        '# and operator commands on that node go through it',
        'fds serve --port 8080 &',
        'fds keys create --account desk --plan pro',
        '# on each replica:',
        `fds serve --host 0.0.0.0 --port 8080 --captures ${CAPTURES_DIR}`,
      ),
      para(
        'The start line and GET /v1/health of each server say where its state and its captures are, without a user or password: '
          + 'state: postgres (HOST:PORT/DATABASE) and captures: parquet DIR vN on a replica. Quota flags (--quota-free, --quota-plus, '
          + '--quota-pro), the upgrade page and the quote feed are given to each replica; give all of them the same values, since a '
          + 'request is counted against the limit of the replica that answers it.',
      ),
    ].join('\n'),
  },
  {
    title: 'Migrations',
    body: para(
      `fds state migrate (--state URL, else ${STATE_URL_ENV}) creates the state tables or brings them to this build's version, `
        + 'each migration in its own transaction, and changes nothing when run again. A server checks at start that every '
        + 'migration of its build is applied and refuses to start otherwise (exit 6, naming the command to run); no server ever '
        + 'changes the schema. To upgrade, run fds state migrate with the new build first, then replace the replicas one at a '
        + 'time. See fds-state(1).',
    ),
  },
  {
    title: 'Publishing captures',
    body: para(
      'Ingest runs on the publishing node only; a replica refuses an ingest or a reindex with 403. After ingesting, fds captures '
        + 'publish DIR writes every capture table as a sorted Parquet file under DIR/vN/ from one snapshot of the store, then '
        + 'renames a new DIR/manifest.json naming version N over the old one; a failed publish leaves the previous version '
        + `served. Replicas read the manifest at each change of DIR and every --captures-poll seconds (default ${DEFAULT_CAPTURES_POLL_SECONDS}); `
        + 'requests already running finish on the version they started on, so no answer mixes two versions.',
      'DIR is a shared file system (NFS, a mounted volume) or a directory copied to each replica. When copying, copy the new '
        + 'vN directory first and manifest.json last, so a replica never reads a manifest naming files not yet there. --keep N '
        + '(default 3) keeps the newest N versions; keep at least two, so a replica still reading the previous one finds its files.',
    ),
  },
  {
    title: 'Rotating keys',
    body: [
      para('Keys are created and revoked on the publishing node, whose server writes them to PostgreSQL:'),
      example('fds keys create --account desk   # the new key, shown once', 'fds keys list                    # the old key\'s id', 'fds keys revoke KEY_ID'),
      para(
        `Hand the new key out before revoking the old one. A replica reuses a key lookup for ${CALLER_CACHE_MS / 1000} seconds, so a `
          + `revoked key stops working on every replica within ${CALLER_CACHE_MS / 1000} seconds (at once on the server that revoked it). `
          + 'Only hashes of keys are stored: a lost key cannot be shown again, only replaced. fds accounts set-plan moves an account, and '
          + 'all its keys, to another plan the same way.',
      ),
    ].join('\n'),
  },
  {
    title: 'Backups',
    body: [
      para(
        'The state exists only in PostgreSQL: back it up with the database\'s own tools, for instance a nightly logical dump and, '
          + 'for point-in-time recovery, WAL archiving. A dump taken while replicas serve is consistent (one snapshot):',
      ),
      example('pg_dump --format=custom --file=fds-state.dump "$FDS_STATE_URL"', 'pg_restore --clean --if-exists --dbname="$FDS_STATE_URL" fds-state.dump'),
      para(
        'After a restore, run fds state migrate (it applies what the dump lacks) before starting replicas. The captures need no '
          + 'backup of their own beyond the publishing node\'s store file and the files fds ingest read: any version can be '
          + 'published again from the store.',
      ),
    ].join('\n'),
  },
  {
    title: 'What replicas share',
    body: terms([
      [
        'Shared, through PostgreSQL',
        'Accounts, organizations and seats, API keys, plans, the daily usage counters (each counted request is one atomic '
          + 'statement, so the replicas together admit exactly the quota), portfolios, lots, watches and shares (limits checked '
          + 'inside the writing transaction, amounts exact), web data feeds and their results.',
      ],
      ['Shared, through DIR', 'The captures: every replica serves the same version once it has read the manifest.'],
      [
        'Not shared',
        'The quote feed and the stream: each replica runs its own feed (the replay of the captured ticks, or --feed upstream from '
          + 'one fds server) and its own fan-out, so a stream client reconnecting to another replica subscribes again. The response '
          + `cache (dropped at each captures switch), the ${CALLER_CACHE_MS / 1000}-second cache of key lookups, and the request log are each `
          + 'replica\'s own. The record of ingested files and the synthetic sample feeds stay in the publishing node\'s store.',
      ],
    ]),
  },
];

/** fds-deploy(1): the page, its header written by the caller's `header`. */
export function deployPage(header: (name: string) => string): { file: string; text: string } {
  const parts = [
    header('fds-deploy'),
    '.SH NAME',
    'fds\\-deploy \\- Several fds serve replicas over PostgreSQL state and published Parquet captures',
    ...sections.map((s) => `.SH ${esc(s.title.toUpperCase())}\n${s.body}`),
    '.SH SEE ALSO',
    ['fds-serve', 'fds-state', 'fds-captures', 'fds-keys', 'fds-accounts', 'fds-health'].map((page) => `.BR ${esc(page)} (1)`).join(',\n'),
  ];
  return { file: 'fds-deploy.1', text: `${parts.join('\n')}\n` };
}
