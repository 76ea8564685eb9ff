/**
 * The engine of a store held by another fds process (the daemon, or `fds serve`): each operation goes to
 * that process over its private socket and comes back as the body (or the ApiError) the local engine would
 * have produced. Used by commands that run here but must not hold the store themselves: the board, an
 * ingest, and any command when the owner is busy with something else.
 */
import type { IsoDate } from '../core/dates';
import { ApiError, codeForStatus, serviceUnavailable, type ErrorCode } from '../core/errors';
import type { RawQuery } from '../operations/invoke';
import type { AnyOperation } from '../operations/operation';
import { BUILD_ID } from '../owner/build-id';
import { ask } from '../owner/client';
import { ownerPaths } from '../owner/paths';
import type { OwnerFrame, OwnerStatus } from '../owner/protocol';
import type { Engine } from './engine';
import { UK_PERMISSION_ENV } from '../engine/short/uk-permission';

/** The caller's settings an answer depends on: its clock, where its option data comes from, its UK permission. */
const CALLER_SETTINGS = ['FDS_NOW', 'FDS_OPTIONS_PROVIDER', 'FDS_OPTIONS_UPSTREAM', 'FDS_OPTIONS_UPSTREAM_KEY', UK_PERMISSION_ENV];

function settingsOf(env: NodeJS.ProcessEnv): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of CALLER_SETTINGS) {
    const value = env[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

function wireQuery(query: RawQuery): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    out[key] = typeof value === 'string' ? value : [...value];
  }
  return out;
}

export class OwnerEngine implements Engine {
  private latestSampleAsOf: IsoDate | null = null;

  private constructor(
    private readonly socket: string,
    private readonly store: string,
    private readonly env: NodeJS.ProcessEnv,
    /** What the owner said of itself when found. */
    readonly owner: OwnerStatus,
  ) {}

  /**
   * The owner of `storePath`, or null when no process holds it and answers. A daemon of another build is
   * stopped first (it would answer with other code), and then there is none.
   */
  static async find(storePath: string, env: NodeJS.ProcessEnv): Promise<OwnerEngine | null> {
    const { socket } = ownerPaths(storePath, env);
    let status: OwnerStatus | null = null;
    try {
      await ask(socket, { type: 'status', store: storePath }, (frame) => {
        if (frame.t === 'status') status = frame.status;
      });
    } catch {
      return null;
    }
    const found = status as OwnerStatus | null;
    if (found === null) return null;
    if (found.kind === 'daemon' && found.build !== BUILD_ID) {
      await (await import('../owner/take-over')).stopDaemon(storePath, env);
      return null;
    }
    return new OwnerEngine(socket, storePath, env, found);
  }

  get origin(): string {
    return `${this.store} (held by ${this.owner.kind === 'serve' ? 'fds serve' : 'the fds daemon'}, process ${this.owner.pid})`;
  }

  async call(op: AnyOperation, pathValues: Readonly<Record<string, string>>, query: RawQuery, body?: unknown): Promise<unknown> {
    let answer: OwnerFrame | undefined;
    const request = { type: 'call' as const, store: this.store, build: BUILD_ID, op: op.id, pathValues: { ...pathValues }, query: wireQuery(query), body, env: settingsOf(this.env) };
    let outcome;
    try {
      outcome = await ask(this.socket, request, (frame) => (answer = frame), { connectTimeoutMs: 5_000 });
    } catch (error) {
      throw serviceUnavailable(`${this.origin} stopped while answering (${(error as Error).message}); run the command again.`);
    }
    if (outcome === 'absent' || answer === undefined) throw serviceUnavailable(`${this.origin} has stopped; run the command again.`);
    switch (answer.t) {
      case 'answer':
        this.latestSampleAsOf = answer.sampleAsOf;
        return op.successStatus === 204 ? undefined : answer.body;
      case 'error': {
        const code = (answer.code as ErrorCode | undefined) ?? codeForStatus(answer.status);
        throw new ApiError(answer.status, code, answer.message, answer.headers);
      }
      default:
        throw serviceUnavailable(`${this.origin} did not answer ${op.id}${answer.t === 'fallback' ? ` (${answer.reason})` : ''}.`);
    }
  }

  sampleAsOf(): Promise<IsoDate | null> {
    return Promise.resolve(this.latestSampleAsOf);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
