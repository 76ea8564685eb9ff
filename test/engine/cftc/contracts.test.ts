/** `GET /v1/cftc/contracts` and the curated universe behind it. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractRow } from '../../../src/engine/cftc/schemas';
import { CATEGORIES, TRACKED } from '../../../src/engine/cftc/universe';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { emptyStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
});
afterAll(() => fx.store.close());

const search = async (query?: string, limit?: string): Promise<ContractRow[]> => {
  const q: Record<string, string> = {};
  if (query !== undefined) q.query = query;
  if (limit !== undefined) q.limit = limit;
  return (await call<{ data: ContractRow[] }>(fx.ctx, 'cftc.contracts', {}, q)).data;
};
const codes = async (query?: string, limit?: string): Promise<string[]> => (await search(query, limit)).map((c) => c.marketCode);

describe('the tracked universe', () => {
  it('is a curated set of about 35 contracts with unique six-character market codes', () => {
    expect(TRACKED.length).toBeGreaterThanOrEqual(30);
    expect(TRACKED.length).toBeLessThanOrEqual(40);
    for (const c of TRACKED) expect(c.marketCode).toMatch(/^[0-9A-Z]{6}$/);
    expect(new Set(TRACKED.map((c) => c.marketCode)).size).toBe(TRACKED.length);
  });

  it('puts every contract in one of the six categories, each category used', () => {
    expect(new Set(TRACKED.map((c) => c.category))).toEqual(new Set(CATEGORIES));
  });

  it('gives each verified alias to one contract only (ignoring case, spaces and punctuation)', () => {
    const owners = new Map<string, string>();
    for (const c of TRACKED) {
      for (const alias of c.aliases) {
        const key = alias.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(owners.get(key), `${alias} of ${c.marketCode}`).toBeUndefined();
        owners.set(key, c.marketCode);
      }
    }
  });

  it('has the real CFTC codes: each tracked code in the real annual file carries the curated market name', () => {
    const real = readFileSync(fileURLToPath(new URL('../../../../shared/fixtures/real/cftc-cot-legacy-futures/annual.txt', import.meta.url)), 'utf8');
    const names = new Map<string, string>();
    for (const line of real.split('\n').slice(1)) {
      const m = /^"([^"]*)",\d+,[\d-]+,([^,]+),/.exec(line);
      if (m) names.set(m[2]!.trim(), m[1]!);
    }
    const checked = TRACKED.filter((c) => names.has(c.marketCode));
    expect(checked.map((c) => c.marketCode).sort()).toEqual(['001602', '001612', '002602', '005602']);
    for (const c of checked) expect(names.get(c.marketCode)).toBe(c.cotName);
  });
});

describe('contract search', () => {
  it('without a query lists every tracked contract, sorted by category then market name', async () => {
    const rows = await search();
    expect(rows).toHaveLength(TRACKED.length);
    const rank = (r: ContractRow) => CATEGORIES.indexOf(r.category);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(rank(a) < rank(b) || (rank(a) === rank(b) && a.marketName.localeCompare(b.marketName, 'en') < 0), `${a.marketName} before ${b.marketName}`).toBe(true);
    }
    expect(rows[0]).toEqual({ marketCode: '073732', marketName: 'Cocoa, ICE US', category: 'Agriculture' });
    expect(rows.at(-1)!.category).toBe('Currencies');
  });

  it('a blank query is the same as no query', async () => {
    expect(await codes('   ')).toEqual(await codes());
  });

  it('returns only marketCode, marketName and category', async () => {
    expect(Object.keys((await search('gold'))[0]!).sort()).toEqual(['category', 'marketCode', 'marketName']);
  });

  it('an exact market code wins, compared trimmed and case-insensitively', async () => {
    expect(await codes('088691')).toEqual(['088691']);
    expect(await codes(' 13874a ')).toEqual(['13874A']);
    expect(await codes('1170e1')).toEqual(['1170E1']);
  });

  it.each([
    ['gold', '088691'], ['crude', '067651'], ['wti', '067651'], ['s&p 500', '13874A'], ['S&P-500', '13874A'], ['es', '13874A'],
    ['10 year', '043602'], ['10-Year', '043602'], ['euro', '099741'], ['yen', '097741'],
  ])('a verified alias wins: %s', async (query, code) => {
    expect(await codes(query)).toEqual([code]);
  });

  it('an alias wins over word matches: "oil" is crude oil only, not soybean or heating oil', async () => {
    expect(await codes('oil')).toEqual(['067651']);
  });

  it('otherwise every word must match across code, name and category', async () => {
    expect((await search('soybean cbot')).map((c) => c.marketName)).toEqual(['Soybean Meal, CBOT', 'Soybean Oil, CBOT', 'Soybeans, CBOT']);
    expect((await search('metals')).map((c) => c.marketName)).toEqual(['Copper, COMEX', 'Gold, COMEX', 'Silver, COMEX']);
    expect((await search('interest rates')).map((c) => c.marketName)).toEqual([
      '10-Year T-Note, CBOT', '2-Year T-Note, CBOT', '5-Year T-Note, CBOT', 'U.S. Treasury Bond, CBOT',
    ]);
  });

  it('words are punctuation-independent and a word of three letters or more matches as a prefix', async () => {
    expect((await search('e-mini')).map((c) => c.marketCode)).toEqual(['209742', '239742', '13874A']);
    expect(await codes('treas')).toEqual(['020601']);
    expect(await codes('2y')).toEqual(['042601']);
  });

  it('falls back to any word of three letters or more when not every word matches', async () => {
    expect(await codes('gold platinum')).toEqual(['088691']);
    expect((await search('platinum silver copper')).map((c) => c.marketName)).toEqual(['Copper, COMEX', 'Silver, COMEX']);
  });

  it('an empty result means only a tracked-set miss', async () => {
    expect(await search('bananas')).toEqual([]);
    expect(await search('xy zq')).toEqual([]);
    expect(await search('0063CC')).toEqual([]);
  });

  it('limit defaults to 50 and caps the sorted result', async () => {
    expect(await codes(undefined, '5')).toEqual((await codes()).slice(0, 5));
    expect(await search()).toHaveLength(Math.min(50, TRACKED.length));
  });

  it.each(['0', '501', 'ten'])('limit %s is a 400 naming limit', async (limit) => {
    const error = await callError(fx.ctx, 'cftc.contracts', {}, { limit });
    expect(error.status).toBe(400);
    expect(error.message).toContain("Invalid parameter 'limit'");
  });

  it('accepts limit 500', async () => {
    expect(await search(undefined, '500')).toHaveLength(TRACKED.length);
  });
});

describe('GET /v1/cftc/contracts?alias= (how clients resolve a futures root)', () => {
  const byAlias = async (alias: string): Promise<string[]> =>
    (await call<{ data: ContractRow[] }>(fx.ctx, 'cftc.contracts', {}, { alias })).data.map((c) => c.marketCode);

  it('resolves futures roots and names to their one contract: GC gold, ES the E-mini S&P 500, WTI and CL crude', async () => {
    expect(await byAlias('GC')).toEqual(['088691']);
    expect(await byAlias('es')).toEqual(['13874A']);
    expect(await byAlias('WTI')).toEqual(['067651']);
    expect(await byAlias('CL')).toEqual(['067651']);
    expect(await byAlias(' S&P 500 ')).toEqual(['13874A']);
  });

  it('takes a market code too, trimmed and in any case', async () => {
    expect(await byAlias('13874a')).toEqual(['13874A']);
  });

  it('never searches words: a name that is no alias is an empty list, where query would find it', async () => {
    expect(await byAlias('treasury')).toEqual([]);
    expect(await codes('treasury')).not.toEqual([]);
    expect(await byAlias('gold silver')).toEqual([]);
  });

  it('is a 400 naming alias beside a query', async () => {
    await expectInvalidParameter(fx.ctx, 'cftc.contracts', {}, { alias: 'GC', query: 'gold' }, 'alias');
  });
});
