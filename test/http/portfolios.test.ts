/**
 * Portfolio writes over a real server: statuses (201, 204), every access combination, hostile bodies
 * (wrong types, negative cost, unknown fields, huge strings, a 1 MB body) answered 400 with the store
 * unchanged, and the limits exact under 50 parallel requests at the boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateSnapshot } from '../engine/portfolios/support';
import { http, portfolioServer, type PortfolioServer } from './portfolios-support';

let s: PortfolioServer;
beforeAll(async () => {
  s = await portfolioServer();
});
afterAll(() => s.close());

const lotBody = { ticker: 'AAPL', quantity: 1, costPerUnit: 100, acquiredDate: '2026-01-05' };

async function created(key: string, name: string): Promise<string> {
  const answer = await http(s, key, 'POST', '/v1/portfolios', { name });
  expect(answer.status, answer.text).toBe(201);
  return (answer.body as { id: string }).id;
}

const errorOf = (answer: { body: unknown }) => (answer.body as { error: { code: string; message: string; status: number } }).error;

describe('portfolio endpoints over HTTP', () => {
  it('POST /v1/portfolios answers 201 with the summary; DELETE answers 204 with no body', async () => {
    const answer = await http(s, s.keys.owner, 'POST', '/v1/portfolios', { name: 'Over HTTP', currency: 'EUR' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Over HTTP', currency: 'EUR', openLotCount: 0, closedLotCount: 0, access: 'Owner' });
    const id = (answer.body as { id: string }).id;
    const lot = await http(s, s.keys.owner, 'POST', `/v1/portfolios/${id}/lots`, lotBody);
    expect(lot.status).toBe(201);
    const removed = await http(s, s.keys.owner, 'DELETE', `/v1/portfolios/${id}`);
    expect([removed.status, removed.text]).toEqual([204, '']);
  });

  it('every access combination: owner, Edit, View, other account and organization key', async () => {
    const id = await created(s.keys.owner, 'Access matrix');
    const edit = async (key: string) => (await http(s, key, 'POST', `/v1/portfolios/${id}/lots`, lotBody)).status;
    const read = async (key: string) => (await http(s, key, 'GET', `/v1/portfolios/${id}`)).status;
    const share = (access: string) => http(s, s.keys.owner, 'PUT', `/v1/portfolios/${id}/shares/${s.organizationId}`, { access });

    expect([await read(s.keys.owner), await edit(s.keys.owner)]).toEqual([200, 201]);
    for (const key of [s.keys.member, s.keys.org, s.keys.outsider]) expect([await read(key), await edit(key)]).toEqual([404, 404]);

    expect((await share('View')).body).toEqual({ organizationId: s.organizationId, access: 'View' });
    for (const key of [s.keys.member, s.keys.org]) expect([await read(key), await edit(key)]).toEqual([200, 403]);
    expect([await read(s.keys.outsider), await edit(s.keys.outsider)]).toEqual([404, 404]);

    await share('Edit');
    for (const key of [s.keys.member, s.keys.org]) expect([await read(key), await edit(key)]).toEqual([200, 201]);
    expect([await read(s.keys.outsider), await edit(s.keys.outsider)]).toEqual([404, 404]);
    const deleteByMember = await http(s, s.keys.member, 'DELETE', `/v1/portfolios/${id}`);
    expect([deleteByMember.status, errorOf(deleteByMember).code]).toEqual([403, 'forbidden']);

    const unknown = await http(s, s.keys.outsider, 'GET', '/v1/portfolios/00000000-0000-0000-0000-000000000000');
    const outside = await http(s, s.keys.outsider, 'GET', `/v1/portfolios/${id}`);
    expect(outside.text.replace(id, '00000000-0000-0000-0000-000000000000')).toBe(unknown.text);
  });

  describe('hostile bodies: 400 naming the field, the store unchanged', () => {
    let id: string;
    let lotId: string;
    beforeAll(async () => {
      id = await created(s.keys.owner, 'Hostile');
      lotId = ((await http(s, s.keys.owner, 'POST', `/v1/portfolios/${id}/lots`, lotBody)).body as { id: string }).id;
    });

    const cases: [string, () => ['POST' | 'PATCH' | 'PUT', string, unknown], RegExp][] = [
      ['a wrong type', () => ['POST', `/v1/portfolios/${id}/lots`, { ...lotBody, quantity: 'ten' }], /^Invalid field 'quantity': must be a number/],
      ['a negative cost', () => ['POST', `/v1/portfolios/${id}/lots`, { ...lotBody, costPerUnit: -0.01 }], /^Invalid field 'costPerUnit': must not be negative/],
      ['an unknown field', () => ['POST', `/v1/portfolios/${id}/lots`, { ...lotBody, owner: 'someone-else' }], /^Invalid field 'owner': not a field/],
      ['a name over 128 characters', () => ['POST', '/v1/portfolios', { name: 'x'.repeat(129) }], /^Invalid field 'name': must be at most 128/],
      ['a note over 1000 characters', () => ['PATCH', `/v1/portfolios/${id}/lots/${lotId}`, { note: 'x'.repeat(1001) }], /^Invalid field 'note': must be at most 1000/],
      ['a body that is not an object', () => ['POST', '/v1/portfolios', [1, 2]], /^Invalid request body/],
      ['invalid JSON', () => ['POST', '/v1/portfolios', '{"name": '], /^The request body is not valid JSON/],
      ['a 1 MB body', () => ['POST', `/v1/portfolios/${id}/lots`, { ...lotBody, note: 'x'.repeat(1024 * 1024) }], /^Invalid request body: larger than the limit of 65536 bytes/],
      ['a 1 MB share body', () => ['PUT', `/v1/portfolios/${id}/shares/${s.organizationId}`, { access: 'View', pad: 'x'.repeat(1024 * 1024) }], /^Invalid request body: larger than the limit/],
    ];

    it.each(cases)('refuses %s', async (_what, make, message) => {
      const before = await stateSnapshot(s.fx.ctx);
      const [method, path, body] = make();
      const answer = await http(s, s.keys.owner, method, path, body);
      expect(answer.status, answer.text).toBe(400);
      expect(errorOf(answer)).toMatchObject({ code: 'invalid_parameter', status: 400 });
      expect(errorOf(answer).message).toMatch(message);
      expect(await stateSnapshot(s.fx.ctx)).toBe(before);
    });
  });
});

describe('limits are exact under 50 parallel requests at the boundary (Portfolio rule 13)', () => {
  it('190 lots present, 50 parallel adds: exactly 10 succeed, 40 get 400, 200 rows stored', async () => {
    const id = await created(s.keys.owner, 'Lot limit');
    await s.fx.store.write((tx) =>
      tx.run(
        `INSERT INTO lots SELECT CAST(uuid() AS VARCHAR), ?, 'Stock', 'AAPL', NULL, 1, 100, DATE '2026-01-05', NULL, NULL, NULL, NULL, NULL,
           TIMESTAMP '2026-11-21 15:00:00', i + 1 FROM range(190) t(i)`,
        [id],
      ),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => http(s, s.keys.owner, 'POST', `/v1/portfolios/${id}/lots`, lotBody)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(10);
    expect(statuses.filter((x) => x === 400)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 400).every((a) => errorOf(a).message.includes('at most 200 lots'))).toBe(true);
    const stored = await s.fx.store.one<{ n: number; seqs: number }>('SELECT count(*) AS n, count(DISTINCT seq) AS seqs FROM lots WHERE portfolio_id = ?', [id]);
    expect(stored).toEqual({ n: 200, seqs: 200 });
    const created201 = new Set(answers.filter((a) => a.status === 201).map((a) => (a.body as { id: string }).id));
    expect(created201.size).toBe(10);
  });

  it('an account at 0 portfolios, 50 parallel creations: exactly 10 succeed, 40 get 400, 10 rows stored', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => http(s, s.keys.outsider, 'POST', '/v1/portfolios', { name: `p${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 400 && errorOf(a).message.includes('at most 10 portfolios'))).toHaveLength(40);
    const listed = await http(s, s.keys.outsider, 'GET', '/v1/portfolios');
    expect((listed.body as { data: unknown[] }).data).toHaveLength(10);
  });

  it('50 parallel creations of one name: exactly one succeeds', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => http(s, s.keys.member, 'POST', '/v1/portfolios', { name: 'Same' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && errorOf(a).message.includes("already have a portfolio named 'Same'"))).toHaveLength(49);
  });

  it('190 watches present, 50 parallel watches of new instruments: exactly 10 succeed, 200 rows stored', async () => {
    const id = await created(s.keys.owner, 'Watch limit');
    const contracts = await s.fx.store.all<{ occ: string }>(
      "SELECT DISTINCT occ_symbol AS occ FROM option_contracts WHERE expiration_date >= DATE '2026-11-21' ORDER BY occ LIMIT 240",
    );
    await s.fx.store.write((tx) =>
      tx.run(
        `INSERT INTO watches SELECT CAST(uuid() AS VARCHAR), ?, 'Option', c.underlying, c.occ_symbol, TIMESTAMP '2026-11-21 15:00:00'
         FROM (SELECT DISTINCT occ_symbol, underlying FROM option_contracts WHERE occ_symbol IN (SELECT unnest(?::VARCHAR[]))) c`,
        [id, `[${contracts.slice(0, 190).map((c) => c.occ).join(',')}]`],
      ),
    );
    const answers = await Promise.all(
      contracts.slice(190).map((c) => http(s, s.keys.owner, 'POST', `/v1/portfolios/${id}/watches`, { optionContract: c.occ })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 400 && errorOf(a).message.includes('at most 200 instruments'))).toHaveLength(40);
    const stored = await s.fx.store.one<{ n: number }>('SELECT count(*) AS n FROM watches WHERE portfolio_id = ?', [id]);
    expect(stored?.n).toBe(200);
  });
});
