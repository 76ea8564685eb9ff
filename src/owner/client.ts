/**
 * Asking the owner of a store: connect to its socket, send one request, receive frames until it closes.
 * "Nobody listens" (no socket file, or one left by a process that died) is an answer of its own,
 * `absent`, so callers fall back to opening the store. Imports node built-ins only: the thin launcher
 * loads it.
 */
import { connect, type Socket } from 'node:net';
import { frameLine, LineReader, type OwnerFrame, type OwnerRequest } from './protocol';

/** Connection errors that mean no owner is listening. */
const NO_LISTENER = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK', 'ECONNRESET']);

export type AskOutcome = 'answered' | 'absent';

export interface AskOptions {
  /** Milliseconds allowed to connect (default 2 000): a live owner accepts at once. */
  connectTimeoutMs?: number;
}

/**
 * Sends `request` to the owner listening on `socket`, handing each frame to `onFrame` as it arrives.
 * Resolves `absent` when nobody listens, `answered` once the owner closed after answering; rejects when
 * the connection breaks mid-answer (the owner died): the caller must not take half an answer for a whole.
 */
export function ask(socket: string, request: OwnerRequest, onFrame: (frame: OwnerFrame) => void, options: AskOptions = {}): Promise<AskOutcome> {
  return new Promise<AskOutcome>((resolve, reject) => {
    let connected = false;
    let settled = false;
    let finished = false;
    const conn: Socket = connect(socket);
    conn.setEncoding('utf8');
    const timer = setTimeout(() => conn.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })), options.connectTimeoutMs ?? 2_000);
    const settle = (outcome: AskOutcome | Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const lines = new LineReader((line) => {
      const frame = JSON.parse(line) as OwnerFrame;
      if (frame.t === 'exit' || frame.t === 'answer' || frame.t === 'error' || frame.t === 'status' || frame.t === 'fallback' || frame.t === 'stopping') {
        finished = true;
      }
      onFrame(frame);
    });
    conn.on('connect', () => {
      connected = true;
      clearTimeout(timer);
      conn.write(frameLine(request));
    });
    conn.on('data', (chunk: string) => {
      try {
        lines.push(chunk);
      } catch (error) {
        conn.destroy();
        settle(error instanceof Error ? error : new Error(String(error)));
      }
    });
    conn.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (NO_LISTENER.has(error.code ?? '') || error.code === 'ETIMEDOUT')) settle('absent');
      else settle(new Error(`the fds process holding the store stopped answering (${error.code ?? error.message})`));
    });
    conn.on('close', () => {
      if (finished) settle('answered');
      else if (!connected) settle('absent');
      else settle(new Error('the fds process holding the store closed the connection before answering'));
    });
  });
}

/** True when an owner answers on `socket` (a status request it answers at once). */
export async function ownerListening(socket: string, store: string): Promise<boolean> {
  try {
    return (await ask(socket, { type: 'status', store }, () => undefined, { connectTimeoutMs: 1_000 })) === 'answered';
  } catch {
    return false;
  }
}
