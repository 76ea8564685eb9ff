import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors';
import { captureOptionsProvider } from '../../src/engine/options/capture';
import type { ChainResponse, SingleContractResponse } from '../../src/engine/options/schemas';
import { ingestPublished } from '../../src/store/ingest/index';
import { optionsImporter } from '../../src/store/ingest/importers/options';
import { call } from '../support/invoke';
import { emptyStore, type SampleFixture } from '../support/store';
import { seedListing } from '../engine/options/seed';
import { snapshot } from '../fixtures/ingest/helpers';

const dir = mkdtempSync(join(tmpdir(), 'fds-options-ingest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER = 'observed_at,underlying,expiration_date,occ_symbol,contract_type,exercise_style,strike_price,shares_per_contract,active,snapshot_date,day_close,day_volume,implied_volatility,open_interest,open_interest_date,delta,gamma,theta,vega,bid_price,ask_price,quote_as_of';
const ROWS = [
  '2026-11-20T16:15:00-05:00,BRK.B,2026-12-18,BRKB261218C00470000,call,american,470,100,true,2026-11-20,12.5,140,0.1834,2200,2026-11-19,0.5312,0.0121,-0.1402,0.5531,12.4,12.6,2026-11-20T20:59:58Z',
  '2026-11-20T16:15:00-05:00,BRK.B,2026-12-18,BRKB261218P00470000,PUT,American,470,100,true,,,,0.1901,1800,,-0.4688,0.0121,-0.1103,0.5531,,,',
  '2026-11-20T21:15:00Z,BRK-B,2026-12-24,,,,,,,,,,,,,,,,,,,',
];

let n = 0;
function csv(lines: readonly string[], header = HEADER): string {
  const path = join(dir, `options-${++n}.csv`);
  writeFileSync(path, `${[header, ...lines].join('\n')}\n`);
  return path;
}

let fx: SampleFixture;
beforeEach(async () => {
  fx = await emptyStore();
  await seedListing(fx.store, 'BRK-B');
  fx = { ...fx, ctx: { ...fx.ctx, options: captureOptionsProvider } };
});

const ingest = (path: string) => ingestPublished(fx.store, fx.clock, optionsImporter, path);
async function refusal(path: string): Promise<ApiError> {
  try {
    await ingest(path);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('ingest succeeded where a refusal was expected');
}
const counts = () => fx.store.one<{ c: number; r: number; s: number }>(
  'SELECT (SELECT count(*) FROM option_contracts) AS c, (SELECT count(*) FROM option_snapshot_runs) AS r, (SELECT count(*) FROM option_snapshots) AS s',
);

describe('fds ingest options', () => {
  it('loads contracts with their reference columns and snapshots, and serves them as a chain', async () => {
    const report = await ingest(csv(ROWS));
    expect([report.rowsRead, report.rowsAdded, report.rowsSkipped]).toEqual([3, 3, 0]);
    expect(await counts()).toEqual({ c: 2, r: 2, s: 2 });
    const chain = await call<ChainResponse>(fx.ctx, 'options.chain', { ticker: 'BRK-B' }, { expiration: '2026-12-18' });
    expect(chain.contracts.map((c) => [c.occTicker, c.contractType, c.exerciseStyle, c.strikePrice, c.sharesPerContract])).toEqual([
      ['BRKB261218C00470000', 'Call', 'American', 470, 100],
      ['BRKB261218P00470000', 'Put', 'American', 470, 100],
    ]);
    const call0 = chain.contracts[0]!;
    expect([call0.impliedVolatility, call0.delta, call0.openInterestDate, call0.snapshotDate, call0.quoteAsOf]).toEqual([0.1834, 0.5312, '2026-11-19', '2026-11-20', '2026-11-20T20:59:58.000Z']);
    const put = chain.contracts[1]!;
    expect([put.snapshotDate, put.openInterestDate, put.bidPrice, put.askPrice, put.quoteAsOf]).toEqual([null, null, null, null, null]);
  });

  it('a row with an empty occ_symbol confirms an expiration whose snapshot is empty', async () => {
    await ingest(csv(ROWS));
    const runs = await fx.store.all("SELECT CAST(expiration_date AS VARCHAR) AS e FROM option_snapshot_runs WHERE underlying = 'BRK-B' ORDER BY e");
    expect(runs).toEqual([{ e: '2026-12-18' }, { e: '2026-12-24' }]);
  });

  it('is idempotent: ingesting the same file again adds nothing', async () => {
    const path = csv(ROWS);
    await ingest(path);
    const again = await ingest(path);
    expect([again.rowsRead, again.rowsAdded, again.rowsSkipped]).toEqual([3, 0, 3]);
    expect(await counts()).toEqual({ c: 2, r: 2, s: 2 });
  });

  it('a newer snapshot that changes a contract\'s reference adds a reference row; the newest wins', async () => {
    await ingest(csv(ROWS));
    await ingest(csv(['2026-11-23T21:15:00Z,BRK-B,2026-12-18,BRKB261218C00470000,call,american,470,100,false,2026-11-23,11,10,0.18,2100,2026-11-20,0.5,0.01,-0.1,0.5,10.9,11.1,']));
    expect(await counts()).toEqual({ c: 3, r: 3, s: 3 });
    const status = await fx.store.one<{ active: boolean }>("SELECT active FROM option_contracts WHERE occ_symbol = 'BRKB261218C00470000' ORDER BY as_of DESC LIMIT 1");
    expect(status!.active).toBe(false);
  });

  it('the contract served comes from the reference columns, not the symbol', async () => {
    // The symbol spells a call at 999 expiring 2026-12-19; the reference columns say otherwise, and win.
    await ingest(csv(['2026-11-20T21:15:00Z,BRK-B,2026-12-18,BRKB261219C00999000,put,european,123.5,10,true,2026-11-20,1,1,0.3,1,2026-11-20,-0.2,0.01,-0.01,0.1,0.9,1.1,']));
    const body = await call<SingleContractResponse>(fx.ctx, 'options.contract', { ticker: 'BRK-B' }, { symbol: 'brkb261219c00999000' });
    expect(body.contract).toMatchObject({ contractType: 'Put', exerciseStyle: 'European', strikePrice: 123.5, sharesPerContract: 10, expirationDate: '2026-12-18' });
  });

  it('refuses a bad value naming its file line (the header is line 1) and column, and leaves the store unchanged', async () => {
    const bad = [ROWS[0]!, ROWS[1]!.replace(',470,100,', ',-5,100,')];
    const error = await refusal(csv(bad));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/, line 3, column 'strike_price': "-5" is not a positive number\. Nothing was ingested/);
    expect(await counts()).toEqual({ c: 0, r: 0, s: 0 });
  });

  it('lists every problem at once, each with its file line (blank lines counted) and the value as written', async () => {
    const path = join(dir, `options-${++n}.csv`);
    writeFileSync(path, [
      HEADER,
      ROWS[0]!.replace(',call,', ', Straddle ,'),
      '',
      ROWS[1]!.replace(',470,100,', ',470,1.5,').replace(',-0.4688,', ',-0.4688x,'),
      ROWS[0]!,
      '',
    ].join('\n'));
    const before = await snapshot(fx.store);
    const error = await refusal(path);
    expect(error.message).toBe([
      `Invalid parameter 'file': ${path} has 4 problems:`,
      `  line 2, column 'contract_type': " Straddle " is not call or put`,
      `  line 4, column 'shares_per_contract': "1.5" is not a positive whole number`,
      `  line 4, column 'delta': "-0.4688x" is not a number`,
      `  line 5, column 'occ_symbol': "BRKB261218C00470000" repeats the occ_symbol and observed_at of an earlier row`,
      'Nothing was ingested; the store is unchanged.',
    ].join('\n'));
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a missing required column and an unknown column', async () => {
    expect((await refusal(csv(['2026-11-20T21:15:00Z,BRK-B,2026-12-18'], 'observed_at,underlying,expiration_date'))).message).toContain('lacks the required column(s) occ_symbol');
    expect((await refusal(csv([`${ROWS[0]},x`], `${HEADER},colour`))).message).toContain('does not define: colour');
  });

  it('refuses bad timestamps, types, booleans, whole numbers and dates', async () => {
    const cases: [string, RegExp][] = [
      [ROWS[0]!.replace('2026-11-20T16:15:00-05:00', '2026-11-20 16:15'), /column 'observed_at'.*ISO-8601/],
      [ROWS[0]!.replace(',call,', ',straddle,'), /column 'contract_type'.*call or put/],
      [ROWS[0]!.replace(',100,true,', ',100,yes,'), /column 'active'.*true or false/],
      [ROWS[0]!.replace(',12.5,140,', ',12.5,1.5,'), /column 'day_volume'.*whole number/],
      [ROWS[0]!.replace(',2026-11-19,', ',19/11/2026,'), /column 'open_interest_date'.*yyyy-MM-dd/],
    ];
    for (const [line, expected] of cases) expect((await refusal(csv([line]))).message).toMatch(expected);
  });

  it('refuses a contract row without its reference columns, a repeated contract snapshot and a contradicted empty marker', async () => {
    expect((await refusal(csv([ROWS[0]!.replace(',call,', ',,')]))).message).toMatch(/line 2, column 'contract_type': is empty on a contract row/);
    expect((await refusal(csv([ROWS[0]!, ROWS[0]!.replace('2026-11-20T16:15:00-05:00', '2026-11-20T21:15:00Z')]))).message).toMatch(/line 3, column 'occ_symbol': "BRKB261218C00470000" repeats/);
    expect((await refusal(csv([ROWS[0]!, '2026-11-20T21:15:00Z,BRK-B,2026-12-18,,,,,,,,,,,,,,,,,,,']))).message).toMatch(/line 3, column 'occ_symbol': is empty, marking an empty snapshot, but the file has contracts/);
    expect(await counts()).toEqual({ c: 0, r: 0, s: 0 });
  });
});
