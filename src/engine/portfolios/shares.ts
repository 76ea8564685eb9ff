/**
 * Sharing a portfolio with an organization (owner only): `Edit` lets its members and keys change lots
 * and watches, `View` only read. Setting a share again replaces its access.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { reachablePortfolio } from './access';
import type { ShareAccess } from './schemas';

const ECHO_MAX = 64;
const shown = (id: string): string => (id.length > ECHO_MAX ? `${id.slice(0, ECHO_MAX)}…` : id);

const UPSERT = `
  INSERT INTO portfolio_shares (portfolio_id, organization_id, access, shared_at) VALUES (?, ?, ?, CAST(? AS TIMESTAMP))
  ON CONFLICT (portfolio_id, organization_id) DO UPDATE SET access = excluded.access, shared_at = excluded.shared_at`;

/** PUT /v1/portfolios/{id}/shares/{orgId}: shares (or re-shares) with an existing organization; 404 for an unknown one. */
export async function sharePortfolio(
  ctx: EngineContext,
  portfolioId: string,
  organizationId: string,
  access: ShareAccess,
): Promise<{ organizationId: string; access: ShareAccess }> {
  return ctx.state.write(async (tx) => {
    const { portfolio } = await reachablePortfolio(ctx, portfolioId, 'owner', tx);
    const organization = await tx.one<{ id: string }>('SELECT id FROM organizations WHERE id = ?', [organizationId]);
    if (organization === undefined) throw notFound(`No organization '${shown(organizationId)}'.`);
    await tx.run(UPSERT, [portfolio.id, organization.id, access, ctx.clock.now().toISOString()]);
    return { organizationId: organization.id, access };
  });
}

/** DELETE /v1/portfolios/{id}/shares/{orgId}: stops sharing; 404 when the portfolio is not shared with it. */
export async function unsharePortfolio(ctx: EngineContext, portfolioId: string, organizationId: string): Promise<void> {
  await ctx.state.write(async (tx) => {
    const { portfolio } = await reachablePortfolio(ctx, portfolioId, 'owner', tx);
    const removed = await tx.run('DELETE FROM portfolio_shares WHERE portfolio_id = ? AND organization_id = ?', [portfolio.id, organizationId]);
    if (removed === 0) throw notFound(`Portfolio '${portfolio.id}' is not shared with organization '${shown(organizationId)}'.`);
  });
}
