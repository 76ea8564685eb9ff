/**
 * Finding an account or an organization by what an operator types: its name or its id. An id always wins
 * over a name that happens to equal it (as everywhere a command takes a name or an id). The local CLI's
 * owner is the account `local`, which has no row: it exists in every store.
 */
import { invalidParameter, notFound } from '../../core/errors';
import { refusingDuplicates, type StateStore } from '../../state/state';
import { LOCAL_CALLER, type Plan } from '../context';
import type { Sql } from '../../store/store';

export interface NamedRow {
  id: string;
  name: string;
}

/** The account named (or identified by) `nameOrId`; 404 when there is none. */
export async function findAccount(db: Sql, nameOrId: string): Promise<NamedRow> {
  if (nameOrId === LOCAL_CALLER.id) return { id: LOCAL_CALLER.id, name: LOCAL_CALLER.name };
  const row = await db.one<NamedRow>('SELECT id, name FROM accounts WHERE name = ? OR id = ? ORDER BY id = ? DESC LIMIT 1', [
    nameOrId,
    nameOrId,
    nameOrId,
  ]);
  if (!row) throw notFound(`No account '${nameOrId}'. List accounts with GET /_local/accounts.`);
  return row;
}

/** The organization named (or identified by) `nameOrId`; 404 when there is none. */
export async function findOrganization(db: Sql, nameOrId: string): Promise<NamedRow> {
  const row = await db.one<NamedRow>('SELECT id, name FROM organizations WHERE name = ? OR id = ? ORDER BY id = ? DESC LIMIT 1', [
    nameOrId,
    nameOrId,
    nameOrId,
  ]);
  if (!row) throw notFound(`No organization '${nameOrId}'. List organizations with GET /_local/orgs.`);
  return row;
}

/**
 * The lock a write takes before it checks that a name is free and inserts it (`StateTx.lock`): writers of
 * one name, on any replica, check one after the other.
 */
export const nameLock = (kind: 'account' | 'organization', name: string): string => `${kind}-name:${name}`;

const TABLES = { account: 'accounts', organization: 'organizations' } as const;

/**
 * Creates an account or an organization named `request.name` and returns `listing(tx)` read in the same
 * transaction. The name is checked in the transaction under its lock, so two creations of one name, on
 * any server, cannot both pass; a name already taken (or a unique violation from a writer outside the
 * lock) → 400 naming the reason.
 */
export async function createNamed<T>(
  state: StateStore,
  kind: 'account' | 'organization',
  request: { id: string; name: string; plan: Plan; createdAt: string },
  listing: (tx: Sql) => Promise<T>,
): Promise<T> {
  const table = TABLES[kind];
  const taken = () => invalidParameter(`Invalid parameter 'name': an ${kind} named '${request.name}' already exists.`);
  const write = () =>
    state.write(async (tx) => {
      await tx.lock(nameLock(kind, request.name));
      if (await tx.one(`SELECT 1 AS taken FROM ${table} WHERE name = ?`, [request.name])) throw taken();
      await tx.run(`INSERT INTO ${table} (id, name, plan, created_at) VALUES (?, ?, ?, CAST(? AS TIMESTAMP))`, [
        request.id,
        request.name,
        request.plan,
        request.createdAt,
      ]);
      return listing(tx);
    });
  return refusingDuplicates(write, taken);
}

/** `T` as a listing query returns it: the name list `K` is null when there are no names. */
export type NameLists<T, K extends keyof T> = Omit<T, K> & { [P in K]: string[] | null };

/** A listing row with its name list `key` as an array: empty when the query found no names. */
export function withNames<T, K extends keyof T>(row: NameLists<T, K>, key: K): T {
  return { ...row, [key]: row[key] ?? [] } as T;
}
