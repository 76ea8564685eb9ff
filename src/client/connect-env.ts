/**
 * The settings of how a command reaches the local store, read from its environment. Dependency-free:
 * the thin launcher reads them too.
 */

const DEFAULT_LOCK_WAIT_SECONDS = 30;

/** How long a command waits for a store locked by a process that answers nobody (`FDS_LOCK_WAIT_SECONDS`). */
export function lockWaitMs(env: NodeJS.ProcessEnv): number {
  const text = env.FDS_LOCK_WAIT_SECONDS;
  const seconds = text === undefined || text === '' ? DEFAULT_LOCK_WAIT_SECONDS : Number(text);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`FDS_LOCK_WAIT_SECONDS must be a number of seconds, 0 or more (got ${text}).`);
  return seconds * 1000;
}

/** True unless `FDS_NO_DAEMON` is set to something other than empty, 0 or false. */
export const daemonAllowed = (env: NodeJS.ProcessEnv): boolean => ['', '0', 'false'].includes((env.FDS_NO_DAEMON ?? '').trim().toLowerCase());
