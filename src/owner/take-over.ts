/**
 * Taking a store over from its daemon, for the commands that need the file to themselves (`fds serve`,
 * `fds init`, `fds daemon stop`): the daemon is asked to stop, finishes what it is answering, and lets go
 * of the file. A store held by `fds serve` is not taken over: that server stops only when its operator
 * says so.
 */
import { serviceUnavailable } from '../core/errors';
import { ask } from './client';
import { claimingDaemon } from './claim';
import { ownerPaths } from './paths';
import type { OwnerStatus } from './protocol';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What holds the store and answers on its socket, or null. */
export async function ownerStatus(storePath: string, env: NodeJS.ProcessEnv): Promise<OwnerStatus | null> {
  let status: OwnerStatus | null = null;
  try {
    await ask(ownerPaths(storePath, env).socket, { type: 'status', store: storePath }, (frame) => {
      if (frame.t === 'status') status = frame.status;
    });
  } catch {
    return null;
  }
  return status;
}

/**
 * Stops the daemon holding `storePath` and waits until it has let go (at most `waitMs`). Returns what was
 * stopped, or null when no daemon held the store. A store held by `fds serve` is refused with a 503.
 */
export async function stopDaemon(storePath: string, env: NodeJS.ProcessEnv, waitMs = 60_000): Promise<OwnerStatus | null> {
  const paths = ownerPaths(storePath, env);
  const deadline = Date.now() + waitMs;
  let stopped: OwnerStatus | null = null;
  for (;;) {
    const status = await ownerStatus(storePath, env);
    if (status?.kind === 'serve') {
      throw serviceUnavailable(`The store ${storePath} is held by fds serve (process ${status.pid}); stop that server first (Ctrl-C or SIGTERM).`);
    }
    if (status !== null && stopped === null) {
      stopped = status;
      await ask(paths.socket, { type: 'stop', store: storePath }, () => undefined).catch(() => 'absent');
    }
    // Gone when nothing answers and its claim is released (it removes the claim last, after the store).
    if (status === null && claimingDaemon(paths) === null) return stopped;
    if (Date.now() >= deadline) throw serviceUnavailable(`The fds daemon holding ${storePath} did not stop within ${Math.round(waitMs / 1000)} s.`);
    await sleep(50);
  }
}

/**
 * Opens the store for this process alone (`fds serve`, `fds init`): its daemon is stopped first, and a
 * process that opened the file directly is waited for, at most `FDS_LOCK_WAIT_SECONDS`. Rejects with the
 * lock error when the store stays held, or with a 503 when `fds serve` holds it.
 */
export async function takeOver<T>(storePath: string, env: NodeJS.ProcessEnv, open: () => Promise<T>): Promise<T> {
  const [{ StoreLockedError }, { lockWaitMs }] = await Promise.all([import('../store/store'), import('../client/connect-env')]);
  const deadline = Date.now() + lockWaitMs(env);
  for (let pause = 20; ; pause = Math.min(pause * 2, 200)) {
    // Again on every try: a command may have started the daemon again meanwhile.
    await stopDaemon(storePath, env);
    try {
      return await open();
    } catch (error) {
      if (!(error instanceof StoreLockedError) || Date.now() >= deadline) throw error;
    }
    await sleep(pause);
  }
}
