/**
 * The owner's side of the socket: every fds process on the same store sends its requests here, and this
 * process — the only one holding the DuckDB file — answers them, concurrently, through its one store (a
 * writer lane and reader connections). Used by the daemon (`fds daemon`, started on demand) and by
 * `fds serve`. What a request runs is injected: the engine for `call`, the whole command line for `cli`
 * (the CLI lives outside src/), so this module knows nothing of commander or HTTP.
 */
import { chmodSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { z } from 'zod';
import type { Clock } from '../core/clock';
import { ApiError, toApiError } from '../core/errors';
import type { Engine } from '../client/engine';
import type { AnyOperation } from '../operations/operation';
import { BUILD_ID } from './build-id';
import { ensurePrivateDir, type OwnerPaths } from './paths';
import { frameLine, LineReader, type OwnerFrame, type OwnerKind, type OwnerRequest, type OwnerStatus } from './protocol';

const Tty = z.object({ isTTY: z.boolean(), columns: z.number().int().positive().optional() });
const StringMap = z.record(z.string(), z.string());
const Request = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cli'), store: z.string(), build: z.string(), argv: z.array(z.string()), env: StringMap, cwd: z.string(), stdout: Tty, stderr: Tty }),
  z.object({
    type: z.literal('call'),
    store: z.string(),
    build: z.string(),
    op: z.string(),
    pathValues: StringMap,
    query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    body: z.unknown().optional(),
    env: StringMap,
  }),
  z.object({ type: z.literal('status'), store: z.string() }),
  z.object({ type: z.literal('stop'), store: z.string() }),
]);

export type CliRequest = Extract<OwnerRequest, { type: 'cli' }>;

/** Where a forwarded command writes: each write becomes a frame to the caller. */
export interface ForwardedOutput {
  out(text: string): void;
  err(text: string): void;
}

export interface OwnerServerOptions {
  storePath: string;
  paths: OwnerPaths;
  kind: OwnerKind;
  clock: Clock;
  /** The engine a request runs on, made from the caller's environment (its clock, its options settings). */
  engineFor(env: NodeJS.ProcessEnv): Engine;
  /** Looks an operation up by id for `call` requests. */
  operation(id: string): AnyOperation | undefined;
  /**
   * Runs a forwarded command line on `engineFor`'s engines and resolves to its exit code, or `fallback`
   * for a command the caller must run itself; absent, every `cli` request falls back.
   */
  runCommand?: ((request: CliRequest, output: ForwardedOutput, engineFor: (env: NodeJS.ProcessEnv) => Engine) => Promise<number | 'fallback'>) | undefined;
  /** Seconds without a request after which `onIdle` is called; null never. */
  idleTimeoutSeconds: number | null;
  onIdle?: () => void;
  /** A caller asked the owner to stop (`fds daemon stop`, `fds serve` or `fds init` taking over). */
  onStopRequest?: () => void;
  /** `fds serve`'s URL and operator token, given to callers that follow its stream. */
  server?: { url: string; adminToken: string } | null;
  log: (line: string) => void;
}

export interface OwnerServer {
  status(): OwnerStatus;
  /** Stops accepting, lets running requests finish, removes the socket. */
  close(): Promise<void>;
}

