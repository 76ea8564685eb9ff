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

/**
 * Claims the store for the daemon `pid` (this process by default; the one just spawned, when its parent
 * claims for it so the claim exists from the moment it is started): false when another live daemon holds
 * the claim. A claim already naming `pid` is kept; a dead daemon's is taken over.
 */
export function claim(paths: OwnerPaths, pid: number = process.pid): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(paths.claim, 'wx', 0o600);
      writeSync(fd, String(pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = claimingDaemon(paths);
      if (holder === pid) return true;
      if (holder !== null) return false;
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
