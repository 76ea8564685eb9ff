/**
 * Finding the `fds serve` that holds a store. The server publishes its URL, PID and admin token in a state
 * file next to the store; its module is loaded only on this path, because it also carries the server.
 */
import type { ServerState } from '../http/serve';

export type { ServerState };

/** The live server holding `storePath`, or null when none is running (a stale state file counts as none). */
export async function findServer(storePath: string): Promise<ServerState | null> {
  const { readServerState } = await import('../http/serve');
  return readServerState(storePath);
}

/** The PID DuckDB names in its lock error ("Conflicting lock is held in … (PID 1234)"), if any. */
export function lockHolderPid(message: string): number | null {
  const match = /PID (\d+)/.exec(message);
  return match ? Number(match[1]) : null;
}
