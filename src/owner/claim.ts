/**
 * The claim of a store by its daemon: a file created exclusively (so two daemons never hold one store)
 * holding the daemon's pid, from the moment it starts until it has let go of the store. A claim whose
 * process is gone is stale and is taken over. Imports node built-ins only.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import type { OwnerPaths } from './paths';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of the live daemon that claimed the store, or null. */
export function claimingDaemon(paths: OwnerPaths): number | null {
  let text: string;
  try {
    text = readFileSync(paths.claim, 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/** Claims the store for this process: false when a live daemon holds the claim. A dead one's is taken over. */
export function claim(paths: OwnerPaths): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(paths.claim, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (claimingDaemon(paths) !== null) return false;
      rmSync(paths.claim, { force: true });
    }
  }
  return false;
}

/** Removes this process's claim (never another's). */
export function releaseClaim(paths: OwnerPaths): void {
  try {
    if (readFileSync(paths.claim, 'utf8').trim() === String(process.pid)) rmSync(paths.claim, { force: true });
  } catch {
    // Already gone.
  }
}
