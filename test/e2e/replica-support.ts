/**
 * What the replica end-to-end tests need around `bin/fds serve` children: a child started and awaited
 * until it listens, its stderr kept, a request that returns headers too, and stopping every child a
 * file started (also after a failure, from afterAll).
 */
import type { ResultPromise } from 'execa';
import { request } from 'undici';
import { listening } from './bundle-smoke/serve-child';
import type { Sandbox } from './support';

export interface ServeChild {
  child: ResultPromise;
  url: string;
  /** Everything the child wrote to stderr so far. */
  stderr(): string;
}

/** Children started by `startServe`, for `stopAll`. */
const started = new Set<ResultPromise>();

/** `fds serve --port 0 …args` in `box`, once it listens on loopback. */
export async function startServe(box: Sandbox, args: readonly string[]): Promise<ServeChild> {
  const child = box.spawn(['serve', '--host', '127.0.0.1', '--port', '0', ...args]);
  started.add(child);
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const url = await listening(child);
  return { child, url, stderr: () => text };
}

/** Stops one child: SIGTERM, then SIGKILL when it has not exited after `graceMs`. */
export async function stopChild(child: ResultPromise, graceMs = 10_000): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    try {
      await child;
    } finally {
      clearTimeout(timer);
    }
  }
  started.delete(child);
}

/** Stops every child `startServe` started that still runs. */
export async function stopAll(): Promise<void> {
  await Promise.allSettled([...started].map((child) => stopChild(child)));
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON; undefined when empty. */
  json: unknown;
}

/** One request with an API key (a JSON body when given). Throws when the connection fails. */
export async function call(base: string, key: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Answer> {
  const response = await request(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: response.headers, text, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** Waits until `check` holds, polling every `intervalMs`; false when `timeoutMs` passed first. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number, intervalMs = 50): Promise<boolean> {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return check();
}
