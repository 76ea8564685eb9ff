/**
 * Sharing and reach (Portfolio rules 1–3): the owner shares with an organization; its members and its
 * key reach the portfolio with Edit or View access; anyone else gets the 404 of a nonexistent id. On
 * both state stores: embedded and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lot, PortfolioSummary } from '../../../src/engine/portfolios/schemas';
import { describeOnStateBackends, type StateFixture } from '../../support/state';
import { sampleStore } from '../../support/store';
import { addLot, createPortfolio, people, refused, send, stateSnapshot, type People } from './support';

describeOnStateBackends((onState) => {
  let fx: StateFixture;
  let who: People;

  beforeAll(async () => {
    fx = await onState(await sampleStore());
    who = await people(fx.ctx, 'sharing');
  });
  afterAll(() => fx.close());

  const lotBody = { ticker: 'AAPL', quantity: 1, costPerUnit: 100, acquiredDate: '2026-01-05' };
  const NIL = '00000000-0000-0000-0000-000000000000';

  async function sharedPortfolio(name: string, access: 'Edit' | 'View'): Promise<{ id: string; lot: Lot }> {
    const portfolio = await createPortfolio(who.owner, name);
    const lot = await addLot(who.owner, portfolio.id, lotBody);
    const answer = await send(who.owner, 'portfolios.shares.set', { id: portfolio.id, orgId: who.organizationId }, { access });
    expect(answer).toEqual({ organizationId: who.organizationId, access });
    return { id: portfolio.id, lot };
  }

  describe('sharing', () => {
    it('lists a shared portfolio for a member and for the organization key, with sharedBy and the access', async () => {
      const { id } = await sharedPortfolio('Shared for viewing', 'View');
      for (const ctx of [who.member, who.orgKey]) {
        const shared = await send<{ data: PortfolioSummary[] }>(ctx, 'portfolios.shared', {});
        expect(shared.data.find((p) => p.id === id)).toMatchObject({ name: 'Shared for viewing', access: 'View', sharedBy: who.ownerName, openLotCount: 1 });
      }
      expect((await send<{ data: unknown[] }>(who.outsider, 'portfolios.shared', {})).data).toEqual([]);
      // The owner sees it among its own, never as shared with itself.
      expect((await send<{ data: PortfolioSummary[] }>(who.owner, 'portfolios.list', {})).data.find((p) => p.id === id)?.access).toBe('Owner');
    });

    it('a change to a portfolio shared with View access returns 403 forbidden and changes nothing', async () => {
      const { id, lot } = await sharedPortfolio('View only', 'View');
      const before = await stateSnapshot(fx.ctx);
      const attempts: [string, Record<string, string>, unknown][] = [
        ['portfolios.lots.add', { id }, lotBody],
        ['portfolios.lots.edit', { id, lotId: lot.id }, { note: 'x' }],
        ['portfolios.lots.close', { id, lotId: lot.id }, { pricePerUnit: 1, closedDate: '2026-02-02' }],
        ['portfolios.lots.remove', { id, lotId: lot.id }, undefined],
        ['portfolios.watches.add', { id }, { ticker: 'KO' }],
      ];
      for (const ctx of [who.member, who.orgKey]) {
        for (const [op, path, body] of attempts) {
          const error = await refused(ctx, op, path, body);
          expect([op, error.status, error.code]).toEqual([op, 403, 'forbidden']);
        }
        expect((await send<{ id: string }>(ctx, 'portfolios.get', { id })).id).toBe(id);
      }
      expect(await stateSnapshot(fx.ctx)).toBe(before);
    });

    it('Edit access permits adding, changing, closing and removing lots and watches', async () => {
      const { id, lot } = await sharedPortfolio('Editable', 'Edit');
      const added = await addLot(who.member, id, lotBody);
      await send(who.orgKey, 'portfolios.lots.edit', { id, lotId: added.id }, { note: 'by the org key' });
      await send(who.member, 'portfolios.lots.close', { id, lotId: lot.id }, { pricePerUnit: 120, closedDate: '2026-02-02' });
      const watch = await send<{ watchId: string }>(who.member, 'portfolios.watches.add', { id }, { ticker: 'KO' });
      await send(who.orgKey, 'portfolios.watches.remove', { id, watchId: watch.watchId });
      await send(who.member, 'portfolios.lots.remove', { id, lotId: added.id });
    });

    it('only the creator can delete a portfolio or change its sharing (403 for Edit access)', async () => {
      const { id } = await sharedPortfolio('Creator only', 'Edit');
      for (const [op, path, body] of [
        ['portfolios.delete', { id }, undefined],
        ['portfolios.shares.set', { id, orgId: who.organizationId }, { access: 'Edit' }],
        ['portfolios.shares.remove', { id, orgId: who.organizationId }, undefined],
      ] as const) {
        expect((await refused(who.member, op, path, body)).status).toBe(403);
      }
    });

    it('a portfolio outside the reach is reported exactly as a nonexistent one (404)', async () => {
      const { id, lot } = await sharedPortfolio('Not for outsiders', 'Edit');
      const pairs: [string, Record<string, string>, Record<string, string>, unknown][] = [
        ['portfolios.get', { id }, { id: NIL }, undefined],
        ['portfolios.delete', { id }, { id: NIL }, undefined],
        ['portfolios.lots.add', { id }, { id: NIL }, lotBody],
        ['portfolios.lots.remove', { id, lotId: lot.id }, { id: NIL, lotId: lot.id }, undefined],
        ['portfolios.shares.set', { id, orgId: who.organizationId }, { id: NIL, orgId: who.organizationId }, { access: 'View' }],
      ];
      for (const [op, real, fake, body] of pairs) {
        const outside = await refused(who.outsider, op, real, body);
        const nonexistent = await refused(who.outsider, op, fake, body);
        expect([outside.status, outside.code]).toEqual([404, 'not_found']);
        expect(outside.message.replace(id, NIL)).toBe(nonexistent.message);
      }
    });

    it('an organization key owns no portfolios: its own list is empty and creating one is 403', async () => {
      expect((await send<{ data: unknown[] }>(who.orgKey, 'portfolios.list', {})).data).toEqual([]);
      const error = await refused(who.orgKey, 'portfolios.create', {}, { name: 'Org owned' });
      expect([error.status, error.code]).toEqual([403, 'forbidden']);
    });

    it('sharing with an unknown organization is 404; re-sharing replaces the access; unsharing ends the reach', async () => {
      const { id } = await sharedPortfolio('Re-shared', 'View');
      expect((await refused(who.owner, 'portfolios.shares.set', { id, orgId: NIL }, { access: 'View' })).message).toBe(`No organization '${NIL}'.`);
      expect((await refused(who.owner, 'portfolios.shares.set', { id, orgId: who.organizationId }, { access: 'edit' })).message)
        .toBe("Invalid field 'access': must be Edit or View.");
      await send(who.owner, 'portfolios.shares.set', { id, orgId: who.organizationId }, { access: 'Edit' });
      await addLot(who.member, id, lotBody);
      await send(who.owner, 'portfolios.shares.remove', { id, orgId: who.organizationId });
      expect((await refused(who.member, 'portfolios.get', { id })).status).toBe(404);
      expect((await refused(who.owner, 'portfolios.shares.remove', { id, orgId: who.organizationId })).status).toBe(404);
    });

    it('deleting a shared portfolio removes its shares with it', async () => {
      const { id } = await sharedPortfolio('Shared then deleted', 'Edit');
      await send(who.owner, 'portfolios.delete', { id });
      const row = await fx.state.one<{ n: number }>('SELECT count(*) AS n FROM portfolio_shares WHERE portfolio_id = ?', [id]);
      expect(row?.n).toBe(0);
    });
  });
});
