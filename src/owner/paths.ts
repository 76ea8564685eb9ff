/**
 * Where a store's owner process can be reached: a Unix socket (a named pipe on Windows) whose name is
 * derived from the store's absolute path, in a directory private to the user. Any fds process finds the
 * owner of a store by connecting there — no registry to go stale — and only the holder of the store's
 * DuckDB lock ever creates or removes it. Imports node built-ins only: the thin launcher loads it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface OwnerPaths {
  /** The private directory (mode 0700) holding the socket and its companions. */
  dir: string;
  /** The socket the owner listens on. */
  socket: string;
  /** Written (exclusively) by a daemon from the moment it starts: one daemon per store at a time. */
  claim: string;
  /** The daemon's log. */
  log: string;
}

/** A per-user directory for sockets: `$XDG_RUNTIME_DIR/fds` when set (private by the spec), else one in the temp dir. */
function socketDir(env: NodeJS.ProcessEnv): string {
  const runtime = env.XDG_RUNTIME_DIR;
  if (runtime !== undefined && runtime !== '') return join(runtime, 'fds');
  let user: string;
  try {
    user = String(userInfo().uid >= 0 ? userInfo().uid : userInfo().username);
  } catch {
    user = 'user';
  }
  return join(tmpdir(), `fds-${user}`);
}

export function ownerPaths(storePath: string, env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): OwnerPaths {
  // Short on purpose: a Unix socket path must stay under ~104 bytes on every platform.
  const id = createHash('sha256').update(storePath).digest('hex').slice(0, 20);
  const dir = socketDir(env);
  const socket = platform === 'win32' ? `\\\\.\\pipe\\fds-${id}` : join(dir, `${id}.sock`);
  return { dir, socket, claim: join(dir, `${id}.daemon`), log: join(dir, `${id}.log`) };
}

/**
 * Makes the private directory, or checks that an existing one is ours and closed to others: the socket
 * answers with the whole store, so nobody else may reach it.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return;
  const info = statSync(dir);
  const uid = process.getuid?.();
  if ((uid !== undefined && info.uid !== uid) || (info.mode & 0o077) !== 0) {
    throw new Error(`${dir} must be a directory of this user closed to others (mode 0700); fds will not put its socket there.`);
  }
}