/** Listens on the owner socket. The caller holds the store's DuckDB lock, so no live owner can be there. */
export async function startOwnerServer(options: OwnerServerOptions): Promise<OwnerServer> {
  const { paths } = options;
  ensurePrivateDir(paths.dir);
  // A socket file left by an owner that died; only the lock holder (this process) may remove it.
  rmSync(paths.socket, { force: true });
  const startedAt = options.clock.now().toISOString();
  const heldFile = fileIdentity(options.storePath);
  let requests = 0;
  let inFlight = 0;
  let idleSince = Date.now();
  let idleTimer: NodeJS.Timeout | undefined;
  const connections = new Set<Socket>();
  /** Connected, request not read yet: when the owner stops meanwhile, they are told to fall back. */
  const waiting = new Set<Socket>();
  const running = new Set<Promise<void>>();
  let stopping = false;

  const status = (): OwnerStatus => ({
    kind: options.kind,
    build: BUILD_ID,
    pid: process.pid,
    store: options.storePath,
    socket: paths.socket,
    startedAt,
    idleTimeoutSeconds: options.idleTimeoutSeconds,
    idleSeconds: inFlight > 0 ? 0 : Math.floor((Date.now() - idleSince) / 1000),
    requests,
    inFlight,
    log: options.kind === 'daemon' ? paths.log : null,
    server: options.server ?? null,
  });

  const armIdle = (): void => {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    // A request ending while the owner stops must not start the countdown again.
    if (stopping || options.idleTimeoutSeconds === null || options.onIdle === undefined) return;
    idleTimer = setTimeout(() => {
      if (inFlight === 0) options.onIdle?.();
    }, options.idleTimeoutSeconds * 1000);
    // The listening socket keeps the process alive while it serves; the countdown never does.
    idleTimer.unref();
  };

  const handle = async (request: OwnerRequest, send: (frame: OwnerFrame) => void): Promise<void> => {
    if (request.store !== options.storePath) {
      send({ t: 'fallback', reason: `this socket serves ${options.storePath}, not ${request.store}` });
      return;
    }
    if ((request.type === 'cli' || request.type === 'call') && fileIdentity(options.storePath) !== heldFile) {
      // The file at the store's path was deleted or replaced (rm, then fds init): the file this process
      // holds is no longer that store. Nothing runs here; the caller opens the store that is there now.
      send({ t: 'fallback', reason: 'the store file was replaced; this owner stops' });
      options.onStopRequest?.();
      return;
    }
    if ((request.type === 'cli' || request.type === 'call') && request.build !== BUILD_ID && options.kind === 'daemon') {
      // Another build reached this daemon (fds was upgraded or rebuilt): it gets out of the way rather
      // than answer with other code. `fds serve` is stopped only by its operator, so it still answers.
      send({ t: 'fallback', reason: 'the daemon runs another build of fds; it stops so this one takes over' });
      options.onStopRequest?.();
      return;
    }
    switch (request.type) {
      case 'status':
        send({ t: 'status', status: status() });
        return;
      case 'stop':
        send({ t: 'stopping' });
        options.onStopRequest?.();
        return;
      case 'call':
        send(await answerCall(options, request));
        return;
      case 'cli': {
        if (options.runCommand === undefined) {
          send({ t: 'fallback', reason: 'this owner does not run command lines' });
          return;
        }
        const engineFor = (env: NodeJS.ProcessEnv): Engine => options.engineFor(env);
        const code = await options.runCommand(request, { out: (d) => send({ t: 'out', d }), err: (d) => send({ t: 'err', d }) }, engineFor);
        send(code === 'fallback' ? { t: 'fallback', reason: 'the caller runs this command itself' } : { t: 'exit', code });
        return;
      }
    }
  };

  const onConnection = (socket: Socket): void => {
    connections.add(socket);
    waiting.add(socket);
    socket.setEncoding('utf8');
    let taken = false;
    const send = (frame: OwnerFrame): void => {
      // A caller that went away (Ctrl-C) loses its output; the request itself still completes.
      if (!socket.destroyed) socket.write(frameLine(frame));
    };
    const lines = new LineReader((line) => {
      if (taken) return;
      taken = true;
      waiting.delete(socket);
      if (stopping) {
        // Nothing of it ran: the caller can safely do it another way (open the store, or the next owner).
        send({ t: 'fallback', reason: 'the owner is stopping' });
        socket.end();
        return;
      }
      let request: OwnerRequest;
      try {
        request = Request.parse(JSON.parse(line));
      } catch {
        send({ t: 'fallback', reason: 'not a request of this version of fds' });
        socket.end();
        return;
      }
      const counts = request.type === 'cli' || request.type === 'call';
      if (counts) {
        inFlight++;
        requests++;
        if (idleTimer !== undefined) clearTimeout(idleTimer);
      }
      const work = handle(request, send)
        .catch((error: unknown) => {
          options.log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          send(errorFrame(toApiError(error)));
        })
        .finally(() => {
          running.delete(work);
          socket.end();
          if (counts) {
            inFlight--;
            idleSince = Date.now();
            if (inFlight === 0) armIdle();
          }
        });
      running.add(work);
    });
    socket.on('data', (chunk: string) => lines.push(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      connections.delete(socket);
      waiting.delete(socket);
    });
  };

  const server: Server = createServer(onConnection);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.paths.socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  try {
    if (process.platform !== 'win32') chmodSync(paths.socket, 0o600);
  } catch (error) {
    // Its directory went away meanwhile: a listener left open would keep this process alive forever.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
  armIdle();

  let closing: Promise<void> | undefined;
  return {
    status,
    close: () =>
      (closing ??= (async () => {
        stopping = true;
        if (idleTimer !== undefined) clearTimeout(idleTimer);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Callers that connected just before the stop get their fallback answer (their request line is near).
        for (let waited = 0; waiting.size > 0 && waited < 1_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
        await Promise.allSettled([...running]);
        for (const socket of connections) socket.end();
        await closed;
        rmSync(paths.socket, { force: true });
      })()),
  };
}

/** Which file is at `path` (device and inode), or null when none is. */
function fileIdentity(path: string): string | null {
  try {
    const info = statSync(path);
    return `${info.dev}:${info.ino}`;
  } catch {
    return null;
  }
}

function errorFrame(error: ApiError): OwnerFrame {
  return { t: 'error', status: error.status, code: error.code, message: error.message, headers: { ...error.headers } };
}

/** One registry operation on the engine made for the caller's environment. */
async function answerCall(options: OwnerServerOptions, request: Extract<OwnerRequest, { type: 'call' }>): Promise<OwnerFrame> {
  const op = options.operation(request.op);
  if (op === undefined) return { t: 'fallback', reason: `no operation ${request.op} in this version of fds` };
  const engine = options.engineFor(request.env);
  try {
    const body = await engine.call(op, request.pathValues, request.query, request.body);
    return { t: 'answer', body, sampleAsOf: await engine.sampleAsOf() };
  } catch (error) {
    if (!(error instanceof ApiError)) options.log(`${request.op} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return errorFrame(toApiError(error));
  } finally {
    await engine.close();
  }
}
