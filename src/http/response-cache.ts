/**
 * A short-lived cache of serialised GET responses, per caller. A `/v1` read is a pure function of the
 * store's captures, the caller and the time; the server is the only writer of its store (DuckDB's file
 * lock keeps everyone else out, and operator writes such as ingest come through `/_local/` routes, which
 * clear the cache), so an entry stays exact until the clock moves past its lifetime. Repeated reads then
 * cost neither a store query nor a JSON serialisation.
 */
import type { Clock } from '../core/clock';
import type { Caller } from '../engine/context';
import type { RawQuery } from '../operations/invoke';

const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  body: string;
  expiresAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly clock: Clock,
    /** Lifetime of an entry in milliseconds of the injected clock; 0 disables the cache. */
    readonly lifetimeMs: number,
  ) {}

  get enabled(): boolean {
    return this.lifetimeMs > 0;
  }

  /** The cache key of a request: who asks (account and plan), which operation, which values. */
  keyOf(caller: Caller, operationId: string, pathValues: Readonly<Record<string, string>>, query: RawQuery): string {
    return JSON.stringify([caller.id, caller.plan, operationId, pathValues, query]);
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.remove(key, entry);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: string): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { body, expiresAt: this.clock.now().getTime() + this.lifetimeMs });
    this.bytes += body.length;
    // Oldest first: Map iteration follows insertion order.
    for (const [k, e] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.remove(k, e);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  /** Forgets everything (after any operator route, which may have changed the store). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
