/**
 * Serialised bodies of operations declared `cache: 'store'`, reused until the store changes. Such a
 * result depends only on the request, the caller's plan and the store's contents; the server's process is
 * the only one that can write its store (DuckDB's file lock), and every write bumps `Store.dataVersion`,
 * so an entry whose version matches is exactly what running the operation again would return. A repeated
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

  /** The cache key of a request: the plan it is answered for, the operation and its wire values. */
  keyOf(caller: Caller, operationId: string, pathValues: Readonly<Record<string, string>>, query: RawQuery): string {
    return JSON.stringify([caller.plan, operationId, pathValues, query]);
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

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
