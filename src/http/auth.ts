/**
 * Who is calling. REST requests authenticate with `Authorization: Bearer <key>`; the stream may also use
 * the `api_key` query parameter (see `takeApiKey`). The server's admin token authenticates as the store's
 * operator. Successful key lookups are cached briefly so the hot path rarely touches the state store; the
 * cache lifetime bounds how long a key revoked (or an account moved to another plan) through another
 * server sharing the state store keeps its old answer here: at most `CALLER_CACHE_MS` of real time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { unauthorized } from '../core/errors';
import { LOCAL_CALLER, type Caller } from '../engine/context';
import { authenticateKey } from '../engine/keys/keys';
import { looksLikeKey } from '../engine/keys/key-material';
import type { RawQuery } from '../operations/invoke';
import type { StateStore } from '../state/state';

/**
 * How long a key lookup is reused: a key revoked on one server stops working on every other server
 * sharing the state store within this time (5 seconds). Measured on a monotonic clock, never on the
 * engine's clock, which a deployment may pin (`FDS_NOW`) or run faster (a replay).
 */
export const CALLER_CACHE_MS = 5000;
/** Caps memory if a huge number of distinct valid keys is seen within one cache lifetime. */
const CALLER_CACHE_MAX = 10_000;

/** The caller of open operations (health, OpenAPI), which need no key. */
export const ANONYMOUS_CALLER: Caller = { kind: 'account', id: 'anonymous', name: 'anonymous', plan: 'free' };

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * The credential of an `Authorization` header: undefined when the header is absent; throws 401 when it
 * is not `Bearer <credential>`.
 */
export function bearerCredential(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) throw unauthorized("Malformed Authorization header: expected 'Bearer <API key>'.");
  return match[1];
}

/**
 * For the stream handshake only: splits the `api_key` query parameter from the rest of the query, so
 * the remaining parameters can be validated as usual. REST routes do not accept `api_key`.
 */
export function takeApiKey(query: RawQuery): { apiKey: string | undefined; rest: RawQuery } {
  const { api_key: apiKey, ...rest } = query;
  if (apiKey !== undefined && typeof apiKey !== 'string') throw unauthorized("Malformed api_key parameter: give it once.");
  return { apiKey, rest };
}

export class Authenticator {
  private readonly cache = new Map<string, { caller: Caller; expiresAt: number }>();
  private readonly adminDigest: Buffer | undefined;

  constructor(
    private readonly state: StateStore,
    adminToken: string | undefined,
    /** Milliseconds on a monotonic clock (tests step it). */
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {
    this.adminDigest = adminToken === undefined || adminToken === '' ? undefined : digest(adminToken);
  }

  /** True when `credential` is this server's admin token (compared in constant time). */
  isAdmin(credential: string | undefined): boolean {
    return credential !== undefined && this.adminDigest !== undefined && timingSafeEqual(digest(credential), this.adminDigest);
  }

  /**
   * The caller behind a credential (API key or admin token). Throws 401 `unauthorized` when it is
   * missing, malformed, unknown or revoked, without telling an unknown key from a revoked one.
   */
  async authenticate(credential: string | undefined): Promise<Caller> {
    if (credential === undefined) throw unauthorized("Missing API key: send it as 'Authorization: Bearer <API key>'.");
    const now = this.monotonicMs();
    const cached = this.cache.get(credential);
    if (cached !== undefined && cached.expiresAt > now) return cached.caller;
    if (this.isAdmin(credential)) return LOCAL_CALLER;
    if (!looksLikeKey(credential)) throw unauthorized("Malformed API key: keys look like 'fds_' followed by 32 letters and digits.");
    const caller = await authenticateKey(this.state, credential);
    if (!caller) throw unauthorized('Invalid API key: it is unknown or has been revoked.');
    if (this.cache.size >= CALLER_CACHE_MAX) this.cache.clear();
    this.cache.set(credential, { caller, expiresAt: now + CALLER_CACHE_MS });
    return caller;
  }

  /** Drops every cached lookup (after keys or plans change through this server). */
  forget(): void {
    this.cache.clear();
  }
}
