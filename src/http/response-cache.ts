/**
 * Serialised bodies of operations declared `cache: 'store'`, reused until the store changes. Such a
 * result depends only on the request, the caller's plan, the store's contents and the market day it is
 * asked on; the server's process is the only one that can write its store (DuckDB's file lock), and every
 * write bumps `Store.dataVersion`, so an entry whose version and day match is exactly what running the
 * operation again would return. A repeated
 * read then costs neither a store query nor a JSON serialisation.
 */
import type { Caller } from '../engine/context';
import type { RawQuery } from '../operations/invoke';

const MAX_BYTES = 64 * 1024 * 1024;

/** A serialised answer and whether it held synthetic rows (its `X-Data-Notice`). */
export interface CachedAnswer {
  body: string;
  sampleAsOf: string | null;
}

interface Entry extends CachedAnswer {
  version: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /**
   * The cache key of a request: the plan it is answered for, the operation, its wire values and the market
   * day it is asked on. Many answers default a window to "the last year, ending today", so one cached
   * yesterday is not what running the operation today returns, even when no write moved the store.
   */
  keyOf(caller: Caller, operationId: string, pathValues: Readonly<Record<string, string>>, query: RawQuery, day: string): string {
    return JSON.stringify([caller.plan, operationId, pathValues, query, day]);
  }

  /** The answer stored for `key` when it was produced at store version `version`. */
  get(key: string, version: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.version !== version) {
      this.remove(key, entry);
      return undefined;
    }
    return entry;
  }

  set(key: string, answer: CachedAnswer, version: number): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { ...answer, version });
    this.bytes += answer.body.length;
    // Oldest first: Map iteration follows insertion order.
    for (const [k, e] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.remove(k, e);
    }
  }

  /** Drops every entry (the store new requests read was switched for another). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
