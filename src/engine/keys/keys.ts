/**
 * API keys of accounts and organizations. A key is shown once, when it is created; afterwards only its
 * hash and a display prefix exist. An account key acts as its account; an organization key acts as its
 * organization, owns nothing and takes the organization's plan. Every query is parameterised.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../core/clock';
import { invalidParameter, notFound, type ApiError } from '../../core/errors';
import { isUniqueViolation, type StateStore } from '../../state/state';
import type { Caller, Plan } from '../context';
import { findOrganization, nameLock } from '../accounts/lookup';
import { displayPrefix, generateKey, hashKey, looksLikeKey } from './key-material';

/** A new key. Exactly one of `account` and `organization` is set, with its id. */
export interface CreatedKey {
  id: string;
  /** The key itself: returned here and never again. */
  key: string;
  account: string | null;
  accountId: string | null;
  organization: string | null;
  organizationId: string | null;
  plan: Plan;
  createdAt: string;
}

/** A new account key. */
export interface CreatedAccountKey extends CreatedKey {
  account: string;
  accountId: string;
  organization: null;
  organizationId: null;
}

/** A key as listed. Exactly one of `account` and `organization` is set. */
export interface KeyListing {
  id: string;
  prefix: string;
  account: string | null;
  organization: string | null;
  plan: Plan;
  createdAt: string;
  revokedAt: string | null;
}

/**
 * Issues a key for `account`. The plan belongs to the account, not the key: a key for an existing account
 * takes the account's plan, and naming another plan is refused (400) rather than silently moving the
 * account and every key of it — that takes `setAccountPlan`, which says what it changes. A new name
 * creates the account, on `plan` (free when not given), under the account name's lock: parallel first
 * keys of one new name, on any replica, make one account.
 */
export async function createKey(state: StateStore, clock: Clock, request: { account: string; plan?: Plan | undefined }): Promise<CreatedAccountKey> {
  const now = clock.now().toISOString();
  const key = generateKey();
  const id = randomUUID();
  const write = () => state.write(async (tx) => {
    await tx.lock(nameLock('account', request.account));
    const existing = await tx.one<{ id: string; plan: Plan }>('SELECT id, plan FROM accounts WHERE name = ?', [request.account]);
    let holder: { id: string; plan: Plan };
    if (existing) {
      if (request.plan !== undefined && existing.plan !== request.plan) throw planConflict(request.account, existing.plan, request.plan);
      holder = existing;
    } else {
      holder = { id: randomUUID(), plan: request.plan ?? 'free' };
      await tx.run('INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, ?, CAST(? AS TIMESTAMP))', [
        holder.id,
        request.account,
        holder.plan,
        now,
      ]);
    }
    await tx.run(
      'INSERT INTO api_keys (id, account_id, key_hash, key_prefix, created_at, revoked_at) VALUES (?, ?, ?, ?, CAST(? AS TIMESTAMP), NULL)',
      [id, holder.id, hashKey(key), displayPrefix(key), now],
    );
    return holder;
  });
  // The name taken between check and insert by a writer outside the lock: run again, the account is then found.
  const account = await write().catch((error: unknown) => {
    if (isUniqueViolation(error)) return write();
    throw error;
  });
  return { id, key, account: request.account, accountId: account.id, organization: null, organizationId: null, plan: account.plan, createdAt: now };
}

/** The refusal of a key whose plan differs from its existing account's, naming the request that changes it. */
function planConflict(account: string, current: Plan, asked: Plan): ApiError {
  return invalidParameter(
    `Invalid parameter 'plan': account '${account}' is on the ${current} plan and its keys take that plan; leave plan out, ` +
      `or move the account and all its keys to ${asked} with PUT /_local/accounts/${account}/plan?plan=${asked}.`,
  );
}

/**
 * Issues a key for an existing organization (name or id; unknown → 404). The key has no plan of its
 * own: it is on the organization's plan.
 */
export async function createOrganizationKey(state: StateStore, clock: Clock, request: { organization: string }): Promise<CreatedKey> {
  const now = clock.now().toISOString();
  const key = generateKey();
  const id = randomUUID();
  const organization = await state.write(async (tx) => {
    const found = await findOrganization(tx, request.organization);
    await tx.run(
      `INSERT INTO api_keys (id, account_id, organization_id, key_hash, key_prefix, created_at, revoked_at)
       VALUES (?, NULL, ?, ?, ?, CAST(? AS TIMESTAMP), NULL)`,
      [id, found.id, hashKey(key), displayPrefix(key), now],
    );
    const row = await tx.one<{ plan: Plan }>('SELECT plan FROM organizations WHERE id = ?', [found.id]);
    return { ...found, plan: row!.plan };
  });
  return { id, key, account: null, accountId: null, organization: organization.name, organizationId: organization.id, plan: organization.plan, createdAt: now };
}

// A key belongs to an account or to an organization: the holder's name and plan come from whichever it is.
const LISTING_SQL = `
  SELECT k.id, k.key_prefix AS prefix, a.name AS account, o.name AS organization, COALESCE(a.plan, o.plan) AS plan,
         k.created_at AS "createdAt", k.revoked_at AS "revokedAt"
  FROM api_keys k LEFT JOIN accounts a ON a.id = k.account_id LEFT JOIN organizations o ON o.id = k.organization_id`;

/** Every key, oldest first, without the key itself. */
export function listKeys(state: StateStore): Promise<KeyListing[]> {
  return state.all<KeyListing>(`${LISTING_SQL} ORDER BY k.created_at, k.id`);
}

/**
 * Revokes a key; it stops authenticating at once on the server that revoked it and, on every other
 * server sharing the state store, within the caller cache lifetime (`CALLER_CACHE_MS`, 5 seconds).
 * Revoking a revoked key keeps its first revocation time. Unknown id → 404.
 */
export async function revokeKey(state: StateStore, clock: Clock, id: string): Promise<KeyListing> {
  const row = await state.write(async (tx) => {
    await tx.run('UPDATE api_keys SET revoked_at = CAST(? AS TIMESTAMP) WHERE id = ? AND revoked_at IS NULL', [
      clock.now().toISOString(),
      id,
    ]);
    return tx.one<KeyListing>(`${LISTING_SQL} WHERE k.id = ?`, [id]);
  });
  if (!row) throw notFound(`No API key with id '${id}'. List keys with GET /_local/keys.`);
  return row;
}

/**
 * The caller behind a key: its account, or its organization for an organization key (kind
 * `organization`, the organization's id, name and plan). Null when the key is malformed, unknown or
 * revoked.
 */
export async function authenticateKey(state: StateStore, key: string): Promise<Caller | null> {
  if (!looksLikeKey(key)) return null;
  const row = await state.one<{ kind: 'account' | 'organization'; id: string; name: string; plan: Plan }>(
    `SELECT CASE WHEN a.id IS NOT NULL THEN 'account' ELSE 'organization' END AS kind,
            COALESCE(a.id, o.id) AS id, COALESCE(a.name, o.name) AS name, COALESCE(a.plan, o.plan) AS plan
     FROM api_keys k LEFT JOIN accounts a ON a.id = k.account_id LEFT JOIN organizations o ON o.id = k.organization_id
     WHERE k.key_hash = ? AND k.revoked_at IS NULL AND (a.id IS NOT NULL OR o.id IS NOT NULL)`,
    [hashKey(key)],
  );
  return row ? { kind: row.kind, id: row.id, name: row.name, plan: row.plan } : null;
}
