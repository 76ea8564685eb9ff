/**
 * Organizations: groups of member accounts (seats) with keys of their own. An organization owns no
 * portfolios; it reaches those its members' accounts share with it (see `../portfolios/access.ts`).
 * Seats take effect at once: access is decided from the stored membership on every request.
 */
import { randomUUID } from 'node:crypto';
import { notFound } from '../../core/errors';
import type { EngineContext, Plan } from '../context';
import type { Sql } from '../../store/store';
import { createNamed, findAccount, findOrganization, withNames, type NameLists } from './lookup';

export interface OrganizationListing {
  id: string;
  name: string;
  /** The plan of every key of the organization. */
  plan: Plan;
  /** ISO-8601 UTC timestamp. */
  createdAt: string;
  /** Active (unrevoked) organization keys. */
  activeKeyCount: number;
  /** Names of the member accounts, alphabetical (`local` for the local CLI's owner). */
  members: string[];
}

// The member names come back as a list (DuckDB LIST, PostgreSQL array), or null for none.
const LISTING_SQL = `
  SELECT o.id, o.name, o.plan, o.created_at AS "createdAt",
         (SELECT count(*) FROM api_keys k WHERE k.organization_id = o.id AND k.revoked_at IS NULL) AS "activeKeyCount",
         (SELECT array_agg(COALESCE(a.name, m.account_id) ORDER BY COALESCE(a.name, m.account_id))
          FROM organization_members m LEFT JOIN accounts a ON a.id = m.account_id
          WHERE m.organization_id = o.id) AS members
  FROM organizations o`;

type ListingRow = NameLists<OrganizationListing, 'members'>;

async function listing(db: Sql, id: string): Promise<OrganizationListing> {
  const row = await db.one<ListingRow>(`${LISTING_SQL} WHERE o.id = ?`, [id]);
  return withNames<OrganizationListing, 'members'>(row!, 'members');
}

/** Creates an organization with no members; a name already taken → 400 naming the reason. */
export function createOrganization(ctx: EngineContext, request: { name: string; plan: Plan }): Promise<OrganizationListing> {
  const id = randomUUID();
  return createNamed(ctx.state, 'organization', { id, ...request, createdAt: ctx.clock.now().toISOString() }, (tx) => listing(tx, id));
}

/** Every organization, oldest first. */
export async function listOrganizations(ctx: EngineContext): Promise<OrganizationListing[]> {
  const rows = await ctx.state.all<ListingRow>(`${LISTING_SQL} ORDER BY o.created_at, o.name`);
  return rows.map((row) => withNames<OrganizationListing, 'members'>(row, 'members'));
}

export interface SeatRequest {
  /** Organization name or id. */
  organization: string;
  /** Account name or id. */
  account: string;
}

/** Gives an account a seat in an organization. Adding a member again changes nothing. */
export function addMember(ctx: EngineContext, request: SeatRequest): Promise<OrganizationListing> {
  return ctx.state.write(async (tx) => {
    const organization = await findOrganization(tx, request.organization);
    const account = await findAccount(tx, request.account);
    await tx.run(
      `INSERT INTO organization_members (organization_id, account_id, added_at) VALUES (?, ?, CAST(? AS TIMESTAMP))
       ON CONFLICT DO NOTHING`,
      [organization.id, account.id, ctx.clock.now().toISOString()],
    );
    return listing(tx, organization.id);
  });
}

/**
 * Takes an account's seat away: from the next request on, its keys no longer reach what is shared with
 * the organization. An account without a seat there → 404.
 */
export function removeMember(ctx: EngineContext, request: SeatRequest): Promise<OrganizationListing> {
  return ctx.state.write(async (tx) => {
    const organization = await findOrganization(tx, request.organization);
    const account = await findAccount(tx, request.account);
    const removed = await tx.run('DELETE FROM organization_members WHERE organization_id = ? AND account_id = ?', [organization.id, account.id]);
    if (removed === 0) throw notFound(`Account '${account.name}' holds no seat in organization '${organization.name}'.`);
    return listing(tx, organization.id);
  });
}
