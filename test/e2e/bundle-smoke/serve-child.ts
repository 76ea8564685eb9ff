/** `fds serve` children of the bundle smoke test: started, awaited until they listen, and stopped. */
import type { ResultPromise } from 'execa';
import { request } from 'undici';

/** Resolves with the URL `fds serve` prints once it listens; rejects when it exits first. */
export function listening(child: ResultPromise): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const url = /listening on (http:\/\/\S+)/.exec(stderr)?.[1];
      if (url !== undefined) resolve(url);
    });
    child.then(
      (ended) => reject(new Error(`fds serve exited (${ended.exitCode}) before listening: ${stderr}`)),
      (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/** Stops a serve child and waits for it to exit. */
export async function stop(child: ResultPromise | undefined): Promise<void> {
  if (child === undefined) return;
  child.kill('SIGTERM');
  await child;
}

export interface HttpAnswer {
  status: number;
  body: string;
}

/** One request with an API key; the body as text. */
export async function http(url: string, key: string, method = 'GET', body?: unknown): Promise<HttpAnswer> {
  const response = await request(url, {
    method: method as 'GET',
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: await response.body.text() };
}
