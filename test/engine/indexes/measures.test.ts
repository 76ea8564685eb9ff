/**
 * How the forecasts find a listing's SEC company facts: by CIK through SEC's ticker links, else through an
 * insider issuer record, and only then by name, never taking facts another company is linked to by CIK.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import { companyKey } from '../../../src/core/company-names';
import { readMeasures, type CompanyMeasures } from '../../../src/engine/indexes/measures';
import { ingestAny } from '../../../src/store/ingest/index';
import { SAMPLE_CIK_ONLY } from '../../../src/store/sample/indexes';
import type { WriteTx } from '../../../src/store/store';
import { scratch } from '../../fixtures/ingest/helpers';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

const SESSION = '2026-11-20';
const byTicker = (rows: readonly CompanyMeasures[], ticker: string) => rows.find((r) => r.ticker === ticker)!;
const linked = async (fx: SampleFixture) =>
  Object.fromEntries((await readMeasures(fx.store, SESSION)).map((m) => [m.ticker, { cik: m.cik, shares: m.sharesOutstanding }]));

describe('the sample', () => {
  let fx: SampleFixture;
  beforeAll(async () => {
    fx = await sampleStore();
  });
  afterAll(() => fx.store.close());

  it("links a company whose SEC name does not match its listing's name by the CIK SEC links to its ticker", async () => {
    const cost = await fx.store.one<{ name: string; entity: string; cik: number }>(
      `SELECT l.name, f.entity_name AS entity, s.cik FROM listings l JOIN sec_tickers s USING (ticker) JOIN company_facts f USING (cik)
       WHERE l.ticker = ? LIMIT 1`, [SAMPLE_CIK_ONLY],
    );
    expect(cost).toEqual({ name: 'Costco Wholesale Corporation', entity: 'COSTCO WHOLESALE CORP /NEW', cik: 909832 });
    expect(companyKey(cost!.entity)).not.toBe(companyKey(cost!.name));
    const measures = byTicker(await readMeasures(fx.store, SESSION), SAMPLE_CIK_ONLY);
    expect(measures).toMatchObject({ cik: 909832, sharesOutstanding: 0.44e9, domicile: 'US' });
    expect(measures.netIncomeQuarters).toHaveLength(4);
  });

  it('both share classes of a company read its one CIK; a company without facts reads none', async () => {
    const rows = await readMeasures(fx.store, SESSION);
    expect(['GOOGL', 'GOOG', 'BF-A', 'BF-B'].map((t) => byTicker(rows, t).cik)).toEqual([1652044, 1652044, 14693, 14693]);
    expect(byTicker(rows, 'BRK-B')).toMatchObject({ cik: null, sharesOutstanding: null, netIncomeQuarters: null });
  });
});

describe('the order of the links', () => {
  let fx: SampleFixture;
  beforeEach(async () => {
    fx = await emptyStore();
  });
  afterEach(() => fx.store.close());

  const listing = (tx: WriteTx, ticker: string, name: string, issuer: string | null = null) =>
    tx.run("INSERT INTO listings VALUES (?, NULL, ?, ?, ?, 'Stock', 'USD', TRUE, 'test', NULL, TIMESTAMP '2026-01-01')", [ticker, ticker, name, issuer]);
  const facts = (tx: WriteTx, cik: number, entityName: string, shares: number) =>
    tx.run(
      `INSERT INTO company_facts VALUES (?, ?, 'dei', 'EntityCommonStockSharesOutstanding', 'shares', NULL, DATE '2026-10-31', ?, 2026, 'Q3', '10-Q',
       DATE '2026-11-01', 'acc-' || ?, 'test', NULL, TIMESTAMP '2026-01-01')`,
      [cik, entityName, shares, cik],
    );
  const secLink = (tx: WriteTx, cik: number, ticker: string, capturedAt = '2026-01-01') =>
    tx.run("INSERT INTO sec_tickers VALUES (?, ?, 'SEC NAME', NULL, 'company-tickers', 'test', NULL, CAST(? AS TIMESTAMP))", [cik, ticker, capturedAt]);
  const issuerRecord = (tx: WriteTx, cik: number, ticker: string) =>
    tx.run("INSERT INTO insider_issuers VALUES (?, ?, 'FORM 4 NAME', NULL, NULL, 'Common', FALSE, 'test', NULL, TIMESTAMP '2026-01-01')", [cik, ticker]);

  it('SEC ticker link first, then an insider issuer record, then the name; none of the names match in the first two', async () => {
    await fx.store.write(async (tx) => {
      await listing(tx, 'AAA', 'Alpha Holdings Inc.');
      await listing(tx, 'BBB', 'Beta Group plc');
      await listing(tx, 'CCC', 'Gamma Corp');
      await facts(tx, 101, 'ALPHA HOLDINGS, INC. /DE/', 1e6);
      await facts(tx, 102, 'BETA GRP', 2e6);
      await facts(tx, 103, 'GAMMA CORPORATION', 3e6);
      await secLink(tx, 101, 'AAA');
      // An issuer record of AAA naming another CIK loses to SEC's link; BBB has only its issuer record.
      await issuerRecord(tx, 102, 'AAA');
      await issuerRecord(tx, 102, 'BBB');
    });
    expect(await linked(fx)).toEqual({ AAA: { cik: 101, shares: 1e6 }, BBB: { cik: 102, shares: 2e6 }, CCC: { cik: 103, shares: 3e6 } });
  });

  it("a listing with a CIK reads that CIK's facts or none, never another CIK's facts carrying its name", async () => {
    await fx.store.write(async (tx) => {
      await listing(tx, 'NEWCO', 'Delta Inc.');
      await facts(tx, 201, 'DELTA INC', 5e6);
      await secLink(tx, 999, 'NEWCO');
    });
    expect(await linked(fx)).toEqual({ NEWCO: { cik: null, shares: null } });
  });

  it("the name never links facts a CIK link gives another company, but still links a share class of the CIK's company", async () => {
    await fx.store.write(async (tx) => {
      await listing(tx, 'EPS', 'Epsilon Corp', 'Epsilon Corp');
      await listing(tx, 'EPS-B', 'Epsilon Corp Class B', 'Epsilon Corp');
      await listing(tx, 'EPSX', 'Epsilon Corporation');
      await facts(tx, 301, 'EPSILON CORP', 7e6);
      await secLink(tx, 301, 'EPS');
    });
    expect(await linked(fx)).toEqual({ EPS: { cik: 301, shares: 7e6 }, 'EPS-B': { cik: 301, shares: 7e6 }, EPSX: { cik: null, shares: null } });
  });

  it('two CIKs with one name: the name links the one no CIK link claims', async () => {
    await fx.store.write(async (tx) => {
      await listing(tx, 'ZETA', 'Zeta Inc.');
      await listing(tx, 'ZET', 'Zeta Incorporated');
      await facts(tx, 401, 'ZETA INC', 1e6);
      await facts(tx, 402, 'ZETA INC', 2e6);
      await secLink(tx, 401, 'ZETA');
    });
    expect(await linked(fx)).toEqual({ ZETA: { cik: 401, shares: 1e6 }, ZET: { cik: 402, shares: 2e6 } });
  });

  it('when SEC has moved a ticker to another CIK, the newest link wins', async () => {
    const files = scratch();
    try {
      await fx.store.write(async (tx) => {
        await listing(tx, 'ETA', 'Eta Systems Inc.');
        await facts(tx, 501, 'OLD ETA SYSTEMS INC', 1e6);
        await facts(tx, 502, 'ETA SYSTEMS INC', 2e6);
      });
      const file = (name: string, cik: number) => files.write(name, JSON.stringify({ 0: { cik_str: cik, ticker: 'ETA', title: 'Eta' } }));
      await ingestAny(fx.store, fixedClock('2026-01-01T00:00:00Z'), 'sec-tickers', file('old.json', 501));
      expect(await linked(fx)).toEqual({ ETA: { cik: 501, shares: 1e6 } });
      await ingestAny(fx.store, fixedClock('2026-06-01T00:00:00Z'), 'sec-tickers', file('new.json', 502));
      expect(await linked(fx)).toEqual({ ETA: { cik: 502, shares: 2e6 } });
    } finally {
      files.remove();
    }
  });
});

describe('without the link', () => {
  it("the sample company whose SEC name differs from its listing's is not found by name", async () => {
    const fx = await sampleStore();
    try {
      await fx.store.write((tx) => tx.run('DELETE FROM sec_tickers WHERE ticker = ?', [SAMPLE_CIK_ONLY]));
      const rows = await readMeasures(fx.store, SESSION);
      expect(byTicker(rows, SAMPLE_CIK_ONLY)).toMatchObject({ cik: null, sharesOutstanding: null });
      // AAPL without SEC's link is found through its insider issuer record, and without that by its name.
      await fx.store.write((tx) => tx.run("DELETE FROM sec_tickers WHERE ticker = 'AAPL'"));
      expect(byTicker(await readMeasures(fx.store, SESSION), 'AAPL')).toMatchObject({ cik: 320193, sharesOutstanding: 15e9 });
      await fx.store.write((tx) => tx.run("DELETE FROM insider_issuers WHERE ticker = 'AAPL'"));
      expect(byTicker(await readMeasures(fx.store, SESSION), 'AAPL')).toMatchObject({ cik: 320193, sharesOutstanding: 15e9 });
    } finally {
      fx.store.close();
    }
  });
});
