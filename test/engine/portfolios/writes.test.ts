/**
 * Portfolio writes on the sample set (clock 2026-11-21T15:00Z, so today in New York is 2026-11-21; AAPL
 * settled at 230 on 2026-11-20): portfolios, lots, closes, edits and removals as the local owner, with
 * the state on the embedded store and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lot, PortfolioSummary, WatchRow } from '../../../src/engine/portfolios/schemas';
import { describeOnStateBackends, type StateFixture } from '../../support/state';
import { sampleStore } from '../../support/store';
import { addLot, createPortfolio, freshOwner, refused, send, stateSnapshot } from './support';

describeOnStateBackends((onState) => {
  let fx: StateFixture;
  let portfolioId: string;

  beforeAll(async () => {
    fx = await onState(await sampleStore());
    portfolioId = (await createPortfolio(fx.ctx, 'Writes')).id;
  });
  afterAll(() => fx.close());

  const aaplLot = { ticker: 'AAPL', quantity: 10, costPerUnit: 150, acquiredDate: '2026-01-05' };

  describe('creating portfolios', () => {
    it('creates a portfolio with zero lots, access Owner and the default currency USD (201 summary)', async () => {
      const created = await createPortfolio(fx.ctx, '  Spaced name  ');
      expect(created).toMatchObject({ name: 'Spaced name', currency: 'USD', openLotCount: 0, closedLotCount: 0, access: 'Owner' });
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.createdAtUtc).toBe('2026-11-21T15:00:00.000Z');
      expect(created).not.toHaveProperty('sharedBy');
    });

    it('keeps the reporting currency chosen at creation among the nine', async () => {
      expect((await createPortfolio(fx.ctx, 'In francs', 'CHF')).currency).toBe('CHF');
      const error = await refused(fx.ctx, 'portfolios.create', {}, { name: 'In yen', currency: 'JPY' });
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/^Invalid field 'currency': must be one of USD, EUR, GBP, CHF, DKK, NOK, SEK, CNY, HKD/);
    });

    it('refuses a duplicate name among the account\'s own with 400 naming the reason', async () => {
      await createPortfolio(fx.ctx, 'Twice');
      const error = await refused(fx.ctx, 'portfolios.create', {}, { name: ' Twice ' });
      expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
      expect(error.message).toContain("already have a portfolio named 'Twice'");
    });

    it('accepts a name of 128 characters and refuses 129 or an empty one, naming the field', async () => {
      await createPortfolio(fx.ctx, 'n'.repeat(128));
      expect((await refused(fx.ctx, 'portfolios.create', {}, { name: 'n'.repeat(129) })).message).toBe("Invalid field 'name': must be at most 128 characters.");
      expect((await refused(fx.ctx, 'portfolios.create', {}, { name: '   ' })).message).toBe("Invalid field 'name': must not be empty.");
    });

    it('lists the own portfolios oldest first (then by name), with open and closed lot counts', async () => {
      const owner = freshOwner(fx.ctx);
      const b = await createPortfolio(owner, 'B');
      await createPortfolio(owner, 'A');
      const held = await addLot(owner, b.id, aaplLot);
      await addLot(owner, b.id, aaplLot);
      await send(owner, 'portfolios.lots.close', { id: b.id, lotId: held.id }, { quantity: 4, pricePerUnit: 200, closedDate: '2026-02-02' });
      const listed = await send<{ data: PortfolioSummary[] }>(owner, 'portfolios.list', {});
      // Same creation instant (the clock is pinned): by name. The partial close left two open lots and one closed.
      expect(listed.data.map((p) => [p.name, p.openLotCount, p.closedLotCount, p.access])).toEqual([['A', 0, 0, 'Owner'], ['B', 2, 1, 'Owner']]);
    });
  });

  describe('adding lots', () => {
    it('adds a stock lot and answers with the lot as the valuation prices it', async () => {
      const lot = await addLot(fx.ctx, portfolioId, { ...aaplLot, note: 'first buy' });
      expect(lot).toMatchObject({
        instrumentKind: 'Stock', ticker: 'AAPL', exchange: null, name: 'Apple Inc.', occTicker: null, quantity: 10, costPerUnit: 150,
        currency: 'USD', acquiredDate: '2026-01-05', note: 'first buy', closedDate: null, closePricePerUnit: null, isOpen: true,
        purchaseFxRate: null,
      });
      // 10 × 150 = 1,500 cost; 10 × 230 (settled close of 2026-11-20) = 2,300 value; 800 gain.
      expect([lot.costBasis, lot.marketValue, lot.unrealizedGain, lot.realizedGain]).toEqual([1500, 2300, 800, null]);
      expect([lot.convertedCostBasis, lot.convertedMarketValue]).toEqual([1500, 2300]);
    });

    it('takes a listing outside the US as MIC:TICKER and returns it as ticker plus exchange, in its currency', async () => {
      const lot = await addLot(fx.ctx, portfolioId, { ticker: 'xlon:vod', quantity: 1000, costPerUnit: 0.65, acquiredDate: '2026-03-02' });
      expect(lot).toMatchObject({ ticker: 'VOD', exchange: 'XLON', currency: 'GBP', quantity: 1000, costBasis: 650 });
    });

    it('refuses an unknown ticker with 400 naming ticker', async () => {
      const error = await refused(fx.ctx, 'portfolios.lots.add', { id: portfolioId }, { ...aaplLot, ticker: 'ZZZZ' });
      expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
      expect(error.message).toMatch(/^Invalid field 'ticker': unknown ticker ZZZZ/);
    });

    it('takes an option lot\'s terms from the options data, the underlying as ticker, in US dollars', async () => {
      const lot = await addLot(fx.ctx, portfolioId, { optionContract: 'AAPL261127C00195000', quantity: -2, costPerUnit: 3.5, acquiredDate: '2026-11-02' });
      expect(lot).toMatchObject({
        instrumentKind: 'Option', ticker: 'AAPL', occTicker: 'AAPL261127C00195000', expirationDate: '2026-11-27', strikePrice: 195,
        contractType: 'Call', sharesPerContract: 100, currency: 'USD', quantity: -2, costPerUnit: 3.5,
      });
      // Written: −2 contracts × 100 shares × 3.50 premium = −700 received.
      expect(lot.costBasis).toBe(-700);
    });

    it('rejects an unknown or expired option symbol, naming optionContract', async () => {
      const expired = await refused(fx.ctx, 'portfolios.lots.add', { id: portfolioId }, { optionContract: 'AAPL261030C00220000', quantity: 1, costPerUnit: 1, acquiredDate: '2026-10-01' });
      expect(expired.message).toBe("Invalid field 'optionContract': AAPL261030C00220000 expired on 2026-10-30.");
      const unknown = await refused(fx.ctx, 'portfolios.lots.add', { id: portfolioId }, { optionContract: 'AAPL261127C09990000', quantity: 1, costPerUnit: 1, acquiredDate: '2026-10-01' });
      expect(unknown.message).toBe("Invalid field 'optionContract': unknown option contract AAPL261127C09990000.");
    });

    it('needs exactly one of ticker and optionContract', async () => {
      const both = await refused(fx.ctx, 'portfolios.lots.add', { id: portfolioId }, { ...aaplLot, optionContract: 'AAPL261127C00195000' });
      expect(both.message).toBe("Invalid field 'optionContract': give either ticker or optionContract, not both.");
      const { ticker: _dropped, ...neither } = aaplLot;
      expect((await refused(fx.ctx, 'portfolios.lots.add', { id: portfolioId }, neither)).message).toMatch(/^Invalid field 'ticker'/);
    });

    it.each([
      ['a negative cost', { costPerUnit: -1 }, "Invalid field 'costPerUnit': must not be negative."],
      ['a zero quantity', { quantity: 0 }, "Invalid field 'quantity': must not be zero"],
      ['a quantity given as text', { quantity: '10' }, "Invalid field 'quantity': must be a number."],
      ['more than 12 decimals', { quantity: 0.1234567890123 }, "Invalid field 'quantity': must have at most 12 decimal places."],
      ['a huge quantity', { quantity: 1e20 }, "Invalid field 'quantity': must be below"],
      ['a zero fxRate', { fxRate: 0 }, "Invalid field 'fxRate': must be greater than 0."],
      ['a note over 1000 characters', { note: 'x'.repeat(1001) }, "Invalid field 'note': must be at most 1000 characters."],
      ['a date that is no calendar date', { acquiredDate: '2026-02-30' }, "Invalid field 'acquiredDate': must be a calendar date in yyyy-MM-dd form."],
      ['an acquiredDate in the future', { acquiredDate: '2026-11-22' }, "Invalid field 'acquiredDate': 2026-11-22 is in the future (today in New York is 2026-11-21)."],
      ['an unknown field', { price: 1 }, "Invalid field 'price': not a field of this request body."],
    ])('refuses %s with 400 naming the field and leaves the store unchanged', async (_what, change, message) => {
      const before = await stateSnapshot(fx.ctx);
      const error = await refused(fx.ctx, 'portfolios.lots.add', { id: portfolioId }, { ...aaplLot, ...change });
      expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
      expect(error.message.startsWith(message)).toBe(true);
      expect(await stateSnapshot(fx.ctx)).toBe(before);
    });

    it('keeps a broker fxRate as purchaseFxRate into the portfolio currency', async () => {
      const owner = freshOwner(fx.ctx);
      const chf = await createPortfolio(owner, 'Broker rate', 'CHF');
      const lot = await addLot(owner, chf.id, { ...aaplLot, fxRate: 0.8 });
      expect([lot.purchaseFxRate, lot.purchaseFxCurrency]).toEqual([0.8, 'CHF']);
      // Cost converts at the lot's fxRate: 1,500 USD × 0.8 = 1,200 CHF.
      expect(lot.convertedCostBasis).toBe(1200);
    });
  });

  describe('closing lots (Portfolio rule 8: a sale is a close)', () => {
    it('closes a whole lot in place: closedDate and closePricePerUnit set, the result in realizedGain', async () => {
      const lot = await addLot(fx.ctx, portfolioId, aaplLot);
      const { closed, remainder } = await send<{ closed: Lot; remainder: Lot | null }>(fx.ctx, 'portfolios.lots.close', { id: portfolioId, lotId: lot.id }, { pricePerUnit: 250, closedDate: '2026-11-20' });
      expect(remainder).toBeNull();
      expect(closed).toMatchObject({ id: lot.id, isOpen: false, closedDate: '2026-11-20', closePricePerUnit: 250, quantity: 10, marketValue: null });
      // 10 × (250 − 150) = 1,000.
      expect(closed.realizedGain).toBe(1000);
    });

    it('closing part of a lot splits it; the remainder keeps its id, original cost basis per unit and date', async () => {
      const lot = await addLot(fx.ctx, portfolioId, aaplLot);
      const { closed, remainder } = await send<{ closed: Lot; remainder: Lot }>(fx.ctx, 'portfolios.lots.close', { id: portfolioId, lotId: lot.id }, { quantity: 4, pricePerUnit: 240, closedDate: '2026-06-01' });
      expect(closed.id).not.toBe(lot.id);
      expect(closed).toMatchObject({ quantity: 4, costPerUnit: 150, acquiredDate: '2026-01-05', closedDate: '2026-06-01', isOpen: false });
      expect(closed.realizedGain).toBe(360); // 4 × (240 − 150)
      expect(remainder).toMatchObject({ id: lot.id, quantity: 6, costPerUnit: 150, acquiredDate: '2026-01-05', isOpen: true, costBasis: 900 });
      const split = await fx.state.one<{ split_from: string }>('SELECT split_from FROM lots WHERE id = ?', [closed.id]);
      expect(split?.split_from).toBe(lot.id);
    });

    it('closed and open quantities of a split add up to the original, exactly in decimals', async () => {
      const lot = await addLot(fx.ctx, portfolioId, { ...aaplLot, quantity: 0.3 });
      const { closed, remainder } = await send<{ closed: Lot; remainder: Lot }>(fx.ctx, 'portfolios.lots.close', { id: portfolioId, lotId: lot.id }, { quantity: 0.1, pricePerUnit: 200, closedDate: '2026-06-01' });
      expect([closed.quantity, remainder.quantity]).toEqual([0.1, 0.2]);
      const stored = await fx.state.one<{ total: string }>('SELECT CAST(sum(quantity) AS VARCHAR) AS total FROM lots WHERE id IN (?, ?)', [lot.id, closed.id]);
      expect(stored?.total).toBe('0.300000000000');
    });

    it('closes part of a short with the lot\'s sign; the other sign or more than the lot is refused', async () => {
      const short = await addLot(fx.ctx, portfolioId, { ticker: 'MSFT', quantity: -5, costPerUnit: 400, acquiredDate: '2026-02-02' });
      const path = { id: portfolioId, lotId: short.id };
      expect((await refused(fx.ctx, 'portfolios.lots.close', path, { quantity: 2, pricePerUnit: 410, closedDate: '2026-03-02' })).message)
        .toBe("Invalid field 'quantity': must have the lot's sign (the lot holds -5).");
      expect((await refused(fx.ctx, 'portfolios.lots.close', path, { quantity: -6, pricePerUnit: 410, closedDate: '2026-03-02' })).message)
        .toBe("Invalid field 'quantity': -6 exceeds the lot's -5.");
      const { closed, remainder } = await send<{ closed: Lot; remainder: Lot }>(fx.ctx, 'portfolios.lots.close', path, { quantity: -2, pricePerUnit: 410, closedDate: '2026-03-02' });
      // Bought back 2 at 410 after selling at 400: −2 × (410 − 400) = −20.
      expect(closed.realizedGain).toBe(-20);
      expect(remainder.quantity).toBe(-3);
    });

    it('refuses a closedDate before acquiredDate or in the future, and closing a closed lot', async () => {
      const lot = await addLot(fx.ctx, portfolioId, aaplLot);
      const path = { id: portfolioId, lotId: lot.id };
      expect((await refused(fx.ctx, 'portfolios.lots.close', path, { pricePerUnit: 1, closedDate: '2026-01-04' })).message)
        .toBe("Invalid field 'closedDate': 2026-01-04 is before the lot's acquiredDate 2026-01-05.");
      expect((await refused(fx.ctx, 'portfolios.lots.close', path, { pricePerUnit: 1, closedDate: '2026-12-01' })).status).toBe(400);
      await send(fx.ctx, 'portfolios.lots.close', path, { pricePerUnit: 1, closedDate: '2026-01-05' });
      expect((await refused(fx.ctx, 'portfolios.lots.close', path, { pricePerUnit: 1, closedDate: '2026-01-05' })).message)
        .toMatch(/^Invalid parameter 'lotId': lot '.*' was closed on 2026-01-05; a closed lot cannot be closed again/);
    });
  });

  describe('editing lots (an edit, not a close)', () => {
    it('corrects quantity, cost, date and note in place; lowering the quantity records no realized result', async () => {
      const lot = await addLot(fx.ctx, portfolioId, { ...aaplLot, note: 'typo' });
      const edited = await send<Lot>(fx.ctx, 'portfolios.lots.edit', { id: portfolioId, lotId: lot.id }, { quantity: 8, costPerUnit: 151.25, acquiredDate: '2026-01-06', note: null });
      expect(edited).toMatchObject({ id: lot.id, quantity: 8, costPerUnit: 151.25, acquiredDate: '2026-01-06', note: null, isOpen: true, realizedGain: null });
      expect(edited.costBasis).toBe(1210); // 8 × 151.25
    });

    it('refuses to edit a closed lot (400), an empty edit and an unknown field', async () => {
      const lot = await addLot(fx.ctx, portfolioId, aaplLot);
      const path = { id: portfolioId, lotId: lot.id };
      expect((await refused(fx.ctx, 'portfolios.lots.edit', path, {})).message).toMatch(/^Invalid request body: give at least one of/);
      expect((await refused(fx.ctx, 'portfolios.lots.edit', path, { closedDate: '2026-02-01' })).message).toBe("Invalid field 'closedDate': not a field of this request body.");
      await send(fx.ctx, 'portfolios.lots.close', path, { pricePerUnit: 1, closedDate: '2026-02-01' });
      const error = await refused(fx.ctx, 'portfolios.lots.edit', path, { quantity: 3 });
      expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
      expect(error.message).toContain('a closed lot cannot be edited');
    });
  });

  describe('removing lots and lot ids', () => {
    it('removes a lot; the id is then a 404 like an id that never existed', async () => {
      const lot = await addLot(fx.ctx, portfolioId, aaplLot);
      await send(fx.ctx, 'portfolios.lots.remove', { id: portfolioId, lotId: lot.id });
      const again = await refused(fx.ctx, 'portfolios.lots.remove', { id: portfolioId, lotId: lot.id });
      const never = await refused(fx.ctx, 'portfolios.lots.remove', { id: portfolioId, lotId: '00000000-0000-0000-0000-000000000000' });
      expect([again.status, again.code]).toEqual([404, 'not_found']);
      expect(again.message.replace(lot.id, 'X')).toBe(never.message.replace('00000000-0000-0000-0000-000000000000', 'X'));
    });

    it('a lot id of another portfolio is the same 404 as a nonexistent lot', async () => {
      const other = await createPortfolio(fx.ctx, 'Other');
      const lot = await addLot(fx.ctx, other.id, aaplLot);
      for (const [id, body] of [['portfolios.lots.edit', { note: 'x' }], ['portfolios.lots.close', { pricePerUnit: 1, closedDate: '2026-02-01' }], ['portfolios.lots.remove', undefined]] as const) {
        const error = await refused(fx.ctx, id, { id: portfolioId, lotId: lot.id }, body);
        expect([error.status, error.message]).toEqual([404, `No lot '${lot.id}' in portfolio '${portfolioId}'; GET /v1/portfolios/${portfolioId} lists its lots.`]);
      }
    });
  });

  describe('watches (Portfolio rule 14)', () => {
    it('watches a stock: a row of identity and mark only, listed in watching and in no total', async () => {
      const owner = freshOwner(fx.ctx);
      const portfolio = await createPortfolio(owner, 'Watching');
      const watch = await send<WatchRow>(owner, 'portfolios.watches.add', { id: portfolio.id }, { ticker: 'MSFT' });
      expect(watch).toMatchObject({ ticker: 'MSFT', instrumentKind: 'Stock', markPerUnit: 420, markSource: 'SettledClose', markAsOf: '2026-11-20' });
      expect(watch).not.toHaveProperty('quantity');
      const valuation = await send<{ watching: WatchRow[]; costBasis: number; marketValue: number }>(owner, 'portfolios.get', { id: portfolio.id });
      expect(valuation.watching.map((w) => w.watchId)).toEqual([watch.watchId]);
      expect([valuation.costBasis, valuation.marketValue]).toEqual([0, 0]);
    });

    it('a watched instrument that is later held shows once, the position carrying its watchId', async () => {
      const owner = freshOwner(fx.ctx);
      const portfolio = await createPortfolio(owner, 'Watch then hold');
      const watch = await send<WatchRow>(owner, 'portfolios.watches.add', { id: portfolio.id }, { ticker: 'AAPL' });
      await addLot(owner, portfolio.id, aaplLot);
      const valuation = await send<{ watching: unknown[]; positions: { watchId?: string }[] }>(owner, 'portfolios.get', { id: portfolio.id });
      expect(valuation.watching).toEqual([]);
      expect(valuation.positions.map((p) => p.watchId)).toEqual([watch.watchId]);
    });

    it('refuses a duplicate watch with 400 naming the existing watch; removes a watch once', async () => {
      const owner = freshOwner(fx.ctx);
      const portfolio = await createPortfolio(owner, 'Duplicate watch');
      const watch = await send<WatchRow>(owner, 'portfolios.watches.add', { id: portfolio.id }, { optionContract: 'AAPL261127P00195000' });
      expect(watch).toMatchObject({ instrumentKind: 'Option', ticker: 'AAPL', contractType: 'Put', strikePrice: 195 });
      const duplicate = await refused(owner, 'portfolios.watches.add', { id: portfolio.id }, { optionContract: 'aapl261127p00195000' });
      expect(duplicate.message).toBe(`Invalid field 'optionContract': AAPL261127P00195000 is already watched in this portfolio (watch '${watch.watchId}').`);
      await send(owner, 'portfolios.watches.remove', { id: portfolio.id, watchId: watch.watchId });
      expect((await refused(owner, 'portfolios.watches.remove', { id: portfolio.id, watchId: watch.watchId })).status).toBe(404);
    });
  });

  describe('deleting portfolios', () => {
    it('removes the portfolio with its lots, watches and shares in one transaction', async () => {
      const owner = freshOwner(fx.ctx);
      const portfolio = await createPortfolio(owner, 'Doomed');
      await addLot(owner, portfolio.id, aaplLot);
      await send(owner, 'portfolios.watches.add', { id: portfolio.id }, { ticker: 'KO' });
      await send(owner, 'portfolios.delete', { id: portfolio.id });
      for (const table of ['lots', 'watches', 'portfolio_shares']) {
        const row = await fx.state.one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE portfolio_id = ?`, [portfolio.id]);
        expect(row?.n).toBe(0);
      }
      expect((await refused(owner, 'portfolios.get', { id: portfolio.id })).status).toBe(404);
    });
  });
});
